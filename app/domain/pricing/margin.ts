/**
 * Margin: what a line or a version keeps once its budget (what it
 * costs us) is paid. Integer cents in, integer cents out; pure.
 *
 * - Margin = price - budget: per unit, for the install, for the line total
 *   (unit x quantity + install, as in totals.ts) and for the version.
 * - Margin percent = margin / price, to a tenth of a percent, rounded half
 *   away from zero (44.90% shows 44.9%, 44.995% shows 45.0%, -12.35% shows
 *   -12.4%), the same on every screen and PDF. The flags are judged on the
 *   exact amounts, never on the rounded figure.
 * - A zero price has no percent (null, shown 'N/A'). A zero-price line with a
 *   zero budget (nothing charged, nothing spent) has no flag; with a budget it
 *   is a Loss.
 * - Flags: 'loss' when the line's price total is below its budget total;
 *   'low' when not a loss and the margin is under the brand's target percent
 *   of the price (exact: margin x 100 < target x price).
 */
import { lineTotal, type LineAmounts } from './totals';
import { assertSafeCents } from './limits';
import { formatCents } from '~/domain/money';
import type { Cents } from './types';

/** A brand without a target of its own. */
export const DEFAULT_TARGET_MARGIN_PERCENT = 30;
/** The range a brand's target may take (whole percents). */
export const TARGET_MARGIN_MIN = 0;
export const TARGET_MARGIN_MAX = 90;

export type MarginFlag = 'loss' | 'low';
export const MARGIN_FLAG_LABELS: Record<MarginFlag, string> = { loss: 'Loss', low: 'Low margin' };

export type LineMargin = {
  /** The line's price total and budget total (unit x quantity + install). */
  price: Cents;
  budget: Cents;
  /** Unit price - unit budget. */
  unit: Cents;
  /** Install price - install budget. */
  install: Cents;
  /** Line price total - line budget total. */
  total: Cents;
  /** Tenths of a percent of the line's price total (rounded half away from zero); null for a zero price. */
  percentTenths: number | null;
  flag: MarginFlag | null;
};

export type VersionMargin = {
  /** Price total - budget total. */
  cents: Cents;
  percentTenths: number | null;
  /** The target the flags were judged against (whole percent). */
  targetPercent: number;
  lossCount: number;
  lowCount: number;
  /** The first flagged line in the version's order, for a link to it; null when none is flagged. */
  firstFlaggedId: number | null;
};

/** The target a brand's stored value stands for (null: the default 30%). */
export function targetMarginPercent(stored: number | null | undefined): number {
  return stored === null || stored === undefined ? DEFAULT_TARGET_MARGIN_PERCENT : stored;
}

/**
 * margin x 1000 / price rounded half away from zero, in integers: the margin
 * percent in tenths (44.90% -> 449, 44.95% -> 450, -12.35% -> -124). Null
 * for a zero price. Every screen, export and PDF shows a margin percent
 * through this and formatMarginPercent (docs/pricing.md § Margin).
 */
export function marginPercentTenths(margin: Cents, price: Cents): number | null {
  if (price === 0) return null;
  const n = BigInt(Math.round(margin)) * 1000n;
  const d = BigInt(Math.round(price));
  const negative = n < 0n !== d < 0n;
  const absN = n < 0n ? -n : n;
  const absD = d < 0n ? -d : d;
  // (2|n| + |d|) / 2|d|, truncated: |n| / |d| rounded half up, then the sign back.
  const q = (2n * absN + absD) / (2n * absD);
  return Number(negative ? -q : q);
}

/** '12.3%', '-4.0%', or 'N/A' for a zero price. */
export function formatMarginPercent(tenths: number | null): string {
  if (tenths === null) return 'N/A';
  const sign = tenths < 0 ? '-' : '';
  const abs = Math.abs(tenths);
  return `${sign}${Math.floor(abs / 10)}.${abs % 10}%`;
}

