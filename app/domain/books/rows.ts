/**
 * What the books export writes (docs/invoices.md § For the books): one row per invoice line with its share
 * of the invoice's tax, in the layouts QuickBooks Online and Xero import, and the payments and customers.
 * Pure; integer cents in, the layouts' text out.
 */
import { escapeCell } from '~/domain/catalogue-transfer/sheets';

/** Splits `tax` over lines in proportion to their amounts, so the shares sum to `tax` to the cent (largest remainder). */
export function splitTax(tax: number, amounts: readonly number[]): number[] {
  const total = amounts.reduce((s, a) => s + a, 0);
  if (amounts.length === 0) return [];
  if (total === 0) return amounts.map((_a, i) => (i === 0 ? tax : 0));
  const exact = amounts.map((a) => (tax * a) / total);
  const shares = exact.map((x) => Math.floor(x));
  let left = tax - shares.reduce((s, a) => s + a, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left -= 1) shares[order[k]!.i]! += 1;
  return shares;
}

/** One line of an invoice as the books read it: net amount (before tax) in cents. */
export type BookLine = { description: string; quantity: number; amount: number };

export type BookInvoice = {
  number: string;
  customer: string;
  email: string;
  /** 'yyyy-MM-dd'. */
  issueDay: string;
  /** 'yyyy-MM-dd', or null when due on receipt (the issue day is written). */
  dueDay: string | null;
  terms: string;
  /** The client's PO, else the proposal number. */
  reference: string;
  memo: string;
  currency: string;
  /** Tax-inclusive total and its tax, in cents, as issued. */
  amount: number;
  taxAmount: number;
  lines: BookLine[];
};

export type BookRow = { line: BookLine; tax: number; quantity: number; rate: number };

/**
 * The invoice's rows with their tax. The lines' net amounts must sum to amount - tax; when they do not (an
 * invoice the lines no longer explain) the invoice is one row of its net amount, so the books still match it.
 */
export function invoiceRows(invoice: BookInvoice): BookRow[] {
  const net = invoice.amount - invoice.taxAmount;
  const sum = invoice.lines.reduce((s, l) => s + l.amount, 0);
  const lines = invoice.lines.length > 0 && sum === net ? invoice.lines : [{ description: invoice.lines.length === 1 ? invoice.lines[0]!.description : `Invoice ${invoice.number}`, quantity: 1, amount: net }];
  const taxes = splitTax(invoice.taxAmount, lines.map((l) => l.amount));
  return lines.map((line, i) => {
    // A quantity stays when the amount divides into whole cents; else the row is 1 of the whole amount.
    const even = line.quantity > 0 && line.amount % line.quantity === 0;
    return { line, tax: taxes[i]!, quantity: even ? line.quantity : 1, rate: even ? line.amount / line.quantity : line.amount };
  });
}

/** Cents as the layouts' plain decimal: 123450 -> '1234.50' (no symbol, no thousands separator). */
export const decimal = (cents: number) => (cents / 100).toFixed(2);

/** 'yyyy-MM-dd' as MM/DD/YYYY: QuickBooks Online's import is told this format; Xero reads it for a US organisation. */
export function usDate(day: string): string {
  const [y, m, d] = day.split('-');
  return `${m}/${d}/${y}`;
}

/** Text as a cell: one a spreadsheet would run as a formula is neutralised as the catalogue export does. */
export const text = (value: string) => escapeCell(value);

/** QuickBooks Online's invoice import columns (its 'Import invoices' sample file). */
export const QUICKBOOKS_INVOICE_COLUMNS = [
  'InvoiceNo',
  'Customer',
  'InvoiceDate',
  'DueDate',
  'Terms',
  'Memo',
  'Item(Product/Service)',
  'ItemDescription',
  'ItemQuantity',
  'ItemRate',
  'ItemAmount',
  'ItemTaxCode',
  'ItemTaxAmount',
  'Currency',
] as const;

/** The Product/Service every row books to in QuickBooks: it must exist there (a Service) before the first import. */
export const QUICKBOOKS_ITEM = 'Signs and installation';

