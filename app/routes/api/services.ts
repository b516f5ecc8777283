/** GET /api/services: every brand's active services (spec section 3 Service fields). */
import type { Route } from './+types/services';
import { getOnlyAction } from '~/server/api.server';
import { apiServices } from '~/server/line-items/catalogue.server';
import { requireApiUser } from '~/server/session.server';

export async function loader({ request }: Route.LoaderArgs) {
  await requireApiUser(request);
  return apiServices(null);
}

export const action = getOnlyAction(requireApiUser);
