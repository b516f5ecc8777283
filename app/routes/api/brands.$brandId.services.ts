/** GET /api/brands/{brandId}/services: the brand's active services; 404 for an unknown brand. */
import type { Route } from './+types/brands.$brandId.services';
import { getOnlyAction } from '~/server/http/api.server';
import { apiServices } from '~/server/line-items/catalogue.server';
import { requireApiUser } from '~/server/auth/session.server';
import { brandIdParam } from '~/server/line-items/api-params.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireApiUser(request);
  return apiServices(brandIdParam(params.brandId));
}

export const action = getOnlyAction(requireApiUser);
