import { redirect } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/logout';
import { assertSameOrigin } from '~/server/http/api.server';
import { logoutAndRedirect } from '~/server/auth/session.server';
import { requireFormPost } from '~/server/http/methods.server';
import { readIntent } from '~/server/http/intent.server';

// Only POST signs out (a GET link could be forged by another site); the toast
// says 'Success' / 'You have been signed out'. `intent=everywhere` (the profile
// menu's 'Sign out everywhere') ends every session of the user, on every
// browser and device. This route has no component, so React Router's
// cross-origin check for UI form posts skips it: without ours, another site's
// auto-submitting form would clear the session cookie.
export async function action({ request }: Route.ActionArgs) {
  requireFormPost(request);
  assertSameOrigin(request);
  const form = await request.formData().catch(() => new FormData());
  const intent = readIntent(form, z.enum(['here', 'everywhere']), 'here');
  return logoutAndRedirect(request, { everywhere: intent === 'everywhere' });
}

export function loader() {
  return redirect('/');
}
