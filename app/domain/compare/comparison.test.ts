import { describe, expect, it } from 'vitest';
import { choiceChange, compareVersions, percentText, signedCents, ZERO_BASE_TEXT } from './comparison';
import type { CompareLine } from './match';
import { defaultComparePair, parseCompareQuery, COMPARE_MESSAGES } from './query';

const base: CompareLine = {
  id: 1,
  originLineId: null,
  lineType: 'sign',
  itemId: 10,
  sizeId: 100,
  name: 'Channel Letters',
  quantity: 2,
  description: 'Letters',
  options: { Raceway: 'Yes' },
  lineItemPrice: 100_000,
  lineItemInstallPrice: 20_000,
  lineItemBudget: 60_000,
  lineItemInstallBudget: 10_000,
  optional: false,
  alternativeGroup: null,
  recommended: false,
};
const job = { tax: { taxPercentage: 825, taxAmount: null }, jobTerms: null, currency: 'USD' as const, targetMarginPercent: 35 };

describe('compareVersions', () => {
  it('states both versions totals, the proposal tax and grand total, and the differences', () => {
    const a = [base];
    const b = [{ ...base, id: 2, originLineId: 1, quantity: 3, lineItemPrice: 90_000, options: { Raceway: 'No' } }];
    const c = compareVersions(job, { versionNumber: 1, lines: a }, { versionNumber: 2, lines: b });
    expect(c.rows).toHaveLength(1);
    expect(c.rows[0]).toMatchObject({ mark: 'Changed', name: 'Channel Letters' });
    expect(c.rows[0]!.changes).toEqual([
      { label: 'Quantity', from: '2', to: '3' },
      { label: 'Raceway', from: 'Yes', to: 'No' },
      { label: 'Unit price', from: '$1,000.00', to: '$900.00' },
    ]);
    expect(c.counts).toEqual({ Added: 0, Removed: 0, Changed: 1, Same: 0 });
    const price = Object.fromEntries(c.totals.price.map((t) => [t.label, [t.a, t.b, t.difference, t.percent]]));
    // Items: 2 x $1,000.00 = $2,000.00 -> 3 x $900.00 = $2,700.00: +$700.00, 700 / 2,000 = +35.0%
    expect(price['Items subtotal']).toEqual(['$2,000.00', '$2,700.00', '+$700.00', '+35.0%']);
    expect(price['Installation subtotal']).toEqual(['$200.00', '$200.00', '$0.00', '0.0%']);
    // $2,200.00 -> $2,900.00: +$700.00, 700 / 2,200 = 31.818% -> +31.8%
    expect(price['Job pricing total']).toEqual(['$2,200.00', '$2,900.00', '+$700.00', '+31.8%']);
    // 8.25% of $2,200.00 = $181.50; of $2,900.00 = $239.25: +$57.75, 57.75 / 181.50 = 31.818% -> +31.8%
    expect(price['Tax (8.25%)']).toEqual(['$181.50', '$239.25', '+$57.75', '+31.8%']);
    expect(price['Grand total (USD)']).toEqual(['$2,381.50', '$3,139.25', '+$757.75', '+31.8%']);
    const budget = Object.fromEntries(c.totals.budget.map((t) => [t.label, [t.a, t.b, t.difference, t.percent]]));
    // 2 x $600 = $1,200.00 -> 3 x $600 = $1,800.00: +$600.00, +50.0%; total $1,300.00 -> $1,900.00: 600 / 1,300 = 46.15% -> +46.2%
    expect(budget['Items subtotal']).toEqual(['$1,200.00', '$1,800.00', '+$600.00', '+50.0%']);
    expect(budget['Job budget total']).toEqual(['$1,300.00', '$1,900.00', '+$600.00', '+46.2%']);
    const margin = Object.fromEntries(c.totals.margin.map((t) => [t.label, [t.a, t.b, t.difference, t.percent]]));
    // $2,200.00 - $1,300.00 = $900.00 -> $2,900.00 - $1,900.00 = $1,000.00: +$100.00, 100 / 900 = 11.11% -> +11.1%
    expect(margin['Margin']).toEqual(['$900.00', '$1,000.00', '+$100.00', '+11.1%']);
    // 900 / 2,200 = 40.909% -> 40.9%; 1,000 / 2,900 = 34.482% -> 34.5% (half away from zero): -6.4 points
    expect(margin['Margin %']).toEqual(['40.9%', '34.5%', '-6.4 pts', '']);
    // Each side's line margin with its flag against the brand's target (35%): 34.5% is Low margin.
    expect(c.rows[0]!.a!.margin).toBe('$900.00 (40.9%)');
    expect(c.rows[0]!.b!.margin).toBe('$1,000.00 (34.5%) Low margin');
  });

  it('says there is no percent from an empty version', () => {
    const c = compareVersions(job, { versionNumber: 3, lines: [] }, { versionNumber: 1, lines: [base] });
    expect(c.rows.map((r) => r.mark)).toEqual(['Added']);
    expect(c.totals.price[2]).toMatchObject({ a: '$0.00', b: '$2,200.00', difference: '+$2,200.00', percent: ZERO_BASE_TEXT });
  });
});

