/**
 * PATCH /api/users/{id}: any of role, status ('Active' | 'Disabled'), jobTitle.
 * 409 when the role rules refuse it (only a Super-Admin grants or removes an
 * admin role; never the last active Super-Admin; never yourself out of admin).
 */
import type { Route } from './+types/users.$id';
import { userPatchSchema } from '~/domain/user-admin';
import { methodNotAllowed, readJson } from '~/server/api.server';
import { answerAdminWrite } from '~/server/catalogue/api-errors.server';
import { idParam } from '~/server/catalogue/params.server';
import { updateUser } from '~/server/users/users.server';
import { requireApiAdmin } from '~/server/session.server';

export async function loader({ request }: Route.LoaderArgs) {
  await requireApiAdmin(request);
  return methodNotAllowed(['PATCH']);
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireApiAdmin(request);
  if (request.method !== 'PATCH') return methodNotAllowed(['PATCH']);
  const id = idParam(params.id);
  const patch = await readJson(request, userPatchSchema);
  return answerAdminWrite(() => ({ user: updateUser(user, id, patch) }));
}
