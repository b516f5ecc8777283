/**
 * PATCH /api/options/{id} {values} (the joined string, e.g. 'Red, Bronze +$150'),
 * parsed and validated: every modifier must be +N%, +$N or +$N/SF (a missing
 * '+' is added). Also placeholder, type, appliesTo, isActive. Admin only.
 */
import type { Route } from './+types/options.$id';
import { OPTION_MESSAGES, optionPatchSchema } from '~/domain/catalogue';
import { methodNotAllowed, readJson } from '~/server/api.server';
import { answerAdminWrite } from '~/server/catalogue/api-errors.server';
import { idParam } from '~/server/catalogue/params.server';
import { updateOption } from '~/server/catalogue/options.server';
import { requireApiAdmin } from '~/server/session.server';

export async function loader({ request }: Route.LoaderArgs) {
  await requireApiAdmin(request);
  return methodNotAllowed(['PATCH']);
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireApiAdmin(request);
  if (request.method !== 'PATCH') return methodNotAllowed(['PATCH']);
  const id = idParam(params.id);
  const patch = await readJson(request, optionPatchSchema);
  return answerAdminWrite(() => ({ option: updateOption(user, id, patch), message: OPTION_MESSAGES.updated }));
}
