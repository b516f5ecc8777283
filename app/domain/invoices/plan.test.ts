import { describe, expect, it } from 'vitest';
import { dueDayOf, invoicePlan, invoicesToIssue, issueButtonText, nextInvoice, type IssuedInvoice } from './plan';
import { counterKey, formatInvoiceNumber, invoicePatternSchema } from './number';
import { paymentSchema } from './payment-form';

const issue = (figures: Parameters<typeof nextInvoice>[0], issued: IssuedInvoice[], kind: IssuedInvoice['kind']) => {
  const r = nextInvoice(figures, issued, kind);
  if (!r.ok) throw new Error(r.message);
  return r.value;
};
const asIssued = (n: { kind: IssuedInvoice['kind']; amount: number; taxAmount: number }, voided = false): IssuedInvoice => ({ kind: n.kind, amount: n.amount, taxAmount: n.taxAmount, voided });

describe('the invoices each set of terms calls for', () => {
  it('50/50 terms: a deposit then a balance; the balance is due before install or upon completion, with no day', () => {
    expect(invoicePlan('50% Deposit / 50% before install').map((p) => [p.kind, p.due])).toEqual([
      ['deposit', { kind: 'on-issue' }],
      ['balance', { kind: 'no-day', words: 'Due before install' }],
    ]);
    expect(invoicePlan('50% Deposit / 50% upon completion')[1]!.due).toEqual({ kind: 'no-day', words: 'Due upon completion' });
  });

  it('Prepayment: one invoice due now; COD (and no terms) on delivery; Net30 and Net45 in 30 and 45 days', () => {
    expect(invoicePlan('Prepayment')).toEqual([{ kind: 'full', label: 'Invoice', due: { kind: 'on-issue' } }]);
    expect(invoicePlan('COD')[0]!.due).toEqual({ kind: 'no-day', words: 'Due on delivery' });
    expect(invoicePlan(null)[0]!.due).toEqual({ kind: 'no-day', words: 'Due on delivery' });
    expect(dueDayOf(invoicePlan('Net30')[0]!.due, '2026-11-28')).toBe('2026-12-28');
    expect(dueDayOf(invoicePlan('Net45')[0]!.due, '2026-12-20')).toBe('2027-02-03');
    expect(dueDayOf(invoicePlan('Prepayment')[0]!.due, '2026-11-28')).toBe('2026-11-28');
    expect(dueDayOf(invoicePlan('COD')[0]!.due, '2026-11-28')).toBeNull();
  });

  it('one full invoice bills the whole grand total and its tax', () => {
    for (const terms of ['Prepayment', 'COD', 'Net30', 'Net45']) {
      const full = issue({ grandTotal: 123_457, tax: 9_457, terms }, [], 'full');
      expect([full.amount, full.taxAmount]).toEqual([123_457, 9_457]);
      expect(nextInvoice({ grandTotal: 123_457, tax: 9_457, terms }, [], 'deposit').ok).toBe(false);
    }
  });

  it('names its buttons in the shop words', () => {
    expect(['deposit', 'balance', 'full'].map((k) => issueButtonText(k as 'deposit'))).toEqual(['Issue deposit invoice', 'Issue balance invoice', 'Issue invoice']);
  });
});

