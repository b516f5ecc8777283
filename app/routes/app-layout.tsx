import { Outlet, data, useLoaderData } from 'react-router';
import type { Route } from './+types/app-layout';
import { Sidebar } from '~/components/sidebar';
import { AccessDenied } from '~/components/access-denied';
import { accessDeniedCookie, isAdmin, requireUser } from '~/server/session.server';
import { displayName, displayTitle, knownName } from '~/domain/profile';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const denied = (await accessDeniedCookie().parse(request.headers.get('Cookie'))) === '1';
  const headers = new Headers();
  if (denied) headers.append('Set-Cookie', await accessDeniedCookie().serialize('', { maxAge: 0 }));
  return data(
    {
      accessDenied: denied,
      profile: {
        name: displayName(user),
        // The avatar falls back to 'UN' like every other avatar, not to the initials of 'User'.
        avatarName: knownName(user),
        title: displayTitle(user),
        email: user.email,
        image: user.userImage,
        isAdmin: isAdmin(user),
      },
    },
    { headers },
  );
}

export default function AppLayout() {
  const { profile, accessDenied } = useLoaderData<typeof loader>();
  return (
    <div className="flex min-h-screen min-w-[1512px]">
      <Sidebar profile={profile} />
      <main className="min-w-0 flex-1 bg-white">{accessDenied ? <AccessDenied /> : <Outlet />}</main>
    </div>
  );
}
