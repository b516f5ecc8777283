/** GET /api/job-history/{jobId}?page= : the job's history, newest first, 25 a page (read-only: no route writes it). */
import type { Route } from './+types/job-history.$jobId';
import { getOnlyAction } from '~/server/http/api.server';
import { requireApiUser } from '~/server/auth/session.server';
import { lifecycleApiHistory } from '~/server/lifecycle/lifecycle-api.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireApiUser(request);
  return lifecycleApiHistory(request, params.jobId);
}

export const action = getOnlyAction(requireApiUser);
