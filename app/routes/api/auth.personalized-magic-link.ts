import { data } from 'react-router';
import { z } from 'zod';
import { jsonError, readJson } from '~/server/http/api.server';
import { apiRoute, publicRoute } from '~/server/http/api-route.server';
import { isPersonalized, sendLink } from '~/server/auth/auth.server';
import { rateLimitedLinkMessage } from '~/server/auth/login-state.server';
import { getUser, safeRedirect } from '~/server/auth/session.server';

const bodySchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  redirectTo: z.string().max(2000).optional(),
});

/**
 * Public (it is how one signs in). Sends the magic link (the login page's
 * limits apply) and answers {personalized}. The greeting is decided in the
 * e-mail alone: without a session the answer is always false, whatever the
 * address, so it never tells a stranger whether a named profile exists. A
 * signed-in caller, who may list profiles anyway, gets the real flag: true
 * when the e-mail greets a known, active profile by name.
 */
const route = apiRoute({
  guard: publicRoute,
  async POST({ request }) {
    const body = await readJson(request, bodySchema);
    // Callers of the documented call pass their callback URL as redirectTo; our callback is fixed, so only a local destination counts.
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
    const personalized = (await getUser(request)) ? isPersonalized(body.email) : false;
    return data({ personalized }, { headers: sent.headers });
  },
});
export const loader = route.loader;
export const action = route.action;
