/**
 * Small pure helpers for the catalogue's JSON shapes (field names of
 * docs/product.md § Entities and fields; money in dollars in responses).
 */

/** 123450 cents -> 1234.5 (a number, 2 decimals at most). */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}
