/**
 * /job/{brandSlug}/{jobNumber}/items/{lineId}/picture: a line item's own
 * picture. GET answers the stored (re-encoded) image to signed-in staff;
 * POST is the Edit panel's plain forms: a multipart upload (field `picture`)
 * or `intent=remove-picture`. Either goes back to the Edit panel with a toast
 * that says what happened (the limit, when a file was refused).
 */
import { data } from 'react-router';
import type { Route } from './+types/job.items.$lineId.picture';
import { requireUser } from '~/server/auth/session.server';
import { requireFormPost } from '~/server/http/methods.server';
import { panelContext } from '~/server/line-items/panel-routes.server';
import { linePictureAction, linePictureResponse } from '~/server/line-items/picture-routes.server';
import { staffActor } from '~/server/lifecycle/history.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request);
  return linePictureResponse(request, panelContext(request, params), params.lineId);
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  requireFormPost(request);
  const answer = await linePictureAction(request, panelContext(request, params), params.lineId, staffActor(user));
  if (answer) return answer;
  throw data('Unknown action', { status: 400 });
}
