import { describe, expect, it } from 'vitest';
import { amountChange, changePercentTenths } from './change';

describe('amountChange', () => {
  it('is the difference in cents and in tenths of a percent of where it started', () => {
    // $200.00 -> $250.00: +$50.00, 50 / 200 = 25.0%
    expect(amountChange(20_000, 25_000)).toEqual({ from: 20_000, to: 25_000, difference: 5_000, percentTenths: 250 });
    // $250.00 -> $200.00: -$50.00, -50 / 250 = -20.0%
    expect(amountChange(25_000, 20_000)).toEqual({ from: 25_000, to: 20_000, difference: -5_000, percentTenths: -200 });
    expect(amountChange(1234, 1234)).toEqual({ from: 1234, to: 1234, difference: 0, percentTenths: 0 });
  });

  it('has no percent from a zero base instead of dividing by zero', () => {
    expect(amountChange(0, 5_000).percentTenths).toBeNull();
    expect(amountChange(0, 0)).toEqual({ from: 0, to: 0, difference: 0, percentTenths: null });
  });
});

describe('changePercentTenths rounding', () => {
  it('rounds to the nearest tenth of a percent, halves away from zero', () => {
    expect(changePercentTenths(1, 800)).toBe(1); // 0.125% -> 0.1%
    expect(changePercentTenths(1, 80)).toBe(13); // 1.25% -> 1.3% (a half, up)
    expect(changePercentTenths(-1, 80)).toBe(-13); // -1.25% -> -1.3% (a half, away from zero)
    expect(changePercentTenths(1, 3)).toBe(333); // 33.333...% -> 33.3%
    expect(changePercentTenths(2, 3)).toBe(667); // 66.666...% -> 66.7%
    expect(changePercentTenths(1, 2001)).toBe(0); // 0.0499...% -> 0.0%
    expect(changePercentTenths(1, 2000)).toBe(1); // 0.05% exactly -> 0.1%
  });

  it('is exact on amounts far beyond a float fraction', () => {
    // 1,000,000,000,005 cents on 2,000,000,000,000: 50.00000000025% -> 50.0%
    expect(changePercentTenths(1_000_000_000_005, 2_000_000_000_000)).toBe(500);
    // 5 cents on 10,000 cents is 0.05% -> 0.1% (the half)
    expect(changePercentTenths(5, 10_000)).toBe(1);
  });

  it('divides by the size of a negative base', () => {
    expect(changePercentTenths(100, -1000)).toBe(100);
  });
});
