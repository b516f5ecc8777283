import { describe, expect, it } from 'vitest';
import { escapeCell, headerKey, sheetFromHeaders, sheetFromName, unescapeCell } from './sheets';
import { readRow } from './rows';

describe('cells a spreadsheet would run', () => {
  it.each(['=1+2', '+1', '-5', '@SUM(A1)', '\tx'])('%j gets an apostrophe and loses it on the way back', (text) => {
    expect(escapeCell(text)).toBe(`'${text}`);
    expect(unescapeCell(escapeCell(text))).toBe(text);
  });
  it('leaves ordinary text alone, an apostrophe of its own included', () => {
    expect(escapeCell("Wendy's")).toBe("Wendy's");
    expect(unescapeCell("'quoted'")).toBe("'quoted'");
  });
});

describe('sheets and headers', () => {
  it('matches headers without regard to case and spaces', () => {
    expect(headerKey(' Sign  Price')).toBe(headerKey('sign_price'));
  });
  it('names a sheet by its file name or its columns', () => {
    expect(sheetFromName('catalogue-wen-2026-11-28-Sizes.csv')).toBe('Sizes');
    expect(sheetFromName('notes.csv')).toBeNull();
    expect(sheetFromHeaders(['ID', 'Brand', 'Sign', 'Size', 'Sign Price'])).toBe('Sizes');
    expect(sheetFromHeaders(['ID', 'Option', 'Values'])).toBe('Options');
  });
});

describe('reading a Sizes row', () => {
  it('reads dollars to cents, a number cell within a millionth of a cent as that cent', () => {
    const row = readRow('Sizes', { brand: "Wendy's", sign: 'Channel Letters', sizeName: '24"', signPrice: '$1,234.50', installPrice: 0.1 + 0.2, signBudget: null, installBudget: '', raceway: 12 });
    expect(row).toEqual({ ok: true, values: { brand: "Wendy's", sign: 'Channel Letters', sizeName: '24"', signPrice: 123450, installPrice: 30, signBudget: 0, installBudget: 0, raceway: 1200 } });
  });
  it('names each bad cell by its column', () => {
    const row = readRow('Sizes', { brand: '', sign: 'X', sizeName: '24"', signPrice: '12,5O', installPrice: '1.234' });
    expect(row.ok ? [] : row.errors).toEqual([
      { column: 'Brand', value: '', message: 'Brand is required' },
      { column: 'Sign Price', value: '12,5O', message: '"12,5O" is not an amount' },
      { column: 'Install Price', value: '1.234', message: 'Use at most 2 decimals' },
    ]);
  });
});
