/** GET /api/brands/{brandId}/signs: the brand's active signs, by display order then name; 404 for an unknown brand. */
import { apiRoute } from '~/server/http/api-route.server';
import { apiSigns } from '~/server/line-items/catalogue.server';
import { requireApiUser } from '~/server/auth/session.server';
import { brandIdParam } from '~/server/line-items/api-params.server';

const route = apiRoute({ guard: requireApiUser, GET: ({ params }) => apiSigns(brandIdParam(params.brandId)) });
export const loader = route.loader;
export const action = route.action;
