import type { Route } from './+types/stats';
import { getOnlyAction } from '~/server/http/api.server';
import { dashboardStats } from '~/server/stats/stats.server';
import { requireApiAdmin } from '~/server/auth/session.server';

// Admin only: the dashboard figures ({jobs, brands, activeBrands, signs, services, users, activeUsers,
// totals, months, monthly, recentJobs, marginByBrand}), computed in SQL (margins by the pricing engine).
export async function loader({ request }: Route.LoaderArgs) {
  await requireApiAdmin(request);
  return dashboardStats();
}

export const action = getOnlyAction(requireApiAdmin);
