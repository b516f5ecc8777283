/** GET and PATCH /api/signs/{id}: one sign with its sizes and option ids; PATCH edits its fields. Admin only. */
import type { Route } from './+types/signs.$id';
import { signPatchSchema } from '~/domain/catalogue/catalogue';
import { jsonError, methodNotAllowed, readJson } from '~/server/http/api.server';
import { answerAdminWrite } from '~/server/catalogue/api-errors.server';
import { idParam } from '~/server/catalogue/params.server';
import { findSign, updateSign } from '~/server/catalogue/signs.server';
import { requireApiAdmin } from '~/server/auth/session.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireApiAdmin(request);
  const sign = findSign(idParam(params.id));
  if (!sign) throw jsonError(404, 'Sign not found');
  return { sign };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireApiAdmin(request);
  if (request.method !== 'PATCH') return methodNotAllowed(['GET', 'PATCH']);
  const id = idParam(params.id);
  const fields = await readJson(request, signPatchSchema);
  return answerAdminWrite(() => ({ sign: updateSign(user, id, fields) }));
}
