/** GET /api/profiles: the Active people (project manager selector and lists). */
import { getOnlyAction } from '~/server/api.server';
import type { Route } from './+types/profiles';
import { listActiveProfiles } from '~/server/catalog-lookup.server';
import { requireApiUser } from '~/server/session.server';

export async function loader({ request }: Route.LoaderArgs) {
  await requireApiUser(request);
  return listActiveProfiles();
}

export const action = getOnlyAction(requireApiUser);
