/** GET /api/job-history/{jobId}?page= : the job's history, newest first, 25 a page (read-only: no route writes it). */
import { apiRoute } from '~/server/http/api-route.server';
import { requireApiUser } from '~/server/auth/session.server';
import { lifecycleApiHistory } from '~/server/lifecycle/lifecycle-api.server';

const route = apiRoute({ guard: requireApiUser, GET: ({ request, params }) => lifecycleApiHistory(request, params.jobId) });
export const loader = route.loader;
export const action = route.action;
