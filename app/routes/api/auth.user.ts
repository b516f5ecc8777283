import type { Route } from './+types/auth.user';
import { toCurrentUser } from '~/domain/current-user';
import { getOnlyAction } from '~/server/api.server';
import { requireApiUser } from '~/server/session.server';

// The spec's current-user shape, or 401 JSON without a session.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireApiUser(request);
  return toCurrentUser(user);
}

export const action = getOnlyAction(requireApiUser);
