/**
 * The job's two forms (Job Info, Client Info), shared by the new-job wizard,
 * the job page's Edit dialogs (through Conform) and the server actions, so the
 * browser shows the same messages the server enforces. Pure: no I/O.
 *
 * Form fields arrive as strings; Conform's parseWithZod turns '' into
 * undefined before these schemas run. The JSON API accepts its documented shapes
 * and maps them onto the same normalized values (see apiJobTax).
 */
import { z } from 'zod';
import { PAYMENT_TERMS } from '~/domain/jobs/vocabulary';
import { parseMoneyToCents } from '~/domain/money';
import { phoneDigits } from '~/domain/phone';
import { formatAddress } from '~/domain/address';
import { notesTooLongMessage, userNotes, userText } from '~/domain/user-text';
import { isUnassignedJobNumber } from './job-number-pattern';

export { PAYMENT_TERMS };
export const TAX_TYPES = ['percentage', 'amount'] as const;

/** What a new job's fields hold until someone types its own: the wizard treats these as not yet filled in. */
export const DEFAULT_JOB_NAME = 'New Job';
export const DEFAULT_JOB_NUMBER = 'TBD';
export const DEFAULT_CLIENT_NAME = 'Client Name';

/** Limits of the proposal's fields of a job (Job Info dialog). */
export const PROPOSAL_FIELD_LIMITS = { clientReference: 60, taxName: 30, taxRegistrationNo: 40, scopeNotes: 2000 } as const;

export const MESSAGES = {
  completeJobInfo: 'Please complete job information first',
  completeClientInfo: 'Please complete client information first',
  createFailed: 'Failed to create job',
  jobName: 'Please enter a job name',
  jobNumber: 'Please enter a job number',
  jobNumberChars: 'Job number may use letters, numbers, spaces, dots, dashes and underscores',
  brand: 'Please select a brand',
  manager: 'Please select a project manager',
  terms: 'Please choose payment terms from the list',
  taxPercentage: 'Tax percentage must be a number from 0 to 100 in steps of 0.01',
  taxAmount: 'Tax amount must be a number of dollars of 0 or more',
  taxBoth: 'Send a tax percentage or a fixed amount, not both',
  clientName: 'Please enter a client name',
  phone: 'Phone number must have at most 10 digits',
  phoneChars: 'Phone number may use digits only',
  phoneExtension: 'Phone number cannot hold an extension (such as "ext 4"): enter the 10 digits here and the extension in Contact Title',
  email: 'Please enter a valid email address',
} as const;

// `required`: the message when the field is missing (forms send '' as undefined), not Zod's default.
// Cleaning (control characters, length) is the shared user-text rule.
const text = (max: number, required?: string) => userText(max, { typeMessage: required });
const optionalText = (max: number) => text(max).optional().transform((v) => v || undefined);
const id = (message: string) => z.coerce.number({ message }).int(message).positive(message);

/**
 * A decimal number as a number input sends it ('8.25', '1e3'); anything else
 * (hex, binary, blanks, which Number() would read as 16, 1 or 0) becomes NaN.
 */
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const decimalOnly = (v: unknown) => (typeof v === 'string' ? (DECIMAL.test(v.trim()) ? v.trim() : Number.NaN) : v);

/** 0-100 with at most two decimals, returned as hundredths of a percent (8.25 -> 825). */
export const taxPercentageField = z
  .preprocess(decimalOnly, z.coerce.number({ message: MESSAGES.taxPercentage }))
  // One check, so a bad value gets the message once.
  .refine((n) => n >= 0 && n <= 100 && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, MESSAGES.taxPercentage)
  .transform((n) => Math.round(n * 100));

/** Dollars of 0 or more, rounded to cents (docs/product.md § Validation rules: rounded to two decimals on blur). */
export const taxAmountField = z
  .preprocess(
    (v) => decimalOnly(typeof v === 'string' ? v.trim().replace(/[$,]/g, '') : v),
    z.coerce.number({ message: MESSAGES.taxAmount }).min(0, MESSAGES.taxAmount).max(1e9, MESSAGES.taxAmount),
  )
  // Through the money parser, so 12.345 becomes 1235 cents, not 1234 (binary floats).
  .transform((n) => parseMoneyToCents(n) ?? Math.round(n * 100));

