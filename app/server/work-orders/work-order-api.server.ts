/**
 * The work order's /api answers (docs/product.md § The API): the work order as JSON (no money in it),
 * issue a revision, a revision's PDF, a line's install notes. The same writes as the page's forms.
 */
import { z } from 'zod';
import { jsonError, readJson } from '~/server/http/api.server';
import { apiId, readId } from '~/server/http/params.server';
import { refusalJson } from '~/server/http/api-route.server';
import { describeFailure } from '~/server/pdf/respond.server';
import { pdfResponse } from '~/server/lifecycle/job-view.server';
import { staffActor } from '~/server/lifecycle/history.server';
import type { User } from '~/server/auth/session.server';
import type { JobDetail } from '~/server/jobs/job-detail.server';
import { jobOfPath, revisionPdf, workOrderOf } from './work-order.server';
import { issueWorkOrder, NO_APPROVED_VERSION, setInstallNotes } from './work-order-writes.server';

type Params = Record<string, string | undefined>;

function apiJob(params: Params): JobDetail {
  const job = jobOfPath(params.brandSlug ?? '', params.jobNumber ?? '');
  if (!job) throw jsonError(404, 'Job not found');
  return job;
}

/** GET: the work order as it would print now, and its revisions. 409 while no version is Approved. */
export function apiWorkOrder(params: Params) {
  const job = apiJob(params);
  const order = workOrderOf(job);
  if (!order) return jsonError(409, NO_APPROVED_VERSION);
  return {
    workOrder: {
      ...order.content,
      lines: order.content.lines.map(({ lineId, lineNo, name, quantity, description, sizeAndOptions, installNotes }) => ({ lineId, lineNo, name, quantity, description, sizeAndOptions, installNotes })),
      revisions: order.revisions.map((r) => ({ ...r, issuedAt: new Date(r.issuedAt).toISOString() })),
      changedSinceIssued: order.changedSinceIssued,
    },
  };
}

/** POST: issues the next revision; 201 {revision, fileName, sha256}. */
export async function apiIssueWorkOrder(params: Params, user: User) {
  const job = apiJob(params);
  try {
    const issued = await issueWorkOrder(staffActor(user), job);
    if (!issued.ok) return refusalJson(issued);
    return Response.json(issued.value, { status: 201 });
  } catch (error) {
    const failure = describeFailure('proposal', error);
    return jsonError(failure.status, failure.status === 500 ? 'Failed to make the work order' : failure.error);
  }
}

export function apiRevisionPdf(params: Params) {
  const job = apiJob(params);
  const n = readId(params.revision);
  const pdf = n === null ? null : revisionPdf(job.id, n);
  return pdf ? pdfResponse(pdf) : jsonError(404, 'Work order revision not found');
}

const notesBody = z.object({ notes: z.string({ message: 'notes must be text' }) });

/** PATCH {notes}: one counted line's install notes ('' removes them). */
export async function apiSetInstallNotes(request: Request, params: Params, user: User) {
  const job = apiJob(params);
  const lineId = apiId(params.lineId, 'Line not found on the approved version');
  const body = await readJson(request, notesBody);
  const saved = setInstallNotes(staffActor(user), job, lineId, body);
  return saved.ok ? { lineId, notes: saved.value.notes } : refusalJson(saved);
}
