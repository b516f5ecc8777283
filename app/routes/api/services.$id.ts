/** PATCH /api/services/{id}: price type, fixedPrice (dollars) or priceFormula, budget and location multipliers, isActive, ... Admin only. */
import type { Route } from './+types/services.$id';
import { servicePatchSchema } from '~/domain/catalogue';
import { methodNotAllowed, readJson } from '~/server/api.server';
import { answerAdminWrite } from '~/server/catalogue/api-errors.server';
import { idParam } from '~/server/catalogue/params.server';
import { updateService } from '~/server/catalogue/services.server';
import { requireApiAdmin } from '~/server/session.server';

export async function loader({ request }: Route.LoaderArgs) {
  await requireApiAdmin(request);
  return methodNotAllowed(['PATCH']);
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireApiAdmin(request);
  if (request.method !== 'PATCH') return methodNotAllowed(['PATCH']);
  const id = idParam(params.id);
  const fields = await readJson(request, servicePatchSchema);
  return answerAdminWrite(() => ({ service: updateService(user, id, fields) }));
}
