/**
 * The range a version with choices can come to
 * (docs/choices.md § Totals and range): the lowest possible total counts the required lines, no optional line
 * and the cheapest line of each group; the highest every optional line and the
 * dearest line of each group. Each figure (price, budget, margin) is judged on
 * its own: a group's cheapest price need not be its cheapest budget. Line
 * amounts by the one pricing engine (lineTotal). Pure.
 */
import { lineTotal, type LineAmounts } from '~/domain/pricing/totals';
import { assertSafeCents } from '~/domain/pricing/limits';
import type { Cents } from '~/domain/pricing/types';
import { alternativeGroups, choiceKind, type LineChoiceMarks } from './selection';

export type Span = { lowest: Cents; highest: Cents };
export type ChoiceRange = { price: Span; budget: Span; margin: Span };

type Line = LineChoiceMarks & LineAmounts;

const priceOf = (l: LineAmounts) => lineTotal(l.lineItemPrice, l.quantity, l.lineItemInstallPrice);
const budgetOf = (l: LineAmounts) => lineTotal(l.lineItemBudget, l.quantity, l.lineItemInstallBudget);
const marginOf = (l: LineAmounts) => priceOf(l) - budgetOf(l);

function span(lines: readonly Line[], amount: (l: Line) => number): Span {
  let lowest = 0;
  let highest = 0;
  for (const line of lines) {
    const kind = choiceKind(line);
    if (kind === 'Required') {
      lowest += amount(line);
      highest += amount(line);
    } else if (kind === 'Optional') {
      // Prices and budgets are never negative, so an optional line only adds; a loss-making one lowers the margin.
      lowest += Math.min(0, amount(line));
      highest += Math.max(0, amount(line));
    }
  }
  for (const group of alternativeGroups(lines).values()) {
    const amounts = group.map(amount);
    lowest += Math.min(...amounts);
    highest += Math.max(...amounts);
  }
  return { lowest: assertSafeCents(lowest, 'A lowest total'), highest: assertSafeCents(highest, 'A highest total') };
}

/** The lowest and highest possible price, budget and margin of a version's lines. */
export function choiceRange(lines: readonly Line[]): ChoiceRange {
  return { price: span(lines, priceOf), budget: span(lines, budgetOf), margin: span(lines, marginOf) };
}

