import type { Route } from './+types/stats';
import { getOnlyAction } from '~/server/api.server';
import { countStats } from '~/server/admin-overview.server';
import { requireApiAdmin } from '~/server/session.server';

// Admin only: counts for the dashboard ({jobs, brands, signs, services, users, activeUsers}).
export async function loader({ request }: Route.LoaderArgs) {
  await requireApiAdmin(request);
  return countStats();
}

export const action = getOnlyAction(requireApiAdmin);
