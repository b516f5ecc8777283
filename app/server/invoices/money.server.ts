/**
 * The money side as read (docs/invoices.md § The Money panel): the approved total, what is invoiced, paid and
 * still owed, each invoice with its status in words and its payments, and the invoices that can be issued now.
 * One read for the job page's Money panel, the /api list and the client page's Invoices section.
 */
import { eq, inArray } from 'drizzle-orm';
import { getDb, schema } from '~/server/db.server';
import type { JobDetail } from '~/server/jobs/job-detail.server';
import { approvedSelection } from '~/server/choices/approved-selection.server';
import { today } from '~/server/lifecycle/version-state.server';
import { formatCents } from '~/domain/money';
import { invoiceBalance, invoiceStatus, paidTotal, type InvoiceStatus } from '~/domain/invoices/status';
import { invoicesToIssue, issueButtonText, type InvoiceKind } from '~/domain/invoices/plan';
import { INVOICE_TITLES, invoiceDayText, invoiceDueText } from '~/domain/invoices/invoice-document';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '~/domain/invoices/payment-form';

const { invoices, payments } = schema;

export type PaymentView = { id: number; amount: number; amountText: string; day: string; dayText: string; method: PaymentMethod; methodText: string; reference: string; reversed: boolean; reversalReason: string | null };
export type InvoiceView = {
  id: number;
  number: string;
  kind: InvoiceKind;
  title: string;
  amount: number;
  amountText: string;
  taxAmount: number;
  currency: string;
  issueDay: string;
  dueDay: string | null;
  dueText: string;
  status: InvoiceStatus;
  paid: number;
  paidText: string;
  balance: number;
  balanceText: string;
  emailed: boolean;
  voidReason: string | null;
  sha256: string;
  payments: PaymentView[];
};
export type MoneyPanelData = {
  versionNumber: number;
  terms: string | null;
  approvedTotal: number;
  invoiced: number;
  paid: number;
  /** The approved total less what is paid. */
  balance: number;
  text: { approvedTotal: string; invoiced: string; paid: string; balance: string };
  invoices: InvoiceView[];
  toIssue: { kind: InvoiceKind; button: string; amountText: string }[];
};

/** The job's invoices (newest last) with their payments, as read today. */
export function jobInvoices(jobId: number, terms: string | null, versionId?: number): InvoiceView[] {
  const db = getDb();
  const rows = db
    .select({ id: invoices.id, jobVersionId: invoices.jobVersionId, number: invoices.number, kind: invoices.kind, amount: invoices.amount, taxAmount: invoices.taxAmount, currency: invoices.currency, issueDay: invoices.issueDay, dueDay: invoices.dueDay, emailedAt: invoices.emailedAt, voidedAt: invoices.voidedAt, voidReason: invoices.voidReason, sha256: invoices.sha256 })
    .from(invoices)
    .where(eq(invoices.jobId, jobId))
    .orderBy(invoices.id)
    .all()
    .filter((r) => versionId === undefined || r.jobVersionId === versionId);
  const paymentRows = rows.length ? db.select().from(payments).where(inArray(payments.invoiceId, rows.map((r) => r.id))).orderBy(payments.id).all() : [];
  const day = today();
  return rows.map((r) => {
    const own = paymentRows.filter((p) => p.invoiceId === r.id);
    const paid = paidTotal(own);
    const balance = invoiceBalance(r, paid);
    return {
      id: r.id,
      number: r.number,
      kind: r.kind,
      title: INVOICE_TITLES[r.kind],
      amount: r.amount,
      amountText: formatCents(r.amount),
      taxAmount: r.taxAmount,
      currency: r.currency,
      issueDay: r.issueDay,
      dueDay: r.dueDay,
      dueText: invoiceDueText(r.dueDay, r.kind, terms),
      status: invoiceStatus(r, paid, day),
      paid,
      paidText: formatCents(paid),
      balance,
      balanceText: formatCents(balance),
      emailed: r.emailedAt !== null,
      voidReason: r.voidReason,
      sha256: r.sha256,
      payments: own.map((p) => ({
        id: p.id,
        amount: p.amount,
        amountText: formatCents(p.amount),
        day: p.day,
        dayText: invoiceDayText(p.day),
        method: p.method,
        methodText: PAYMENT_METHOD_LABELS[p.method],
        reference: p.reference,
        reversed: p.reversedAt !== null,
        reversalReason: p.reversalReason,
      })),
    };
  });
}

/** The payment terms an invoice's due words follow: those kept with the approved version, not today's job terms. */
export function keptInvoiceTerms(job: JobDetail): string | null {
  return approvedSelection(job)?.terms.jobTerms ?? job.jobTerms;
}

/** The Money panel of a job, or null until a version is Approved. */
export function moneyPanel(job: JobDetail): MoneyPanelData | null {
  const selection = approvedSelection(job);
  if (!selection) return null;
  const terms = selection.terms.jobTerms;
  const list = jobInvoices(job.id, terms, selection.versionId);
  const standing = list.filter((i) => i.status !== 'Void');
  const invoiced = standing.reduce((s, i) => s + i.amount, 0);
  const paid = standing.reduce((s, i) => s + i.paid, 0);
  const approvedTotal = selection.client.grandTotal;
  const figures = { grandTotal: approvedTotal, tax: selection.client.tax.cents, terms };
  const issued = list.map((i) => ({ kind: i.kind, amount: i.amount, taxAmount: i.taxAmount, voided: i.status === 'Void' }));
  return {
    versionNumber: selection.versionNumber,
    terms,
    approvedTotal,
    invoiced,
    paid,
    balance: approvedTotal - paid,
    text: { approvedTotal: formatCents(approvedTotal), invoiced: formatCents(invoiced), paid: formatCents(paid), balance: formatCents(approvedTotal - paid) },
    invoices: list,
    toIssue: invoicesToIssue(figures, issued).map((n) => ({ kind: n.kind, button: issueButtonText(n.kind), amountText: formatCents(n.amount) })),
  };
}

/** A stored invoice PDF of the job (its bytes as issued), or null. */
export function invoicePdf(jobId: number, invoiceId: number): { fileName: string; pdf: Buffer; sha256: string } | null {
  const row = getDb().select({ jobId: invoices.jobId, fileName: invoices.fileName, pdf: invoices.pdf, sha256: invoices.sha256 }).from(invoices).where(eq(invoices.id, invoiceId)).get();
  return row && row.jobId === jobId ? { fileName: row.fileName, pdf: Buffer.from(row.pdf), sha256: row.sha256 } : null;
}
