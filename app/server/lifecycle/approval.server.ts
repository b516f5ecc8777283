/**
 * An approval received outside Signboard: staff upload
 * the client's signed PDF for a Sent version. Checked by its bytes (the
 * '%PDF-' signature, then parsed with pdf.js through unpdf: at least one
 * page), at most 10 MB, stored with its SHA-256 beside the sending it
 * answers; the version becomes Approved (frozen), with a history row.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { getDocumentProxy } from 'unpdf';
import { now as clockNow } from '~/server/config.server';
import { getDb, schema } from '~/server/db.server';
import { readCapped } from '~/server/line-items/pictures.server';
import type { JobDetail } from '~/server/jobs/job-detail.server';
import { move } from '~/domain/lifecycle/states';
import { cleanUserText } from '~/domain/user-text';
import { recordHistory } from './history.server';
import { recordChoice } from '~/server/choices/accept-choice.server';
import { sha256Hex } from './tokens.server';
import { setVersionState, today, versionOfJob } from './version-state.server';
import type { LifecycleResult } from './send.server';

const { proposalSends, proposalAnswers } = schema;

export const APPROVAL_MAX_BYTES = 10 * 1024 * 1024;
export const APPROVAL_MESSAGES = {
  notPdf: 'The signed approval must be a PDF file',
  tooLarge: 'The signed approval must be at most 10 MB',
  missing: 'Choose the signed PDF to upload',
  notSent: 'Only a sent version can be approved this way',
} as const;

const fail = <S extends 400 | 404 | 409 | 413>(status: S, error: string, field = 'file') => ({ ok: false as const, status, error, fieldErrors: { [field]: [error] } });

/** The `file` and `version` of a multipart post, read no further than the limit. */
export async function readApprovalUpload(request: Request): Promise<{ ok: true; bytes: Uint8Array; fileName: string; version: string } | { ok: false; status: 400 | 413; error: string; fieldErrors: Record<string, string[]> }> {
  const type = request.headers.get('Content-Type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) return fail(400, APPROVAL_MESSAGES.missing);
  const limit = APPROVAL_MAX_BYTES + 64 * 1024;
  const announced = Number(request.headers.get('Content-Length') ?? NaN);
  if (Number.isFinite(announced) && announced > limit) return fail(413, APPROVAL_MESSAGES.tooLarge);
  const body = await readCapped(request, limit);
  if (body === null) return fail(413, APPROVAL_MESSAGES.tooLarge);
  let form: FormData;
  try {
    form = await new Request('http://local/', { method: 'POST', headers: { 'Content-Type': type }, body }).formData();
  } catch {
    return fail(400, APPROVAL_MESSAGES.missing);
  }
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return fail(400, APPROVAL_MESSAGES.missing);
  if (file.size > APPROVAL_MAX_BYTES) return fail(413, APPROVAL_MESSAGES.tooLarge);
  const name = cleanUserText(file.name).replace(/[/\\]/g, '_').trim().slice(0, 150) || 'Signed approval.pdf';
  return { ok: true, bytes: new Uint8Array(await file.arrayBuffer()), fileName: name, version: String(form.get('version') ?? '') };
}

/** A real PDF: the signature first, then pdf.js must open it and find a page. */
export async function isPdf(bytes: Uint8Array): Promise<boolean> {
  if (bytes.byteLength < 8 || Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') return false;
  try {
    const doc = await getDocumentProxy(new Uint8Array(bytes));
    const pages = doc.numPages;
    await doc.destroy();
    return pages >= 1;
  } catch {
    return false;
  }
}

export async function uploadApproval(
  job: JobDetail,
  versionNumber: number,
  upload: { bytes: Uint8Array; fileName: string },
  user: { id: number; fullName: string | null; firstName: string | null; lastName: string | null },
): Promise<LifecycleResult<{ versionNumber: number; sha256: string }>> {
  if (upload.bytes.byteLength > APPROVAL_MAX_BYTES) return fail(400, APPROVAL_MESSAGES.tooLarge);
  if (!(await isPdf(upload.bytes))) return fail(400, APPROVAL_MESSAGES.notPdf);
  const pdf = Buffer.from(upload.bytes);
  const sha256 = sha256Hex(pdf);
  return getDb().transaction(
    (tx) => {
      const version = versionOfJob(tx, job.id, versionNumber);
      if (!version) return fail(404, 'Version not found', 'version');
      const moved = move('upload-approval', version, today());
      if (!moved.ok) return fail(409, moved.message, 'version');
      const send = tx
        .select()
        .from(proposalSends)
        .where(and(eq(proposalSends.jobVersionId, version.id), isNull(proposalSends.endedAt)))
        .get();
      if (!send) return fail(409, APPROVAL_MESSAGES.notSent, 'version');
      const now = clockNow();
      // A signed copy of the proposal as sent: it approves the recommended choice (docs/choices.md § Acceptance).
      const choice = recordChoice(tx, job, version, null);
      if (!choice.ok) return fail(409, choice.error, 'version');
      tx.insert(proposalAnswers)
        .values({
          sendId: send.id,
          answer: 'Uploaded',
          documentSha256: send.sha256,
          uploadPdf: pdf,
          uploadSha256: sha256,
          uploadFileName: upload.fileName,
          uploadedById: user.id,
          createdAt: now,
          chosenLineIds: JSON.stringify(choice.ids),
          chosenTotals: JSON.stringify(choice.totals),
        })
        .run();
      setVersionState(tx, version, 'Approved', { approvedAt: now });
      recordHistory(tx, { jobId: job.id, versionNumber, event: 'approval uploaded', detail: `${upload.fileName}; SHA-256 ${sha256}`, actor: { kind: 'staff', user }, at: now });
      return { ok: true as const, value: { versionNumber, sha256 } };
    },
    { behavior: 'immediate' },
  );
}
