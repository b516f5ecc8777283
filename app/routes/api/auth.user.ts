import type { Route } from './+types/auth.user';
import { toCurrentUser } from '~/domain/auth/current-user';
import { getOnlyAction } from '~/server/http/api.server';
import { requireApiUser } from '~/server/auth/session.server';

// The spec's current-user shape, or 401 JSON without a session.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireApiUser(request);
  return toCurrentUser(user);
}

export const action = getOnlyAction(requireApiUser);
