/** GET /api/signs: every brand's active signs (spec section 3 Sign fields), by brand, display order, name. */
import type { Route } from './+types/signs';
import { getOnlyAction } from '~/server/api.server';
import { apiSigns } from '~/server/line-items/catalogue.server';
import { requireApiUser } from '~/server/session.server';

export async function loader({ request }: Route.LoaderArgs) {
  await requireApiUser(request);
  return apiSigns(null);
}

export const action = getOnlyAction(requireApiUser);
