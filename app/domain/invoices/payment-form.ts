/**
 * The forms of the money side (docs/invoices.md § Payments): a payment received, a payment reversed, an
 * invoice voided, the invoice to issue. One Zod schema each, shared by the dialogs and the /api. Pure.
 */
import { z } from 'zod';
import { formatCents, parseMoneyStrict } from '~/domain/money';
import { INVOICE_KINDS } from './plan';

export const PAYMENT_METHODS = ['cheque', 'bank transfer', 'card', 'cash', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { cheque: 'Cheque', 'bank transfer': 'Bank transfer', card: 'Card', cash: 'Cash', other: 'Other' };

export const REFERENCE_MAX = 100;
export const REASON_MAX = 500;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A typed amount ('1,234.50', '$12') or, from the /api, a number of dollars; at most $10,000,000,000. */
const amount = z.union([z.string(), z.number()], { error: 'Amount: required' }).transform((value, ctx) => {
  const cents = parseMoneyStrict(value);
  if (cents === null || cents <= 0) {
    ctx.addIssue({ code: 'custom', message: 'Amount: enter an amount above $0.00, like 1250.00' });
    return z.NEVER;
  }
  return cents;
});

export const paymentSchema = z.object({
  amount,
  day: z.string({ error: 'Date: required' }).trim().regex(DAY, 'Date: a date like 2026-11-28').refine(realDay, 'Date: not a real date'),
  method: z.enum(PAYMENT_METHODS, { error: `Method: one of ${PAYMENT_METHODS.join(', ')}` }),
  reference: z.string().trim().max(REFERENCE_MAX, `Reference: at most ${REFERENCE_MAX} characters`).optional().default(''),
});
export type PaymentForm = z.infer<typeof paymentSchema>;

const reason = (what: string) =>
  z.string({ error: `${what}: required` }).trim().min(1, `${what}: required`).max(REASON_MAX, `${what}: at most ${REASON_MAX} characters`);

export const voidSchema = z.object({ reason: reason('Reason') });
export const reverseSchema = z.object({ reason: reason('Reason') });
export const issueSchema = z.object({ kind: z.enum(INVOICE_KINDS, { error: 'Kind: deposit, balance or full' }) });

function realDay(day: string): boolean {
  const [y, m, d] = day.split('-').map(Number);
  const at = new Date(Date.UTC(y!, m! - 1, d!));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m! - 1 && at.getUTCDate() === d;
}

/** The refusal of a payment above what is owed, naming the field and the limit. */
export function overBalanceMessage(balance: number, invoiceNumber: string): string {
  return `Amount: at most ${formatCents(balance)}, the balance of ${invoiceNumber}`;
}

/** The refusal of a payment dated after today. */
export function futureDayMessage(today: string): string {
  return `Date: not after today (${today})`;
}
