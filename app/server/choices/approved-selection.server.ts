/**
 * A version's lines as its totals count them, with those totals: the one read
 * for everything that bills or builds what the client accepted (invoices, the
 * work order, the accounting export) and for every approved total shown
 * (docs/choices.md). The counted lines are the client's accepted choice once
 * the version is Approved with one, else the required and recommended lines
 * (app/domain/choices/selection.ts); figures by the one pricing engine under
 * the version's own terms (its kept terms once sent).
 */
import { and, eq } from 'drizzle-orm';
import { getDb, schema, type DbOrTx } from '~/server/db.server';
import type { JobDetail } from '~/server/jobs/job-detail.server';
import { lineItemsForVersion, type LineItemView } from '~/server/line-items/line-item-reads.server';
import { jobLiveTerms, termsClientTotal } from '~/server/lifecycle/version-terms.server';
import { countedLineIds, readChosenIds } from '~/domain/choices/selection';
import { termsOfVersion, type VersionTerms } from '~/domain/lifecycle/version-terms';
import type { VersionState } from '~/domain/lifecycle/vocabulary';
import { jobTotals, type JobTotals } from '~/domain/pricing/totals';
import type { ClientTotal } from '~/domain/proposal/client-total';

const { jobVersions } = schema;

export type VersionSelection = {
  versionId: number;
  versionNumber: number;
  state: VersionState;
  approvedAt: number | null;
  terms: VersionTerms;
  /** The counted lines, in their order. */
  lines: LineItemView[];
  /** The optional and alternative lines not counted (not chosen), in their order. */
  notChosen: LineItemView[];
  /** The client's accepted choice as stored; null when none was made (the recommended lines count). */
  chosenLineIds: number[] | null;
  /** Budget and price subtotals of the counted lines. */
  totals: JobTotals;
  /** Tax, grand total and deposit of the counted lines under the version's terms. */
  client: ClientTotal;
};

/** Version `versionNumber` of the job as its totals count it; null when the job has no such version. */
export function versionSelection(job: JobDetail, versionNumber: number, db: DbOrTx = getDb()): VersionSelection | null {
  const version = db
    .select({ id: jobVersions.id, state: jobVersions.state, sentTerms: jobVersions.sentTerms, chosenLineIds: jobVersions.chosenLineIds, approvedAt: jobVersions.approvedAt })
    .from(jobVersions)
    .where(and(eq(jobVersions.jobId, job.id), eq(jobVersions.versionNumber, versionNumber)))
    .get();
  if (!version) return null;
  const terms = termsOfVersion(version.state, version.sentTerms, jobLiveTerms(job));
  const all = lineItemsForVersion(version.id);
  const chosenLineIds = readChosenIds(version.chosenLineIds);
  const counted = countedLineIds(all, chosenLineIds);
  const lines = all.filter((l) => counted.has(l.id));
  const totals = jobTotals(lines);
  return {
    versionId: version.id,
    versionNumber,
    state: version.state,
    approvedAt: version.approvedAt,
    terms,
    lines,
    notChosen: all.filter((l) => !counted.has(l.id)),
    chosenLineIds,
    totals,
    client: termsClientTotal(terms, totals.price),
  };
}

/** The job's approved version as accepted (lines, totals, terms); null when no version is Approved. */
export function approvedSelection(job: JobDetail, db: DbOrTx = getDb()): VersionSelection | null {
  const approved = db
    .select({ versionNumber: jobVersions.versionNumber })
    .from(jobVersions)
    .where(and(eq(jobVersions.jobId, job.id), eq(jobVersions.state, 'Approved')))
    .get();
  return approved ? versionSelection(job, approved.versionNumber, db) : null;
}
