import { describe, expect, it } from 'vitest';
import { invoiceRows, quickbooksRows, splitTax, usDate, type BookInvoice } from './rows';

const invoice = (over: Partial<BookInvoice> = {}): BookInvoice => ({
  number: 'INV-1',
  customer: 'Acme',
  email: '',
  issueDay: '2026-11-03',
  dueDay: null,
  terms: 'COD',
  reference: '',
  memo: '',
  currency: 'USD',
  amount: 10_001,
  taxAmount: 1,
  lines: [
    { description: 'A', quantity: 1, amount: 5000 },
    { description: 'B', quantity: 3, amount: 5000 },
  ],
  ...over,
});

describe('splitting an invoice tax over its rows', () => {
  it('sums to the tax to the cent, the odd cent to the largest remainder', () => {
    expect(splitTax(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitTax(1, [5000, 5000])).toEqual([1, 0]);
    expect(splitTax(825, [10_000])).toEqual([825]);
    expect(splitTax(7, [0, 0])).toEqual([7, 0]);
    const shares = splitTax(12_345, [333, 777, 1, 98_765]);
    expect(shares.reduce((s, x) => s + x, 0)).toBe(12_345);
  });
});

describe('an invoice as rows', () => {
  it('keeps a quantity that divides into whole cents, else writes one of the whole amount', () => {
    const rows = invoiceRows(invoice());
    expect(rows.map((r) => [r.quantity, r.rate, r.tax])).toEqual([
      [1, 5000, 1],
      [1, 5000, 0],
    ]);
    expect(invoiceRows(invoice({ lines: [{ description: 'A', quantity: 4, amount: 10_000 }] }))[0]).toMatchObject({ quantity: 4, rate: 2500 });
  });

  it('falls back to one row of the net amount when the lines no longer explain the invoice', () => {
    expect(invoiceRows(invoice({ amount: 20_000, taxAmount: 0 })).map((r) => r.line.amount)).toEqual([20_000]);
  });

  it('writes QuickBooks dates as MM/DD/YYYY, the issue day standing in for a due-on-receipt due day, and neutralises formulas', () => {
    const [row] = quickbooksRows(invoice({ customer: '@SUM(A1)', lines: [{ description: 'A', quantity: 1, amount: 10_000 }] }));
    expect(row!.slice(0, 4)).toEqual(['INV-1', "'@SUM(A1)", '11/03/2026', '11/03/2026']);
    expect(usDate('2026-01-31')).toBe('01/31/2026');
  });
});