/** Exactly one of the two tax values is kept, the one the person chose. */
function keepChosenTax<T extends { taxType: (typeof TAX_TYPES)[number]; taxPercentage?: number; taxAmount?: number }>({ taxType, taxPercentage, taxAmount, ...rest }: T) {
  return {
    ...rest,
    taxPercentage: taxType === 'percentage' ? (taxPercentage ?? 0) : null,
    taxAmount: taxType === 'amount' ? (taxAmount ?? 0) : null,
  };
}

export const jobInfoSchema = z
  .object({
    jobName: text(200, MESSAGES.jobName)
      .min(1, { message: MESSAGES.jobName, abort: true })
      .refine((v) => v !== DEFAULT_JOB_NAME && v !== `${DEFAULT_JOB_NAME} (${DEFAULT_JOB_NUMBER})`, MESSAGES.jobName),
    jobNumber: text(50, MESSAGES.jobNumber)
      .min(1, { message: MESSAGES.jobNumber, abort: true })
      .regex(/^[A-Za-z0-9][A-Za-z0-9 ._-]*$/, { message: MESSAGES.jobNumberChars, abort: true })
      .refine((v) => v.toUpperCase() !== DEFAULT_JOB_NUMBER, MESSAGES.jobNumber),
    location: optionalText(300),
    parsedJobLocation: optionalText(4000), // JSON of a chosen address suggestion
    brandId: id(MESSAGES.brand),
    managerId: id(MESSAGES.manager).optional(),
    jobTerms: z.enum(PAYMENT_TERMS, { message: MESSAGES.terms }).optional(),
    taxType: z.enum(TAX_TYPES).default('percentage'),
    taxPercentage: taxPercentageField.optional(),
    taxAmount: taxAmountField.optional(),
    // What the proposal prints of the job beside its prices (edited in Job Info, not in the wizard).
    // (The outer .optional() keeps the keys optional in the output too: the wizard never sends them.)
    taxName: optionalText(PROPOSAL_FIELD_LIMITS.taxName).optional(),
    taxRegistrationNo: optionalText(PROPOSAL_FIELD_LIMITS.taxRegistrationNo).optional(),
    clientReference: optionalText(PROPOSAL_FIELD_LIMITS.clientReference).optional(),
    // Refused with the limit and the length typed, never cut to fit (docs/product.md § Validation rules).
    scopeNotes: userNotes(PROPOSAL_FIELD_LIMITS.scopeNotes, { tooLong: notesTooLongMessage('Scope notes', PROPOSAL_FIELD_LIMITS.scopeNotes) })
      .optional()
      .transform((v) => v || undefined)
      .optional(),
  })
  .transform(keepChosenTax);
export type JobInfo = z.output<typeof jobInfoSchema>;
export type JobInfoInput = z.input<typeof jobInfoSchema>;

/**
 * Creating a job (the wizard, POST /api/jobs): the same fields, but the number
 * may be left empty or 'TBD' (the default), and the brand's next number
 * by its pattern is then assigned when the job is created (jobNumber undefined).
 */
export const newJobInfoSchema = jobInfoSchema.in
  .extend({ jobNumber: z.preprocess((v) => (isUnassignedJobNumber(v) ? undefined : v), jobInfoSchema.in.shape.jobNumber.optional()) })
  .transform(keepChosenTax);
export type NewJobInfo = z.output<typeof newJobInfoSchema>;

/** The form fields of each step, so a step can carry the other step's values as hidden fields. */
export const JOB_INFO_FIELDS = [
  'jobName',
  'jobNumber',
  'location',
  'parsedJobLocation',
  'brandId',
  'managerId',
  'jobTerms',
  'taxType',
  'taxPercentage',
  'taxAmount',
] as const;
export const CLIENT_INFO_FIELDS = [
  'clientName',
  'clientAddress',
  'parsedClientAddress',
  'contactName',
  'contactPhone',
  'contactTitle',
  'contactEmail',
  'existingClientId',
  'existingClientAddressId',
  'existingContactId',
] as const;
export type JobInfoField = (typeof JOB_INFO_FIELDS)[number];
export type ClientInfoField = (typeof CLIENT_INFO_FIELDS)[number];
export type JobFormValues = Partial<Record<JobInfoField | ClientInfoField, string>>;

/** The raw string values of both steps from posted form data (unknown names dropped). */
export function jobFormValues(formData: FormData): JobFormValues {
  const out: JobFormValues = {};
  for (const name of [...JOB_INFO_FIELDS, ...CLIENT_INFO_FIELDS]) {
    const v = formData.get(name);
    if (typeof v === 'string' && v !== '') out[name] = v.slice(0, 4000);
  }
  return out;
}

