/**
 * POST /api/jobs speaks its documented payload (docs/product.md § The API); this maps it onto the
 * same form values the wizard posts, so one pair of schemas (job-form.ts)
 * decides what is valid, and maps error keys back to the payload's names.
 */
import { z } from 'zod';
import { apiJobTax, apiJobTaxSchema, type JobFormValues } from './job-form';

/** A payload value read as text: a string or a number (ids included), or null / absent for none. */
export const apiScalar = z.union([z.string(), z.number()]).nullish();
const parsedAddress = z.union([z.string(), z.record(z.string(), z.unknown())]).nullish();

/**
 * The payload fields, each a scalar, that say what a job is and who its
 * client is: POST /api/jobs and POST /api/jobs/{id}/duplicate (whose
 * values override the source job's) both take them.
 */
export const API_JOB_FIELDS = ['brandId', 'jobName', 'jobNumber', 'location', 'managerId', 'clientName', 'clientAddress', 'contactName', 'contactPhone', 'contactTitle', 'contactEmail'] as const;
export type ApiJobField = (typeof API_JOB_FIELDS)[number];
export const apiJobFieldsShape = Object.fromEntries(API_JOB_FIELDS.map((field) => [field, apiScalar])) as Record<ApiJobField, typeof apiScalar>;

export const apiJobPayloadSchema = z.object({
  ...apiJobFieldsShape,
  jobLocation: apiScalar, // section 3 'Job form' spelling
  brandName: z.string().max(200).nullish(), // section 3 'Job form' alternative
  jobTerms: z.string().nullish(),
  jobTax: apiJobTaxSchema,
  creatorId: z.unknown().optional(), // ignored: the creator is the signed-in user
  existingClientId: apiScalar,
  existingClientAddressId: apiScalar,
  existingContactId: apiScalar,
  parsedClientAddress: parsedAddress,
  parsedJobLocation: parsedAddress,
  manualClientAddress: z.boolean().nullish(),
  manualJobLocation: z.boolean().nullish(),
});
export type ApiJobPayload = z.output<typeof apiJobPayloadSchema>;

const str = (v: unknown): string | undefined => (v === null || v === undefined || v === '' ? undefined : String(v));
const json = (v: unknown): string | undefined =>
  v === null || v === undefined || v === '' ? undefined : typeof v === 'string' ? v : JSON.stringify(v);

export type ApiJobMapping = {
  values: JobFormValues;
  /** Set when the brand came by name; the caller looks up its id. */
  brandName?: string;
  /** Form field -> payload field, for naming errors the way the caller sent them. */
  fieldNames: Record<string, string>;
};

export function apiJobToFormValues(p: ApiJobPayload): ApiJobMapping {
  const tax = apiJobTax(p.jobTax);
  const byName = (p.brandId === null || p.brandId === undefined || p.brandId === '') && Boolean(p.brandName?.trim());
  const usesJobLocation = str(p.location) === undefined && str(p.jobLocation) !== undefined;
  const values: JobFormValues = {
    jobName: str(p.jobName),
    jobNumber: str(p.jobNumber),
    location: str(p.location) ?? str(p.jobLocation),
    parsedJobLocation: p.manualJobLocation ? undefined : json(p.parsedJobLocation),
    brandId: str(p.brandId),
    managerId: str(p.managerId),
    jobTerms: str(p.jobTerms),
    taxType: tax.taxType,
    taxPercentage: str(tax.taxPercentage),
    taxAmount: str(tax.taxAmount),
    clientName: str(p.clientName),
    clientAddress: str(p.clientAddress),
    parsedClientAddress: p.manualClientAddress ? undefined : json(p.parsedClientAddress),
    contactName: str(p.contactName),
    contactPhone: str(p.contactPhone),
    contactTitle: str(p.contactTitle),
    contactEmail: str(p.contactEmail),
    existingClientId: str(p.existingClientId),
    existingClientAddressId: str(p.existingClientAddressId),
    existingContactId: str(p.existingContactId),
  };
  for (const key of Object.keys(values) as (keyof JobFormValues)[]) if (values[key] === undefined) delete values[key];
  return {
    values,
    ...(byName ? { brandName: p.brandName!.trim() } : {}),
    fieldNames: {
      taxPercentage: 'jobTax.percentage',
      taxAmount: 'jobTax.amount',
      ...(usesJobLocation ? { location: 'jobLocation' } : {}),
      ...(byName ? { brandId: 'brandName' } : {}),
    },
  };
}

/** Renames error keys from form fields to the payload's fields. */
export function renameFields(fields: Record<string, string[]>, names: Record<string, string>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(fields)) (out[names[key] ?? key] ??= []).push(...messages);
  return out;
}
