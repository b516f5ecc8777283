/**
 * The /api side of a quote's life, in the existing
 * contract's style: 401 signed out (the route's guard), 400 naming the
 * field, 404 job or version, 409 wrong state or frozen. Every write calls
 * the same send / approval modules as the screens.
 */
import { data } from 'react-router';
import { z } from 'zod';
import { assertSameOrigin, jsonError, readJson } from '~/server/http/api.server';
import { apiId } from '~/server/http/params.server';
import type { User } from '~/server/auth/session.server';
import { getJob, type JobDetail } from '~/server/jobs/job-detail.server';
import { markSentSchema, sendFormSchema } from '~/domain/lifecycle/send-form';
import { markSent, sendProposal, withdrawProposal, type LifecycleResult } from './send.server';
import { APPROVAL_MAX_BYTES, APPROVAL_MESSAGES, uploadApproval } from './approval.server';
import { lifecycleView } from './job-view.server';
import { historyPage } from './history.server';
import { readCapped } from '~/server/line-items/pictures.server';
import { acceptedOfVersion } from '~/server/choices/client-choice.server';

export const API_STEPS = ['send', 'mark-sent', 'withdraw', 'approval', 'documents'] as const;
export type ApiStep = (typeof API_STEPS)[number];

export function apiJob(id: string | undefined): JobDetail {
  const job = getJob(apiId(id, 'Job not found'));
  if (!job) throw jsonError(404, 'Job not found');
  return job;
}

/** Lists are sent as arrays by API callers, as comma-separated text by the form: both are taken. */
const joinList = (v: unknown) => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? v.join(', ') : v);
const sendApiSchema = z.preprocess(
  (body) => (body && typeof body === 'object' && !Array.isArray(body) ? { ...body, to: joinList((body as { to?: unknown }).to), cc: joinList((body as { cc?: unknown }).cc) } : body),
  sendFormSchema.omit({ version: true }),
);
const markSentApiSchema = markSentSchema.omit({ version: true });

function answer<T>(result: LifecycleResult<T>, versionNumber: number, job: JobDetail) {
  if (!result.ok) {
    // A version with Loss lines: the 409 names them; send again with confirmLoss: true.
    if (result.lossLines) {
      const lines = result.lossLines.map((l) => ({ id: l.id, position: l.position, name: l.name }));
      return data({ error: result.error, fields: result.fieldErrors, lossLines: lines }, { status: result.status });
    }
    return jsonError(result.status, result.error, result.fieldErrors);
  }
  const view = lifecycleView(job.id, versionNumber);
  return { versionNumber, state: view.current?.state ?? null, jobStatus: view.jobStatus, validUntil: view.current?.validUntil ?? null };
}

export async function lifecycleApiWrite(request: Request, user: User, job: JobDetail, versionText: string | undefined, step: ApiStep) {
  const version = apiId(versionText, 'Version not found');
  if (step === 'send') {
    const body = await readJson(request, sendApiSchema);
    return answer(await sendProposal(job, { ...body, version }, user), version, job);
  }
  if (step === 'mark-sent') {
    const body = await readJson(request, markSentApiSchema);
    return answer(await markSent(job, { ...body, version }, user), version, job);
  }
  if (step === 'withdraw') {
    await readJson(request, z.object({}).loose());
    return answer(withdrawProposal(job, { version }, user), version, job);
  }
  // approval: the PDF's bytes as the body (Content-Type: application/pdf).
  assertSameOrigin(request);
  if (!/^application\/pdf\b/i.test(request.headers.get('Content-Type') ?? '')) throw jsonError(415, 'Content-Type must be application/pdf');
  const announced = Number(request.headers.get('Content-Length') ?? NaN);
  if (Number.isFinite(announced) && announced > APPROVAL_MAX_BYTES) return jsonError(413, APPROVAL_MESSAGES.tooLarge);
  const bytes = await readCapped(request, APPROVAL_MAX_BYTES);
  if (bytes === null) return jsonError(413, APPROVAL_MESSAGES.tooLarge);
  const name = new URL(request.url).searchParams.get('fileName')?.slice(0, 150) || 'Signed approval.pdf';
  return answer(await uploadApproval(job, version, { bytes, fileName: name }, user), version, job);
}

/** GET .../documents: the version's stored documents with their download links. */
export function lifecycleApiDocuments(job: JobDetail, versionText: string | undefined) {
  const version = apiId(versionText, 'Version not found');
  const view = lifecycleView(job.id, version);
  if (!view.current) throw jsonError(404, 'Version not found');
  const base = `/job/${encodeURIComponent(job.brandSlug)}/${encodeURIComponent(job.jobNumber)}/documents`;
  return {
    versionNumber: version,
    state: view.current.state,
    documents: view.current.documents.map((d) => ({ id: d.id, kind: d.kind, label: d.label, url: `${base}/${d.id}${d.kind === 'sent' ? '' : `?kind=${d.kind}`}` })),
    // What the client accepted (docs/choices.md § Acceptance): the chosen line ids and the totals, money in dollars; null before an approval.
    accepted: acceptedOfVersion(job.id, version),
  };
}

/** GET /api/job-history/{jobId}?page=: newest first, 25 a page. */
export function lifecycleApiHistory(request: Request, jobId: string | undefined) {
  const job = apiJob(jobId);
  const page = z.coerce.number().int().min(0).max(1_000_000).safeParse(new URL(request.url).searchParams.get('page') ?? 0);
  if (!page.success) throw jsonError(400, 'Invalid query', { page: ['page must be a whole number of 0 or more'] });
  const { rows, total, pageSize } = historyPage(job.id, page.data);
  return {
    entries: rows.map((r) => ({ id: r.id, versionNumber: r.versionNumber, event: r.event, detail: r.detail, who: r.actorName, whoKind: r.actorKind, at: new Date(r.createdAt).toISOString() })),
    total,
    page: page.data,
    pageSize,
  };
}