export function quickbooksRows(invoice: BookInvoice): string[][] {
  return invoiceRows(invoice).map((r) => [
    text(invoice.number),
    text(invoice.customer),
    usDate(invoice.issueDay),
    usDate(invoice.dueDay ?? invoice.issueDay),
    text(invoice.terms),
    text(invoice.memo),
    QUICKBOOKS_ITEM,
    text(r.line.description),
    String(r.quantity),
    decimal(r.rate),
    decimal(r.line.amount),
    r.tax > 0 ? 'TAX' : 'NON',
    decimal(r.tax),
    invoice.currency,
  ]);
}

/** Xero's sales invoice import template columns ('*' marks the ones it requires, as its template does). */
export const XERO_INVOICE_COLUMNS = [
  '*ContactName',
  'EmailAddress',
  'POAddressLine1',
  'POAddressLine2',
  'POAddressLine3',
  'POAddressLine4',
  'POCity',
  'PORegion',
  'POPostalCode',
  'POCountry',
  '*InvoiceNumber',
  'Reference',
  '*InvoiceDate',
  '*DueDate',
  // Left empty: Xero works an invoice's total out from its lines (the template has the column all the same).
  'Total',
  'InventoryItemCode',
  '*Description',
  '*Quantity',
  '*UnitAmount',
  'Discount',
  '*AccountCode',
  '*TaxType',
  'TaxAmount',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
  'Currency',
  'BrandingTheme',
] as const;

/** The revenue account every row books to in Xero (its default Sales account), and the tax rates' names. */
export const XERO_ACCOUNT_CODE = '200';
export const XERO_TAX_TYPES = { taxed: 'Tax on Sales', exempt: 'Tax Exempt' } as const;

export type BookAddress = { street: string; city: string; state: string; zipCode: string; country: string };

export function xeroRows(invoice: BookInvoice, address: BookAddress): string[][] {
  return invoiceRows(invoice).map((r) => [
    text(invoice.customer),
    text(invoice.email),
    text(address.street),
    '',
    '',
    '',
    text(address.city),
    text(address.state),
    text(address.zipCode),
    text(address.country),
    text(invoice.number),
    text(invoice.reference),
    usDate(invoice.issueDay),
    usDate(invoice.dueDay ?? invoice.issueDay),
    '',
    '',
    text(r.line.description),
    String(r.quantity),
    decimal(r.rate),
    '',
    XERO_ACCOUNT_CODE,
    r.tax > 0 ? XERO_TAX_TYPES.taxed : XERO_TAX_TYPES.exempt,
    decimal(r.tax),
    '',
    '',
    '',
    '',
    invoice.currency,
    '',
  ]);
}

export const PAYMENT_COLUMNS = ['Date', 'InvoiceNo', 'Customer', 'Amount', 'Method', 'Reference', 'Currency'] as const;
export type BookPayment = { day: string; invoiceNumber: string; customer: string; amount: number; method: string; reference: string; currency: string };

export function paymentRow(p: BookPayment): string[] {
  return [usDate(p.day), text(p.invoiceNumber), text(p.customer), decimal(p.amount), text(p.method), text(p.reference), p.currency];
}

export const CUSTOMER_COLUMNS = ['Name', 'Contact', 'Email', 'Phone', 'Street', 'City', 'State', 'ZIP', 'Country'] as const;
export type BookCustomer = { name: string; contact: string; email: string; phone: string; address: BookAddress };

export function customerRow(c: BookCustomer): string[] {
  return [text(c.name), text(c.contact), text(c.email), text(c.phone), text(c.address.street), text(c.address.city), text(c.address.state), text(c.address.zipCode), text(c.address.country)];
}

/** A deposit invoice's one line: 'Deposit (50%) on proposal DHCP-12 version 2'. */
export function depositLine(sharePercent: number, proposalNo: string, versionNumber: number): string {
  return `Deposit (${sharePercent}%) on proposal ${proposalNo} version ${versionNumber}`;
}

/** A balance invoice's one line: 'Balance on proposal DHCP-12 version 2'. */
export function balanceLine(proposalNo: string, versionNumber: number): string {
  return `Balance on proposal ${proposalNo} version ${versionNumber}`;
}
