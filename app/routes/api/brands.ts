/** GET /api/brands: every brand with its sign and service counts (selectors and lists). */
import { methodNotAllowed } from '~/server/api.server';
import type { Route } from './+types/brands';
import { listBrandsWithCounts } from '~/server/catalog-lookup.server';
import { requireApiUser } from '~/server/session.server';

export async function loader({ request }: Route.LoaderArgs) {
  await requireApiUser(request);
  return listBrandsWithCounts();
}

// Only GET is offered; the session check still comes first (401 before 405).
export async function action({ request }: Route.ActionArgs) {
  await requireApiUser(request);
  return methodNotAllowed(['GET']);
}