/** The 'Create Job' guards of the wizard header (docs/product.md § States and transitions). */
export function jobInfoIncomplete(values: JobFormValues): boolean {
  const name = (values.jobName ?? '').trim();
  return name === '' || name === DEFAULT_JOB_NAME;
}
export function clientInfoIncomplete(values: JobFormValues): boolean {
  const name = (values.clientName ?? '').trim();
  return name === '' || name === DEFAULT_CLIENT_NAME;
}

export const clientInfoSchema = z.object({
  clientName: text(200, MESSAGES.clientName)
    .min(1, { message: MESSAGES.clientName, abort: true })
    .refine((v) => v !== DEFAULT_CLIENT_NAME, MESSAGES.clientName),
  clientAddress: optionalText(300),
  parsedClientAddress: optionalText(4000),
  contactName: optionalText(120),
  contactPhone: z
    .string()
    .optional()
    // Digits with the usual separators; letters are refused, not silently dropped, and an
    // extension is refused with a message that says so (never cut off and kept as valid).
    .refine((v) => !/\d.*\b(ext|extension|x)\.?\s*\d/i.test(v ?? ''), { message: MESSAGES.phoneExtension, abort: true })
    .refine((v) => /^[\d\s()+.-]*$/.test(v ?? ''), { message: MESSAGES.phoneChars, abort: true })
    .refine((v) => (v ?? '').replace(/\D/g, '').length <= 10, MESSAGES.phone)
    .transform((v) => phoneDigits(v) || undefined),
  contactTitle: optionalText(120),
  contactEmail: z.string().trim().email(MESSAGES.email).max(254).optional(),
  // Chosen from search; typing elsewhere clears them in the browser.
  existingClientId: id('Unknown client').optional(),
  existingClientAddressId: id('Unknown address').optional(),
  existingContactId: id('Unknown contact').optional(),
});
export type ClientInfo = z.output<typeof clientInfoSchema>;
export type ClientInfoInput = z.input<typeof clientInfoSchema>;

const present = (v: unknown) => v !== null && v !== undefined && v !== '';
/** A value that means something: given and not zero ('0.00' and 0 are the unused one). */
const meaningful = (v: unknown) => present(v) && Number(String(v).replace(/[$,\s]/g, '')) !== 0;

/** The API's JSON shape for tax: jobTax {percentage, amount}; one of the two, never both. */
export const apiJobTaxSchema = z
  .object({
    percentage: z.union([z.number(), z.string()]).nullish(),
    amount: z.union([z.number(), z.string()]).nullish(),
  })
  .refine((t) => !(meaningful(t.percentage) && meaningful(t.amount)), MESSAGES.taxBoth)
  .nullish();

/** Maps {percentage, amount} onto the form fields taxType/taxPercentage/taxAmount. */
export function apiJobTax(tax: z.output<typeof apiJobTaxSchema>): {
  taxType: (typeof TAX_TYPES)[number];
  taxPercentage?: string | number;
  taxAmount?: string | number;
} {
  if (tax && present(tax.amount) && (!present(tax.percentage) || (!meaningful(tax.percentage) && meaningful(tax.amount)))) {
    return { taxType: 'amount', taxAmount: tax.amount! };
  }
  if (tax && present(tax.percentage)) return { taxType: 'percentage', taxPercentage: tax.percentage! };
  return { taxType: 'percentage' };
}

/** Tax for display and the JSON contract: {percentage, amount} in dollars/percent. */
export function jobTaxOut(row: { taxPercentage: number | null; taxAmount: number | null }) {
  return {
    percentage: row.taxPercentage === null ? null : row.taxPercentage / 100,
    amount: row.taxAmount === null ? null : row.taxAmount / 100,
  };
}

/** The JSON shapes of GET /api/clients/search and /api/clients/{id}/addresses|contacts. */
export type ClientOption = { id: number; client_name: string };
export type ClientAddressOption = { id: number; street: string; city: string; state: string; zip_code: string; country: string };
export type ClientContactOption = {
  id: number;
  contact_name: string;
  contact_title: string | null;
  contact_phone: string | null;
  contact_email: string | null;
};

export function clientAddressLine(a: ClientAddressOption): string {
  return formatAddress({ street: a.street, city: a.city, state: a.state, zipCode: a.zip_code, country: a.country });
}
