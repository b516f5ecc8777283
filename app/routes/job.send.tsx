/**
 * /job/{brandSlug}/{jobNumber}/send?version= : the Send Proposal panel in the
 * job page's Outlet (like the Add New panel), with Mark as Sent and Withdraw.
 */
import type { Route } from './+types/job.send';
import { SendPanel } from '~/components/lifecycle/send-panel';
import { panelContext } from '~/server/line-items/panel-routes.server';
import { sendPanelData } from '~/server/lifecycle/job-view.server';
import { sendPanelAction } from '~/server/lifecycle/send-routes.server';
import { requireUser } from '~/server/auth/session.server';
import { requireFormPost } from '~/server/http/methods.server';
import { jobQuery } from '~/domain/line-items/panel-urls';

/** It opens a side panel over the job page (job-screen.tsx renders the page behind it inert). */
export const handle = { panel: true };

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const ctx = panelContext(request, params);
  const asked = new URL(request.url).searchParams.get('version') ? ctx.version.versionNumber : null;
  return { panel: sendPanelData(ctx.job, asked, user), closeHref: ctx.links.job, approvalHref: `${ctx.jobPath}/approval` };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  requireFormPost(request);
  const ctx = panelContext(request, params);
  const jobHref = (version: number) => {
    const q = jobQuery(new URL(request.url).search);
    q.set('version', String(version));
    return `${ctx.jobPath}?${q}`;
  };
  return sendPanelAction(request, ctx.job, user, jobHref);
}

export default function SendRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SendPanel data={loaderData.panel} action={actionData} closeHref={loaderData.closeHref} approvalHref={loaderData.approvalHref} />;
}
