/**
 * PATCH /api/jobs/{brandSlug}/{jobNumber}: the two JSON bodies (job
 * info or client info, told apart by their keys) mapped onto the shared form
 * schemas, so the API enforces exactly what the Edit dialogs do. Field errors
 * come back under the names the JSON used.
 */
import { z } from 'zod';
import { fieldErrors, type FieldErrors } from '~/server/http/api.server';
import { brandIdByName, JOB_MESSAGES } from './jobs.server';
import type { JobDetail } from './job-detail.server';
import { updateClientInfo, updateJobInfo, type UpdateResult } from './job-info-writes.server';
import { renameFields } from '~/domain/jobs/job-api';
import type { StaffActor } from '~/server/lifecycle/history.server';
import { apiJobTax, apiJobTaxSchema, clientInfoSchema, jobInfoSchema } from '~/domain/jobs/job-form';

// The keys of docs/product.md § The API, then the proposal's fields of a job (optional like the others).
const PROPOSAL_KEYS = ['taxName', 'taxRegistrationNo', 'clientReference', 'scopeNotes'] as const;
const JOB_KEYS = ['jobName', 'jobNumber', 'jobLocation', 'parsedJobLocation', 'brandName', 'managerId', 'jobTerms', 'jobTax', ...PROPOSAL_KEYS];
const CLIENT_KEYS = [
  'clientName',
  'clientAddress',
  'selectedClientId',
  'selectedClientAddressId',
  'parsedClientAddress',
  'contactName',
  'contactPhone',
  'contactTitle',
  'contactEmail',
  'selectedContactId',
];

/** Any JSON object; the keys decide which of the two edits it is. */
export const patchBodySchema = z.record(z.string(), z.unknown());

const scalar = z.union([z.string(), z.number()]).nullish();
/** A parsed address may arrive as the suggestion object or as its JSON text. */
const jsonText = z
  .union([z.string(), z.record(z.string(), z.unknown())])
  .nullish()
  .transform((v) => (v && typeof v === 'object' ? JSON.stringify(v) : v));

const apiJobInfoSchema = z.object({
  jobName: scalar,
  jobNumber: scalar,
  jobLocation: z.string().nullish(),
  parsedJobLocation: jsonText,
  brandName: z.string().nullish(),
  managerId: scalar,
  jobTerms: z.string().nullish(),
  jobTax: apiJobTaxSchema,
  taxName: z.string().nullish(),
  taxRegistrationNo: z.string().nullish(),
  clientReference: z.string().nullish(),
  scopeNotes: z.string().nullish(),
});

const apiClientInfoSchema = z.object({
  clientName: z.string().nullish(),
  clientAddress: z.string().nullish(),
  parsedClientAddress: jsonText,
  contactName: z.string().nullish(),
  contactPhone: scalar,
  contactTitle: z.string().nullish(),
  contactEmail: z.string().nullish(),
  selectedClientId: scalar,
  selectedClientAddressId: scalar,
  selectedContactId: scalar,
});

// Form field -> the JSON key a client sent.
const JOB_FIELD_NAMES: Record<string, string> = {
  location: 'jobLocation',
  brandId: 'brandName',
  taxType: 'jobTax',
  taxPercentage: 'jobTax.percentage',
  taxAmount: 'jobTax.amount',
};
const CLIENT_FIELD_NAMES: Record<string, string> = {
  existingClientId: 'selectedClientId',
  existingClientAddressId: 'selectedClientAddressId',
  existingContactId: 'selectedContactId',
};

// Required text stays '' when blank, so its own message ('Please enter ...') answers.
const REQUIRED = new Set(['jobName', 'jobNumber', 'clientName']);

/** Empty strings and nulls mean "not given", as the forms treat them. */
function blankToUndefined<T extends Record<string, unknown>>(obj: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) {
    out[k] = v === null || v === undefined ? (REQUIRED.has(k) ? '' : undefined) : v === '' && !REQUIRED.has(k) ? undefined : v;
  }
  return out as T;
}

