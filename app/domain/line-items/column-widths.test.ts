import { describe, expect, it } from 'vitest';
import { lineItemColumnWidths } from './column-widths';
import { lineItemColumns, type LineItemRow } from './line-item-display';

const row = (over: Partial<LineItemRow>): LineItemRow => ({
  id: 1,
  quantity: 1,
  image: null,
  description: '',
  lineType: 'sign',
  name: 'Channel Letters',
  lineItemPrice: 0,
  lineItemInstallPrice: 0,
  lineItemBudget: 0,
  lineItemInstallBudget: 0,
  ...over,
});

describe('line table column widths (its fixed layout)', () => {
  it('makes an amount column as wide as its widest amount, $999,999.99 included', () => {
    const widths = lineItemColumnWidths(lineItemColumns('pricing'), [row({ lineItemPrice: 99_999_999 }), row({ lineItemPrice: 1_540_000 })]);
    // $999,999.99: eight digits and the dollar sign (1ch each), a comma and a point (half each), and the cell's padding.
    expect(widths.unitPrice).toBe('max(80px, 3.125rem, calc(10ch + 0.5rem))');
  });

  it('never makes a column narrower than its header or documented width', () => {
    const widths = lineItemColumnWidths(lineItemColumns('all'), [row({ lineItemInstallPrice: 500 })]);
    expect(widths.installPrice).toBe('max(50px, 4.125rem, calc(4.5ch + 0.5rem))'); // $5.00
    expect(widths.qty).toBe('max(20px, 2.5rem, calc(1ch + 1rem))');
  });

  it('sizes the quantity by its digits, gives the picture its tile and leaves the description the rest', () => {
    const widths = lineItemColumnWidths(lineItemColumns('budget'), [row({ quantity: 99_999 })]);
    expect(widths.qty).toBe('max(20px, 2.5rem, calc(5ch + 1rem))');
    expect(widths.item).toBe('4.5rem');
    expect(widths.description).toBeUndefined();
    expect(widths.unitPrice).toBeUndefined();
    expect(widths.unitBudget).toBeDefined();
  });

  it("counts a service's N/A as text, not digits", () => {
    const widths = lineItemColumnWidths(lineItemColumns('pricing'), [row({ lineType: 'service', name: 'Installation Labor' })]);
    expect(widths.unitPrice).toBe('max(80px, 3.125rem, calc(3.75ch + 0.5rem))');
  });
});
