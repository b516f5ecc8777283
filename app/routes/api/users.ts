import type { Route } from './+types/users';
import { methodNotAllowed } from '~/server/api.server';
import { listUsers } from '~/server/admin-overview.server';
import { requireApiAdmin } from '~/server/session.server';

// Admin only: 401 without a session, 403 for other roles.
export async function loader({ request }: Route.LoaderArgs) {
  await requireApiAdmin(request);
  return { users: listUsers() };
}

// Only GET is offered; the session check still comes first (401 before 405).
export async function action({ request }: Route.ActionArgs) {
  await requireApiAdmin(request);
  return methodNotAllowed(['GET']);
}
