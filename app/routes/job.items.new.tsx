/**
 * /job/{brandSlug}/{jobNumber}/items/new?list=&sign=&service=
 * (docs/product.md § Add and edit panel): the sheet in the job page's Outlet. The URL says
 * which list and which item is open, so it works with and without JavaScript.
 * list=templates is the Templates tab: Add puts a template's lines in.
 */
import type { Route } from './+types/job.items.new';
import { NewItemPanel } from '~/components/line-items/item-panel';
import { newPanelData, panelContext } from '~/server/line-items/panel-routes.server';
import { panelAction } from '~/server/line-items/panel-actions.server';
import { staffActor } from '~/server/lifecycle/history.server';
import { templatePanelAction, templatesForPanel } from '~/server/line-items/template-panel.server';
import { brandTargetMargin } from '~/server/catalogue/brands.server';
import { requireUser } from '~/server/auth/session.server';
import { requireFormPost } from '~/server/http/methods.server';

/** It opens a side panel over the job page (job-screen.tsx renders the page behind it inert). */
export const handle = { panel: true };

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request);
  const ctx = panelContext(request, params);
  // The brand's target margin: the panel flags a Loss or Low margin line before it is saved (docs/pricing.md § Margin).
  return { ...newPanelData(ctx, request), templates: templatesForPanel(ctx), targetMarginPercent: brandTargetMargin(ctx.job.brandId) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  requireFormPost(request);
  const ctx = panelContext(request, params);
  return (await templatePanelAction(request, ctx, staffActor(user))) ?? panelAction(request, ctx, null, staffActor(user));
}

export default function NewItemRoute({ loaderData, actionData }: Route.ComponentProps) {
  const templateError = actionData && 'templateError' in actionData ? actionData.templateError : null;
  const action = actionData && 'values' in actionData ? actionData : undefined;
  return <NewItemPanel data={loaderData} action={action} templates={loaderData.templates} templateError={templateError} />;
}

/** An error or 404 here keeps the screen behind and says what happened in a small dialog. */
export { DialogErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
