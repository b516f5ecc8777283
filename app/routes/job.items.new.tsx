/**
 * /job/{brandSlug}/{jobNumber}/items/new?list=&sign=&service= (spec section 2,
 * 'Add New side panel'): the sheet in the job page's Outlet. The URL says
 * which list and which item is open, so it works with and without JavaScript.
 */
import type { Route } from './+types/job.items.new';
import { NewItemPanel } from '~/components/line-items/item-panel';
import { newPanelData, panelAction, panelContext } from '~/server/line-items/panel-routes.server';
import { brandTargetMargin } from '~/server/catalogue/brands.server';
import { requireUser } from '~/server/auth/session.server';
import { requireFormPost } from '~/server/http/methods.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request);
  const ctx = panelContext(request, params);
  // The brand's target margin: the panel flags a Loss or Low margin line before it is saved (issue 24).
  return { ...newPanelData(ctx, request), targetMarginPercent: brandTargetMargin(ctx.job.brandId) };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireUser(request);
  requireFormPost(request);
  return panelAction(request, panelContext(request, params), null);
}

export default function NewItemRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <NewItemPanel data={loaderData} action={actionData} />;
}

/** An error or 404 here keeps the screen behind and says what happened in a small dialog. */
export { DialogErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
