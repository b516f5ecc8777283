/** PATCH /api/brands/{id}: name, slug, proposalPrefix, image, status (a disabled brand is not offered for new jobs). Admin only. */
import type { Route } from './+types/brands.$id';
import { brandPatchSchema } from '~/domain/catalogue';
import { methodNotAllowed, readJson } from '~/server/api.server';
import { answerAdminWrite } from '~/server/catalogue/api-errors.server';
import { updateBrand } from '~/server/catalogue/brands.server';
import { idParam } from '~/server/catalogue/params.server';
import { requireApiAdmin } from '~/server/session.server';

export async function loader({ request }: Route.LoaderArgs) {
  await requireApiAdmin(request);
  return methodNotAllowed(['PATCH']);
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireApiAdmin(request);
  if (request.method !== 'PATCH') return methodNotAllowed(['PATCH']);
  const id = idParam(params.id);
  const fields = await readJson(request, brandPatchSchema);
  return answerAdminWrite(() => ({ brand: updateBrand(user, id, fields) }));
}
