import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { assertSameOrigin } from '~/server/api.server';
import { logoutAndRedirect } from '~/server/session.server';

// Only POST signs out (a GET link could be forged by another site); the toast
// says 'Success' / 'You have been signed out'. This route has no component, so
// React Router's cross-origin check for UI form posts skips it: without ours,
// another site's auto-submitting form would clear the session cookie.
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  return logoutAndRedirect(request);
}

export function loader() {
  return redirect('/');
}
