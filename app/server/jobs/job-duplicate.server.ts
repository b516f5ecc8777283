/**
 * Duplicate job: a new job of the same or another brand,
 * made by the one job-creation path (createJob: job number checked unique or
 * assigned by the brand's pattern, proposal number from the brand's prefix and
 * sequence, client records), with a copy of one version's lines as its
 * version 1 Draft, all in createJob's one transaction.
 *
 * Lines of another brand's catalogue follow the brand move's same-name rule
 * (planLinesToBrand in ./brand-move.server): re-priced from the target brand's
 * same-named sign or service, or kept as Custom (the target's Custom Sign at
 * their prices). The dialog lists which before the person confirms.
 */
import { and, asc, eq } from 'drizzle-orm';
import { getDb, schema, type DbOrTx, type Tx } from '~/server/db.server';
import { createJob, nextJobNumberFor, nextProposalNo, type CreatedJob } from './jobs.server';
import type { JobDetail } from './job-detail.server';
import { copyPictures } from './job-versions.server';
import { overLimit, planLinesToBrand } from './brand-move.server';
import { FieldInputError } from '~/server/clients/client-records.server';
import { recordHistory } from '~/server/lifecycle/history.server';
import type { ClientInfo, JobFormValues, NewJobInfo } from '~/domain/jobs/job-form';
import { DUPLICATE_MESSAGES, duplicatedFromDetail } from '~/domain/jobs/duplicate';
import { displayPhone } from '~/domain/phone';

const { brands, jobs, jobVersions, lineItems, signs, services } = schema;

export type DuplicateLine = { id: number; name: string; description: string; quantity: number; keptAsCustom: boolean };
export type DuplicatePreview = {
  brandId: number;
  brandName: string;
  /** The proposal number the new job will get (assigned again inside the create's transaction). */
  proposalNo: string;
  /** The target brand's next job number by its pattern: what an empty Job Number gets. */
  nextJobNumber: string | null;
  versionNumber: number;
  lines: DuplicateLine[];
  /** Set when the copy cannot be made (no Custom Sign for unmatched lines, a total over the limit). */
  refusal: string | null;
};

function sourceVersion(db: DbOrTx, jobId: number, versionNumber: number) {
  return db
    .select({ id: jobVersions.id, versionNumber: jobVersions.versionNumber })
    .from(jobVersions)
    .where(and(eq(jobVersions.jobId, jobId), eq(jobVersions.versionNumber, versionNumber)))
    .get();
}

function linesOfVersion(db: DbOrTx, versionId: number) {
  return db.select().from(lineItems).where(eq(lineItems.jobVersionId, versionId)).orderBy(asc(lineItems.sortOrder), asc(lineItems.id)).all();
}

/** The copies of the source lines for the target brand, and which were kept as Custom. */
function planCopies(db: DbOrTx, job: JobDetail, source: { id: number }, brand: { id: number; name: string }) {
  const lines = linesOfVersion(db, source.id);
  if (brand.id === job.brandId || lines.length === 0) return { lines, copies: lines, custom: new Set<number>(), refusal: null };
  const plan = planLinesToBrand(db, brand, [{ ctx: { versionId: source.id, jobId: job.id, brandId: brand.id }, lines }]);
  const byLine = new Map(plan.changes.map((c) => [c.line.id, c.values]));
  const copies = lines.map((line) => ({ ...line, ...byLine.get(line.id) }));
  const refusal = plan.refusal ?? overLimit([source.id], plan.changes);
  return { lines, copies, custom: new Set(plan.unmatched.map((l) => l.id)), refusal };
}

function brandRow(db: DbOrTx, brandId: number) {
  return db.select({ id: brands.id, name: brands.name, prefix: brands.proposalPrefix }).from(brands).where(eq(brands.id, brandId)).get();
}

/** What duplicating `versionNumber` into `brandId` makes; null when the version or brand is unknown. */
export function duplicatePreview(job: JobDetail, versionNumber: number, brandId: number): DuplicatePreview | null {
  const db = getDb();
  const source = sourceVersion(db, job.id, versionNumber);
  const brand = brandRow(db, brandId);
  if (!source || !brand) return null;
  const { lines, custom, refusal } = planCopies(db, job, source, brand);
  const names = new Map<string, string>();
  const nameOf = (line: (typeof lines)[number]) => {
    const key = `${line.lineType}:${line.signId ?? line.serviceId}`;
    if (!names.has(key)) {
      const row =
        line.lineType === 'sign' && line.signId !== null
          ? db.select({ n: signs.name }).from(signs).where(eq(signs.id, line.signId)).get()
          : line.serviceId !== null
            ? db.select({ n: services.name }).from(services).where(eq(services.id, line.serviceId)).get()
            : undefined;
      names.set(key, row?.n ?? '');
    }
    return names.get(key)!;
  };
  return {
    brandId: brand.id,
    brandName: brand.name,
    proposalNo: nextProposalNo(db, brand.prefix),
    nextJobNumber: nextJobNumberFor(db, brand.id),
    versionNumber: source.versionNumber,
    lines: lines.map((l) => ({ id: l.id, name: nameOf(l), description: l.description ?? '', quantity: l.quantity, keptAsCustom: custom.has(l.id) })),
    refusal,
  };
}