export type PatchOutcome =
  | { kind: 'invalid'; fields: FieldErrors; error?: string }
  | { kind: 'done'; result: UpdateResult };

/**
 * Job info is merged over the job's current values (keys left out keep
 * theirs); client info is a whole replacement, as the Edit dialog sends it.
 */
export function patchJob(by: StaffActor, job: JobDetail, body: Record<string, unknown>): PatchOutcome {
  const isJob = JOB_KEYS.some((k) => k in body);
  const isClient = CLIENT_KEYS.some((k) => k in body);
  if (isJob === isClient) {
    return {
      kind: 'invalid',
      error: isJob ? 'Send job info or client info, not both' : 'Send job info or client info',
      fields: {},
    };
  }
  return isJob ? patchJobInfo(by, job, body) : patchClientInfo(by, job, body);
}

function patchJobInfo(by: StaffActor, job: JobDetail, body: Record<string, unknown>): PatchOutcome {
  const shape = apiJobInfoSchema.safeParse(body);
  if (!shape.success) return { kind: 'invalid', fields: fieldErrors(shape.error) };
  const given = shape.data;
  const has = (k: string) => k in body;

  let brandId: number | undefined = job.brandId;
  if (has('brandName')) {
    const name = given.brandName?.trim() ?? '';
    const id = name ? brandIdByName(name) : null;
    if (id === null) return { kind: 'invalid', fields: { brandName: [JOB_MESSAGES.unknownBrand] } };
    brandId = id;
  }
  const location = has('jobLocation') ? given.jobLocation : job.jobLocation;
  const tax = apiJobTax(has('jobTax') ? given.jobTax : job.jobTax);
  const form = blankToUndefined({
    jobName: has('jobName') ? given.jobName : job.jobName,
    jobNumber: has('jobNumber') ? given.jobNumber : job.jobNumber,
    location,
    // A new location without its parsed suggestion is a typed one.
    parsedJobLocation: has('parsedJobLocation') ? given.parsedJobLocation : has('jobLocation') ? undefined : job.jobLocationParsed,
    brandId,
    managerId: has('managerId') ? given.managerId : job.projectManagerId,
    jobTerms: has('jobTerms') ? given.jobTerms : job.jobTerms,
    ...tax,
    ...Object.fromEntries(PROPOSAL_KEYS.map((k) => [k, has(k) ? given[k] : job[k]])),
  });
  const parsed = jobInfoSchema.safeParse(form);
  if (!parsed.success) return { kind: 'invalid', fields: renameFields(fieldErrors(parsed.error), JOB_FIELD_NAMES) };
  return { kind: 'done', result: renameResult(updateJobInfo(by, job.id, parsed.data), JOB_FIELD_NAMES) };
}

function patchClientInfo(by: StaffActor, job: JobDetail, body: Record<string, unknown>): PatchOutcome {
  const shape = apiClientInfoSchema.safeParse(body);
  if (!shape.success) return { kind: 'invalid', fields: fieldErrors(shape.error) };
  const g = shape.data;
  const form = blankToUndefined({
    clientName: g.clientName,
    clientAddress: g.clientAddress,
    parsedClientAddress: g.parsedClientAddress,
    contactName: g.contactName,
    contactPhone: g.contactPhone === null || g.contactPhone === undefined ? undefined : String(g.contactPhone),
    contactTitle: g.contactTitle,
    contactEmail: g.contactEmail,
    existingClientId: g.selectedClientId,
    existingClientAddressId: g.selectedClientAddressId,
    existingContactId: g.selectedContactId,
  });
  const parsed = clientInfoSchema.safeParse(form);
  if (!parsed.success) return { kind: 'invalid', fields: renameFields(fieldErrors(parsed.error), CLIENT_FIELD_NAMES) };
  return { kind: 'done', result: renameResult(updateClientInfo(by, job.id, parsed.data), CLIENT_FIELD_NAMES) };
}

function renameResult(result: UpdateResult, names: Record<string, string>): UpdateResult {
  return result.ok || result.reason === 'not-found' ? result : { ...result, fields: renameFields(result.fields, names) };
}
