/**
 * Invoice numbers from the admins' pattern (docs/invoices.md § Numbering): `{YYYY}` (or `{YY}`) the year of
 * issue, `{NNNN}` the counter, at least four digits. With a year in the pattern the counter starts again at 1
 * each year; without one it runs on. Pure; the server allocates in the issue transaction.
 */
import { z } from 'zod';

export const DEFAULT_INVOICE_PATTERN = 'INV-{YYYY}-{NNNN}';
export const INVOICE_PATTERN_MAX = 40;

export const invoicePatternSchema = z.object({
  pattern: z
    .string({ error: 'Number pattern: required' })
    .trim()
    .min(1, 'Number pattern: required')
    .max(INVOICE_PATTERN_MAX, `Number pattern: at most ${INVOICE_PATTERN_MAX} characters`)
    .refine((p) => (p.match(/\{NNNN\}/g) ?? []).length === 1, 'Number pattern: must contain {NNNN} once')
    .refine((p) => /^[A-Za-z0-9 _\-/.#{}]*$/.test(p), 'Number pattern: letters, digits, spaces and - _ / . # only, with {YYYY}, {YY} and {NNNN}')
    .refine((p) => p.replace(/\{(YYYY|YY|NNNN)\}/g, '').indexOf('{') === -1 && p.replace(/\{(YYYY|YY|NNNN)\}/g, '').indexOf('}') === -1, 'Number pattern: only {YYYY}, {YY} and {NNNN} go in braces'),
});

/** Which counter a number draws from: the year when the pattern has one, else 'all'. */
export function counterKey(pattern: string, year: number): string {
  return /\{YYYY\}|\{YY\}/.test(pattern) ? String(year) : 'all';
}

/** The number `n` of `year` under `pattern`: 'INV-2026-0001'. */
export function formatInvoiceNumber(pattern: string, year: number, n: number): string {
  return pattern
    .replace('{YYYY}', String(year))
    .replace('{YY}', String(year % 100).padStart(2, '0'))
    .replace('{NNNN}', String(n).padStart(4, '0'));
}
