/**
 * /job/{brandSlug}/{jobNumber}/documents/{sendId}?kind=sent|approval : the
 * stored bytes of a proposal as sent (or the signed approval uploaded), to
 * signed-in staff; never printed again.
 */
import { data } from 'react-router';
import type { Route } from './+types/job.documents.$sendId';
import { requireUser } from '~/server/auth/session.server';
import { panelContext } from '~/server/line-items/panel-routes.server';
import { pdfResponse, storedDocument } from '~/server/lifecycle/job-view.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request);
  const ctx = panelContext(request, params);
  const id = /^\d{1,12}$/.test(params.sendId) ? Number(params.sendId) : null;
  const kind = new URL(request.url).searchParams.get('kind') === 'approval' ? 'approval' : 'sent';
  const doc = id === null ? null : storedDocument(ctx.job.id, id, kind);
  if (!doc) throw data('Document not found', { status: 404 });
  return pdfResponse(doc);
}
