/** PATCH /api/jobs/{brandSlug}/{jobNumber}/work-order/lines/{lineId} {notes}: a line's install notes. */
import { apiRoute } from '~/server/http/api-route.server';
import { requireApiUser } from '~/server/auth/session.server';
import { apiSetInstallNotes } from '~/server/work-orders/work-order-api.server';

const route = apiRoute({ guard: requireApiUser, PATCH: ({ request, params, user }) => apiSetInstallNotes(request, params, user) });
export const loader = route.loader;
export const action = route.action;
