/**
 * GET /job/{brandSlug}/{jobNumber}/brand-move?brandId=N: what moving the job
 * to brand N would do to its lines, in the words the Job Info dialog shows
 * before saving (with JavaScript, as the brand select changes; without it the
 * dialog's first Save answers the same sentence). Reads only.
 */
import { data } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/job.brand-move';
import { requireUser } from '~/server/auth/session.server';
import { findJob, getJob } from '~/server/jobs/job-detail.server';
import { previewBrandMove } from '~/server/jobs/brand-move.server';

const querySchema = z.object({ brandId: z.coerce.number().int().positive() });

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request);
  const found = findJob(params.brandSlug, params.jobNumber);
  const job = found && ('job' in found ? found.job : getJob(found.redirectTo.id));
  if (!job) throw data({ error: 'Job not found' }, { status: 404 });
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw data({ error: 'brandId must be a brand id' }, { status: 400 });
  if (query.data.brandId === job.brandId) return { brandId: job.brandId, brandName: job.brandName, text: '', refused: false };
  const preview = previewBrandMove(job.id, query.data.brandId);
  if (!preview) throw data({ error: 'Brand not found' }, { status: 404 });
  return preview;
}
