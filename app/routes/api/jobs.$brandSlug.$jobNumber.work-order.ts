/** GET, POST /api/jobs/{brandSlug}/{jobNumber}/work-order: the work order (no money) and issuing its next revision (docs/invoices.md § Work order). */
import { apiRoute } from '~/server/http/api-route.server';
import { requireApiUser } from '~/server/auth/session.server';
import { apiIssueWorkOrder, apiWorkOrder } from '~/server/work-orders/work-order-api.server';

const route = apiRoute({
  guard: requireApiUser,
  GET: ({ params }) => apiWorkOrder(params),
  POST: ({ params, user }) => apiIssueWorkOrder(params, user),
});
export const loader = route.loader;
export const action = route.action;
