import { data } from 'react-router';
import { jsonError } from '~/server/http/api.server';
import { apiRoute } from '~/server/http/api-route.server';
import { destroySession, requireApiUser } from '~/server/auth/session.server';
import { setToastCookie } from '~/server/http/toast.server';

// Ends the session row, so a copy of the cookie stops working too.
const route = apiRoute({
  guard: requireApiUser,
  async POST({ request }) {
    // No payload; a body, if any, must still be JSON (a cross-site form cannot send that).
    const type = request.headers.get('Content-Type');
    if (type && !/^application\/json\b/i.test(type)) return jsonError(415, 'Content-Type must be application/json');
    const headers = await destroySession(request);
    headers.append('Set-Cookie', await setToastCookie({ title: 'Success', description: 'You have been signed out' }));
    return data({ success: true }, { headers });
  },
});
export const loader = route.loader;
export const action = route.action;
