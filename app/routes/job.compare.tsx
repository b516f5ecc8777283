/**
 * /job/{brandSlug}/{jobNumber}/compare?a=&b=: two versions of a job
 * side by side, lines matched and marked, totals and their difference. A
 * screen of its own (read-only; its version form is a GET form, so it works
 * without JavaScript). Staff only, like every job screen.
 */
import type { Route } from './+types/job.compare';
import { CompareScreen } from '~/components/compare/compare-screen';
import { parseCompareQuery } from '~/domain/compare/query';
import { loadComparePage } from '~/server/compare/compare.server';
import { requireUser } from '~/server/auth/session.server';
import { isolateText } from '~/domain/isolate-text';

export function meta({ data: d }: Route.MetaArgs) {
  return [{ title: d ? `Compare versions: ${isolateText(d.job.jobName)} (${d.job.jobNumber}) | Signboard` : 'Job not found | Signboard' }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request);
  return loadComparePage(request, params, parseCompareQuery(new URL(request.url).searchParams));
}

export default function CompareRoute({ loaderData }: Route.ComponentProps) {
  return <CompareScreen page={loaderData} />;
}

export { ScreenErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
