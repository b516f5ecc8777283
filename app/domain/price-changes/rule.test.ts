import { describe, expect, it } from 'vitest';
import { applyRule, parsePercent, ruleInWords, type PriceRule } from './rule';

const up6 = (rounding: PriceRule['rounding']): PriceRule => ({ direction: 'up', kind: 'percent', size: 600, rounding });

describe('a bulk price rule, worked to the cent', () => {
  it('+6% of $1,234.56 is $1,308.63 to the cent, $1,309 up to the dollar, $1,310 to the nearest $5', () => {
    expect(applyRule(123_456, up6('cent'))).toBe(130_863);
    expect(applyRule(123_456, up6('dollar-up'))).toBe(130_900);
    expect(applyRule(123_456, up6('dollar-nearest'))).toBe(130_900);
    expect(applyRule(123_456, up6('five-up'))).toBe(131_000);
    expect(applyRule(123_456, up6('five-nearest'))).toBe(131_000);
  });

  it('rounds a half cent up, worked on integers (+2.5% of $0.20 is $0.205 -> $0.21)', () => {
    expect(applyRule(20, { direction: 'up', kind: 'percent', size: 250, rounding: 'cent' })).toBe(21);
  });

  it('to the nearest dollar or $5 goes down when nearer, up only rounds up', () => {
    expect(applyRule(100_040, { direction: 'up', kind: 'amount', size: 0, rounding: 'dollar-nearest' })).toBe(100_000);
    expect(applyRule(100_001, { direction: 'up', kind: 'amount', size: 0, rounding: 'dollar-up' })).toBe(100_100);
    expect(applyRule(100_249, { direction: 'up', kind: 'amount', size: 0, rounding: 'five-nearest' })).toBe(100_000);
    expect(applyRule(100_250, { direction: 'up', kind: 'amount', size: 0, rounding: 'five-nearest' })).toBe(100_500);
  });

  it('minus a percentage or an amount, never below $0', () => {
    expect(applyRule(100_000, { direction: 'down', kind: 'percent', size: 1_000, rounding: 'cent' })).toBe(90_000);
    expect(applyRule(2_500, { direction: 'down', kind: 'amount', size: 5_000, rounding: 'cent' })).toBe(0);
    expect(applyRule(100_000, { direction: 'down', kind: 'percent', size: 15_000, rounding: 'cent' })).toBe(0);
  });

  it('plus an amount adds cents exactly', () => {
    expect(applyRule(59_500, { direction: 'up', kind: 'amount', size: 2_550, rounding: 'cent' })).toBe(62_050);
  });

  it('leaves a $0 cell at $0 (an unpriced size is not priced by rounding)', () => {
    expect(applyRule(0, { direction: 'up', kind: 'amount', size: 1_000, rounding: 'five-up' })).toBe(0);
  });

  it('says the rule in words', () => {
    expect(ruleInWords(up6('cent'))).toBe('+6%, to the cent');
    expect(ruleInWords({ direction: 'down', kind: 'amount', size: 2_500, rounding: 'five-up' })).toBe('−$25.00, up to $5');
    expect(ruleInWords({ direction: 'up', kind: 'percent', size: 250, rounding: 'dollar-nearest' })).toBe('+2.5%, to the nearest dollar');
  });

  it('reads a typed percentage in hundredths', () => {
    expect(parsePercent('6')).toBe(600);
    expect(parsePercent('2.5%')).toBe(250);
    expect(parsePercent('12.34')).toBe(1_234);
    expect(parsePercent('1.234')).toBeNull();
    expect(parsePercent('-3')).toBeNull();
  });
});
