import { data } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/auth.personalized-magic-link';
import { jsonError, methodNotAllowed, readJson } from '~/server/api.server';
import { isPersonalized, sendLink } from '~/server/auth.server';
import { rateLimitedLinkMessage } from '~/server/login-state.server';
import { safeRedirect } from '~/server/session.server';

const bodySchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  redirectTo: z.string().max(2000).optional(),
});

/**
 * Public (it is how one signs in). Sends the magic link and answers
 * {personalized}: true when the address is a known, active profile with a
 * name (so the e-mail greets them), false otherwise, including unknown
 * addresses, which get no mail. That flag is the spec's contract; it does tell
 * a caller that a named profile exists, which is why this route shares the
 * per-e-mail and per-address limits of the login page.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  const body = await readJson(request, bodySchema);
  // The original passed its callback URL here; our callback is fixed, so only a local destination counts.
  const to = safeRedirect(body.redirectTo);
  const redirectTo = to.startsWith('/auth/callback') ? '/' : to;
  const sent = await sendLink(request, body.email, redirectTo);
  if (sent.kind === 'limited') {
    return data(
      { error: rateLimitedLinkMessage(sent.retryAfterSeconds) },
      { status: 429, headers: { 'Retry-After': String(sent.retryAfterSeconds) } },
    );
  }
  if (sent.kind === 'failed') return jsonError(500, 'An unexpected error occurred');
  // The `_totp` cookie comes along: the link works in the browser that asked.
  return data({ personalized: isPersonalized(body.email) }, { headers: sent.headers });
}

export const loader = () => methodNotAllowed(['POST']);
