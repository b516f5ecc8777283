import { apiRoute } from '~/server/http/api-route.server';
import { dashboardStats } from '~/server/stats/stats.server';
import { requireApiAdmin } from '~/server/auth/session.server';

// Admin only: the dashboard figures ({jobs, brands, activeBrands, signs, services, users, activeUsers,
// totals, months, monthly, recentJobs, marginByBrand}), computed in SQL (margins by the pricing engine).
const route = apiRoute({ guard: requireApiAdmin, GET: () => dashboardStats() });
export const loader = route.loader;
export const action = route.action;
