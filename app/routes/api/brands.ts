/** GET /api/brands: every brand with its sign and service counts (selectors and lists). POST /api/brands: a new brand (admin). */
import { data } from 'react-router';
import type { Route } from './+types/brands';
import { newBrandSchema } from '~/domain/catalogue/catalogue';
import { methodNotAllowed, readJson } from '~/server/http/api.server';
import { answerAdminWrite } from '~/server/catalogue/api-errors.server';
import { createBrand } from '~/server/catalogue/brands.server';
import { listBrandsWithCounts } from '~/server/catalogue/lookup.server';
import { requireApiAdmin, requireApiUser } from '~/server/auth/session.server';

export async function loader({ request }: Route.LoaderArgs) {
  await requireApiUser(request);
  return listBrandsWithCounts();
}

// Admin writes
export async function action({ request }: Route.ActionArgs) {
  const user = await requireApiAdmin(request);
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST']);
  const fields = await readJson(request, newBrandSchema);
  return answerAdminWrite(() => data({ brand: createBrand(user, fields) }, { status: 201 }));
}
