/**
 * /job/{brandSlug}/{jobNumber}/items/{lineId}: a row's own URL. A GET shows
 * the job page with the row's menu open (its 'Actions for ...' link without
 * JavaScript; the table reads `menu` from this match), or, with
 * ?intent=delete (the menu's Delete without JavaScript), a confirmation in
 * the job page's Outlet before anything is removed; with ?intent=reprice, a
 * stale formula service's new price old -> new before Re-price saves it
 * (with or without JavaScript); a line not in the version
 * shown goes back to the job page. POST: the row's Delete and Move (the
 * menu's small form, and drag to reorder) and the delete toast's Undo; back
 * to the job page with its toast (docs/product.md § Error messages).
 */
import { redirect } from 'react-router';
import type { Route } from './+types/job.items.$lineId';
import { DeleteConfirm } from '~/components/line-items/delete-confirm';
import { RepriceConfirm } from '~/components/line-items/reprice-confirm';
import { deleteConfirmData, panelContext, repriceConfirmData, rowMenuData } from '~/server/line-items/panel-routes.server';
import { rowAction } from '~/server/line-items/panel-actions.server';
import { staffActor } from '~/server/lifecycle/history.server';
import { requireUser } from '~/server/auth/session.server';
import { requireFormPost } from '~/server/http/methods.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request);
  const ctx = panelContext(request, params);
  const confirm = deleteConfirmData(request, ctx, params.lineId);
  if (confirm) return { confirm };
  const reprice = repriceConfirmData(request, ctx, params.lineId);
  if (reprice) return { reprice };
  const menu = new URL(request.url).searchParams.has('intent') ? null : rowMenuData(ctx, params.lineId);
  if (!menu) throw redirect(ctx.links.job);
  return menu;
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  requireFormPost(request);
  return rowAction(request, panelContext(request, params), params.lineId, staffActor(user));
}

export default function RowRoute({ loaderData }: Route.ComponentProps) {
  if ('confirm' in loaderData && loaderData.confirm) return <DeleteConfirm data={loaderData.confirm} />;
  return 'reprice' in loaderData && loaderData.reprice ? <RepriceConfirm data={loaderData.reprice} /> : null;
}

/** An error or 404 here keeps the screen behind and says what happened in a small dialog. */
export { DialogErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
