/** GET /api/brands: every brand with its sign and service counts (selectors and lists). */
import { getOnlyAction } from '~/server/api.server';
import type { Route } from './+types/brands';
import { listBrandsWithCounts } from '~/server/catalog-lookup.server';
import { requireApiUser } from '~/server/session.server';

export async function loader({ request }: Route.LoaderArgs) {
  await requireApiUser(request);
  return listBrandsWithCounts();
}

export const action = getOnlyAction(requireApiUser);
