/**
 * The History rows of a job's info writes (Job Info and Client Info edited,
 * a brand move), written through the one history module inside the
 * write's transaction. The words are ~/domain/history/job-changes's.
 */
import type { DbOrTx } from '~/server/db.server';
import { recordHistory, type StaffActor } from '~/server/lifecycle/history.server';
import { getJob, jobClient } from './job-detail.server';
import { formatCents } from '~/domain/money';
import { brandMoveText, infoChangeTexts, type InfoField } from '~/domain/history/job-changes';
import type { BrandMoveCounts } from '~/domain/jobs/brand-move';

export type InfoValues = Partial<Record<InfoField, string>>;

/** The job's info as History compares it (read on the write's own connection, so inside its transaction it sees the write). */
export function infoValues(jobId: number): InfoValues | null {
  const job = getJob(jobId);
  if (!job) return null;
  const tax = job.jobTax.percentage !== null ? `${job.jobTax.percentage}%` : job.jobTax.amount !== null ? formatCents(Math.round(job.jobTax.amount * 100)) : '';
  return {
    jobName: job.jobName,
    jobNumber: job.jobNumber,
    brand: job.brandName,
    location: job.jobLocation,
    manager: job.projectManager?.name ?? '',
    jobTerms: job.jobTerms ?? '',
    tax,
    taxName: job.taxName ?? '',
    taxRegistrationNo: job.taxRegistrationNo ?? '',
    clientReference: job.clientReference ?? '',
    scopeNotes: job.scopeNotes ?? '',
    ...jobClient(job),
  };
}

/** One row per field the write changed (none when nothing did). */
export function recordInfoChanges(tx: DbOrTx, jobId: number, by: StaffActor, before: InfoValues, at = Date.now()): void {
  const after = infoValues(jobId);
  if (!after) return;
  for (const detail of infoChangeTexts(before, after)) recordHistory(tx, { jobId, versionNumber: null, event: 'info edited', detail, actor: by, at });
}

/** What a brand move did to the lines of every version. */
export function recordBrandMove(tx: DbOrTx, jobId: number, by: StaffActor, brandName: string, counts: BrandMoveCounts, at = Date.now()): void {
  recordHistory(tx, { jobId, versionNumber: null, event: 'info edited', detail: brandMoveText(brandName, counts), actor: by, at });
}
