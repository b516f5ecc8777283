/** GET /api/users (everyone, for the admin list) and POST /api/users (invite {fullName, email, jobTitle, role}). Admin only. */
import { data } from 'react-router';
import { inviteSchema } from '~/domain/users/user-admin';
import { readJson } from '~/server/http/api.server';
import { answerWrite, apiRoute } from '~/server/http/api-route.server';
import { inviteUser, listUsers } from '~/server/users/users.server';
import { requireApiAdmin } from '~/server/auth/session.server';

// Admin only: 401 without a session, 403 for other roles.
const route = apiRoute({
  guard: requireApiAdmin,
  GET: () => ({ users: listUsers() }),
  async POST({ request, user }) {
    const invite = await readJson(request, inviteSchema);
    return answerWrite(() => data({ user: inviteUser(user, invite) }, { status: 201 }));
  },
});
export const loader = route.loader;
export const action = route.action;
