import { describe, expect, it } from 'vitest';
import type { LineItemRow } from './line-item-display';
import { packLineItemRows, unpackLineItemRows } from './packed-rows';
import { surveyLine } from './line-item-rows.test-data';

const sign: LineItemRow = {
  id: 7,
  lineType: 'sign',
  name: 'Channel Letters',
  quantity: 2,
  image: '/images/signs/cl.svg',
  picture: null,
  icon: null,
  description: '24" Bronze',
  level: 0,
  pricingMode: 'Edited',
  lineItemPrice: 412_750,
  lineItemInstallPrice: 122_500,
  lineItemBudget: 227_063,
  lineItemInstallBudget: 67_425,
  margin: { percentTenths: 221, flag: 'low' },
};
// What the server's rows hold (domain/pricing/margin.ts lineMargin): the whole margin, flag or not.
const serverMargin = { price: 947_000, budget: 521_551, unit: 185_687, install: 55_075, total: 425_449 };
const stale: LineItemRow = {
  ...surveyLine,
  signCountChanges: [
    { counter: 'Wall Signs', priced: 2, now: 100 },
    { counter: 'Monument Signs', priced: 1, now: 50 },
  ],
  margin: { ...serverMargin, percentTenths: 400, flag: null } as LineItemRow['margin'],
};

describe('packed line-item rows', () => {
  it('give back every field the table reads', () => {
    const [a, b] = unpackLineItemRows(packLineItemRows([sign, stale]));
    // A level other than a sub-row's 1 says nothing in the table, and travels as nothing.
    expect(a).toMatchObject({ ...sign, level: undefined });
    expect(b).toMatchObject({ ...stale, picture: null, level: undefined, pricingMode: undefined, margin: undefined });
    expect(b!.signCountChanges).toEqual(stale.signCountChanges);
  });

  it("carry only the margin the table shows: a flagged line's flag and percent", () => {
    const flagged = { ...sign, margin: { ...serverMargin, percentTenths: 221, flag: 'low' } } as LineItemRow;
    const [a, b] = unpackLineItemRows(packLineItemRows([flagged, stale]));
    expect(a!.margin).toEqual({ flag: 'low', percentTenths: 221 });
    expect(b!.margin).toBeUndefined();
    const packed = JSON.stringify(packLineItemRows([flagged, stale]));
    expect(packed).not.toContain('521551');
    expect(packed).not.toContain('400');
  });

  it('leave off what says nothing: a top-level, Calculated line without picture, note or flag ends at its amounts', () => {
    const plain: LineItemRow = { ...sign, level: 0, pricingMode: 'Calculated', margin: undefined };
    const sub: LineItemRow = { ...plain, id: 9, level: 1, pricingMode: 'Custom' };
    const [p, q] = packLineItemRows([plain, sub]);
    expect(p).toHaveLength(11);
    expect(q).toHaveLength(13);
    const [a, b] = unpackLineItemRows([p!, q!]);
    expect(a).toMatchObject({ id: 7, level: undefined, pricingMode: undefined, picture: null, signCountChanges: undefined, margin: undefined });
    expect(b).toMatchObject({ id: 9, level: 1, pricingMode: 'Custom' });
  });

  it('carry no field names per line', () => {
    const packed = JSON.stringify(packLineItemRows([sign, stale]));
    expect(packed).not.toContain('lineItemPrice');
    expect(packed).not.toContain('counter');
    expect(packed.length).toBeLessThan(JSON.stringify([sign, stale]).length * 0.6);
  });
});
