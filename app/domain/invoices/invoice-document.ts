/**
 * What an invoice PDF prints, as text (docs/invoices.md § The invoice PDF): the proposal's letterhead and
 * parties, the invoice's number, issue and due days, the accepted proposal's number and date, the PO, the lines
 * billed in words, the approved totals, what this invoice bills (with what was invoiced and paid before
 * deducted on a balance invoice), the amount due and how to pay. Pure.
 */
import { formatCents } from '~/domain/money';
import { formatListDate } from '~/domain/dates';
import { CURRENCY_NAMES, type Currency } from '~/domain/proposal/currency';
import type { DocumentParty, ProposalModel } from '~/domain/proposal/document';
import type { InvoiceKind } from './plan';

export type InvoiceBefore = { number: string; label: string; amount: number; paid: number };

export type InvoiceFacts = {
  number: string;
  kind: InvoiceKind;
  /** 'December 1, 2026' */
  issuedOn: string;
  /** 'December 31, 2026', or words ('Due on delivery') when it has no due day. */
  dueText: string;
  /** The accepted proposal: 'P-1234 · Version 2', accepted on 'November 20, 2026'. */
  proposalText: string;
  acceptedOn: string | null;
  amount: number;
  taxAmount: number;
  grandTotal: number;
  subtotal: number;
  tax: number;
  taxLabel: string;
  currency: Currency;
  /** The invoices that stand before this one, with what was paid on each. */
  before: InvoiceBefore[];
  howToPay: string;
  terms: string | null;
};

export type InvoiceDocumentModel = {
  party: DocumentParty;
  title: string;
  meta: [string, string][];
  rows: ProposalModel['rows'];
  totals: [string, string][];
  /** What this invoice bills, line by line: the share, then each earlier invoice deducted. */
  billing: [string, string][];
  amountDue: string;
  dueText: string;
  taxNote: string;
  currencyNote: string;
  howToPay: string;
};

export const INVOICE_TITLES: Record<InvoiceKind, string> = { deposit: 'Deposit invoice', balance: 'Balance invoice', full: 'Invoice' };

export function invoiceDocumentModel(party: DocumentParty, rows: ProposalModel['rows'], f: InvoiceFacts): InvoiceDocumentModel {
  const paidBefore = f.before.reduce((s, b) => s + b.paid, 0);
  const billing: [string, string][] =
    f.kind === 'balance'
      ? [
          ...f.before.map((b): [string, string] => [`Less ${b.label.toLowerCase()} ${b.number} (paid ${formatCents(b.paid)})`, `-${formatCents(b.amount)}`]),
          ['Balance of this invoice', formatCents(f.amount)],
        ]
      : f.kind === 'deposit'
        ? [[`Deposit of this invoice (${f.terms ?? 'as agreed'})`, formatCents(f.amount)]]
        : [['This invoice (the approved total)', formatCents(f.amount)]];
  return {
    party,
    title: INVOICE_TITLES[f.kind],
    meta: [
      ['Invoice no.', f.number],
      ['Issued', f.issuedOn],
      // 'Due before install' reads 'Due: Before install' in the facts.
      ['Due', f.dueText.startsWith('Due ') ? f.dueText.charAt(4).toUpperCase() + f.dueText.slice(5) : f.dueText],
      // On the first page too: with many lines the amount-due box moves to a later page.
      ['Amount due', formatCents(f.amount)],
      ['Proposal', f.proposalText],
      ...(f.acceptedOn ? ([['Accepted', f.acceptedOn]] as [string, string][]) : []),
      ...(party.job.clientReference ? ([['Client PO / Ref.', party.job.clientReference]] as [string, string][]) : []),
      ['Currency', f.currency],
    ],
    rows,
    totals: [
      ['Subtotal', formatCents(f.subtotal)],
      [f.taxLabel, formatCents(f.tax)],
      [`Approved total (${f.currency})`, formatCents(f.grandTotal)],
    ],
    billing,
    amountDue: formatCents(f.amount),
    // Under the amount due: 'Due November 28, 2026', or the words of an invoice with no due day.
    dueText: f.dueText.startsWith('Due ') ? f.dueText : `Due ${f.dueText}`,
    taxNote: `Of which tax: ${formatCents(f.taxAmount)}.${paidBefore ? ` Paid so far on earlier invoices: ${formatCents(paidBefore)}.` : ''}`,
    currencyNote: `All amounts are in ${CURRENCY_NAMES[f.currency]} (${f.currency}).`,
    howToPay: f.howToPay,
  };
}

/** The file name of an invoice's PDF: 'Invoice INV-2026-0001 - Main St Store.pdf'. */
export function invoiceFileName(number: string, jobName: string): string {
  const safe = [...`${number} - ${jobName}`].map((c) => (c < ' ' || '\\/:*?"<>|'.includes(c) ? ' ' : c)).join('').replace(/\s+/g, ' ').trim().slice(0, 120);
  return `Invoice ${safe}.pdf`;
}

/** 'December 26, 2026' from '2026-12-26' (a calendar day, no time zone shift). */
export function invoiceDayText(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return formatListDate(new Date(y!, m! - 1, d!));
}

/** When an invoice is due in words: its day, or what it waits for (a balance: install or completion; else delivery). */
export function invoiceDueText(dueDay: string | null, kind: InvoiceKind, terms: string | null): string {
  if (dueDay) return invoiceDayText(dueDay);
  if (kind === 'balance') return terms?.endsWith('before install') ? 'Due before install' : 'Due upon completion';
  return 'Due on delivery';
}
