/**
 * The /api side of invoices and payments (docs/product.md § The API; docs/invoices.md § The API): 401
 * signed out (the route's guard), 400 naming the field, 404 unknown job, invoice or payment, 409 not now.
 * Every write calls the same invoices.server / payments.server functions as the job page's dialogs.
 */
import { eq } from 'drizzle-orm';
import { getDb, schema } from '~/server/db.server';
import { jsonError, readJson } from '~/server/http/api.server';
import { apiId } from '~/server/http/params.server';
import { refusalJson } from '~/server/http/api-route.server';
import type { User } from '~/server/auth/session.server';
import { getJob, type JobDetail } from '~/server/jobs/job-detail.server';
import { apiJob } from '~/server/lifecycle/lifecycle-api.server';
import { issueSchema, paymentSchema, reverseSchema, voidSchema } from '~/domain/invoices/payment-form';
import { issueInvoice, voidInvoice } from './invoices.server';
import { recordPayment, reversePayment } from './payments.server';
import { moneyPanel, type InvoiceView } from './money.server';
import { invoicePdfResponse } from './money-routes.server';

const money = (cents: number) => cents / 100;

/** An invoice as the API answers it: dollars, days, status in words, and its PDF's link. */
function invoiceJson(i: InvoiceView) {
  return {
    id: i.id,
    number: i.number,
    kind: i.kind,
    amount: money(i.amount),
    taxAmount: money(i.taxAmount),
    currency: i.currency,
    issueDay: i.issueDay,
    dueDay: i.dueDay,
    due: i.dueText,
    status: i.status,
    paid: money(i.paid),
    balance: money(i.balance),
    emailed: i.emailed,
    voidReason: i.voidReason,
    sha256: i.sha256,
    pdfUrl: `/api/invoices/${i.id}/pdf`,
    payments: i.payments.map((p) => ({ id: p.id, amount: money(p.amount), day: p.day, method: p.method, reference: p.reference, reversed: p.reversed, reversalReason: p.reversalReason })),
  };
}

/** GET /api/jobs/{id}/invoices */
export function apiListInvoices(job: JobDetail) {
  const panel = moneyPanel(job);
  if (!panel) return { versionNumber: null, approvedTotal: null, invoiced: 0, paid: 0, balance: null, invoices: [], canIssue: [] };
  return {
    versionNumber: panel.versionNumber,
    terms: panel.terms,
    approvedTotal: money(panel.approvedTotal),
    invoiced: money(panel.invoiced),
    paid: money(panel.paid),
    balance: money(panel.balance),
    invoices: panel.invoices.map(invoiceJson),
    canIssue: panel.toIssue.map((t) => t.kind),
  };
}

/** POST /api/jobs/{id}/invoices {kind}: 201 with the invoice. */
export async function apiIssueInvoice(request: Request, user: User, job: JobDetail) {
  const body = await readJson(request, issueSchema);
  const issued = await issueInvoice(job, body.kind, user);
  if (!issued.ok) return refusalJson(issued);
  const invoice = moneyPanel(job)?.invoices.find((i) => i.id === issued.value.invoiceId);
  return Response.json({ invoice: invoice ? invoiceJson(invoice) : null, emailedTo: issued.value.emailedTo, mailFailed: issued.value.mailFailed }, { status: 201 });
}

/** The job an invoice id belongs to (404 when none). */
function jobOfInvoice(idText: string | undefined): { job: JobDetail; invoiceId: number } {
  const invoiceId = apiId(idText, 'Invoice not found');
  const row = getDb().select({ jobId: schema.invoices.jobId }).from(schema.invoices).where(eq(schema.invoices.id, invoiceId)).get();
  const job = row ? getJob(row.jobId) : null;
  if (!job) throw jsonError(404, 'Invoice not found');
  return { job, invoiceId };
}

const answerInvoice = (job: JobDetail, invoiceId: number) => {
  const invoice = moneyPanel(job)?.invoices.find((i) => i.id === invoiceId) ?? null;
  return { invoice: invoice ? invoiceJson(invoice) : null };
};

/** GET /api/invoices/{id}/pdf */
export function apiInvoicePdf(idText: string | undefined, step: string | undefined) {
  if (step !== 'pdf') throw jsonError(404, 'Not found');
  const { job, invoiceId } = jobOfInvoice(idText);
  return invoicePdfResponse(job.id, String(invoiceId));
}

/** POST /api/invoices/{id}/payments {amount, day, method, reference} or /void {reason}. */
export async function apiInvoiceWrite(request: Request, user: User, idText: string | undefined, step: string | undefined) {
  if (step !== 'payments' && step !== 'void') throw jsonError(404, 'Not found');
  const { job, invoiceId } = jobOfInvoice(idText);
  if (step === 'payments') {
    const body = await readJson(request, paymentSchema);
    const done = recordPayment(job, invoiceId, body, user);
    if (!done.ok) return refusalJson(done);
    return Response.json({ paymentId: done.value.paymentId, ...answerInvoice(job, invoiceId) }, { status: 201 });
  }
  const body = await readJson(request, voidSchema);
  const done = voidInvoice(job, invoiceId, body.reason, user);
  return done.ok ? answerInvoice(job, invoiceId) : refusalJson(done);
}

/** POST /api/payments/{id}/reverse {reason} */
export async function apiReversePayment(request: Request, user: User, idText: string | undefined) {
  const paymentId = apiId(idText, 'Payment not found');
  const row = getDb()
    .select({ jobId: schema.invoices.jobId, invoiceId: schema.invoices.id })
    .from(schema.payments)
    .innerJoin(schema.invoices, eq(schema.invoices.id, schema.payments.invoiceId))
    .where(eq(schema.payments.id, paymentId))
    .get();
  const job = row ? getJob(row.jobId) : null;
  if (!row || !job) throw jsonError(404, 'Payment not found');
  const body = await readJson(request, reverseSchema);
  const done = reversePayment(job, paymentId, body.reason, user);
  return done.ok ? answerInvoice(job, row.invoiceId) : refusalJson(done);
}

export { apiJob };
