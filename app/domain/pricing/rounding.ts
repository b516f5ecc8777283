/**
 * Exact money arithmetic. Multiplying cents by a real (a budget multiplier,
 * an area, a percentage) in floating point can land a hair under a half cent
 * (1010 x 0.55 = 555.4999...), and Math.round then loses the cent a person
 * working it by hand would keep. So factors are read as decimals (up to 6
 * places, which covers every multiplier, area and percentage we store) and
 * the product is computed in BigInt, rounding half a cent up.
 */
import type { Cents } from './types';

const SCALE = 1_000_000n;

/** A real factor as an integer count of millionths (0.55 -> 550000). */
function millionths(factor: number): bigint {
  if (!Number.isFinite(factor)) throw new RangeError(`Not a finite factor: ${factor}`);
  return BigInt(Math.round(factor * 1_000_000));
}

/** round(a * b / c), half away from zero, for non-negative c. */
function divRound(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  const q = (n * 2n + denominator) / (denominator * 2n);
  return negative ? -q : q;
}

/** cents x factor, rounded to the cent (half a cent rounds up). */
export function mulCents(cents: Cents, factor: number): Cents {
  return Number(divRound(BigInt(Math.round(cents)) * millionths(factor), SCALE));
}

/** cents x (hundredths / 100): an amount times an area kept in hundredths of a square foot. */
export function mulHundredths(cents: Cents, hundredths: number): Cents {
  return Number(divRound(BigInt(Math.round(cents)) * BigInt(Math.round(hundredths)), 100n));
}

/** A real rounded to 2 decimals, half up, immune to 2.675 being stored as 2.67499... */
export function round2(value: number): number {
  return Math.round(Number((value * 100).toPrecision(12))) / 100;
}
