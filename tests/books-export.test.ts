/**
 * The books export: invoices inserted directly (issuing them is another module's work) come back through
 * csv-parse with the layouts' documented columns, a full invoice as one row per counted line whose taxes
 * sum to the invoice's tax to the cent, a deposit as its one line, void invoices and reversed payments left
 * out, and formula-like text neutralised. The last block reads both invoice files by the column names the
 * providers document (written out here, not taken from the code that writes them; see
 * docs/invoices.md § For the books) and sums them back to every invoice that stands, and the payments file to
 * what was paid on each.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { eq, isNull } from 'drizzle-orm';
import { getDb, schema } from '../app/server/db.server';
import { getJob } from '../app/server/jobs/job-detail.server';
import { approvedSelection } from '../app/server/choices/approved-selection.server';
import { bookExport } from '../app/server/books/books.server';
import { QUICKBOOKS_INVOICE_COLUMNS, XERO_INVOICE_COLUMNS, PAYMENT_COLUMNS, CUSTOMER_COLUMNS } from '../app/domain/books/rows';
import { makeApprovedJob } from './support/approved-job';
import { listJobs } from '../app/server/jobs/job-list.server';
import { moneyDue } from '../app/server/books/money-due.server';

const range = { from: '2026-11-01', to: '2026-11-30' };
const cents = (s: string) => Math.round(Number(s) * 100);
const rowsOf = (text: string) => parse(text.replace(/^\ufeff/, ''), { columns: true }) as Record<string, string>[];

let grand = 0;
const numbers: Record<string, string> = {};
let tax = 0;

function insertInvoice(values: Partial<typeof schema.invoices.$inferInsert> & { number: string; jobId: number; jobVersionId: number; amount: number; taxAmount: number }) {
  return getDb()
    .insert(schema.invoices)
    .values({ kind: 'full', currency: 'USD', issueDay: '2026-11-10', dueDay: '2026-12-10', fileName: `${values.number}.pdf`, pdf: Buffer.from('%PDF'), sha256: 'x', issuedAt: Date.now(), ...values })
    .returning()
    .get();
}

beforeAll(() => {
  const f = makeApprovedJob({ client: { clientName: '=Evil Co' }, clientReference: 'PO-1' });
  const sel = approvedSelection(getJob(f.jobId)!)!;
  grand = sel.client.grandTotal;
  tax = sel.client.tax.cents;
  const full = insertInvoice({ number: 'INV-1001', jobId: f.jobId, jobVersionId: f.versionId, amount: grand, taxAmount: tax });
  numbers.net30 = getJob(f.jobId)!.jobNumber;
  const g = makeApprovedJob({ jobTerms: '50% Deposit / 50% before install' });
  numbers.depositPaid = getJob(g.jobId)!.jobNumber;
  numbers.depositNotInvoiced = getJob(makeApprovedJob({ jobTerms: 'Prepayment' }).jobId)!.jobNumber;
  const dep = insertInvoice({ number: 'INV-1002', kind: 'deposit', jobId: g.jobId, jobVersionId: g.versionId, amount: 10_825, taxAmount: 825, issueDay: '2026-11-12', dueDay: null });
  insertInvoice({ number: 'INV-1003', jobId: g.jobId, jobVersionId: g.versionId, amount: 500, taxAmount: 0, voidedAt: Date.now(), voidReason: 'typo' });
  insertInvoice({ number: 'INV-0999', jobId: g.jobId, jobVersionId: g.versionId, amount: 500, taxAmount: 0, issueDay: '2026-10-31' });
  const pay = (invoiceId: number, amount: number, extra: Partial<typeof schema.payments.$inferInsert> = {}) =>
    getDb().insert(schema.payments).values({ invoiceId, amount, day: '2026-11-15', method: 'cheque', reference: '+1234', recordedAt: Date.now(), ...extra }).run();
  pay(full.id, 5000);
  pay(dep.id, 10_825, { method: 'card', reference: 'auth 77' });
  pay(dep.id, 999, { reversedAt: Date.now(), reversalReason: 'bounced' });
  expect(getDb().select().from(schema.invoices).where(eq(schema.invoices.jobId, f.jobId)).all()).toHaveLength(1);
});

describe('the books export', () => {
  it('writes QuickBooks Online rows: a row per counted line, taxes summing to the invoice tax, amounts to the invoice', () => {
    const text = bookExport('quickbooks-invoices', range).csv;
    expect(parse(text.replace(/^\ufeff/, ''))[0]).toEqual([...QUICKBOOKS_INVOICE_COLUMNS]);
    const rows = rowsOf(text);
    expect([...new Set(rows.map((r) => r.InvoiceNo))]).toEqual(['INV-1001', 'INV-1002']);
    const full = rows.filter((r) => r.InvoiceNo === 'INV-1001');
    expect(full).toHaveLength(3);
    expect(full.reduce((s, r) => s + cents(r.ItemTaxAmount!), 0)).toBe(tax);
    expect(full.reduce((s, r) => s + cents(r.ItemAmount!) + cents(r.ItemTaxAmount!), 0)).toBe(grand);
    expect(full[0]).toMatchObject({ Customer: "'=Evil Co", InvoiceDate: '11/10/2026', DueDate: '12/10/2026', Terms: 'Net30', ItemTaxCode: 'TAX', Currency: 'USD' });
    const deposit = rows.filter((r) => r.InvoiceNo === 'INV-1002');
    expect(deposit).toEqual([expect.objectContaining({ ItemDescription: expect.stringMatching(/^Deposit \(50%\) on proposal .+ version 1$/), ItemAmount: '100.00', ItemTaxAmount: '8.25', DueDate: '11/12/2026' })]);
  });

  it('writes the same invoices in Xero\'s template columns', () => {
    const text = bookExport('xero-invoices', range).csv;
    expect(parse(text.replace(/^\ufeff/, ''))[0]).toEqual([...XERO_INVOICE_COLUMNS]);
    const rows = rowsOf(text).filter((r) => r['*InvoiceNumber'] === 'INV-1001');
    expect(rows.reduce((s, r) => s + cents(r.TaxAmount!), 0)).toBe(tax);
    expect(rows.reduce((s, r) => s + Math.round(Number(r['*Quantity']) * cents(r['*UnitAmount']!)), 0)).toBe(grand - tax);
    expect(rows[0]).toMatchObject({ Reference: 'PO-1', '*AccountCode': '200', '*TaxType': 'Tax on Sales', POCity: 'Springfield', PORegion: 'IL' });
  });

  it('writes the payments that stand and the customers of the range', () => {
    const payments = rowsOf(bookExport('payments', range).csv);
    expect(Object.keys(payments[0]!)).toEqual([...PAYMENT_COLUMNS]);
    expect(payments.map((p) => [p.InvoiceNo, p.Amount, p.Method, p.Reference])).toEqual([
      ['INV-1001', '50.00', 'cheque', "'+1234"],
      ['INV-1002', '108.25', 'card', 'auth 77'],
    ]);
    const customers = rowsOf(bookExport('customers', range).csv);
    expect(Object.keys(customers[0]!)).toEqual([...CUSTOMER_COLUMNS]);
    expect(customers).toHaveLength(2);
  });

  it('filters the jobs list by Deposit due (not invoiced counts) and Unpaid (owed on an issued invoice)', () => {
    const shown = (status: string) => listJobs({ status }).jobs.map((j) => j.jobNumber).sort();
    // The deposit job's deposit is paid; its INV-0999 (October) is still owed, so it is Unpaid too.
    expect(shown('deposit-due')).toEqual([numbers.depositNotInvoiced]);
    expect(shown('unpaid')).toEqual([numbers.net30, numbers.depositPaid].sort());
  });

  it("lists Home's outstanding deposits and overdue invoices with what is owed", () => {
    const due = moneyDue();
    expect(due.deposits.map((d) => d.jobNumber)).toEqual([numbers.depositNotInvoiced]);
    expect(due.overdue.filter((i) => i.dueDay < '2026-11-28').map((i) => i.number)).toEqual(due.overdue.map((i) => i.number));
  });
});

/** QuickBooks Online's invoice import headers (its sample file; they map without manual mapping). */
const QUICKBOOKS_DOCUMENTED = ['InvoiceNo', 'Customer', 'InvoiceDate', 'DueDate', 'Terms', 'Memo', 'Item(Product/Service)', 'ItemDescription', 'ItemQuantity', 'ItemRate', 'ItemAmount', 'ItemTaxCode', 'ItemTaxAmount', 'Currency'];
/** Xero's sales invoice import template, in its order ('*' marks what Xero requires). */
const XERO_DOCUMENTED = [
  '*ContactName', 'EmailAddress', 'POAddressLine1', 'POAddressLine2', 'POAddressLine3', 'POAddressLine4', 'POCity', 'PORegion', 'POPostalCode', 'POCountry',
  '*InvoiceNumber', 'Reference', '*InvoiceDate', '*DueDate', 'Total', 'InventoryItemCode', '*Description', '*Quantity', '*UnitAmount', 'Discount', '*AccountCode', '*TaxType', 'TaxAmount',
  'TrackingName1', 'TrackingOption1', 'TrackingName2', 'TrackingOption2', 'Currency', 'BrandingTheme',
];

