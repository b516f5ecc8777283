/** GET /api/profiles: the Active people (project manager selector and lists). */
import { getOnlyAction } from '~/server/http/api.server';
import type { Route } from './+types/profiles';
import { listActiveProfiles } from '~/server/catalogue/lookup.server';
import { requireApiUser } from '~/server/auth/session.server';

export async function loader({ request }: Route.LoaderArgs) {
  await requireApiUser(request);
  return listActiveProfiles();
}

export const action = getOnlyAction(requireApiUser);
