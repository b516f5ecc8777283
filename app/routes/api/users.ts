import type { Route } from './+types/users';
import { getOnlyAction } from '~/server/api.server';
import { listUsers } from '~/server/admin-overview.server';
import { requireApiAdmin } from '~/server/session.server';

// Admin only: 401 without a session, 403 for other roles.
export async function loader({ request }: Route.LoaderArgs) {
  await requireApiAdmin(request);
  return { users: listUsers() };
}

export const action = getOnlyAction(requireApiAdmin);
