/**
 * POST /job/{brandSlug}/{jobNumber}/items/{lineId}: a row's Delete and Move
 * (the row menu's small forms, and drag to reorder); back to the job page
 * with the spec's toast. A GET just shows the job page.
 */
import { redirect } from 'react-router';
import type { Route } from './+types/job.items.$lineId';
import { panelContext, rowAction } from '~/server/line-items/panel-routes.server';
import { requireUser } from '~/server/auth/session.server';
import { requireFormPost } from '~/server/http/methods.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request);
  return redirect(panelContext(request, params).links.job);
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireUser(request);
  requireFormPost(request);
  return rowAction(request, panelContext(request, params), params.lineId);
}
