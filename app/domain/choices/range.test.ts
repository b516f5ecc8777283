import { describe, expect, it } from 'vitest';
import { choiceRange } from './range';

const line = (id: number, price: number, budget: number, marks: Partial<{ optional: boolean; alternativeGroup: string | null; recommended: boolean }> = {}) => ({
  id,
  optional: false,
  alternativeGroup: null,
  recommended: false,
  quantity: 1,
  lineItemPrice: price,
  lineItemInstallPrice: 0,
  lineItemBudget: budget,
  lineItemInstallBudget: 0,
  ...marks,
});

describe('the range a version with choices can come to', () => {
  it('is one figure when every line is required', () => {
    const range = choiceRange([line(1, 1000, 600), line(2, 500, 300)]);
    expect(range.price).toEqual({ lowest: 1500, highest: 1500 });
    expect(range.budget).toEqual({ lowest: 900, highest: 900 });
    expect(range.margin).toEqual({ lowest: 600, highest: 600 });
  });

  it('goes from the required lines with each group’s cheapest to every optional line with each group’s dearest', () => {
    const lines = [
      line(1, 1000, 600),
      line(2, 300, 100, { optional: true, recommended: true }),
      line(3, 200, 150, { optional: true }),
      line(4, 800, 700, { alternativeGroup: 'Faces' }),
      line(5, 1200, 500, { alternativeGroup: 'Faces', recommended: true }),
    ];
    const range = choiceRange(lines);
    expect(range.price).toEqual({ lowest: 1000 + 800, highest: 1000 + 300 + 200 + 1200 });
    // Each figure on its own: the group's cheapest budget is line 5's.
    expect(range.budget).toEqual({ lowest: 600 + 500, highest: 600 + 100 + 150 + 700 });
    expect(range.margin).toEqual({ lowest: 400 + 100, highest: 400 + 200 + 50 + 700 });
  });

  it('counts the quantity and install as the engine does', () => {
    const multi = { ...line(1, 100, 50, { optional: true }), quantity: 3, lineItemInstallPrice: 40, lineItemInstallBudget: 10 };
    expect(choiceRange([multi]).price).toEqual({ lowest: 0, highest: 340 });
    expect(choiceRange([multi]).budget).toEqual({ lowest: 0, highest: 160 });
  });

  it('lets a loss-making optional line lower the lowest margin', () => {
    const range = choiceRange([line(1, 1000, 600), line(2, 100, 300, { optional: true })]);
    expect(range.margin).toEqual({ lowest: 200, highest: 400 });
  });
});
