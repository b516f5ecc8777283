/**
 * One job, as the job page and GET /api/jobs/{brandSlug}/{jobNumber} show it.
 * A job number that was changed keeps answering through job_number_history
 * (old links keep working). Reads only: the edits of its Job Info and Client
 * Info are job-info-writes.server.ts's, versions job-versions.server.ts's.
 */
import { alias } from 'drizzle-orm/sqlite-core';
import { and, desc, eq, max, sql } from 'drizzle-orm';
import { getDb, schema } from '~/server/db.server';
import { countedLineAmounts } from '~/server/line-items/version-total.server';
import type { PersonSummary } from './job-list.server';
import { formatAddress } from '~/domain/address';
import { DEFAULT_CLIENT_NAME, jobTaxOut } from '~/domain/jobs/job-form';
import { displayPhone } from '~/domain/phone';
import { jobTotals } from '~/domain/pricing/totals';
import { displayName } from '~/domain/users/profile';
import { shownJobStatus } from '~/domain/lifecycle/states';
import type { VersionState } from '~/domain/lifecycle/vocabulary';
import { today } from '~/server/lifecycle/version-state.server';

const { jobs, brands, clients, clientAddresses, clientContacts, users, jobVersions, jobNumberHistory } = schema;

/** The Job of docs/product.md § Entities and fields, plus the ids the edit forms start from. */
export type JobDetail = {
  id: number;
  jobName: string;
  jobNumber: string;
  brandSlug: string;
  brandId: number;
  brandName: string;
  jobLocation: string;
  /** JSON of the address suggestion the location was chosen from, if any. */
  jobLocationParsed: string | null;
  clientId: number | null;
  clientName: string;
  clientAddress: string;
  clientAddressId: number | null;
  contactId: number | null;
  contactName: string;
  contactPhone: string;
  contactTitle: string;
  contactEmail: string;
  projectManagerId: number | null;
  jobTerms: string | null;
  jobTax: { percentage: number | null; amount: number | null };
  /** The proposal's fields of the job (Job Info): the tax's name, the tax registration number, the client's PO, scope notes. */
  taxName: string | null;
  taxRegistrationNo: string | null;
  clientReference: string | null;
  scopeNotes: string | null;
  status: string;
  proposalNo: string;
  /** The latest version's number, null before the first version exists. */
  versionNumber: number | null;
  dueDate: number | null;
  /** The latest version's Job Pricing Total in cents, from the pricing engine (the Price Summary's figure). */
  totalAmount: number;
  createdAt: number;
  updatedAt: number;
  creator: PersonSummary | null;
  projectManager: PersonSummary | null;
};

/** The job's client and contact, as its documents print them and its History compares them. */
export type JobClient = Pick<JobDetail, 'clientName' | 'clientAddress' | 'contactName' | 'contactTitle' | 'contactPhone' | 'contactEmail'>;
export const jobClient = ({ clientName, clientAddress, contactName, contactTitle, contactPhone, contactEmail }: JobClient): JobClient => ({
  clientName,
  clientAddress,
  contactName,
  contactTitle,
  contactPhone,
  contactEmail,
});

/** Where a job lives now, for links and redirects. */
export type JobAddress = { id: number; brandSlug: string; jobNumber: string };

export type JobLookup = { job: JobDetail } | { redirectTo: JobAddress } | null;

const creator = alias(users, 'creator');
const manager = alias(users, 'manager');

function person(u: { fullName: string | null; userImage: string | null; role: string } | null): PersonSummary | null {
  if (!u) return null;
  return { name: displayName(u), image: u.userImage, role: u.role };
}

