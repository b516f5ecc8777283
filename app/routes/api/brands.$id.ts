/** PATCH /api/brands/{id}: name, slug, proposalPrefix, image, status (a disabled brand is not offered for new jobs). Admin only. */
import { brandPatchSchema } from '~/domain/catalogue/catalogue';
import { adminPatchRoute } from '~/server/catalogue/api-errors.server';
import { updateBrand } from '~/server/catalogue/brands.server';

const route = adminPatchRoute(brandPatchSchema, (admin, id, fields) => ({ brand: updateBrand(admin, id, fields) }));
export const loader = route.loader;
export const action = route.action;
