/**
 * /job/{brandSlug}/{jobNumber}/items/{lineId}/view: a line read back without
 * a form, the row menu's View on a locked version (Sent, Superseded,
 * Approved, Declined): its configuration, prices, budgets and margins. The
 * Edit panel's URL of a locked line redirects here. No action: nothing here
 * is written.
 */
import type { Route } from './+types/job.items.$lineId.view';
import { LineViewPanel } from '~/components/line-items/line-view-panel';
import { lineViewData, panelContext } from '~/server/line-items/panel-routes.server';
import { requireUser } from '~/server/auth/session.server';

/** It opens a side panel over the job page (job-screen.tsx renders the page behind it inert). */
export const handle = { panel: true };

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request);
  return lineViewData(panelContext(request, params), params.lineId);
}

export default function LineViewRoute({ loaderData }: Route.ComponentProps) {
  return <LineViewPanel data={loaderData} />;
}

/** An error or 404 here keeps the screen behind and says what happened in a small dialog. */
export { DialogErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
