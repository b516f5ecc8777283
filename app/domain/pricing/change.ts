/**
 * The change of an amount from one version of a quote to another (Compare
 * versions): the difference in cents and in percent of the amount it
 * started from. Pure; integer cents in and out.
 */
import { assertSafeCents } from './limits';

export type AmountChange = {
  from: number;
  to: number;
  /** to - from, in cents (negative when the amount went down). */
  difference: number;
  /**
   * The difference as tenths of a percent of `from` (125 = 12.5%), or null when
   * `from` is zero: there is no base to divide by, and the page says so.
   */
  percentTenths: number | null;
};

/**
 * Rounding of the percent: the exact ratio difference / |from| is rounded once
 * to the nearest tenth of a percent, halves away from zero (1 cent on $8.00 is
 * 0.125% -> 0.1%; 1 cent on $0.80 is 1.25% -> 1.3%; -1 cent on $0.80 is -1.3%).
 * Worked in BigInt on the cents, so no binary fraction can move a half the
 * wrong way.
 */
export function changePercentTenths(difference: number, base: number): number | null {
  if (base === 0) return null;
  const numerator = BigInt(Math.round(difference)) * 1000n;
  const denominator = BigInt(Math.abs(Math.round(base)));
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return Number(negative ? -rounded : rounded);
}

export function amountChange(from: number, to: number): AmountChange {
  const difference = assertSafeCents(to - from, 'A difference');
  return { from, to, difference, percentTenths: changePercentTenths(difference, from) };
}
