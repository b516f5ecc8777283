/**
 * /job/{brandSlug}/{jobNumber}/items/{lineId}/edit: the panel reopening a
 * saved line (right-click Edit, or the row menu), with every value restored.
 * An Update of a line deleted meanwhile answers 'Failed to update item' and
 * keeps the person's values, offering to add them as a new line.
 */
import { data, redirect } from 'react-router';
import type { Route } from './+types/job.items.$lineId.edit';
import { EditItemPanel } from '~/components/line-items/item-panel';
import { editPanelData, panelContext, versionLocked } from '~/server/line-items/panel-routes.server';
import { goneLineAction, panelAction } from '~/server/line-items/panel-actions.server';
import { staffActor } from '~/server/lifecycle/history.server';
import { linePictureOfEdit } from '~/server/line-items/picture-routes.server';
import { brandTargetMargin } from '~/server/catalogue/brands.server';
import { requireUser } from '~/server/auth/session.server';
import { requireFormPost } from '~/server/http/methods.server';

/** It opens a side panel over the job page (job-screen.tsx renders the page behind it inert). */
export const handle = { panel: true };

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request);
  const ctx = panelContext(request, params);
  const panel = editPanelData(ctx, params.lineId);
  // A locked version's line is only viewed: its read-only View, not a form whose Update would be refused.
  if (!('gone' in panel) && versionLocked(ctx)) throw redirect(ctx.links.view(panel.lineId));
  // A line deleted meanwhile: 404, but the job page stays and the panel says so (or shows an Update's kept values).
  if ('gone' in panel) return data({ ...panel, picture: null }, { status: 404 });
  return { ...panel, picture: linePictureOfEdit(ctx, panel.lineId), targetMarginPercent: brandTargetMargin(ctx.job.brandId) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  requireFormPost(request);
  const ctx = panelContext(request, params);
  const panel = editPanelData(ctx, params.lineId);
  if ('gone' in panel) return goneLineAction(request, ctx);
  return panelAction(request, ctx, panel.lineId, staffActor(user));
}

export default function EditItemRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <EditItemPanel data={loaderData} action={actionData} picture={loaderData.picture} />;
}

/** An error or 404 here keeps the screen behind and says what happened in a small dialog. */
export { DialogErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
