import type { Route } from './+types/stats';
import { methodNotAllowed } from '~/server/api.server';
import { countStats } from '~/server/admin-overview.server';
import { requireApiAdmin } from '~/server/session.server';

// Admin only: counts for the dashboard ({jobs, brands, signs, services, users, activeUsers}).
export async function loader({ request }: Route.LoaderArgs) {
  await requireApiAdmin(request);
  return countStats();
}

// Only GET is offered; the session check still comes first (401 before 405).
export async function action({ request }: Route.ActionArgs) {
  await requireApiAdmin(request);
  return methodNotAllowed(['GET']);
}
