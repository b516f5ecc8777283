/**
 * /job/{brandSlug}/{jobNumber}/documents/{sendId}?kind=sent|approval : the
 * stored bytes of a proposal as sent (or the signed approval uploaded), to
 * signed-in staff; never printed again.
 */
import type { Route } from './+types/job.documents.$sendId';
import { requireUser } from '~/server/auth/session.server';
import { recordOr404 } from '~/server/http/params.server';
import { panelContext } from '~/server/line-items/panel-routes.server';
import { pdfResponse, storedDocument } from '~/server/lifecycle/job-view.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request);
  const ctx = panelContext(request, params);
  const kind = new URL(request.url).searchParams.get('kind') === 'approval' ? 'approval' : 'sent';
  const doc = recordOr404(params.sendId, (id) => storedDocument(ctx.job.id, id, kind), 'Document not found');
  return pdfResponse(doc);
}
