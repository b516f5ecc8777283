/**
 * /job/{brandSlug}/{jobNumber}/items/new?list=&sign=&service= (spec section 2,
 * 'Add New side panel'): the sheet in the job page's Outlet. The URL says
 * which list and which item is open, so it works with and without JavaScript.
 */
import type { Route } from './+types/job.items.new';
import { NewItemPanel } from '~/components/line-items/item-panel';
import { newPanelData, panelContext } from '~/server/line-items/panel-routes.server';
import { panelAction } from '~/server/line-items/panel-actions.server';
import { staffActor } from '~/server/lifecycle/history.server';
import { requireUser } from '~/server/auth/session.server';
import { requireFormPost } from '~/server/http/methods.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request);
  return newPanelData(panelContext(request, params), request);
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  requireFormPost(request);
  return panelAction(request, panelContext(request, params), null, staffActor(user));
}

export default function NewItemRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <NewItemPanel data={loaderData} action={actionData} />;
}

/** An error or 404 here keeps the screen behind and says what happened in a small dialog. */
export { DialogErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
