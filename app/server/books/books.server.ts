/**
 * The books export (docs/invoices.md § For the books): the invoices issued in a range of days as QuickBooks
 * Online and Xero import them, the payments received in it, and the customers of those invoices, as CSV.
 * Every line and figure of an invoice comes from what the client accepted (versionSelection); the amounts
 * are the invoices' own, as issued. Void invoices and reversed payments are left out: they never happened
 * for the books.
 */
import { stringify } from 'csv-stringify/sync';
import { and, asc, between, eq, isNull } from 'drizzle-orm';
import { getDb, schema } from '~/server/db.server';
import { getJob, type JobDetail } from '~/server/jobs/job-detail.server';
import { versionSelection, type VersionSelection } from '~/server/choices/approved-selection.server';
import { lineTotal } from '~/domain/pricing/totals';
import { depositShare } from '~/domain/proposal/deposit';
import { parseTypedAddress } from '~/domain/address';
import { displayPhone } from '~/domain/phone';
import { bookFileName, type BookFile, type BookRange } from '~/domain/books/range';
import {
  balanceLine,
  CUSTOMER_COLUMNS,
  customerRow,
  depositLine,
  PAYMENT_COLUMNS,
  paymentRow,
  QUICKBOOKS_INVOICE_COLUMNS,
  quickbooksRows,
  XERO_INVOICE_COLUMNS,
  xeroRows,
  type BookAddress,
  type BookCustomer,
  type BookInvoice,
  type BookLine,
} from '~/domain/books/rows';

const { invoices, payments, jobVersions } = schema;

type InvoiceRow = typeof invoices.$inferSelect;
type Booked = { invoice: BookInvoice; address: BookAddress; customer: BookCustomer };

function lineName(l: VersionSelection['lines'][number]): string {
  const name = (l.lineType === 'sign' ? l.signName : l.serviceName) ?? '';
  const description = l.description || (l.lineType === 'sign' ? l.signDescription : l.serviceDescription) || '';
  return [name, description].filter(Boolean).join(': ') || 'Item';
}

function bookLines(row: Pick<InvoiceRow, 'kind' | 'amount' | 'taxAmount'>, selection: VersionSelection | null, proposalNo: string): BookLine[] {
  const version = selection?.versionNumber ?? 0;
  const net = row.amount - row.taxAmount;
  if (row.kind === 'deposit') return [{ description: depositLine((depositShare(selection?.terms.jobTerms) ?? 5000) / 100, proposalNo, version), quantity: 1, amount: net }];
  if (row.kind === 'balance') return [{ description: balanceLine(proposalNo, version), quantity: 1, amount: net }];
  return (selection?.lines ?? []).map((l) => ({ description: lineName(l), quantity: l.quantity, amount: lineTotal(l.lineItemPrice, l.quantity, l.lineItemInstallPrice) }));
}

/** Each job read once per export, with the selection of each version its invoices bill. */
function selectionReader() {
  const jobs = new Map<number, JobDetail | null>();
  const selections = new Map<number, VersionSelection | null>();
  return (jobId: number, versionId: number) => {
    if (!jobs.has(jobId)) jobs.set(jobId, getJob(jobId));
    const job = jobs.get(jobId) ?? null;
    if (!selections.has(versionId)) {
      const n = getDb().select({ n: jobVersions.versionNumber }).from(jobVersions).where(eq(jobVersions.id, versionId)).get()?.n;
      selections.set(versionId, job && n !== undefined ? versionSelection(job, n) : null);
    }
    return { job, selection: selections.get(versionId) ?? null };
  };
}

/** The invoices issued from `from` to `to` (issue days, inclusive), not void, by day and number. */
export function bookedInvoices(range: BookRange): Booked[] {
  const rows = getDb()
    .select()
    .from(invoices)
    .where(and(between(invoices.issueDay, range.from, range.to), isNull(invoices.voidedAt)))
    .orderBy(asc(invoices.issueDay), asc(invoices.number))
    .all();
  const read = selectionReader();
  return rows.map((row) => {
    const { job, selection } = read(row.jobId, row.jobVersionId);
    const client = selection?.terms.client ?? { clientName: job?.clientName ?? '', clientAddress: job?.clientAddress ?? '', contactName: '', contactTitle: '', contactPhone: '', contactEmail: '' };
    const proposalNo = job?.proposalNo ?? '';
    const address = parseTypedAddress(client.clientAddress);
    const invoice: BookInvoice = {
      number: row.number,
      customer: client.clientName,
      email: client.contactEmail,
      issueDay: row.issueDay,
      dueDay: row.dueDay,
      terms: selection?.terms.jobTerms ?? '',
      reference: selection?.terms.clientReference || proposalNo,
      memo: job ? `Job ${job.jobNumber} ${job.jobName}` : '',
      currency: row.currency,
      amount: row.amount,
      taxAmount: row.taxAmount,
      lines: bookLines(row, selection, proposalNo),
    };
    return { invoice, address, customer: { name: client.clientName, contact: client.contactName, email: client.contactEmail, phone: displayPhone(client.contactPhone), address } };
  });
}

/** The payments received from `from` to `to` (their days, inclusive), reversed ones left out. */
export function bookedPayments(range: BookRange) {
  return getDb()
    .select({ day: payments.day, amount: payments.amount, method: payments.method, reference: payments.reference, invoiceNumber: invoices.number, currency: invoices.currency, jobId: invoices.jobId, versionId: invoices.jobVersionId })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(and(between(payments.day, range.from, range.to), isNull(payments.reversedAt)))
    .orderBy(asc(payments.day), asc(payments.id))
    .all();
}

function csv(header: readonly string[], rows: string[][]): string {
  // A byte-order mark so a spreadsheet reads UTF-8; Windows line ends as the catalogue export writes them.
  return '\ufeff' + stringify([[...header], ...rows], { record_delimiter: 'windows' });
}

export type BookExport = { fileName: string; csv: string };

export function bookExport(file: BookFile, range: BookRange): BookExport {
  const fileName = bookFileName(file, range);
  if (file === 'payments') {
    const read = selectionReader();
    const rows = bookedPayments(range).map((p) => {
      const { job, selection } = read(p.jobId, p.versionId);
      return paymentRow({ ...p, customer: selection?.terms.client.clientName ?? job?.clientName ?? '' });
    });
    return { fileName, csv: csv(PAYMENT_COLUMNS, rows) };
  }
  const booked = bookedInvoices(range);
  if (file === 'customers') {
    const seen = new Map<string, BookCustomer>();
    for (const b of booked) if (!seen.has(b.customer.name)) seen.set(b.customer.name, b.customer);
    return { fileName, csv: csv(CUSTOMER_COLUMNS, [...seen.values()].sort((a, b) => a.name.localeCompare(b.name, 'en')).map(customerRow)) };
  }
  if (file === 'xero-invoices') return { fileName, csv: csv(XERO_INVOICE_COLUMNS, booked.flatMap((b) => xeroRows(b.invoice, b.address))) };
  return { fileName, csv: csv(QUICKBOOKS_INVOICE_COLUMNS, booked.flatMap((b) => quickbooksRows(b.invoice))) };
}

/** The export as a download. */
export function bookExportResponse(file: BookFile, range: BookRange): Response {
  const { fileName, csv: text } = bookExport(file, range);
  return new Response(text, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
