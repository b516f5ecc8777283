import { describe, expect, it } from 'vitest';
import { isLabourService, lineItemColumns, lineMoneyCells, parseJobTab } from './line-item-display';

const money = { lineItemPrice: 0, lineItemInstallPrice: 0, lineItemBudget: 0, lineItemInstallBudget: 0 };

describe('lineMoneyCells', () => {
  it('shows every amount of a sign, zero included', () => {
    expect(lineMoneyCells({ ...money, lineType: 'sign', name: 'Channel Letters', lineItemPrice: 1234_56 })).toEqual({
      unitPrice: '$1,234.56',
      installPrice: '$0.00',
      unitBudget: '$0.00',
      installBudget: '$0.00',
    });
  });

  it('labour services show N/A for unit amounts and the install amount', () => {
    const cells = lineMoneyCells({ ...money, lineType: 'service', name: 'Survey', lineItemInstallPrice: 595_00, lineItemInstallBudget: 327_25 });
    expect(cells).toEqual({ unitPrice: 'N/A', installPrice: '$595.00', unitBudget: 'N/A', installBudget: '$327.25' });
  });

  it('labour services fall back to the unit amount, then N/A', () => {
    const cells = lineMoneyCells({ ...money, lineType: 'service', name: 'service call', lineItemPrice: 150_00 });
    expect(cells).toEqual({ unitPrice: 'N/A', installPrice: '$150.00', unitBudget: 'N/A', installBudget: 'N/A' });
  });

  it('other services show N/A only for zero amounts', () => {
    const cells = lineMoneyCells({ ...money, lineType: 'service', name: 'Permits & Procurement', lineItemPrice: 495_00, lineItemBudget: 0 });
    expect(cells).toEqual({ unitPrice: '$495.00', installPrice: 'N/A', unitBudget: 'N/A', installBudget: 'N/A' });
  });

  it('knows the four labour services', () => {
    for (const n of ['Survey', 'Removal', 'Labor', 'Service Call']) expect(isLabourService(n)).toBe(true);
    expect(isLabourService('Travel')).toBe(false);
  });
});

describe('tabs and columns', () => {
  it('parses ?tab= case-insensitively, All otherwise', () => {
    expect(parseJobTab('Budget')).toBe('budget');
    expect(parseJobTab('pricing')).toBe('pricing');
    expect(parseJobTab('nope')).toBe('all');
    expect(parseJobTab(null)).toBe('all');
  });

  it('All shows every column at the narrow widths', () => {
    const cols = lineItemColumns('all');
    expect(cols.map((c) => c.label)).toEqual(['QTY', 'ITEM', 'DESCRIPTION', 'UNIT PRICE', 'INSTALL PRICE', 'UNIT BUDGET', 'INSTALL BUDGET']);
    expect(cols.map((c) => c.width)).toEqual([20, 60, 250, 50, 50, 50, 50]);
  });

  it('Budget hides price columns and widens its own', () => {
    const cols = lineItemColumns('budget');
    expect(cols.map((c) => c.label)).toEqual(['QTY', 'ITEM', 'DESCRIPTION', 'UNIT BUDGET', 'INSTALL BUDGET']);
    expect(cols.map((c) => c.width)).toEqual([20, 60, 300, 80, 80]);
  });

  it('Pricing hides budget columns', () => {
    expect(lineItemColumns('pricing').map((c) => c.label)).toEqual(['QTY', 'ITEM', 'DESCRIPTION', 'UNIT PRICE', 'INSTALL PRICE']);
  });
});
