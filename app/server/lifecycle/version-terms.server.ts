/**
 * 'The terms of version N' for every reader (job page, documents, jobs list,
 * dashboard, /api answers): the snapshot taken when it was sent for a version
 * a client was shown, the job's live values for a Draft
 * (app/domain/lifecycle/version-terms.ts decides). Also the send
 * transaction's write of that snapshot and of the grand total it gives.
 */
import { and, asc, eq } from 'drizzle-orm';
import { getDb, schema, type DbOrTx } from '~/server/db.server';
import { companyConfig } from '~/server/pdf/config.server';
import type { JobDetail } from '~/server/jobs/job-detail.server';
import { countedLineAmounts } from '~/server/line-items/version-total.server';
import { jobTotals } from '~/domain/pricing/totals';
import { clientTotal, type ClientTotal } from '~/domain/proposal/client-total';
import { keptTermsNotice, liveTerms, termsCurrency, termsOfVersion, termsTax, type VersionTerms } from '~/domain/lifecycle/version-terms';
import type { VersionState } from '~/domain/lifecycle/vocabulary';

const { jobVersions } = schema;

/** The company block as the settings give it now. */
function liveCompany(): NonNullable<VersionTerms['company']> {
  const c = companyConfig();
  return { name: c.name, address: c.address, phone: c.phone, website: c.website, email: c.email };
}

/** The job's live terms: what a Draft and any new version take. */
export function jobLiveTerms(job: JobDetail): VersionTerms {
  return liveTerms(job, liveCompany());
}

type VersionRow = { id: number; versionNumber: number; state: VersionState; sentTerms: string | null };

function versionRows(db: DbOrTx, jobId: number): VersionRow[] {
  return db
    .select({ id: jobVersions.id, versionNumber: jobVersions.versionNumber, state: jobVersions.state, sentTerms: jobVersions.sentTerms })
    .from(jobVersions)
    .where(eq(jobVersions.jobId, jobId))
    .orderBy(asc(jobVersions.versionNumber))
    .all();
}

/** The terms of version `versionNumber` of the job; null when it has no such version. */
export function versionTerms(job: JobDetail, versionNumber: number, live: VersionTerms = jobLiveTerms(job), db: DbOrTx = getDb()): VersionTerms | null {
  const row = db
    .select({ state: jobVersions.state, sentTerms: jobVersions.sentTerms })
    .from(jobVersions)
    .where(and(eq(jobVersions.jobId, job.id), eq(jobVersions.versionNumber, versionNumber)))
    .get();
  // The live object itself for a Draft, so a caller can tell kept terms from live ones.
  return row ? termsOfVersion(row.state, row.sentTerms, live) : null;
}

/** What the client pays for a version under its terms (tax, grand total, deposit, currency). */
export function termsClientTotal(terms: VersionTerms, priceTotal: { items: number; installation: number; total: number }): ClientTotal {
  return clientTotal(priceTotal, { tax: termsTax(terms), jobTerms: terms.jobTerms, currency: termsCurrency(terms) });
}

/** The version's grand total in cents under these terms (its lines by the one engine, plus the tax). */
export function grandTotalOf(db: DbOrTx, versionId: number, terms: VersionTerms): number {
  return termsClientTotal(terms, jobTotals(countedLineAmounts(db, versionId)).price).grandTotal;
}

/** In the send transaction: the terms the proposal was printed with, and the grand total they give. */
export function keepSentTerms(db: DbOrTx, versionId: number, terms: VersionTerms): void {
  db.update(jobVersions)
    .set({ sentTerms: JSON.stringify(terms), sentGrandTotal: grandTotalOf(db, versionId, terms) })
    .where(eq(jobVersions.id, versionId))
    .run();
}

/** Withdraw: a Draft again, its terms the job's live ones. */
export function dropSentTerms(db: DbOrTx, versionId: number): void {
  db.update(jobVersions).set({ sentTerms: null, sentGrandTotal: null }).where(eq(jobVersions.id, versionId)).run();
}

/** What the Job Info or Client Info dialog says before saving, when versions keep their sent terms (null: none do). */
export function keptTermsNoticeOf(job: JobDetail, kind: 'job' | 'client'): string | null {
  const live = jobLiveTerms(job);
  const versions = versionRows(getDb(), job.id).map((v) => ({ versionNumber: v.versionNumber, state: v.state, terms: termsOfVersion(v.state, v.sentTerms, live) }));
  return keptTermsNotice(kind, versions);
}

/** A sent version's valid-until day ('yyyy-MM-dd'), as it was sent; null for a Draft. */
export function versionValidUntil(versionId: number, db: DbOrTx = getDb()): string | null {
  return db.select({ validUntil: jobVersions.validUntil }).from(jobVersions).where(eq(jobVersions.id, versionId)).get()?.validUntil ?? null;
}

/**
 * For GET /api/jobs/{brandSlug}/{jobNumber}: the version the job's status is
 * (its latest in that state) with the terms it was sent with and its grand
 * total in cents; null for a Draft job. The job's own jobTax, jobTerms and
 * client fields stay its live values, the ones PATCH edits and new versions take.
 */
export function decidingVersionAnswer(job: JobDetail) {
  const db = getDb();
  const rows = versionRows(db, job.id).filter((v) => v.state !== 'Draft' && v.state !== 'Superseded');
  const rank = { Approved: 3, Sent: 2, Declined: 1 } as Record<string, number>;
  const deciding = rows.reduce<VersionRow | null>((best, v) => (!best || (rank[v.state] ?? 0) >= (rank[best.state] ?? 0) ? v : best), null);
  if (!deciding) return null;
  const terms = termsOfVersion(deciding.state, deciding.sentTerms, jobLiveTerms(job));
  return {
    versionNumber: deciding.versionNumber,
    state: job.status === 'Expired' ? 'Expired' : deciding.state,
    jobTax: { percentage: terms.taxPercentage === null ? null : terms.taxPercentage / 100, amount: terms.taxAmount === null ? null : terms.taxAmount / 100 },
    taxName: terms.taxName,
    jobTerms: terms.jobTerms,
    jobLocation: terms.jobLocation,
    clientReference: terms.clientReference,
    scopeNotes: terms.scopeNotes,
    ...terms.client,
    currency: termsCurrency(terms),
    grandTotal: grandTotalOf(db, deciding.id, terms),
  };
}
