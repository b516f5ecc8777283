/**
 * Budget and price totals of a job version (docs/pricing.md § Totals, tax and deposit).
 * Integer cents in, integer cents out.
 *
 * Installation is per LINE, not per unit. The rule reads: "units subtotal = sum of (per-unit amount x quantity);
 * job total = units subtotal + installation subtotal". Only the per-unit
 * amount is multiplied by the quantity; the install amount of a line is taken
 * as the installation for the whole line, so the installation subtotal is the
 * plain sum of install amounts.
 */
import { assertSafeCents } from './limits';

export type LineAmounts = {
  quantity: number;
  lineItemPrice: number;
  lineItemInstallPrice: number;
  lineItemBudget: number;
  lineItemInstallBudget: number;
};

export type Subtotals = { items: number; installation: number; total: number };
export type JobTotals = { budget: Subtotals; price: Subtotals };

export const ZERO_TOTALS: JobTotals = {
  budget: { items: 0, installation: 0, total: 0 },
  price: { items: 0, installation: 0, total: 0 },
};

/** One line's amount: the per-unit amount x quantity, plus the install amount of the whole line (see above). */
export function lineTotal(unit: number, quantity: number, install: number): number {
  return assertSafeCents(Math.round(unit * quantity) + Math.round(install), 'A line total');
}

function subtotals(lines: readonly LineAmounts[], unit: (l: LineAmounts) => number, install: (l: LineAmounts) => number): Subtotals {
  let items = 0;
  let installation = 0;
  for (const line of lines) {
    items += Math.round(unit(line) * line.quantity);
    installation += Math.round(install(line));
  }
  // Within the limits (limits.ts) every sum stays far below 2^53 cents; past them the engine stops rather than round.
  return {
    items: assertSafeCents(items, 'An items subtotal'),
    installation: assertSafeCents(installation, 'An installation subtotal'),
    total: assertSafeCents(items + installation, 'A job total'),
  };
}

export function jobTotals(lines: readonly LineAmounts[]): JobTotals {
  return {
    budget: subtotals(lines, (l) => l.lineItemBudget, (l) => l.lineItemInstallBudget),
    price: subtotals(lines, (l) => l.lineItemPrice, (l) => l.lineItemInstallPrice),
  };
}
