import { describe, expect, it } from 'vitest';
import { effectText, LEFT_ALONE, planCatalogueReprice, stalePricesText, type RepriceCandidate } from './catalogue-reprice';

const prices = (price: number, install: number, budget: number, installBudget: number) => ({ price, install, budget, installBudget });

function line(over: Partial<RepriceCandidate> = {}): RepriceCandidate {
  return {
    id: 1,
    lineNo: 1,
    name: 'Channel Letters',
    quantity: 2,
    pricingMode: 'Calculated',
    stored: prices(505_000, 125_000, 277_750, 68_750),
    updatedAt: 1_000,
    pricedAt: 1_000,
    today: { ok: true, prices: prices(535_300, 125_000, 294_415, 68_750) },
    changes: [{ at: 2_000, day: '2026-11-28' }],
    ...over,
  };
}

describe('which lines of a Draft a price change left behind', () => {
  it('re-prices a Calculated line priced before a change on its cells whose amounts differ today, with its effect on the price', () => {
    const plan = planCatalogueReprice([line()]);
    expect(plan.rows).toHaveLength(1);
    // (5,353.00 - 5,050.00) x 2 units; the install price did not move.
    expect(plan.rows[0]!.effect).toBe(60_600);
    expect(plan.effect).toBe(60_600);
    expect(plan.latestDay).toBe('2026-11-28');
  });

  it('leaves a line priced after the change, or one whose amounts are already today’s', () => {
    expect(planCatalogueReprice([line({ pricedAt: 3_000 })]).rows).toEqual([]);
    expect(planCatalogueReprice([line({ today: { ok: true, prices: line().stored } })]).rows).toEqual([]);
    expect(planCatalogueReprice([line({ changes: [] })]).latestDay).toBeNull();
  });

  it('names the latest change the stale lines were priced before', () => {
    const plan = planCatalogueReprice([
      line({ changes: [{ at: 500, day: '2026-10-01' }, { at: 2_000, day: '2026-11-02' }] }),
      line({ id: 2, lineNo: 2, changes: [{ at: 4_000, day: '2026-11-28' }] }),
    ]);
    expect(plan.rows.map((r) => r.id)).toEqual([1, 2]);
    expect(plan.latestDay).toBe('2026-11-28');
  });

  it('lists Edited and Custom lines, and a line that can no longer be priced, as left alone', () => {
    const plan = planCatalogueReprice([
      line({ id: 1, pricingMode: 'Edited', today: null }),
      line({ id: 2, lineNo: 2, name: 'Custom Sign', pricingMode: 'Custom', today: null }),
      line({ id: 3, lineNo: 3, today: { ok: false, reason: 'Size 24" of Channel Letters is no longer in the catalogue' } }),
    ]);
    expect(plan.rows).toEqual([]);
    expect(plan.leftAlone.map((l) => l.why)).toEqual([LEFT_ALONE.Edited, LEFT_ALONE.Custom, 'Size 24" of Channel Letters is no longer in the catalogue']);
  });

  it('stamps what the preview showed, so a line saved since or another new price gives another stamp', () => {
    const shown = planCatalogueReprice([line()]).stamp;
    expect(planCatalogueReprice([line()]).stamp).toBe(shown);
    expect(planCatalogueReprice([line({ updatedAt: 1_001 })]).stamp).not.toBe(shown);
    expect(planCatalogueReprice([line({ today: { ok: true, prices: prices(540_000, 125_000, 294_415, 68_750) } })]).stamp).not.toBe(shown);
  });

  it('says it in words', () => {
    expect(stalePricesText(1, 'Nov 28th, 2026')).toBe('1 line was priced before the Nov 28th, 2026 price change');
    expect(stalePricesText(3, 'Nov 28th, 2026')).toBe('3 lines were priced before the Nov 28th, 2026 price change');
    expect(effectText(60_600)).toBe('+$606.00');
    expect(effectText(-5_000)).toBe('-$50.00');
  });
});
