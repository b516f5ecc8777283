/**
 * The invoices a version's payment terms call for, and the figures of the next one to issue
 * (docs/invoices.md § The plan by terms). Pure; integer cents.
 *
 * - '50% Deposit / 50% before install' and '50% Deposit / 50% upon completion': a deposit invoice of the
 *   deposit rule's share (app/domain/proposal/deposit.ts, due on issue) and a balance invoice of the rest.
 * - 'Prepayment': one invoice of 100%, due on issue.
 * - 'COD': one invoice at completion, due on delivery (no due day); 'Net30' / 'Net45': due 30 / 45 days after
 *   issue. No terms at all reads as COD.
 *
 * The invoices that stand (voided ones count for nothing) always add up to the approved grand total: the last
 * invoice of the plan (balance, or the one full invoice) takes the remaining cents, and its tax is the tax
 * not yet invoiced. A deposit's tax is the grand total's tax in the deposit's proportion, rounded once to the
 * cent (halves away from zero).
 */
import { depositDue } from '~/domain/proposal/deposit';

export const INVOICE_KINDS = ['deposit', 'balance', 'full'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** When an invoice is due: on issue, on a later day, or on delivery / before install / upon completion (no day). */
export type DueRule = { kind: 'on-issue' } | { kind: 'days'; days: number } | { kind: 'no-day'; words: string };

export type PlannedInvoice = { kind: InvoiceKind; label: string; due: DueRule };

const NET_DAYS: Record<string, number> = { Net30: 30, Net45: 45 };

/** The invoices the terms call for, in the order they are issued. */
export function invoicePlan(terms: string | null | undefined): PlannedInvoice[] {
  if (terms === '50% Deposit / 50% before install' || terms === '50% Deposit / 50% upon completion') {
    const balanceWords = terms.endsWith('before install') ? 'Due before install' : 'Due upon completion';
    return [
      { kind: 'deposit', label: 'Deposit invoice', due: { kind: 'on-issue' } },
      { kind: 'balance', label: 'Balance invoice', due: { kind: 'no-day', words: balanceWords } },
    ];
  }
  if (terms === 'Prepayment') return [{ kind: 'full', label: 'Invoice', due: { kind: 'on-issue' } }];
  const days = terms ? NET_DAYS[terms] : undefined;
  if (days !== undefined) return [{ kind: 'full', label: 'Invoice', due: { kind: 'days', days } }];
  return [{ kind: 'full', label: 'Invoice', due: { kind: 'no-day', words: 'Due on delivery' } }];
}

/** An invoice already issued for the version (voided ones are passed too and left out here). */
export type IssuedInvoice = { kind: InvoiceKind; amount: number; taxAmount: number; voided: boolean };

export type ApprovedFigures = { grandTotal: number; tax: number; terms: string | null };

export type NextInvoice = {
  kind: InvoiceKind;
  label: string;
  due: DueRule;
  /** The amount of this invoice, tax included. */
  amount: number;
  taxAmount: number;
  /** What the invoices that stand already bill (the balance invoice deducts it). */
  invoicedBefore: number;
};

/** total x part / whole, rounded once to the cent, halves away from zero (in BigInt, so no float moves a half). */
function share(total: number, part: number, whole: number): number {
  if (whole <= 0 || total <= 0 || part <= 0) return 0;
  const t = BigInt(total) * BigInt(part) * 2n + BigInt(whole);
  return Number(t / (BigInt(whole) * 2n));
}

/**
 * The figures of invoice `kind` issued now, or a refusal in words: the terms do not call for it, it stands
 * already (void it to issue again), or the deposit must come first.
 */
export function nextInvoice(figures: ApprovedFigures, issued: readonly IssuedInvoice[], kind: InvoiceKind): { ok: true; value: NextInvoice } | { ok: false; message: string } {
  const plan = invoicePlan(figures.terms);
  const planned = plan.find((p) => p.kind === kind);
  if (!planned) return { ok: false, message: `The payment terms (${figures.terms ?? 'none'}) call for no ${kind} invoice` };
  const standing = issued.filter((i) => !i.voided);
  if (standing.some((i) => i.kind === kind)) return { ok: false, message: `The ${planned.label.toLowerCase()} is already issued; void it to issue it again` };
  const invoicedBefore = standing.reduce((sum, i) => sum + i.amount, 0);
  const taxBefore = standing.reduce((sum, i) => sum + i.taxAmount, 0);
  if (kind === 'deposit') {
    const deposit = depositDue(figures.grandTotal, figures.terms);
    const amount = deposit?.cents ?? 0;
    // The balance already stands (its deposit was voided): the deposit it deducted is what is owed.
    const owed = standing.length ? figures.grandTotal - invoicedBefore : amount;
    const taxAmount = standing.length ? figures.tax - taxBefore : share(figures.tax, owed, figures.grandTotal);
    return { ok: true, value: { kind, label: planned.label, due: planned.due, amount: owed, taxAmount, invoicedBefore } };
  }
  if (kind === 'balance' && !standing.some((i) => i.kind === 'deposit')) return { ok: false, message: 'Issue the deposit invoice first' };
  // The last invoice of the plan takes the remaining cents and the tax not yet invoiced.
  return { ok: true, value: { kind, label: planned.label, due: planned.due, amount: figures.grandTotal - invoicedBefore, taxAmount: figures.tax - taxBefore, invoicedBefore } };
}

/** The invoices of the plan that can be issued now (each with its figures). */
export function invoicesToIssue(figures: ApprovedFigures, issued: readonly IssuedInvoice[]): NextInvoice[] {
  return invoicePlan(figures.terms)
    .map((p) => nextInvoice(figures, issued, p.kind))
    .flatMap((r) => (r.ok ? [r.value] : []));
}

/** The due day ('yyyy-MM-dd') of an invoice issued on `issueDay`, or null when it has none. */
export function dueDayOf(due: DueRule, issueDay: string): string | null {
  if (due.kind === 'no-day') return null;
  if (due.kind === 'on-issue') return issueDay;
  const [y, m, d] = issueDay.split('-').map(Number);
  const at = new Date(Date.UTC(y!, m! - 1, d! + due.days));
  return at.toISOString().slice(0, 10);
}

/** The button that issues it: 'Issue deposit invoice', 'Issue balance invoice', 'Issue invoice'. */
export function issueButtonText(kind: InvoiceKind): string {
  return kind === 'full' ? 'Issue invoice' : `Issue ${kind} invoice`;
}