/** The margin percent of an amount, as every screen and PDF shows it: '44.9%', 'N/A' for a zero price. */
export function marginPercentText(margin: Cents, price: Cents): string {
  return formatMarginPercent(marginPercentTenths(margin, price));
}

/** The flag of an amount priced at `price` costing `budget`, against a target percent. */
export function marginFlag(price: Cents, budget: Cents, targetPercent: number): MarginFlag | null {
  if (price < budget) return 'loss';
  if (price === 0) return null;
  // In BigInt: 100 x a version-sized amount can pass 2^53.
  return BigInt(price - budget) * 100n < BigInt(targetPercent) * BigInt(price) ? 'low' : null;
}

export function lineMargin(line: LineAmounts, targetPercent: number): LineMargin {
  const price = lineTotal(line.lineItemPrice, line.quantity, line.lineItemInstallPrice);
  const budget = lineTotal(line.lineItemBudget, line.quantity, line.lineItemInstallBudget);
  const total = assertSafeCents(price - budget, 'A line margin');
  return {
    price,
    budget,
    unit: line.lineItemPrice - line.lineItemBudget,
    install: line.lineItemInstallPrice - line.lineItemInstallBudget,
    total,
    percentTenths: marginPercentTenths(total, price),
    flag: marginFlag(price, budget, targetPercent),
  };
}

/** A version's margin from its lines (in their order) and the brand's target; `flags` are the lines' own. */
export function versionMargin(lines: readonly (LineAmounts & { id: number })[], targetPercent: number): VersionMargin {
  let price = 0;
  let budget = 0;
  let lossCount = 0;
  let lowCount = 0;
  let firstFlaggedId: number | null = null;
  for (const line of lines) {
    price += lineTotal(line.lineItemPrice, line.quantity, line.lineItemInstallPrice);
    budget += lineTotal(line.lineItemBudget, line.quantity, line.lineItemInstallBudget);
    const { flag } = lineMargin(line, targetPercent);
    if (flag === 'loss') lossCount += 1;
    if (flag === 'low') lowCount += 1;
    if (flag && firstFlaggedId === null) firstFlaggedId = line.id;
  }
  const cents = assertSafeCents(price - budget, 'A version margin');
  return { cents, percentTenths: marginPercentTenths(cents, price), targetPercent, lossCount, lowCount, firstFlaggedId };
}

/** 'Loss' or 'Low margin' with the figures, e.g. 'Low margin: 12.0% (target 30%)'. */
export function marginFlagText(flag: MarginFlag, percentTenths: number | null, targetPercent: number): string {
  return `${MARGIN_FLAG_LABELS[flag]}: ${formatMarginPercent(percentTenths)} (target ${targetPercent}%)`;
}

/** A margin in cents with its percent of the price it was taken from (tenths; null for a zero price). */
export type MarginPart = { cents: Cents; percentTenths: number | null };

/**
 * A line's unit and install margins, each against its own price: the unit
 * margin is unit price - unit budget as a percent of the unit price, the
 * install margin the same for the install (per line, not x quantity). The
 * percents follow the same rule as every margin percent (marginPercentTenths).
 */
export function unitInstallMargins(line: Omit<LineAmounts, 'quantity'>): { unit: MarginPart; install: MarginPart } {
  const unit = line.lineItemPrice - line.lineItemBudget;
  const install = line.lineItemInstallPrice - line.lineItemInstallBudget;
  return {
    unit: { cents: unit, percentTenths: marginPercentTenths(unit, line.lineItemPrice) },
    install: { cents: install, percentTenths: marginPercentTenths(install, line.lineItemInstallPrice) },
  };
}

/** '$333.33 / 27.0%', '-$20.00 / -40.0%', '$0.00 / N/A' (a zero price has no percent). */
export function marginPartText(part: MarginPart): string {
  return `${formatCents(part.cents)} / ${formatMarginPercent(part.percentTenths)}`;
}