/** The dialog's first values: the job's own info and client, the job number left for the person (empty: the brand's next). */
export function duplicateFormValues(job: JobDetail): JobFormValues {
  const v: JobFormValues = {
    jobName: job.jobName,
    jobNumber: '',
    location: job.jobLocation,
    parsedJobLocation: job.jobLocationParsed ?? undefined,
    brandId: String(job.brandId),
    managerId: job.projectManagerId === null ? undefined : String(job.projectManagerId),
    jobTerms: job.jobTerms ?? undefined,
    taxType: job.jobTax.amount !== null ? 'amount' : 'percentage',
    taxPercentage: job.jobTax.percentage === null ? undefined : String(job.jobTax.percentage),
    taxAmount: job.jobTax.amount === null ? undefined : job.jobTax.amount.toFixed(2),
    clientName: job.clientName,
    clientAddress: job.clientAddress || undefined,
    contactName: job.contactName || undefined,
    contactPhone: displayPhone(job.contactPhone) || undefined,
    contactTitle: job.contactTitle || undefined,
    contactEmail: job.contactEmail || undefined,
    existingClientId: job.clientId === null ? undefined : String(job.clientId),
    existingClientAddressId: job.clientAddressId === null ? undefined : String(job.clientAddressId),
    existingContactId: job.contactId === null ? undefined : String(job.contactId),
  };
  for (const k of Object.keys(v) as (keyof JobFormValues)[]) if (v[k] === undefined || v[k] === '') delete v[k];
  return v;
}

export type DuplicateResult =
  | { ok: true; job: CreatedJob; keptAsCustom: number }
  | { ok: false; status: 400 | 404 | 409; error: string; fieldErrors: Record<string, string[]> };

class DuplicateRefused extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** Batches of copied lines per INSERT, well under SQLite's bound-parameter limit. */
const COPY_BATCH = 500;

/**
 * Creates the new job and its version 1 with the copied lines, the job's
 * proposal fields (tax name and number, scope notes) and a 'job created'
 * history row, all or nothing.
 */
export function duplicateJob(job: JobDetail, versionNumber: number, input: { jobInfo: NewJobInfo; clientInfo: ClientInfo }, userId: number): DuplicateResult {
  const fail = (status: 400 | 404 | 409, field: string, error: string): DuplicateResult => ({ ok: false, status, error, fieldErrors: { [field]: [error] } });
  let kept = 0;
  const copyLines = (tx: Tx, created: CreatedJob) => {
    const source = sourceVersion(tx, job.id, versionNumber);
    if (!source) throw new DuplicateRefused(404, 'versionNumber', DUPLICATE_MESSAGES.versionNotFound);
    const brand = brandRow(tx, input.jobInfo.brandId)!;
    const { lines, copies, custom, refusal } = planCopies(tx, job, source, brand);
    if (refusal) throw new DuplicateRefused(400, 'brandId', refusal);
    kept = custom.size;
    const target = tx.select({ id: jobVersions.id }).from(jobVersions).where(and(eq(jobVersions.jobId, created.id), eq(jobVersions.versionNumber, 1))).get()!;
    const now = Date.now();
    const rows = copies.map(({ id: _id, jobVersionId: _v, createdAt: _c, updatedAt: _u, ...line }, i) => ({ ...line, sortOrder: i + 1, jobVersionId: target.id, createdAt: now, updatedAt: now }));
    for (let i = 0; i < rows.length; i += COPY_BATCH) tx.insert(lineItems).values(rows.slice(i, i + COPY_BATCH)).run();
    copyPictures(tx, source.id, lines, target.id);
    const own = tx.select({ taxName: jobs.taxName, taxRegistrationNo: jobs.taxRegistrationNo, scopeNotes: jobs.scopeNotes }).from(jobs).where(eq(jobs.id, job.id)).get();
    if (own) tx.update(jobs).set(own).where(eq(jobs.id, created.id)).run();
    recordHistory(tx, {
      jobId: created.id,
      versionNumber: 1,
      event: 'job created',
      detail: duplicatedFromDetail({ brandName: job.brandName, jobNumber: job.jobNumber, versionNumber, lines: rows.length, keptAsCustom: kept }),
      actor: { kind: 'staff', userId },
    });
  };
  try {
    const created = createJob(input, userId, copyLines);
    return { ok: true, job: created, keptAsCustom: kept };
  } catch (error) {
    if (error instanceof DuplicateRefused) return fail(error.status, error.field, error.message);
    if (error instanceof FieldInputError) {
      const [field, messages] = Object.entries(error.fields)[0] ?? ['_', ['Invalid request']];
      return { ok: false, status: error.status, error: messages[0] ?? 'Invalid request', fieldErrors: { ...error.fields, [field]: messages } };
    }
    throw error;
  }
}
