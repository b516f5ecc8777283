/**
 * /job/{brandSlug}/{jobNumber}/items/{lineId}: a row's Delete and Move (the
 * row menu's small forms, and drag to reorder), and the delete toast's Undo;
 * back to the job page with the spec's toast. A GET shows the job page, or,
 * with ?intent=delete (the row menu's Delete without JavaScript), a
 * confirmation in the job page's Outlet before anything is removed.
 */
import { redirect } from 'react-router';
import type { Route } from './+types/job.items.$lineId';
import { DeleteConfirm } from '~/components/line-items/delete-confirm';
import { deleteConfirmData, panelContext } from '~/server/line-items/panel-routes.server';
import { rowAction } from '~/server/line-items/panel-actions.server';
import { staffActor } from '~/server/lifecycle/history.server';
import { requireUser } from '~/server/auth/session.server';
import { requireFormPost } from '~/server/http/methods.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request);
  const ctx = panelContext(request, params);
  const confirm = deleteConfirmData(request, ctx, params.lineId);
  if (!confirm) throw redirect(ctx.links.job);
  return confirm;
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  requireFormPost(request);
  return rowAction(request, panelContext(request, params), params.lineId, staffActor(user));
}

export default function DeleteConfirmRoute({ loaderData }: Route.ComponentProps) {
  return <DeleteConfirm data={loaderData} />;
}

/** An error or 404 here keeps the screen behind and says what happened in a small dialog. */
export { DialogErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
