/** GET /api/brands/{brandId}/services: the brand's active services; 404 for an unknown brand. */
import { apiRoute } from '~/server/http/api-route.server';
import { apiServices } from '~/server/line-items/catalogue.server';
import { requireApiUser } from '~/server/auth/session.server';
import { brandIdParam } from '~/server/line-items/api-params.server';

const route = apiRoute({ guard: requireApiUser, GET: ({ params }) => apiServices(brandIdParam(params.brandId)) });
export const loader = route.loader;
export const action = route.action;
