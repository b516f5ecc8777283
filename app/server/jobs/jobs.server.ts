/**
 * Creating a job: the client records, the job row and its version 1 in one
 * transaction. The job page's reads and edits live with the job page.
 */
import { and, eq, like, sql } from 'drizzle-orm';
import type { ClientInfo, NewJobInfo } from '~/domain/jobs/job-form';
import { nextJobNumber } from '~/domain/jobs/job-number-pattern';
import { parseSuggestionJson } from '~/domain/address';
import { keepMatchingChoices } from '~/server/clients/client-choice.server';
import { FieldInputError, resolveClientRecords } from '~/server/clients/client-records.server';
import { getDb, schema, type DbOrTx, type Tx } from '~/server/db.server';

const { brands, jobs, jobVersions, users, jobNumberHistory } = schema;

/** jobInfo.jobNumber undefined: the brand's next number by its pattern. */
export type CreateJobInput = { jobInfo: NewJobInfo; clientInfo: ClientInfo };
export type CreatedJob = { id: number; jobName: string; jobNumber: string; brandSlug: string; proposalNo: string };

export const JOB_MESSAGES = {
  unknownBrand: 'Please select a brand',
  disabledBrand: 'This brand is disabled',
  unknownManager: 'Please select a project manager',
  duplicateNumber: (jobNumber: string, brandName: string) => `Job number ${jobNumber} already exists for ${brandName}`,
} as const;

/**
 * `${prefix}-NNN`: one more than the highest number with this prefix, zero-padded
 * to 3. Counted over every job, not only the brand's: a job moved to another
 * brand keeps its number, which must not be handed out again.
 */
export function nextProposalNo(tx: DbOrTx, prefix: string): string {
  const start = prefix.length + 2; // substr is 1-based, after 'PREFIX-'
  const row = tx
    .select({ max: sql<number | null>`max(cast(substr(${jobs.proposalNo}, ${start}) as integer))` })
    .from(jobs)
    .where(like(jobs.proposalNo, `${prefix}-%`))
    .get();
  const next = (row?.max ?? 0) + 1;
  return `${prefix}-${String(next).padStart(3, '0')}`;
}

/** Another job of this brand already has this number (case-insensitive, so URLs stay unambiguous). */
export function jobNumberTaken(tx: DbOrTx, brandId: number, jobNumber: string, exceptJobId?: number): boolean {
  const row = tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.brandId, brandId),
        sql`${jobs.jobNumber} = ${jobNumber} collate nocase`,
        exceptJobId === undefined ? undefined : sql`${jobs.id} <> ${exceptJobId}`,
      ),
    )
    .get();
  return Boolean(row);
}

/**
 * The brand's next job number by its pattern (~/domain/jobs/job-number-pattern),
 * past every number the brand's jobs use or used (an old number still redirects,
 * so it is never handed out again).
 */
export function nextJobNumberFor(db: DbOrTx, brandId: number, date = new Date()): string | null {
  const brand = db.select({ pattern: brands.jobNumberPattern }).from(brands).where(eq(brands.id, brandId)).get();
  if (!brand) return null;
  const current = db.select({ n: jobs.jobNumber }).from(jobs).where(eq(jobs.brandId, brandId)).all();
  const former = db.select({ n: jobNumberHistory.jobNumber }).from(jobNumberHistory).where(eq(jobNumberHistory.brandId, brandId)).all();
  return nextJobNumber(brand.pattern, date, [...current, ...former].map((r) => r.n));
}

/** Each brand's next number (brand id -> number), for the wizard's 'Will be numbered ...'. */
export function nextJobNumbers(brandIds: readonly number[], date = new Date()): Record<string, string> {
  const db = getDb();
  const out: Record<string, string> = {};
  for (const id of brandIds) {
    const next = nextJobNumberFor(db, id, date);
    if (next) out[String(id)] = next;
  }
  return out;
}

/** The chosen job location suggestion as JSON, or null when typed by hand. */
function parsedLocation(json: string | undefined): string | null {
  const s = parseSuggestionJson(json);
  return s && !s.manual ? JSON.stringify(s) : null;
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && 'code' in error && String((error as { code: unknown }).code).startsWith('SQLITE_CONSTRAINT_UNIQUE');
}

/**
 * Creates the job (status Draft, next proposal number of its brand), its
 * client/address/contact rows as needed, and version 1, all or nothing.
 * The creator is the signed-in user, never a value from the client.
 * Throws FieldInputError (400, or 409 for a taken job number).
 */
