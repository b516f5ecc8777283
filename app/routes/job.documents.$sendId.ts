/**
 * /job/{brandSlug}/{jobNumber}/documents/{sendId}?kind=sent|approval|selection :
 * the stored bytes of a proposal as sent (or the signed approval uploaded, or
 * the accepted selection), to signed-in staff; never printed again (an
 * accepted selection whose print failed at acceptance is printed once, here).
 */
import type { Route } from './+types/job.documents.$sendId';
import { requireUser } from '~/server/auth/session.server';
import { recordOr404, screenId } from '~/server/http/params.server';
import { panelContext } from '~/server/line-items/panel-routes.server';
import { pdfResponse, storedDocument } from '~/server/lifecycle/job-view.server';
import { acceptedSelectionDocument } from '~/server/choices/selection-pdf.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request);
  const ctx = panelContext(request, params);
  const asked = new URL(request.url).searchParams.get('kind');
  if (asked === 'selection') {
    const doc = await acceptedSelectionDocument(ctx.job.id, screenId(params.sendId, 'Document not found'));
    return pdfResponse(recordOr404(params.sendId, () => doc, 'Document not found'));
  }
  const kind = asked === 'approval' ? 'approval' : 'sent';
  const doc = recordOr404(params.sendId, (id) => storedDocument(ctx.job.id, id, kind), 'Document not found');
  return pdfResponse(doc);
}
