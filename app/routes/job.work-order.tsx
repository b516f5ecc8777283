/**
 * /job/{brandSlug}/{jobNumber}/work-order: the approved version as production and the installers need it
 * (docs/invoices.md § Work order), with each line's install notes and the revisions issued. A screen of its
 * own, staff only like every job screen; its forms post here and work without JavaScript.
 */
import type { Route } from './+types/job.work-order';
import { WorkOrderScreen } from '~/components/work-orders/work-order-screen';
import { requireUser } from '~/server/auth/session.server';
import { requireFormPost } from '~/server/http/methods.server';
import { loadWorkOrderPage, workOrderAction } from '~/server/work-orders/work-order-page.server';
import { isolateText } from '~/domain/user-text';

export function meta({ data: d }: Route.MetaArgs) {
  return [{ title: d ? `Work order: ${isolateText(d.job.jobName)} (${d.job.jobNumber}) | Signboard` : 'Job not found | Signboard' }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request);
  return loadWorkOrderPage(request, params);
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  requireFormPost(request);
  return workOrderAction(request, params, user);
}

export default function WorkOrderRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <WorkOrderScreen page={loaderData} refused={actionData ?? null} />;
}

export { ScreenErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
