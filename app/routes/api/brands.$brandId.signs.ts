/** GET /api/brands/{brandId}/signs: the brand's active signs, by display order then name; 404 for an unknown brand. */
import type { Route } from './+types/brands.$brandId.signs';
import { getOnlyAction } from '~/server/http/api.server';
import { apiSigns } from '~/server/line-items/catalogue.server';
import { requireApiUser } from '~/server/auth/session.server';
import { brandIdParam } from '~/server/line-items/api-params.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireApiUser(request);
  return apiSigns(brandIdParam(params.brandId));
}

export const action = getOnlyAction(requireApiUser);
