import { describe, expect, it } from 'vitest';
import { formatPercentage, jobTaxLine, percentageOf } from './tax';

describe('percentageOf', () => {
  it('rounds the exact product once, to the nearest cent, halves away from zero', () => {
    expect(percentageOf(1005, 500)).toBe(50); // 50.25 cents
    expect(percentageOf(1010, 500)).toBe(51); // 50.5 cents
    expect(percentageOf(1009, 500)).toBe(50); // 50.45 cents
    expect(percentageOf(651845, 825)).toBe(53777); // 53,777.2125 cents
    expect(percentageOf(-1010, 500)).toBe(-51);
  });

  it('is exact for totals where floats would drift', () => {
    // 1.005 x 100 is 100.49999... in binary floating point; the integer sum is not fooled.
    expect(percentageOf(100, 1005)).toBe(10); // 10.05 cents
    expect(percentageOf(200, 25)).toBe(1); // 0.5 cents -> 1
    expect(percentageOf(99_999_999_999, 10_000)).toBe(99_999_999_999);
  });

  it('is zero for a zero total or rate', () => {
    expect(percentageOf(0, 825)).toBe(0);
    expect(percentageOf(12345, 0)).toBe(0);
  });
});

describe('jobTaxLine', () => {
  it('applies a percentage to the pricing total and names the rate', () => {
    expect(jobTaxLine(100000, { taxPercentage: 825, taxAmount: null })).toEqual({ label: 'Tax (8.25%)', cents: 8250 });
    expect(jobTaxLine(100000, { taxPercentage: 700, taxAmount: null })).toEqual({ label: 'Tax (7%)', cents: 7000 });
  });

  it('prints a fixed amount as it is, whatever the total', () => {
    expect(jobTaxLine(100000, { taxPercentage: null, taxAmount: 12345 })).toEqual({ label: 'Tax', cents: 12345 });
  });

  it("labels the tax by the job's own name for it", () => {
    expect(jobTaxLine(100000, { taxPercentage: 1300, taxAmount: null, taxName: 'HST' })).toEqual({ label: 'HST 13%', cents: 13000 });
    expect(jobTaxLine(100000, { taxPercentage: null, taxAmount: 500, taxName: 'GST' })).toEqual({ label: 'GST', cents: 500 });
    expect(jobTaxLine(100000, { taxPercentage: 825, taxAmount: null, taxName: '  ' })).toEqual({ label: 'Tax (8.25%)', cents: 8250 });
  });

  it('is $0.00 without a tax', () => {
    expect(jobTaxLine(100000, { taxPercentage: null, taxAmount: null })).toEqual({ label: 'Tax', cents: 0 });
    expect(jobTaxLine(100000, { taxPercentage: 0, taxAmount: null })).toEqual({ label: 'Tax', cents: 0 });
  });
});

describe('formatPercentage', () => {
  it('shows up to two decimals without trailing zeros', () => {
    expect(formatPercentage(825)).toBe('8.25%');
    expect(formatPercentage(850)).toBe('8.5%');
    expect(formatPercentage(805)).toBe('8.05%');
    expect(formatPercentage(10000)).toBe('100%');
    expect(formatPercentage(1)).toBe('0.01%');
  });
});
