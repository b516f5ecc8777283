/** GET /api/users (everyone, for the admin list) and POST /api/users (invite {fullName, email, jobTitle, role}). Admin only. */
import { data } from 'react-router';
import type { Route } from './+types/users';
import { inviteSchema } from '~/domain/users/user-admin';
import { methodNotAllowed, readJson } from '~/server/http/api.server';
import { answerAdminWrite } from '~/server/catalogue/api-errors.server';
import { inviteUser, listUsers } from '~/server/users/users.server';
import { requireApiAdmin } from '~/server/auth/session.server';

// Admin only: 401 without a session, 403 for other roles.
export async function loader({ request }: Route.LoaderArgs) {
  await requireApiAdmin(request);
  return { users: listUsers() };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireApiAdmin(request);
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST']);
  const invite = await readJson(request, inviteSchema);
  return answerAdminWrite(() => data({ user: inviteUser(user, invite) }, { status: 201 }));
}
