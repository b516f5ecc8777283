/** Shared shapes for the seed modules. */
import type { DB } from '../connection';

/** The handle a drizzle transaction gives its callback (synchronous on better-sqlite3). */
export type Tx = Parameters<Parameters<DB['transaction']>[0]>[0];

/** Dollars (as the catalogue is written) to integer cents. */
export function cents(dollars: number): number {
  return Math.round(dollars * 100);
}

/**
 * A budget from a price: whole dollars for ordinary prices, to the cent for
 * small per-SF rates (where whole dollars would lose too much).
 */
export function budgetCents(priceCents: number, multiplier: number): number {
  const raw = priceCents * multiplier;
  return priceCents >= 10_000 ? Math.round(raw / 100) * 100 : Math.round(raw);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A time some days before now (seeded rows are spread over the last months). */
export function daysAgo(days: number, now: number = Date.now()): number {
  return now - Math.round(days * DAY_MS);
}
