/**
 * The two edits of a job's Job Info and Client Info, each in one transaction
 * with the History rows it writes (and a brand move's re-priced lines). The
 * job they answer with is read through job-detail.server.ts, which reads only.
 */
import { eq } from 'drizzle-orm';
import { getDb, schema, type DbOrTx } from '~/server/db.server';
import { FieldInputError, resolveClientRecords } from '~/server/clients/client-records.server';
import { keepMatchingChoices } from '~/server/clients/client-choice.server';
import { JOB_MESSAGES, jobNumberTaken } from './jobs.server';
import { applyBrandMove, planBrandMove } from './brand-move.server';
import { jobAddress, type JobAddress } from './job-detail.server';
import type { FieldErrors } from '~/server/http/api.server';
import { parseSuggestionJson } from '~/domain/address';
import type { ClientInfo, JobInfo } from '~/domain/jobs/job-form';
import type { BrandMoveCounts } from '~/domain/jobs/brand-move';
import type { StaffActor } from '~/server/lifecycle/history.server';
import { infoValues, recordBrandMove, recordInfoChanges } from './job-history.server';

const { jobs, brands, users, jobNumberHistory } = schema;

export type UpdateResult =
  | { ok: true; job: JobAddress; moved?: { brandName: string; counts: BrandMoveCounts } }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'invalid' | 'duplicate'; fields: FieldErrors };

/**
 * Saves Job Info in one transaction. A changed number (or brand) records the
 * old (brand, number) so old links keep redirecting; a number another job of
 * that brand uses is a field error.
 */
export function updateJobInfo(by: StaffActor, jobId: number, info: JobInfo): UpdateResult {
  const db = getDb();
  return db.transaction(
    (tx): UpdateResult => {
      const job = tx.select().from(jobs).where(eq(jobs.id, jobId)).get();
      if (!job) return { ok: false, reason: 'not-found' };
      const brand = tx.select().from(brands).where(eq(brands.id, info.brandId)).get();
      if (!brand) return { ok: false, reason: 'invalid', fields: { brandId: [JOB_MESSAGES.unknownBrand] } };
      // A job may stay in a brand disabled since; it may not move into one.
      if (brand.status !== 'Active' && brand.id !== job.brandId) {
        return { ok: false, reason: 'invalid', fields: { brandId: [JOB_MESSAGES.disabledBrand] } };
      }
      if (info.managerId !== undefined && info.managerId !== job.projectManagerId) {
        const pm = tx.select({ status: users.status }).from(users).where(eq(users.id, info.managerId)).get();
        if (pm?.status !== 'Active') return { ok: false, reason: 'invalid', fields: { managerId: [JOB_MESSAGES.unknownManager] } };
      }
      if (jobNumberTaken(tx, brand.id, info.jobNumber, jobId)) {
        return { ok: false, reason: 'duplicate', fields: { jobNumber: [JOB_MESSAGES.duplicateNumber(info.jobNumber, brand.name)] } };
      }

      // Another brand: every line of every version moves with the job (see ~/domain/jobs/brand-move).
      const plan = job.brandId !== info.brandId ? planBrandMove(tx, jobId, info.brandId) : null;
      if (plan?.refusal) return { ok: false, reason: 'invalid', fields: { brandId: [plan.refusal] } };

      const before = infoValues(jobId)!;
      const moved = job.brandId !== info.brandId || job.jobNumber !== info.jobNumber;
      if (moved) {
        tx.insert(jobNumberHistory).values({ jobId, brandId: job.brandId, jobNumber: job.jobNumber }).run();
      }
      // Only a chosen suggestion is kept as parsed ('Use as typed' is plain text); an
      // unchanged location keeps the suggestion it was chosen from (forms without JavaScript omit it).
      const suggestion = parseSuggestionJson(info.parsedJobLocation);
      const chosen = suggestion && !suggestion.manual ? suggestion : null;
      const location = info.location ?? chosen?.full_address ?? '';
      const parsed = chosen ? JSON.stringify(chosen) : location && location === job.jobLocation ? job.jobLocationParsed : null;
      tx.update(jobs)
        .set({
          jobName: info.jobName,
          jobNumber: info.jobNumber,
          brandId: info.brandId,
          jobLocation: location,
          jobLocationParsed: parsed,
          projectManagerId: info.managerId ?? null,
          jobTerms: info.jobTerms ?? null,
          taxPercentage: info.taxPercentage,
          taxAmount: info.taxAmount,
          taxName: info.taxName ?? null,
          taxRegistrationNo: info.taxRegistrationNo ?? null,
          clientReference: info.clientReference ?? null,
          scopeNotes: info.scopeNotes ?? null,
          updatedAt: Date.now(),
        })
        .where(eq(jobs.id, jobId))
        .run();
      if (plan) applyBrandMove(tx, plan, Date.now());
      touchVersions(tx, jobId);
      recordInfoChanges(tx, jobId, by, before);
      if (plan) recordBrandMove(tx, jobId, by, plan.brandName, plan.counts);
      const now = tx
        .select({ id: jobs.id, brandSlug: brands.slug, jobNumber: jobs.jobNumber })
        .from(jobs)
        .innerJoin(brands, eq(brands.id, jobs.brandId))
        .where(eq(jobs.id, jobId))
        .get()!;
      return { ok: true, job: now, ...(plan ? { moved: { brandName: plan.brandName, counts: plan.counts } } : {}) };
    },
    { behavior: 'immediate' },
  );
}

/** Job and client info print on every version's documents, so a change to them is each version's change too. */
function touchVersions(tx: DbOrTx, jobId: number): void {
  tx.update(schema.jobVersions).set({ updatedAt: Date.now() }).where(eq(schema.jobVersions.jobId, jobId)).run();
}

/** Saves Client Info in one transaction, creating or reusing client, address and contact rows. */
export function updateClientInfo(by: StaffActor, jobId: number, info: ClientInfo): UpdateResult {
  try {
    return saveClientInfo(by, jobId, info);
  } catch (error) {
    // A chosen client, address or contact that does not exist or fit: nothing was saved.
    if (error instanceof FieldInputError) return { ok: false, reason: 'invalid', fields: error.fields };
    throw error;
  }
}

function saveClientInfo(by: StaffActor, jobId: number, info: ClientInfo): UpdateResult {
  const db = getDb();
  return db.transaction(
    (tx): UpdateResult => {
      const job = tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).get();
      if (!job) return { ok: false, reason: 'not-found' };
      const before = infoValues(jobId)!;
      const records = resolveClientRecords(tx, keepMatchingChoices(tx, info));
      tx.update(jobs)
        .set({
          clientId: records.clientId,
          clientAddressId: records.clientAddressId ?? null,
          contactId: records.contactId ?? null,
          updatedAt: Date.now(),
        })
        .where(eq(jobs.id, jobId))
        .run();
      touchVersions(tx, jobId);
      recordInfoChanges(tx, jobId, by, before);
      return { ok: true, job: jobAddress(jobId)! };
    },
    { behavior: 'immediate' },
  );
}
