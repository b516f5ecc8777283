/**
 * The terms of a version: everything besides its lines that decides its
 * figures or its printed proposal (tax, payment terms, the location that
 * decides the currency, client and contact, PO, scope notes, the company
 * block). A Draft takes the job's live values; a version a client was shown
 * (Sent, Superseded, Approved, Declined) keeps the ones it was sent with, taken
 * in the send transaction (job_versions.sent_terms), so a later Job Info or
 * Client Info edit reaches only Drafts and new versions
 * (docs/product.md § States and transitions). Pure.
 */
import { z } from 'zod';
import { formatPercentage, type JobTaxSetting } from '~/domain/proposal/tax';
import { jobCurrency, type Currency } from '~/domain/proposal/currency';
import { displayPhone } from '~/domain/phone';
import { formatCents } from '~/domain/money';
import type { ClientBlock } from '~/domain/proposal/document';
import type { VersionState } from './vocabulary';

const text = z.string();

const termsSchema = z.object({
  taxPercentage: z.number().int().nullable(),
  taxAmount: z.number().int().nullable(),
  taxName: text.nullable(),
  taxRegistrationNo: text,
  jobTerms: text.nullable(),
  jobLocation: text,
  jobLocationParsed: text.nullable(),
  clientReference: text,
  scopeNotes: text,
  client: z.object({ clientName: text, clientAddress: text, contactName: text, contactTitle: text, contactPhone: text, contactEmail: text }),
  /** Null: not recorded (a version sent before terms were kept, with no stored document): the company settings now. */
  company: z.object({ name: text, address: text, phone: text, website: text.nullable(), email: text.nullable() }).nullable(),
});

export type VersionTerms = z.infer<typeof termsSchema>;
export type TermsCompany = NonNullable<VersionTerms['company']>;

/** The job's live values, as JobDetail carries them (tax in percent and dollars, as the API shows it). */
export type LiveJobTerms = ClientBlock & {
  jobTax: { percentage: number | null; amount: number | null };
  taxName: string | null;
  taxRegistrationNo: string | null;
  jobTerms: string | null;
  jobLocation: string;
  jobLocationParsed: string | null;
  clientReference: string | null;
  scopeNotes: string | null;
};

/** A Draft's terms: the job's live values and the company settings now. */
export function liveTerms(job: LiveJobTerms, company: TermsCompany): VersionTerms {
  return {
    taxPercentage: job.jobTax.percentage === null ? null : Math.round(job.jobTax.percentage * 100),
    taxAmount: job.jobTax.amount === null ? null : Math.round(job.jobTax.amount * 100),
    taxName: job.taxName,
    taxRegistrationNo: job.taxRegistrationNo ?? '',
    jobTerms: job.jobTerms,
    jobLocation: job.jobLocation,
    jobLocationParsed: job.jobLocationParsed,
    clientReference: job.clientReference ?? '',
    scopeNotes: job.scopeNotes ?? '',
    client: {
      clientName: job.clientName,
      clientAddress: job.clientAddress,
      contactName: job.contactName,
      contactTitle: job.contactTitle,
      contactPhone: job.contactPhone,
      contactEmail: job.contactEmail,
    },
    company: { name: company.name, address: company.address, phone: company.phone, website: company.website, email: company.email },
  };
}

/** The stored JSON back as terms; null when absent or not terms. */
export function readTerms(json: string | null): VersionTerms | null {
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = termsSchema.safeParse(value);
  if (!parsed.success) return null;
  const t = parsed.data;
  return { ...t, client: { ...t.client, contactPhone: displayPhone(t.client.contactPhone) } };
}

/**
 * The one rule: a Draft's terms are live; any other version's are the ones it
 * was sent with when they are stored (they always are once sent; the live
 * ones stand in only where nothing was ever kept).
 */
export function termsOfVersion(state: VersionState, stored: string | null, live: VersionTerms): VersionTerms {
  if (state === 'Draft') return live;
  const kept = readTerms(stored);
  if (!kept) return live;
  const company = kept.company ?? live.company!;
  const liveCompany = live.company!;
  return { ...kept, company: { ...company, website: company.website ?? liveCompany.website, email: company.email ?? liveCompany.email } };
}

export const termsTax = (t: VersionTerms): JobTaxSetting => ({ taxPercentage: t.taxPercentage, taxAmount: t.taxAmount, taxName: t.taxName });
export const termsCurrency = (t: VersionTerms): Currency => jobCurrency(t.jobLocation, t.jobLocationParsed);

/** The tax as a person reads it: '7.5% tax', '$120.00 tax', or 'no tax'. */
function taxWords(t: VersionTerms): string {
  if (t.taxAmount) return `${t.taxName?.trim() || 'tax'} of ${formatCents(t.taxAmount)}`;
  if (t.taxPercentage) return `${formatPercentage(t.taxPercentage)} ${t.taxName?.trim() || 'tax'}`;
  return 'no tax';
}

const STATE_WORDS: Record<Exclude<VersionState, 'Draft'>, string> = { Sent: 'sent', Superseded: 'superseded', Approved: 'approved', Declined: 'declined' };

/**
 * What the Job Info and Client Info dialogs say before saving while versions
 * keep their sent terms, e.g. 'Version 1 is approved: it keeps 7.5% tax. The
 * change applies to new versions.' Null when every version is a Draft.
 */
export function keptTermsNotice(kind: 'job' | 'client', versions: { versionNumber: number; state: VersionState; terms: VersionTerms }[]): string | null {
  const kept = versions.filter((v): v is typeof v & { state: Exclude<VersionState, 'Draft'> } => v.state !== 'Draft');
  if (kept.length === 0) return null;
  const parts = kept.map((v) => {
    const what = kind === 'job' ? `it keeps ${taxWords(v.terms)}` : `it keeps client ${v.terms.client.clientName}${v.terms.client.clientAddress ? ` at ${v.terms.client.clientAddress}` : ''}`;
    return `Version ${v.versionNumber} is ${STATE_WORDS[v.state]}: ${what}.`;
  });
  const drafts = versions.some((v) => v.state === 'Draft') ? 'draft versions and new versions' : 'new versions';
  return `${parts.join(' ')} The change applies to ${drafts}.`;
}
