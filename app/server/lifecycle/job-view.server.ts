/**
 * What the staff screens show of a job's life: its status, each version's
 * state (Expired computed now, in the server's TZ), the shown version's
 * stored documents ('Proposal as sent <date>'), and the Send panel's
 * prefilled values; plus the stored bytes themselves.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { getDb, schema } from '~/server/db.server';
import { companyConfig } from '~/server/pdf/config.server';
import type { JobDetail } from '~/server/jobs/job-detail.server';
import { formatListDate } from '~/domain/dates';
import { asSentFileName } from '~/domain/proposal/file-name';
import { defaultValidUntil, jobStatus, shownState, type JobStatus, type ShownState } from '~/domain/lifecycle/states';
import { defaultMessage, defaultSubject } from '~/domain/lifecycle/send-form';
import { displayName } from '~/domain/users/profile';
import { now } from '~/server/config.server';
import { frozenNote, today, versionsOfJob } from './version-state.server';
import { dayText } from './send.server';

const { proposalSends, proposalAnswers, jobVersions } = schema;

/** 'selection': the proposal printed with the client's accepted choice (docs/choices.md § The accepted selection). */
export type StoredDocumentLink = { id: number; label: string; kind: 'sent' | 'approval' | 'selection' };

export type LifecycleView = {
  jobStatus: JobStatus;
  /** Version number -> its state as shown now. */
  versionStates: Record<number, ShownState>;
  /** The shown version's state, valid-until (as text), stored documents, and why its lines cannot change (null: a Draft, editable). */
  current: { versionNumber: number; state: ShownState; validUntil: string | null; documents: StoredDocumentLink[]; frozen: string | null } | null;
};

export function lifecycleView(jobId: number, currentVersion: number | null): LifecycleView {
  const day = today();
  const versions = versionsOfJob(getDb(), jobId);
  const versionStates: Record<number, ShownState> = {};
  for (const v of versions) versionStates[v.versionNumber] = shownState(v.state, v.validUntil, day);
  const shown = versions.find((v) => v.versionNumber === currentVersion) ?? null;
  let current: LifecycleView['current'] = null;
  if (shown) {
    const sends = getDb()
      .select({ id: proposalSends.id, sentAt: proposalSends.sentAt, answer: proposalAnswers.answer, answeredAt: proposalAnswers.createdAt, uploadSha: proposalAnswers.uploadSha256 })
      .from(proposalSends)
      .leftJoin(proposalAnswers, eq(proposalAnswers.sendId, proposalSends.id))
      .where(eq(proposalSends.jobVersionId, shown.id))
      .orderBy(desc(proposalSends.sentAt))
      .all();
    const documents: StoredDocumentLink[] = [];
    for (const s of sends) {
      documents.push({ id: s.id, label: `Proposal as sent ${formatListDate(s.sentAt)}`, kind: 'sent' });
      if (s.uploadSha) documents.push({ id: s.id, label: 'Signed approval (uploaded)', kind: 'approval' });
      if (s.answer === 'Accepted' && s.answeredAt !== null) documents.push({ id: s.id, label: `Accepted selection ${formatListDate(s.answeredAt)}`, kind: 'selection' });
    }
    current = {
      versionNumber: shown.versionNumber,
      state: versionStates[shown.versionNumber]!,
      validUntil: shown.validUntil ? dayText(shown.validUntil) : null,
      documents,
      frozen: frozenNote(getDb(), shown.id),
    };
  }
  return { jobStatus: jobStatus(versions, day), versionStates, current };
}

export type SendPanelData = {
  to: string;
  subject: string;
  message: string;
  validUntil: string;
  minDate: string;
  version: number | null;
  versions: { versionNumber: number; state: ShownState; sendable: boolean }[];
  /** Sent versions that can be withdrawn. */
  withdrawable: number[];
};

/** The Send Proposal panel's values: the contact's e-mail, subject and message from the job, 30 days' validity. */
export function sendPanelData(job: JobDetail, asked: number | null, sender: { fullName: string | null; firstName: string | null; lastName: string | null }): SendPanelData {
  const day = today();
  const versions = getDb()
    .select({ versionNumber: jobVersions.versionNumber, state: jobVersions.state, validUntil: jobVersions.validUntil })
    .from(jobVersions)
    .where(eq(jobVersions.jobId, job.id))
    .orderBy(asc(jobVersions.versionNumber))
    .all();
  const list = versions.map((v) => ({ versionNumber: v.versionNumber, state: shownState(v.state, v.validUntil, day), sendable: v.state === 'Draft' }));
  const version = asked ?? [...list].reverse().find((v) => v.sendable)?.versionNumber ?? list.at(-1)?.versionNumber ?? null;
  const facts = {
    companyName: companyConfig().name,
    jobName: job.jobName,
    jobNumber: job.jobNumber,
    proposalNo: job.proposalNo,
    versionNumber: version ?? 1,
    contactName: job.contactName || null,
    senderName: displayName(sender),
  };
  return {
    to: job.contactEmail,
    subject: defaultSubject(facts),
    message: defaultMessage(facts),
    validUntil: defaultValidUntil(now()),
    minDate: day,
    version,
    versions: list,
    withdrawable: versions.filter((v) => v.state === 'Sent').map((v) => v.versionNumber),
  };
}

export type StoredPdf = { fileName: string; pdf: Buffer; sha256: string };

/** A stored document of a job: the proposal as sent, or the signed approval uploaded; null when not this job's. */
export function storedDocument(jobId: number, sendId: number, kind: 'sent' | 'approval'): StoredPdf | null {
  const row = getDb()
    .select({
      fileName: proposalSends.fileName,
      sentAt: proposalSends.sentAt,
      pdf: proposalSends.pdf,
      sha256: proposalSends.sha256,
      uploadPdf: proposalAnswers.uploadPdf,
      uploadSha256: proposalAnswers.uploadSha256,
      uploadFileName: proposalAnswers.uploadFileName,
    })
    .from(proposalSends)
    .innerJoin(jobVersions, eq(jobVersions.id, proposalSends.jobVersionId))
    .leftJoin(proposalAnswers, eq(proposalAnswers.sendId, proposalSends.id))
    .where(and(eq(proposalSends.id, sendId), eq(jobVersions.jobId, jobId)))
    .get();
  if (!row) return null;
  // Named for the day it was sent, so it never shares a name with a print of the same version made now.
  if (kind === 'sent') return { fileName: asSentFileName(row.fileName, row.sentAt), pdf: row.pdf, sha256: row.sha256 };
  if (!row.uploadPdf || !row.uploadSha256) return null;
  return { fileName: row.uploadFileName ?? 'Signed approval.pdf', pdf: row.uploadPdf, sha256: row.uploadSha256 };
}

/** The stored bytes as a download; the ETag is their SHA-256. */
export function pdfResponse(doc: StoredPdf, extra: Record<string, string> = {}): Response {
  const ascii = doc.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return new Response(new Uint8Array(doc.pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(doc.fileName)}`,
      'Content-Length': String(doc.pdf.byteLength),
      ETag: `"${doc.sha256}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-SHA256': doc.sha256,
      ...extra,
    },
  });
}