describe('compareVersions totals with choices', () => {
  it('lists every line but totals only the counted ones: the recommended choice, or the accepted one', () => {
    // Version 2 adds an optional line (not pre-ticked) and a 'Faces' group of two, the dearer one recommended.
    const optional = { ...base, id: 3, quantity: 1, lineItemPrice: 50_000, lineItemInstallPrice: 0, optional: true };
    const cheap = { ...base, id: 4, quantity: 1, lineItemPrice: 10_000, lineItemInstallPrice: 0, alternativeGroup: 'Faces' };
    const dear = { ...base, id: 5, quantity: 1, lineItemPrice: 30_000, lineItemInstallPrice: 0, alternativeGroup: 'Faces', recommended: true };
    const b = [{ ...base, id: 2, originLineId: 1 }, optional, cheap, dear];
    const jobTotal = (c: ReturnType<typeof compareVersions>) => c.totals.price.find((t) => t.label === 'Job pricing total')!.b;
    const recommended = compareVersions(job, { versionNumber: 1, lines: [base] }, { versionNumber: 2, lines: b });
    expect(recommended.rows).toHaveLength(4);
    // 2 x $1,000.00 + $200.00 install + the recommended face $300.00 = $2,500.00; the optional line is out.
    expect(jobTotal(recommended)).toBe('$2,500.00');
    // The client took the optional line and the cheaper face: $2,200.00 + $500.00 + $100.00 = $2,800.00.
    const accepted = compareVersions(job, { versionNumber: 1, lines: [base] }, { versionNumber: 2, lines: b, chosen: [2, 3, 4] });
    expect(jobTotal(accepted)).toBe('$2,800.00');
  });
});

describe('choice marks', () => {
  it('says a change of the client\'s choice in words, and each side\'s choice beside it', () => {
    const a = [base];
    const b = [{ ...base, id: 2, originLineId: 1, optional: true, recommended: true }];
    const c = compareVersions(job, { versionNumber: 1, lines: a }, { versionNumber: 2, lines: b });
    expect(c.rows[0]).toMatchObject({ mark: 'Changed', changes: [{ label: 'Choice', from: 'Required', to: 'Optional · pre-ticked' }] });
    expect([c.rows[0]!.a!.choice, c.rows[0]!.b!.choice]).toEqual(['', 'Optional · pre-ticked']);
  });
  it('names the group a line leaves or joins, and its Recommended mark', () => {
    const faces = { optional: false, alternativeGroup: 'Faces', recommended: false };
    expect(choiceChange(faces, { optional: true, alternativeGroup: null, recommended: true })).toEqual({ label: 'Choice', from: 'Choose one: Faces', to: 'Optional · pre-ticked' });
    expect(choiceChange(faces, { ...faces, recommended: true })).toEqual({ label: 'Choice', from: 'Choose one: Faces', to: 'Choose one: Faces · Recommended' });
    expect(choiceChange({ optional: true, alternativeGroup: null, recommended: false }, { optional: false, alternativeGroup: null, recommended: false })).toEqual({ label: 'Choice', from: 'Optional', to: 'Required' });
  });
  it('leaves a line whose marks are the same unchanged', () => {
    const marked = { ...base, alternativeGroup: 'Faces', recommended: true };
    const c = compareVersions(job, { versionNumber: 1, lines: [marked] }, { versionNumber: 2, lines: [{ ...marked, id: 2, originLineId: 1 }] });
    expect(c.rows[0]).toMatchObject({ mark: 'Same', changes: [] });
    expect(c.rows[0]!.b!.choice).toBe('Choose one: Faces · Recommended');
  });
});

describe('display', () => {
  it('signs differences and percents', () => {
    expect(signedCents(1250)).toBe('+$12.50');
    expect(signedCents(-300)).toBe('-$3.00');
    expect(signedCents(0)).toBe('$0.00');
    expect(percentText(125)).toBe('+12.5%');
    expect(percentText(-30)).toBe('-3.0%');
    expect(percentText(0)).toBe('0.0%');
    expect(percentText(null)).toBe(ZERO_BASE_TEXT);
  });
});

describe('parseCompareQuery', () => {
  const q = (s: string) => parseCompareQuery(new URLSearchParams(s));
  it('reads two version numbers, in either order', () => {
    expect(q('a=1&b=3')).toEqual({ ok: true, a: 1, b: 3 });
    expect(q('a=3&b=1')).toEqual({ ok: true, a: 3, b: 1 });
  });
  it('asks for versions when one is missing, and names a bad one', () => {
    expect(q('')).toEqual({ ok: false, message: COMPARE_MESSAGES.choose, a: null, b: null });
    expect(q('a=2')).toEqual({ ok: false, message: COMPARE_MESSAGES.choose, a: 2, b: null });
    expect(q('a=x&b=2')).toEqual({ ok: false, message: "Version A must be a version number, not 'x'.", a: null, b: 2 });
    expect(q('a=1&b=0')).toMatchObject({ ok: false, message: "Version B must be a version number, not '0'." });
    expect(q('a=1&b=1.5')).toMatchObject({ ok: false });
    expect(q('a=1&b=9999999999')).toMatchObject({ ok: false });
  });
});

describe('defaultComparePair', () => {
  it('compares the version shown with the one before it, else the one after', () => {
    expect(defaultComparePair([3, 2, 1], 3)).toEqual({ a: 2, b: 3 });
    expect(defaultComparePair([4, 2, 1], 4)).toEqual({ a: 2, b: 4 });
    expect(defaultComparePair([3, 2, 1], 1)).toEqual({ a: 2, b: 1 });
    expect(defaultComparePair([1], 1)).toBeNull();
    expect(defaultComparePair([], null)).toBeNull();
  });
});
