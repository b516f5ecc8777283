import type { Route } from './+types/auth.callback';
import { completeMagicLink } from '~/server/auth/auth.server';

export const meta: Route.MetaFunction = () => [{ title: 'Signing you in... | Signboard' }];

// The magic link lands here: it signs in and redirects, or goes to /login saying why not.
export async function loader({ request }: Route.LoaderArgs) {
  return completeMagicLink(request);
}

/** Only seen if a redirect is ever slow to arrive. */
export default function AuthCallback() {
  return (
    <main className="flex min-h-screen items-center justify-center">
      <p role="status" className="text-slate-600">
        Signing you in...
      </p>
    </main>
  );
}
