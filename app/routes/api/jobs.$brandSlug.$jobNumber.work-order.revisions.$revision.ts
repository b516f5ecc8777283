/** GET /api/jobs/{brandSlug}/{jobNumber}/work-order/revisions/{n}: an issued revision's stored PDF. */
import { apiRoute } from '~/server/http/api-route.server';
import { requireApiUser } from '~/server/auth/session.server';
import { apiRevisionPdf } from '~/server/work-orders/work-order-api.server';

const route = apiRoute({ guard: requireApiUser, GET: ({ params }) => apiRevisionPdf(params) });
export const loader = route.loader;
export const action = route.action;
