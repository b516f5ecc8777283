import { Outlet, data, useLoaderData } from 'react-router';
import type { Route } from './+types/app-layout';
import { Sidebar } from '~/components/shell/sidebar';
import { AccessDenied } from '~/components/shell/access-denied';
import { usePanelOpen } from '~/components/ui/use-panel-open';
import { accessDeniedCookie, isAdmin, requireUser } from '~/server/auth/session.server';
import { displayName, displayTitle, knownName } from '~/domain/users/profile';

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
  // Behind an open side panel the shell is inert too (usePanelOpen).
  const behindPanel = usePanelOpen() || undefined;
  return (
    // 1024 px and wider: the 260 px sidebar beside the page (the desktop design from 1512 px, docs/product.md § Business constants and limits);
    // narrower, a top bar whose menu opens the sidebar as a drawer.
    <div className="min-h-screen lg:flex">
      <a href="#main" className="skip-link" inert={behindPanel}>
        Skip to content
      </a>
      <Sidebar profile={profile} inert={behindPanel} />
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 bg-white outline-none">
        {accessDenied ? <AccessDenied /> : <Outlet />}
      </main>
    </div>
  );
}
