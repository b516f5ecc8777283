/**
 * The job page's money dialogs as routes (nested in the job page's Outlet, each with its own URL): issue an
 * invoice (a confirm page showing the figures first), record a payment, void an invoice, reverse a payment,
 * and download an invoice as issued. Parse with the shared Zod schemas, call invoices.server / payments.server,
 * then back to the job page with a toast, or the form's values and errors (400 / 409) for the dialog.
 */
import { data } from 'react-router';
import { z } from 'zod';
import type { User } from '~/server/auth/session.server';
import type { PanelContext } from '~/server/line-items/panel-routes.server';
import { redirectWithToast } from '~/server/http/toast.server';
import { fieldErrors } from '~/server/http/api.server';
import { notFound } from '~/server/http/responses.server';
import { pdfResponse } from '~/server/lifecycle/job-view.server';
import { formatCents } from '~/domain/money';
import { issueSchema, paymentSchema, reverseSchema, voidSchema } from '~/domain/invoices/payment-form';
import { INVOICE_KINDS, type InvoiceKind } from '~/domain/invoices/plan';
import { INVOICE_TITLES } from '~/domain/invoices/invoice-document';
import type { Refusal } from '~/domain/write-result';
import { issueInvoice, previewIssue } from './invoices.server';
import { invoicePdf, jobInvoices, keptInvoiceTerms, moneyPanel } from './money.server';
import { recordPayment, reversePayment } from './payments.server';
import { voidInvoice } from './invoices.server';
import { today } from '~/server/lifecycle/version-state.server';

export type DialogAnswer = { fieldErrors: Record<string, string[]>; values: Record<string, string> };

const idOf = (text: string | undefined, what: string): number => (text && /^\d{1,9}$/.test(text) ? Number(text) : notFound(`${what} not found`));

async function formValues(request: Request): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const [k, v] of await request.formData()) if (typeof v === 'string') values[k] = v;
  return values;
}

const refuse = (r: Refusal | { status: number; fieldErrors: Record<string, string[]> }, values: Record<string, string>) =>
  data({ fieldErrors: Object.keys(r.fieldErrors).length ? r.fieldErrors : { _: ['error' in r ? r.error : 'Refused'] }, values } satisfies DialogAnswer, { status: r.status });

/** The figures of the invoice to issue, shown before the person confirms. */
export function issueDialogData(ctx: PanelContext, request: Request) {
  const kind = z.enum(INVOICE_KINDS).safeParse(new URL(request.url).searchParams.get('kind'));
  if (!kind.success) notFound('Invoice not found');
  const preview = previewIssue(ctx.job, kind.data);
  const panel = moneyPanel(ctx.job);
  if (!preview.ok || !panel) return { kind: kind.data, title: INVOICE_TITLES[kind.data], refused: preview.ok ? 'No version is approved yet' : preview.error, figures: null, closeHref: ctx.links.job };
  const p = preview.value;
  const figures: [string, string][] = [
    ['Invoice number (when issued now)', p.number],
    ['Approved total', formatCents(p.selection.client.grandTotal)],
    ...p.facts.before.map((b): [string, string] => [`Invoiced before: ${b.number} (paid ${formatCents(b.paid)})`, formatCents(b.amount)]),
    ['Amount of this invoice', formatCents(p.next.amount)],
    ['Of which tax', formatCents(p.next.taxAmount)],
    ['Due', p.facts.dueText],
  ];
  const to = p.selection.terms.client.contactEmail.trim();
  return { kind: kind.data, title: INVOICE_TITLES[kind.data], refused: null, figures, emailTo: to || null, closeHref: ctx.links.job };
}

export async function issueDialogAction(ctx: PanelContext, request: Request, user: User) {
  const values = await formValues(request);
  const parsed = issueSchema.safeParse(values);
  if (!parsed.success) return refuse({ status: 400, fieldErrors: fieldErrors(parsed.error) }, values);
  const issued = await issueInvoice(ctx.job, parsed.data.kind, user);
  if (!issued.ok) return refuse(issued, values);
  const v = issued.value;
  const mailed = v.mailFailed ? `; the e-mail to ${v.emailedTo} failed: download the PDF and send it by hand` : v.emailedTo ? ` and e-mailed to ${v.emailedTo}` : '';
  return redirectWithToast(ctx.links.job, { description: `${INVOICE_TITLES[parsed.data.kind]} ${v.number} issued for ${formatCents(v.amount)}${mailed}` });
}

/** The invoice a payment or void dialog is about (404 for another job's). */
export function invoiceDialogData(ctx: PanelContext, invoiceIdText: string | undefined, step: string | undefined) {
  if (step !== 'payment' && step !== 'void') notFound('Not found');
  const id = idOf(invoiceIdText, 'Invoice');
  const invoice = jobInvoices(ctx.job.id, keptInvoiceTerms(ctx.job)).find((i) => i.id === id) ?? notFound('Invoice not found');
  return { step, invoice, today: today(), closeHref: ctx.links.job };
}

export async function invoiceDialogAction(ctx: PanelContext, invoiceIdText: string | undefined, step: string | undefined, request: Request, user: User) {
  const { invoice } = invoiceDialogData(ctx, invoiceIdText, step);
  const values = await formValues(request);
  if (step === 'payment') {
    const parsed = paymentSchema.safeParse(values);
    if (!parsed.success) return refuse({ status: 400, fieldErrors: fieldErrors(parsed.error) }, values);
    const done = recordPayment(ctx.job, invoice.id, parsed.data, user);
    if (!done.ok) return refuse(done, values);
    return redirectWithToast(ctx.links.job, { description: `Payment of ${formatCents(parsed.data.amount)} recorded against ${invoice.number}: ${done.value.status}` });
  }
  const parsed = voidSchema.safeParse(values);
  if (!parsed.success) return refuse({ status: 400, fieldErrors: fieldErrors(parsed.error) }, values);
  const done = voidInvoice(ctx.job, invoice.id, parsed.data.reason, user);
  if (!done.ok) return refuse(done, values);
  return redirectWithToast(ctx.links.job, { description: `${invoice.number} voided` });
}

/** The payment a Reverse dialog is about, with its invoice. */
export function reverseDialogData(ctx: PanelContext, paymentIdText: string | undefined) {
  const id = idOf(paymentIdText, 'Payment');
  for (const invoice of jobInvoices(ctx.job.id, keptInvoiceTerms(ctx.job))) {
    const payment = invoice.payments.find((p) => p.id === id);
    if (payment) return { payment, invoiceNumber: invoice.number, closeHref: ctx.links.job };
  }
  return notFound('Payment not found');
}

export async function reverseDialogAction(ctx: PanelContext, paymentIdText: string | undefined, request: Request, user: User) {
  const { payment, invoiceNumber } = reverseDialogData(ctx, paymentIdText);
  const values = await formValues(request);
  const parsed = reverseSchema.safeParse(values);
  if (!parsed.success) return refuse({ status: 400, fieldErrors: fieldErrors(parsed.error) }, values);
  const done = reversePayment(ctx.job, payment.id, parsed.data.reason, user);
  if (!done.ok) return refuse(done, values);
  return redirectWithToast(ctx.links.job, { description: `Payment of ${payment.amountText} against ${invoiceNumber} reversed` });
}

/** GET an invoice's PDF exactly as issued. */
export function invoicePdfResponse(jobId: number, invoiceIdText: string | undefined, headers: Record<string, string> = {}): Response {
  const stored = invoicePdf(jobId, idOf(invoiceIdText, 'Invoice'));
  return stored ? pdfResponse(stored, headers) : notFound('Invoice not found');
}

export type { InvoiceKind };
