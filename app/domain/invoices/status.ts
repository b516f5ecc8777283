/**
 * What an invoice reads, computed when read (docs/invoices.md): Void once voided; Paid when its payments
 * (reversed ones left out) reach its amount; Overdue when its due day has passed (the server's TZ day) and
 * money is still owed; Partly paid when some is paid; else Open. Pure; integer cents.
 */
export const INVOICE_STATUSES = ['Open', 'Partly paid', 'Paid', 'Overdue', 'Void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export type InvoiceForStatus = { amount: number; dueDay: string | null; voidedAt: number | null };

/** The money still owed: the amount less what was paid (never below zero); 0 for a void invoice. */
export function invoiceBalance(invoice: InvoiceForStatus, paidCents: number): number {
  return invoice.voidedAt !== null ? 0 : Math.max(0, invoice.amount - paidCents);
}

/** `today` is 'yyyy-MM-dd' in the server's TZ; a due day of null (due on delivery) is never overdue by date. */
export function invoiceStatus(invoice: InvoiceForStatus, paidCents: number, today: string): InvoiceStatus {
  if (invoice.voidedAt !== null) return 'Void';
  if (paidCents >= invoice.amount) return 'Paid';
  if (invoice.dueDay !== null && invoice.dueDay < today) return 'Overdue';
  return paidCents > 0 ? 'Partly paid' : 'Open';
}

/** The sum of the payments that stand (a reversed payment counts for nothing). */
export function paidTotal(payments: readonly { amount: number; reversedAt: number | null }[]): number {
  return payments.reduce((sum, p) => (p.reversedAt === null ? sum + p.amount : sum), 0);
}
