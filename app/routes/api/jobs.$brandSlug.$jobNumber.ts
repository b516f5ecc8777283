/**
 * GET /api/jobs/{brandSlug}/{jobNumber}: the job (its shape in docs/product.md § Entities and fields).
 * PATCH: its job info or client info (docs/product.md § The API), answering the updated
 * job, whose jobNumber the client reads to follow a changed number.
 *
 * An old number (changed since) answers the same job, not a redirect: the
 * body carries the current brandSlug and jobNumber, and PATCH bodies sent to
 * an old link still reach the job.
 */
import { jsonError, readJson } from '~/server/http/api.server';
import { apiRoute } from '~/server/http/api-route.server';
import { findJob, getJob } from '~/server/jobs/job-detail.server';
import { patchBodySchema, patchJob } from '~/server/jobs/job-patch.server';
import { staffActor } from '~/server/lifecycle/history.server';
import { decidingVersionAnswer } from '~/server/lifecycle/version-terms.server';
import { requireApiUser } from '~/server/auth/session.server';

function lookup(params: Record<string, string | undefined>) {
  const found = findJob(params.brandSlug ?? '', params.jobNumber ?? '');
  const job = found && ('job' in found ? found.job : getJob(found.redirectTo.id));
  if (!job) throw jsonError(404, 'Job not found');
  return job;
}

const route = apiRoute({
  guard: requireApiUser,
  GET: ({ params }) => {
    const job = lookup(params);
    // Beside the job's live values: the version its status is, with the terms and grand total it was sent with.
    return { ...job, sentVersion: decidingVersionAnswer(job) };
  },
  async PATCH({ request, params, user }) {
    const body = await readJson(request, patchBodySchema);
    const job = lookup(params);
    const outcome = patchJob(staffActor(user), job, body);
    if (outcome.kind === 'invalid') return jsonError(400, outcome.error ?? 'Invalid request', outcome.fields);
    const { result } = outcome;
    if (!result.ok) {
      if (result.reason === 'not-found') return jsonError(404, 'Job not found');
      if (result.reason === 'duplicate') return jsonError(409, 'Job number already in use', result.fields);
      return jsonError(400, 'Invalid request', result.fields);
    }
    // A brand change says what happened to the lines (see ~/domain/jobs/brand-move).
    return result.moved ? { ...getJob(job.id), brandMove: result.moved.counts } : getJob(job.id);
  },
});
export const loader = route.loader;
export const action = route.action;