/** Sums `value` of each row by its invoice number. */
function byInvoice(rows: Record<string, string>[], key: string, value: (r: Record<string, string>) => number): Map<string, number> {
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(r[key]!, (sums.get(r[key]!) ?? 0) + value(r));
  return sums;
}

describe('the invoice files read back with the providers\' documented columns', () => {
  const standing = () =>
    getDb()
      .select()
      .from(schema.invoices)
      .where(isNull(schema.invoices.voidedAt))
      .all()
      .filter((i) => i.issueDay >= range.from && i.issueDay <= range.to);
  const usDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

  it('QuickBooks Online: each invoice\'s rows add up to its amount and its tax to the cent, a row\'s amount is its quantity times its rate, dates MM/DD/YYYY', () => {
    const rows = parse(bookExport('quickbooks-invoices', range).csv, { bom: true, columns: QUICKBOOKS_DOCUMENTED, fromLine: 2, relaxColumnCount: false }) as Record<string, string>[];
    expect(parse(bookExport('quickbooks-invoices', range).csv, { bom: true, toLine: 1 })[0]).toEqual(QUICKBOOKS_DOCUMENTED);
    const totals = byInvoice(rows, 'InvoiceNo', (r) => cents(r.ItemAmount!) + cents(r.ItemTaxAmount!));
    const taxes = byInvoice(rows, 'InvoiceNo', (r) => cents(r.ItemTaxAmount!));
    expect(standing().length).toBeGreaterThan(1);
    expect([...totals.keys()].sort()).toEqual(standing().map((i) => i.number).sort());
    for (const invoice of standing()) {
      expect(totals.get(invoice.number)).toBe(invoice.amount);
      expect(taxes.get(invoice.number)).toBe(invoice.taxAmount);
      const first = rows.find((r) => r.InvoiceNo === invoice.number)!;
      expect([first.InvoiceDate, first.DueDate]).toEqual([usDay(invoice.issueDay), usDay(invoice.dueDay ?? invoice.issueDay)]);
    }
    for (const r of rows) expect(Math.round(Number(r.ItemQuantity) * cents(r.ItemRate!))).toBe(cents(r.ItemAmount!));
  });

  it('Xero: each invoice\'s rows (quantity times unit amount, plus tax) add up to its amount and its tax to the cent, dates MM/DD/YYYY', () => {
    const csv = bookExport('xero-invoices', range).csv;
    expect(parse(csv, { bom: true, toLine: 1 })[0]).toEqual(XERO_DOCUMENTED);
    const rows = parse(csv, { bom: true, columns: XERO_DOCUMENTED, fromLine: 2 }) as Record<string, string>[];
    const totals = byInvoice(rows, '*InvoiceNumber', (r) => Math.round(Number(r['*Quantity']) * cents(r['*UnitAmount']!)) + cents(r.TaxAmount!));
    const taxes = byInvoice(rows, '*InvoiceNumber', (r) => cents(r.TaxAmount!));
    expect([...totals.keys()].sort()).toEqual(standing().map((i) => i.number).sort());
    for (const invoice of standing()) {
      expect(totals.get(invoice.number)).toBe(invoice.amount);
      expect(taxes.get(invoice.number)).toBe(invoice.taxAmount);
      expect(rows.find((r) => r['*InvoiceNumber'] === invoice.number)!['*InvoiceDate']).toBe(usDay(invoice.issueDay));
    }
    for (const r of rows) expect(r.Total).toBe('');
  });

  it('the payments file adds up, invoice by invoice, to the payments that stand', () => {
    const rows = parse(bookExport('payments', range).csv, { bom: true, columns: true }) as Record<string, string>[];
    const paid = byInvoice(rows, 'InvoiceNo', (r) => cents(r.Amount!));
    const standingPayments = getDb().select().from(schema.payments).where(isNull(schema.payments.reversedAt)).all();
    for (const invoice of standing()) {
      const expected = standingPayments.filter((p) => p.invoiceId === invoice.id && p.day >= range.from && p.day <= range.to).reduce((sum, p) => sum + p.amount, 0);
      expect(paid.get(invoice.number) ?? 0).toBe(expected);
    }
  });
});
