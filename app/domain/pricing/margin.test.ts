import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TARGET_MARGIN_PERCENT,
  formatMarginPercent,
  lineMargin,
  marginFlag,
  marginFlagText,
  marginPercentTenths,
  marginPercentText,
  targetMarginPercent,
  versionMargin,
} from './margin';

const line = (id: number, quantity: number, price: number, install: number, budget: number, installBudget: number) => ({
  id,
  quantity,
  lineItemPrice: price,
  lineItemInstallPrice: install,
  lineItemBudget: budget,
  lineItemInstallBudget: installBudget,
});

describe('margin percent', () => {
  it('is margin / price to a tenth of a percent, rounded half away from zero', () => {
    expect(marginPercentTenths(450_00, 1000_00)).toBe(450);
    // 1/3 = 33.333...% -> 33.3%; 2/3 = 66.666...% -> 66.7%
    expect(marginPercentTenths(1, 3)).toBe(333);
    expect(marginPercentTenths(2, 3)).toBe(667);
    // 44.90% shows 44.9%; 44.995% and 44.95% show 45.0%; 44.94% shows 44.9%.
    expect(marginPercentText(4490, 10000)).toBe('44.9%');
    expect(marginPercentText(44995, 100000)).toBe('45.0%');
    expect(marginPercentText(4495, 10000)).toBe('45.0%');
    expect(marginPercentText(4494, 10000)).toBe('44.9%');
    expect(marginPercentTenths(2996, 10000)).toBe(300);
  });

  it('rounds a negative margin away from zero too, the same as a positive one', () => {
    expect(marginPercentTenths(-1234, 10000)).toBe(-123);
    expect(marginPercentTenths(-1235, 10000)).toBe(-124);
    expect(marginPercentTenths(-1, 3)).toBe(-333);
    expect(marginPercentTenths(-100, 1000)).toBe(-100);
    expect(marginPercentText(-44995, 100000)).toBe('-45.0%');
  });

  it('has no percent for a zero price', () => {
    expect(marginPercentTenths(0, 0)).toBeNull();
    expect(marginPercentTenths(-500, 0)).toBeNull();
    expect(formatMarginPercent(null)).toBe('N/A');
  });

  it('formats tenths with one decimal', () => {
    expect(formatMarginPercent(450)).toBe('45.0%');
    expect(formatMarginPercent(5)).toBe('0.5%');
    expect(formatMarginPercent(-124)).toBe('-12.4%');
    expect(formatMarginPercent(0)).toBe('0.0%');
  });
});

describe('target', () => {
  it('is 30% when the brand has none', () => {
    expect(DEFAULT_TARGET_MARGIN_PERCENT).toBe(30);
    expect(targetMarginPercent(null)).toBe(30);
    expect(targetMarginPercent(undefined)).toBe(30);
    expect(targetMarginPercent(0)).toBe(0);
    expect(targetMarginPercent(45)).toBe(45);
  });
});

describe('marginFlag', () => {
  it('is Loss when the price is below the budget', () => {
    expect(marginFlag(999, 1000, 30)).toBe('loss');
    expect(marginFlag(0, 1, 30)).toBe('loss');
  });
  it('is Low margin under the target, exactly', () => {
    expect(marginFlag(1000, 1000, 30)).toBe('low'); // 0%
    expect(marginFlag(10000, 7004, 30)).toBe('low'); // 29.96%
    expect(marginFlag(10000, 7000, 30)).toBeNull(); // 30% is not under 30%
    expect(marginFlag(10000, 5000, 30)).toBeNull();
  });
  it('follows the target', () => {
    expect(marginFlag(10000, 6000, 30)).toBeNull();
    expect(marginFlag(10000, 6000, 45)).toBe('low');
    expect(marginFlag(10000, 10000, 0)).toBeNull();
  });
  it('has no flag for a zero price with a zero budget', () => {
    expect(marginFlag(0, 0, 30)).toBeNull();
  });
  it('stays exact on version-sized amounts', () => {
    const price = 99_999_999_999_999;
    expect(marginFlag(price, 70_000_000_000_000, 30)).toBe('low');
    expect(marginFlag(price, 69_999_999_999_999, 30)).toBeNull();
  });
});

describe('lineMargin', () => {
  it('gives unit, install and line-total margins (install per line, unit x quantity)', () => {
    const m = lineMargin(line(1, 3, 100_00, 50_00, 55_00, 27_50), 30);
    expect(m.unit).toBe(45_00);
    expect(m.install).toBe(22_50);
    // price 350.00, budget 192.50 -> 157.50 = 45.0%
    expect(m.total).toBe(157_50);
    expect(m.percentTenths).toBe(450);
    expect(m.flag).toBeNull();
  });
  it('flags a line priced below its budget', () => {
    const m = lineMargin(line(1, 2, 50_00, 0, 60_00, 0), 30);
    expect(m.total).toBe(-20_00);
    expect(m.percentTenths).toBe(-200);
    expect(m.flag).toBe('loss');
    expect(marginFlagText('loss', m.percentTenths, 30)).toBe('Loss: -20.0% (target 30%)');
  });
  it('a zero-price, zero-budget line: $0.00, N/A, no flag', () => {
    const m = lineMargin(line(1, 1, 0, 0, 0, 0), 30);
    expect(m).toEqual({ price: 0, budget: 0, unit: 0, install: 0, total: 0, percentTenths: null, flag: null });
  });
  it('a zero-price line with a budget is a Loss with no percent', () => {
    const m = lineMargin(line(1, 1, 0, 0, 10_00, 0), 30);
    expect(m.flag).toBe('loss');
    expect(m.percentTenths).toBeNull();
  });
});

describe('versionMargin', () => {
  it('sums the lines and counts the flags, naming the first flagged line', () => {
    const lines = [line(7, 1, 1000_00, 0, 500_00, 0), line(8, 1, 100_00, 0, 80_00, 0), line(9, 1, 100_00, 0, 120_00, 0)];
    const v = versionMargin(lines, 30);
    // price 1200.00, budget 700.00 -> 500.00 = 41.666..% -> 41.7% (half away from zero)
    expect(v).toEqual({ cents: 500_00, percentTenths: 417, targetPercent: 30, lossCount: 1, lowCount: 1, firstFlaggedId: 8 });
  });
  it('is zero with N/A and no flags for an empty version', () => {
    expect(versionMargin([], 30)).toEqual({ cents: 0, percentTenths: null, targetPercent: 30, lossCount: 0, lowCount: 0, firstFlaggedId: null });
  });
});
