/**
 * A job address that finds no job (docs/product.md § Job page: its 404
 * looks for a job of the same brand whose name holds the place words of the
 * URL and goes there). Built on the list's search: exactly one job of that
 * brand matching the words is where the address leads; otherwise the page
 * says 'Job not found' and lists the jobs that match, of that brand and of
 * any brand.
 */
import { placeWords } from '~/domain/jobs/job-search';
import { jobPath } from '~/domain/jobs/job-path';
import { brandNameBySlug } from '~/server/catalogue/lookup.server';
import { listJobs } from './job-list.server';

export type JobSuggestion = { jobName: string; jobNumber: string; brandName: string; clientName: string; href: string };
export type MissingJobAnswer = { redirectTo: string } | { redirectTo: null; sameBrand: JobSuggestion[]; anyBrand: JobSuggestion[]; brandName: string | null };

const SHOWN = 10;

const suggestion = (j: ReturnType<typeof listJobs>['jobs'][number]): JobSuggestion => ({
  jobName: j.jobName,
  jobNumber: j.jobNumber,
  brandName: j.brandName,
  clientName: j.clientName,
  href: jobPath(j),
});

export function answerMissingJob(brandSlug: string, jobNumber: string): MissingJobAnswer {
  const q = placeWords(jobNumber);
  const brandName = brandNameBySlug(brandSlug);
  if (!q) return { redirectTo: null, sameBrand: [], anyBrand: [], brandName };
  const ofBrand = brandName ? listJobs({ q, brandSlug }) : null;
  if (ofBrand?.total === 1) return { redirectTo: jobPath(ofBrand.jobs[0]!) };
  const sameBrand = (ofBrand?.jobs ?? []).slice(0, SHOWN).map(suggestion);
  // Of the other brands when the address named a known one (its own are listed above).
  const anyBrand = listJobs({ q })
    .jobs.filter((j) => !ofBrand || j.brandSlug !== brandSlug)
    .slice(0, SHOWN)
    .map(suggestion);
  return { redirectTo: null, sameBrand, anyBrand, brandName };
}