describe('rounding: the invoices add up to the grand total to the cent', () => {
  it('$1,000.01 at 50/50: the deposit rounds half away from zero, the balance takes the rest', () => {
    const figures = { grandTotal: 100_001, tax: 0, terms: '50% Deposit / 50% before install' };
    const deposit = issue(figures, [], 'deposit');
    expect(deposit.amount).toBe(50_001);
    const balance = issue(figures, [asIssued(deposit)], 'balance');
    expect(balance.amount).toBe(50_000);
    expect(balance.invoicedBefore).toBe(50_001);
    expect(deposit.amount + balance.amount).toBe(100_001);
  });

  it('a total with tax that splits unevenly: the deposit takes its share of the tax, the balance the rest', () => {
    // $1,234.57 + 7.75% tax of $95.68 = $1,330.25 grand total.
    const figures = { grandTotal: 133_025, tax: 9_568, terms: '50% Deposit / 50% upon completion' };
    const deposit = issue(figures, [], 'deposit');
    expect(deposit.amount).toBe(66_513);
    // 9,568 x 66,513 / 133,025 = 4,784.36 -> 4,784
    expect(deposit.taxAmount).toBe(4_784);
    const balance = issue(figures, [asIssued(deposit)], 'balance');
    expect([balance.amount, balance.taxAmount]).toEqual([66_512, 4_784]);
    expect(deposit.amount + balance.amount).toBe(figures.grandTotal);
    expect(deposit.taxAmount + balance.taxAmount).toBe(figures.tax);
  });

  it('odd totals of every size add up exactly, tax included', () => {
    for (const grandTotal of [1, 3, 99, 100_001, 6_453_497, 999_999_999]) {
      const tax = Math.floor(grandTotal / 13);
      const figures = { grandTotal, tax, terms: '50% Deposit / 50% before install' };
      const deposit = issue(figures, [], 'deposit');
      const balance = issue(figures, [asIssued(deposit)], 'balance');
      expect(deposit.amount + balance.amount).toBe(grandTotal);
      expect(deposit.taxAmount + balance.taxAmount).toBe(tax);
      expect(Math.abs(deposit.amount - balance.amount)).toBeLessThanOrEqual(1);
    }
  });

  it('a voided invoice counts for nothing: issuing again gives the same figures', () => {
    const figures = { grandTotal: 100_001, tax: 7_001, terms: '50% Deposit / 50% before install' };
    const deposit = issue(figures, [], 'deposit');
    expect(nextInvoice(figures, [asIssued(deposit)], 'deposit').ok).toBe(false);
    expect(issue(figures, [asIssued(deposit, true)], 'deposit')).toEqual(deposit);
    expect(nextInvoice(figures, [asIssued(deposit, true)], 'balance')).toEqual({ ok: false, message: 'Issue the deposit invoice first' });
  });

  it('lists what can be issued now', () => {
    const figures = { grandTotal: 20_000, tax: 0, terms: '50% Deposit / 50% before install' };
    expect(invoicesToIssue(figures, []).map((n) => n.kind)).toEqual(['deposit']);
    expect(invoicesToIssue(figures, [asIssued({ kind: 'deposit', amount: 10_000, taxAmount: 0 })]).map((n) => n.kind)).toEqual(['balance']);
  });
});

describe('invoice numbers', () => {
  it('fills the pattern: the year and a counter of at least four digits', () => {
    expect(formatInvoiceNumber('INV-{YYYY}-{NNNN}', 2026, 1)).toBe('INV-2026-0001');
    expect(formatInvoiceNumber('{YY}/{NNNN}', 2026, 12345)).toBe('26/12345');
    expect(counterKey('INV-{YYYY}-{NNNN}', 2026)).toBe('2026');
    expect(counterKey('A-{NNNN}', 2026)).toBe('all');
  });

  it('refuses a pattern without {NNNN}, naming the field', () => {
    const r = invoicePatternSchema.safeParse({ pattern: 'INV-{YYYY}' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Number pattern: must contain {NNNN} once');
    expect(invoicePatternSchema.safeParse({ pattern: 'X-{DD}-{NNNN}' }).success).toBe(false);
    expect(invoicePatternSchema.safeParse({ pattern: 'SB {YY}/{NNNN}' }).success).toBe(true);
  });
});

describe('the payment form', () => {
  it('reads typed amounts to cents and names the field of each mistake', () => {
    expect(paymentSchema.parse({ amount: '$1,234.56', day: '2026-11-28', method: 'cheque' })).toEqual({ amount: 123_456, day: '2026-11-28', method: 'cheque', reference: '' });
    const bad = paymentSchema.safeParse({ amount: '0', day: '2026-02-30', method: 'barter' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual(['Amount: enter an amount above $0.00, like 1250.00', 'Date: not a real date', 'Method: one of cheque, bank transfer, card, cash, other']);
  });
});