/**
 * What creating a job with this Job Info would refuse, checked when step 1 of
 * the wizard is left ('Next: Client Info'), so a taken number is said there
 * and not only after step 2. createJob checks again in its transaction.
 */
export function jobInfoConflicts(jobInfo: Pick<CreateJobInput['jobInfo'], 'brandId' | 'jobNumber'>): Record<string, string[]> | null {
  const db = getDb();
  const brand = db.select({ id: brands.id, name: brands.name, status: brands.status }).from(brands).where(eq(brands.id, jobInfo.brandId)).get();
  if (!brand) return { brandId: [JOB_MESSAGES.unknownBrand] };
  if (brand.status !== 'Active') return { brandId: [JOB_MESSAGES.disabledBrand] };
  if (jobInfo.jobNumber !== undefined && jobNumberTaken(db, brand.id, jobInfo.jobNumber)) return { jobNumber: [JOB_MESSAGES.duplicateNumber(jobInfo.jobNumber, brand.name)] };
  return null;
}

/** `andThen` runs inside the same transaction once the job and its version 1 exist (Duplicate copies lines there); a throw undoes all. */
export function createJob({ jobInfo, clientInfo }: CreateJobInput, creatorId: number, andThen?: (tx: Tx, job: CreatedJob) => void): CreatedJob {
  const db = getDb();
  try {
    return db.transaction(
      (tx) => {
        const brand = tx.select().from(brands).where(eq(brands.id, jobInfo.brandId)).get();
        if (!brand) throw new FieldInputError({ brandId: [JOB_MESSAGES.unknownBrand] });
        if (brand.status !== 'Active') throw new FieldInputError({ brandId: [JOB_MESSAGES.disabledBrand] });
        if (jobInfo.managerId !== undefined) {
          const manager = tx.select({ status: users.status }).from(users).where(eq(users.id, jobInfo.managerId)).get();
          if (!manager || manager.status !== 'Active') throw new FieldInputError({ managerId: [JOB_MESSAGES.unknownManager] });
        }
        if (jobInfo.jobNumber !== undefined && jobNumberTaken(tx, brand.id, jobInfo.jobNumber)) {
          throw new FieldInputError({ jobNumber: [JOB_MESSAGES.duplicateNumber(jobInfo.jobNumber, brand.name)] }, 409);
        }
        // Assigned inside this write transaction, so two creators never get the same number.
        const jobNumber = jobInfo.jobNumber ?? nextJobNumberFor(tx, brand.id)!;

        // Same rule as the wizard and the client edit: a chosen id counts only while its text still matches.
        const records = resolveClientRecords(tx, keepMatchingChoices(tx, clientInfo));
        const proposalNo = nextProposalNo(tx, brand.proposalPrefix);
        const locationParsed = parsedLocation(jobInfo.parsedJobLocation);
        const job = tx
          .insert(jobs)
          .values({
            jobName: jobInfo.jobName,
            jobNumber,
            brandId: brand.id,
            jobLocation: jobInfo.location ?? (locationParsed ? (parseSuggestionJson(locationParsed)?.full_address ?? '') : ''),
            jobLocationParsed: locationParsed,
            clientId: records.clientId,
            clientAddressId: records.clientAddressId,
            contactId: records.contactId,
            projectManagerId: jobInfo.managerId ?? null,
            creatorId,
            jobTerms: jobInfo.jobTerms ?? null,
            taxPercentage: jobInfo.taxPercentage,
            taxAmount: jobInfo.taxAmount,
            status: 'Draft',
            proposalNo,
          })
          .returning({ id: jobs.id })
          .get();
        tx.insert(jobVersions).values({ jobId: job.id, versionNumber: 1, createdById: creatorId }).run();
        const created = { id: job.id, jobName: jobInfo.jobName, jobNumber, brandSlug: brand.slug, proposalNo };
        andThen?.(tx, created);
        return created;
      },
      // Take the write lock up front, so two creators cannot read the same next proposal number.
      { behavior: 'immediate' },
    );
  } catch (error) {
    // A job number taken between our check and the insert (another process).
    if (isUniqueViolation(error)) throw new FieldInputError({ jobNumber: ['This job number already exists for this brand'] }, 409);
    throw error;
  }
}

/** Looks a brand up by its display name (the API also accepts brandName). */
export function brandIdByName(name: string): number | null {
  const row = getDb()
    .select({ id: brands.id })
    .from(brands)
    .where(sql`${brands.name} = ${name.trim()} collate nocase`)
    .get();
  return row?.id ?? null;
}
