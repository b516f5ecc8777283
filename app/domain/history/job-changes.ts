/**
 * What a job's History says about a change to the job's or client's info:
 * one text per field that changed ('changed the job name from 'Main St' to
 * 'Main Street''), said after the person's name. Pure.
 */
import type { BrandMoveCounts } from '~/domain/jobs/brand-move';

/** The job's info as History names it: field label -> the value as shown ('' when empty). */
export type InfoSnapshot = Record<string, string>;

/** The fields in the order the Edit dialogs show them, with the label History uses. */
export const INFO_LABELS = {
  jobName: 'job name',
  jobNumber: 'job number',
  brand: 'brand',
  location: 'job location',
  manager: 'project manager',
  jobTerms: 'terms',
  tax: 'tax',
  taxName: 'tax name',
  taxRegistrationNo: 'tax registration number',
  clientReference: 'client reference',
  scopeNotes: 'scope notes',
  clientName: 'client',
  clientAddress: 'client address',
  contactName: 'contact name',
  contactTitle: 'contact title',
  contactPhone: 'contact phone',
  contactEmail: 'contact e-mail',
} as const;

export type InfoField = keyof typeof INFO_LABELS;

const LONG = 80;
const said = (value: string) => {
  if (value === '') return '(empty)';
  const one = value.replace(/\s+/g, ' ').trim();
  return `'${one.length > LONG ? `${one.slice(0, LONG - 1)}…` : one}'`;
};

/** One text per field whose value differs, in the dialogs' order. */
export function infoChangeTexts(before: Partial<Record<InfoField, string>>, after: Partial<Record<InfoField, string>>): string[] {
  const out: string[] = [];
  for (const field of Object.keys(INFO_LABELS) as InfoField[]) {
    const from = before[field] ?? '';
    const to = after[field] ?? '';
    if (from === to) continue;
    out.push(`changed the ${INFO_LABELS[field]} from ${said(from)} to ${said(to)}`);
  }
  return out;
}

/** 'created the job 'Main St' (2025-014) for 'Acme Retail''. */
export function jobCreatedText(job: { jobName: string; jobNumber: string; clientName: string }): string {
  return `created the job ${said(job.jobName)} (${job.jobNumber})${job.clientName ? ` for ${said(job.clientName)}` : ''}`;
}

const lines = (n: number) => `${n} ${n === 1 ? 'line' : 'lines'}`;

/** What a brand move did to the lines of every version, said with the move. */
export function brandMoveText(brandName: string, c: BrandMoveCounts): string {
  const total = c.repriced + c.kept + c.custom;
  if (total === 0) return `moved the job to ${brandName}; it had no line items to change`;
  const parts: string[] = [];
  if (c.repriced) parts.push(`${c.repriced} re-priced from its catalogue`);
  if (c.kept) parts.push(`${c.kept} kept their edited prices`);
  if (c.custom) parts.push(`${c.custom} now Custom lines at their current prices`);
  return `moved the job's ${lines(total)} to ${brandName}: ${parts.join(', ')}`;
}
