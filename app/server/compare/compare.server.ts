/**
 * Compare versions: the two versions' lines read for the matching
 * rules of app/domain/compare, and the page's data (/job/{brandSlug}/{jobNumber}/compare?a=&b=)
 * or the pricing sheet's comparison with the version before.
 */
import { and, eq } from 'drizzle-orm';
import { redirect } from 'react-router';
import { getDb, schema } from '~/server/db.server';
import { findJob, getJob, type JobDetail } from '~/server/jobs/job-detail.server';
import { listVersions } from '~/server/jobs/job-versions.server';
import { notFound } from '~/server/http/responses.server';
import { jobPath } from '~/domain/jobs/job-path';
import { compareVersions, type ComparedJob, type ComparedTerms, type Comparison } from '~/domain/compare/comparison';
import type { CompareLine } from '~/domain/compare/match';
import type { CompareQuery } from '~/domain/compare/query';
import { jobTaxSetting } from '~/domain/proposal/tax';
import { jobCurrency } from '~/domain/proposal/currency';
import { brandTargetMargin } from '~/server/catalogue/brands.server';
import { joinedLinesOfVersion, parseOptions } from '~/server/line-items/line-item-reads.server';
import { chosenLineIdsOf } from '~/server/line-items/version-total.server';
import { versionTerms } from '~/server/lifecycle/version-terms.server';
import { termsCurrency, termsTax } from '~/domain/lifecycle/version-terms';

const { jobVersions } = schema;

/** A version's lines in their order, as the matching rules read them (one query). */
export function compareLinesOfVersion(versionId: number): CompareLine[] {
  return joinedLinesOfVersion(versionId).map(({ item, ...joined }) => {
    const isSign = item.lineType === 'sign';
    return {
      id: item.id,
      originLineId: item.originLineId,
      lineType: item.lineType,
      itemId: isSign ? item.signId : item.serviceId,
      sizeId: isSign ? item.signSizeId : null,
      name: (isSign ? joined.signName : joined.serviceName) ?? '',
      quantity: item.quantity,
      description: item.description || (isSign ? joined.signDescription : joined.serviceDescription) || '',
      options: parseOptions(item.selectedOptions),
      lineItemPrice: item.lineItemPrice,
      lineItemInstallPrice: item.lineItemInstallPrice,
      lineItemBudget: item.lineItemBudget,
      lineItemInstallBudget: item.lineItemInstallBudget,
      optional: item.optional,
      alternativeGroup: item.alternativeGroup,
      recommended: item.recommended,
    };
  });
}

function comparedJob(job: JobDetail): ComparedJob {
  return { tax: jobTaxSetting(job), jobTerms: job.jobTerms, currency: jobCurrency(job.jobLocation, job.jobLocationParsed), targetMarginPercent: brandTargetMargin(job.brandId) };
}

function versionId(jobId: number, versionNumber: number): number | null {
  const row = getDb()
    .select({ id: jobVersions.id })
    .from(jobVersions)
    .where(and(eq(jobVersions.jobId, jobId), eq(jobVersions.versionNumber, versionNumber)))
    .get();
  return row?.id ?? null;
}

/** Version `a` against version `b` of the job; null when it lacks either. */
export function compareJobVersions(job: JobDetail, a: number, b: number): Comparison | null {
  const idA = versionId(job.id, a);
  const idB = versionId(job.id, b);
  if (idA === null || idB === null) return null;
  return compareVersions(
    comparedJob(job),
    { versionNumber: a, lines: compareLinesOfVersion(idA), terms: keptTermsOf(job, a), chosen: chosenLineIdsOf(getDb(), idA) },
    { versionNumber: b, lines: compareLinesOfVersion(idB), terms: keptTermsOf(job, b), chosen: chosenLineIdsOf(getDb(), idB) },
  );
}

/** A sent, approved or declined version's totals use the tax, terms and currency it was sent with. */
function keptTermsOf(job: JobDetail, versionNumber: number): ComparedTerms | undefined {
  const terms = versionTerms(job, versionNumber);
  return terms ? { tax: termsTax(terms), jobTerms: terms.jobTerms, currency: termsCurrency(terms) } : undefined;
}

/**
 * The pricing sheet's last page: version N-1 against N of the job these name
 * (an old job number too); null for version 1 (or a gap in the numbers).
 */
export function comparisonWithPreviousOf(brandSlug: string, jobNumber: string, versionNumber: number): Comparison | null {
  const found = findJob(brandSlug, jobNumber);
  const job = !found ? null : 'job' in found ? found.job : getJob(found.redirectTo.id);
  return job && versionNumber > 1 ? compareJobVersions(job, versionNumber - 1, versionNumber) : null;
}

export type ComparePageData = {
  job: { jobName: string; jobNumber: string; brandName: string };
  jobPath: string;
  /** The job's version numbers, newest first (the form's choices). */
  versions: number[];
  /** What the form shows chosen. */
  chosen: { a: number | null; b: number | null };
  comparison: Comparison | null;
  /** Why there is no comparison (a version missing or not a number). */
  message: string | null;
};

/**
 * The compare page of the job these params name: an old job number redirects
 * (keeping ?a=&b=), an unknown job or a version the job lacks is a 404.
 */
export function loadComparePage(request: Request, params: { brandSlug?: string; jobNumber?: string }, query: CompareQuery): ComparePageData {
  const found = findJob(params.brandSlug ?? '', params.jobNumber ?? '');
  if (!found) return notFound('Job not found');
  if ('redirectTo' in found) throw redirect(`${jobPath(found.redirectTo)}/compare${new URL(request.url).search}`);
  const job = found.job;
  const versions = listVersions(job.id).map((v) => v.versionNumber);
  const page = {
    job: { jobName: job.jobName, jobNumber: job.jobNumber, brandName: job.brandName },
    jobPath: jobPath(job),
    versions,
  };
  if (!query.ok) return { ...page, chosen: { a: query.a, b: query.b }, comparison: null, message: query.message };
  for (const n of [query.a, query.b]) if (!versions.includes(n)) notFound(`Version ${n} not found`);
  return { ...page, chosen: { a: query.a, b: query.b }, comparison: compareJobVersions(job, query.a, query.b), message: null };
}