/** The job by id, in the API's shape, or null. */
export function getJob(jobId: number): JobDetail | null {
  const db = getDb();
  const row = db
    .select({
      job: jobs,
      brand: { slug: brands.slug, name: brands.name, prefix: brands.proposalPrefix },
      clientName: clients.name,
      address: clientAddresses,
      contact: clientContacts,
      creator: { fullName: creator.fullName, userImage: creator.userImage, role: creator.role },
      manager: { fullName: manager.fullName, userImage: manager.userImage, role: manager.role },
    })
    .from(jobs)
    .innerJoin(brands, eq(brands.id, jobs.brandId))
    .leftJoin(clients, eq(clients.id, jobs.clientId))
    .leftJoin(clientAddresses, eq(clientAddresses.id, jobs.clientAddressId))
    .leftJoin(clientContacts, eq(clientContacts.id, jobs.contactId))
    .leftJoin(creator, eq(creator.id, jobs.creatorId))
    .leftJoin(manager, eq(manager.id, jobs.projectManagerId))
    .where(eq(jobs.id, jobId))
    .get();
  if (!row) return null;
  const latest = db
    .select({ n: max(jobVersions.versionNumber) })
    .from(jobVersions)
    .where(eq(jobVersions.jobId, jobId))
    .get();
  const { job, address, contact } = row;
  return {
    id: job.id,
    jobName: job.jobName,
    jobNumber: job.jobNumber,
    brandSlug: row.brand.slug,
    brandId: job.brandId,
    brandName: row.brand.name,
    jobLocation: job.jobLocation,
    jobLocationParsed: job.jobLocationParsed,
    clientId: job.clientId,
    clientName: row.clientName || DEFAULT_CLIENT_NAME,
    clientAddress: address ? formatAddress(address) : '',
    clientAddressId: job.clientAddressId,
    contactId: job.contactId,
    contactName: contact?.name ?? '',
    contactPhone: displayPhone(contact?.phone),
    contactTitle: contact?.title ?? '',
    contactEmail: contact?.email ?? '',
    projectManagerId: job.projectManagerId,
    jobTerms: job.jobTerms,
    jobTax: jobTaxOut(job),
    taxName: job.taxName,
    taxRegistrationNo: job.taxRegistrationNo,
    clientReference: job.clientReference,
    scopeNotes: job.scopeNotes,
    // The status the job page and the jobs list show (Expired included), by the one rule.
    status: shownJobStatus(job.status, decidingValidUntil(jobId, job.status), today()),
    proposalNo: job.proposalNo || `${row.brand.prefix}-001`,
    versionNumber: latest?.n ?? null,
    dueDate: job.dueDate,
    totalAmount: latestTotal(jobId),
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
    creator: row.creator?.role ? person(row.creator) : null,
    projectManager: row.manager?.role ? person(row.manager) : null,
  };
}

/** The valid-until of the job's deciding version (its latest version in the state its stored status names). */
function decidingValidUntil(jobId: number, status: string): string | null {
  return (
    getDb()
      .select({ validUntil: jobVersions.validUntil })
      .from(jobVersions)
      .where(and(eq(jobVersions.jobId, jobId), eq(jobVersions.state, status as VersionState)))
      .orderBy(desc(jobVersions.versionNumber))
      .get()?.validUntil ?? null
  );
}

/** The latest version's price total by the one engine (jobTotals), as the job page's Price Summary shows it. */
function latestTotal(jobId: number): number {
  const db = getDb();
  const latest = db
    .select({ id: jobVersions.id })
    .from(jobVersions)
    .where(eq(jobVersions.jobId, jobId))
    .orderBy(desc(jobVersions.versionNumber))
    .get();
  if (!latest) return 0;
  return jobTotals(countedLineAmounts(db, latest.id)).price.total;
}

/** Where the job with this id lives now (brand slug and number), or null. */
export function jobAddress(jobId: number): JobAddress | null {
  const row = getDb()
    .select({ id: jobs.id, brandSlug: brands.slug, jobNumber: jobs.jobNumber })
    .from(jobs)
    .innerJoin(brands, eq(brands.id, jobs.brandId))
    .where(eq(jobs.id, jobId))
    .get();
  return row ?? null;
}

/**
 * The job at /job/{brandSlug}/{jobNumber}; when that number is no longer
 * current but once belonged to a job of that brand, where the job is now.
 */
export function findJob(brandSlug: string, jobNumber: string): JobLookup {
  const db = getDb();
  const brand = db.select({ id: brands.id }).from(brands).where(eq(brands.slug, brandSlug)).get();
  if (!brand) return null;
  // Numbers are unique per brand regardless of case, so any casing finds the job.
  const current = db
    .select({ id: jobs.id, jobNumber: jobs.jobNumber })
    .from(jobs)
    .where(and(eq(jobs.brandId, brand.id), sql`${jobs.jobNumber} = ${jobNumber} collate nocase`))
    .get();
  if (current) {
    if (current.jobNumber !== jobNumber) return { redirectTo: jobAddress(current.id)! };
    const job = getJob(current.id);
    return job ? { job } : null;
  }
  // The newest owner of an old number wins if it was passed on more than once.
  const old = db
    .select({ jobId: jobNumberHistory.jobId })
    .from(jobNumberHistory)
    .where(and(eq(jobNumberHistory.brandId, brand.id), sql`${jobNumberHistory.jobNumber} = ${jobNumber} collate nocase`))
    .orderBy(desc(jobNumberHistory.id))
    .get();
  const moved = old ? jobAddress(old.jobId) : null;
  return moved ? { redirectTo: moved } : null;
}
