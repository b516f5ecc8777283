import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { logoutAndRedirect } from '~/server/session.server';

// Only POST signs out (a GET link could be forged by another site); the toast
// says 'Success' / 'You have been signed out'.
export async function action({ request }: Route.ActionArgs) {
  return logoutAndRedirect(request);
}

export function loader() {
  return redirect('/');
}
