/** The books export's choice: which file and the issue days it covers (docs/invoices.md § For the books). Pure. */
import { z } from 'zod';

export const BOOK_FILES = ['quickbooks-invoices', 'xero-invoices', 'payments', 'customers'] as const;
export type BookFile = (typeof BOOK_FILES)[number];

export const BOOK_FILE_LABELS: Record<BookFile, string> = {
  'quickbooks-invoices': 'Invoices for QuickBooks Online',
  'xero-invoices': 'Invoices for Xero',
  payments: 'Payments',
  customers: 'Customers',
};

const day = (field: string) =>
  z
    .string({ message: `${field} is required` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (yyyy-MM-dd)`)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T12:00:00Z`)) && new Date(`${s}T12:00:00Z`).toISOString().startsWith(s), `${field} must be a date (yyyy-MM-dd)`);

export const bookRangeSchema = z
  .object({ from: day('from'), to: day('to') })
  .refine((r) => r.from <= r.to, { message: 'to must be on or after from', path: ['to'] });

export const bookFileSchema = bookRangeSchema.and(z.object({ file: z.enum(BOOK_FILES, { message: `file must be one of ${BOOK_FILES.join(', ')}` }) }));

export type BookRange = z.infer<typeof bookRangeSchema>;

/** The file's name: 'quickbooks-invoices-2026-11-01-to-2026-11-30.csv'. */
export const bookFileName = (file: BookFile, r: BookRange) => `${file}-${r.from}-to-${r.to}.csv`;

/** The default range: the month `today` ('yyyy-MM-dd') falls in, up to today. */
export function monthToDate(today: string): BookRange {
  return { from: `${today.slice(0, 8)}01`, to: today };
}
