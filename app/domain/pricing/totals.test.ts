import { describe, expect, it } from 'vitest';
import { jobTotals, ZERO_TOTALS } from './totals';

const line = (quantity: number, price: number, install: number, budget: number, installBudget: number) => ({
  quantity,
  lineItemPrice: price,
  lineItemInstallPrice: install,
  lineItemBudget: budget,
  lineItemInstallBudget: installBudget,
});

describe('jobTotals', () => {
  it('is all zero without lines', () => {
    expect(jobTotals([])).toEqual(ZERO_TOTALS);
  });

  it('multiplies only the per-unit amount by the quantity', () => {
    const totals = jobTotals([line(3, 100_00, 50_00, 55_00, 27_50)]);
    expect(totals.price).toEqual({ items: 300_00, installation: 50_00, total: 350_00 });
    expect(totals.budget).toEqual({ items: 165_00, installation: 27_50, total: 192_50 });
  });

  it('sums several lines, budget and price separately', () => {
    const totals = jobTotals([line(2, 1_99, 0, 1_09, 0), line(1, 0, 595_00, 0, 327_25)]);
    expect(totals.price).toEqual({ items: 3_98, installation: 595_00, total: 598_98 });
    expect(totals.budget).toEqual({ items: 2_18, installation: 327_25, total: 329_43 });
  });

  it('returns integer cents', () => {
    const totals = jobTotals([line(7, 33, 11, 19, 5)]);
    for (const side of [totals.price, totals.budget]) {
      for (const v of Object.values(side)) expect(Number.isInteger(v)).toBe(true);
    }
  });
});

describe('lineTotal', () => {
  it('multiplies only the unit amount by the quantity; install is for the whole line', async () => {
    const { lineTotal } = await import('./totals');
    expect(lineTotal(4127_50, 2, 1225_00)).toBe(9480_00);
    expect(lineTotal(0, 1, 595_00)).toBe(595_00);
  });
});
