/** PATCH /api/services/{id}: price type, fixedPrice (dollars) or priceFormula, budget and location multipliers, isActive, ... Admin only. */
import { servicePatchSchema } from '~/domain/catalogue/catalogue';
import { adminPatchRoute } from '~/server/catalogue/api-errors.server';
import { updateService } from '~/server/catalogue/services.server';

const route = adminPatchRoute(servicePatchSchema, (admin, id, fields) => ({ service: updateService(admin, id, fields) }));
export const loader = route.loader;
export const action = route.action;
