/**
 * /job/{brandSlug}/{jobNumber}/duplicate?version=&brand=:
 * the Duplicate dialog in the job page's Outlet. Target brand, job and client
 * info, the version to copy and what happens to its lines; Create Job makes
 * the new job and opens it. A plain form: works without JavaScript.
 */
import type { Route } from './+types/job.duplicate';
import { DuplicateDialog } from '~/components/job/duplicate-dialog';
import { panelContext } from '~/server/line-items/panel-routes.server';
import { duplicateAction, duplicateDialogData } from '~/server/jobs/duplicate-routes.server';
import { requireUser } from '~/server/auth/session.server';
import { requireFormPost } from '~/server/http/methods.server';

/** It opens a side panel over the job page (job-screen.tsx renders the page behind it inert). */
export const handle = { panel: true };

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request);
  const ctx = panelContext(request, params);
  return { dialog: duplicateDialogData(ctx.job, ctx.version.versionNumber, request), closeHref: ctx.links.job };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  requireFormPost(request);
  const ctx = panelContext(request, params);
  return duplicateAction(request, ctx.job, user.id);
}

export default function DuplicateRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <DuplicateDialog data={actionData ?? loaderData.dialog} closeHref={loaderData.closeHref} />;
}

export { DialogErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
