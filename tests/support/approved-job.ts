/**
 * A job whose version 1 the client approved, made directly in the database (no printing, no mail): the
 * version Approved with its terms kept as the send would keep them, and its grand total. For the work order
 * and books tests, which read what was accepted and never how it got there.
 */
import { eq } from 'drizzle-orm';
import { getDb, schema } from '../../app/server/db.server';
import { getJob } from '../../app/server/jobs/job-detail.server';
import { approvedSelection } from '../../app/server/choices/approved-selection.server';
import { jobLiveTerms } from '../../app/server/lifecycle/version-terms.server';
import type { VersionTerms } from '../../app/domain/lifecycle/version-terms';
import { makeJob, type JobFixture } from './job-detail-fixtures';

export type TermsChange = Partial<Omit<VersionTerms, 'client'>> & { client?: Partial<VersionTerms['client']> };

export function approveVersionOne(f: JobFixture, terms: TermsChange = {}): void {
  const db = getDb();
  const live = jobLiveTerms(getJob(f.jobId)!);
  const kept = { ...live, ...terms, client: { ...live.client, ...terms.client } };
  db.update(schema.jobVersions).set({ state: 'Approved', sentTerms: JSON.stringify(kept), approvedAt: Date.now(), validUntil: '2099-12-31' }).where(eq(schema.jobVersions.id, f.versionId)).run();
  db.update(schema.jobs).set({ status: 'Approved' }).where(eq(schema.jobs.id, f.jobId)).run();
  const total = approvedSelection(getJob(f.jobId)!)!.client.grandTotal;
  db.update(schema.jobVersions).set({ sentGrandTotal: total, approvedGrandTotal: total }).where(eq(schema.jobVersions.id, f.versionId)).run();
}

export function makeApprovedJob(terms: TermsChange = {}): JobFixture {
  const f = makeJob();
  approveVersionOne(f, terms);
  return f;
}
