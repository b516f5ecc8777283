import { describe, expect, it } from 'vitest';
import { jobTotals } from '~/domain/pricing/totals';
import { clientTotal } from './client-total';

const line = (price: number, install: number, quantity = 1) => ({
  quantity,
  lineItemPrice: price,
  lineItemInstallPrice: install,
  lineItemBudget: 0,
  lineItemInstallBudget: 0,
});

describe('clientTotal', () => {
  it('adds the tax to the pricing total and takes the deposit of the grand total', () => {
    const price = jobTotals([line(250_000, 80_000, 2), line(12_345, 0), line(0, 59_500)]).price;
    const total = clientTotal(price, { tax: { taxPercentage: 825, taxAmount: null }, jobTerms: '50% Deposit / 50% before install', currency: 'USD' });
    expect(total.subtotal).toBe(651_845);
    expect(total.tax).toEqual({ label: 'Tax (8.25%)', cents: 53_777 });
    expect(total.grandTotal).toBe(705_622);
    expect(total.deposit).toEqual({ label: 'Deposit due (50%)', cents: 352_811, balanceCents: 352_811 });
  });

  it('has no deposit for terms that ask none, and labels a named fixed tax', () => {
    const price = jobTotals([line(100_000, 0)]).price;
    const total = clientTotal(price, { tax: { taxPercentage: null, taxAmount: 13_000, taxName: 'HST' }, jobTerms: 'Net30', currency: 'CAD' });
    expect(total).toEqual({ subtotal: 100_000, tax: { label: 'HST', cents: 13_000 }, grandTotal: 113_000, deposit: null, currency: 'CAD' });
  });
});
