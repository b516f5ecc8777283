/**
 * /job/{brandSlug}/{jobNumber}/work-order/revisions/{n}: an issued work order's stored PDF, never printed
 * again (an older revision stays downloadable after a reissue). Staff only.
 */
import type { Route } from './+types/job.work-order.revisions.$revision';
import { requireUser } from '~/server/auth/session.server';
import { recordOr404 } from '~/server/http/params.server';
import { notFound } from '~/server/http/responses.server';
import { pdfResponse } from '~/server/lifecycle/job-view.server';
import { jobOfPath, revisionPdf } from '~/server/work-orders/work-order.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request);
  const job = jobOfPath(params.brandSlug, params.jobNumber) ?? notFound('Job not found');
  return pdfResponse(recordOr404(params.revision, (n) => revisionPdf(job.id, n), 'Work order revision not found'));
}
