/**
 * Which lines of a Draft were priced before a catalogue price change, and what
 * re-pricing them to today's catalogue would store
 * (docs/pricing.md § Price changes from a day). Pure: the server hands in each line's stored amounts,
 * today's figures from the pricing engine and the price changes recorded on
 * its catalogue cells; this says which lines are stale, the preview's rows,
 * the count, the total effect and the stamp a confirm must post back.
 */
import { lineTotal, type LinePrices } from '~/domain/pricing';
import { formatCents } from '~/domain/money';
import type { PricingMode } from './vocabulary';

/** A catalogue change that took effect on one of the line's cells: when it was recorded (ms) and its day ('yyyy-MM-dd'). */
export type CellChange = { at: number; day: string };

export type RepriceCandidate = {
  id: number;
  /** Its place in the version (1-based), as the job page numbers it. */
  lineNo: number;
  name: string;
  quantity: number;
  pricingMode: PricingMode;
  /** The saved amounts, in cents. */
  stored: LinePrices;
  /** When the line was last saved: a confirm is refused if it moved since the preview. */
  updatedAt: number;
  /** When the engine last priced it from the catalogue (ms). */
  pricedAt: number;
  /** Today's catalogue's amounts from the pricing engine, or why the line cannot be priced again; null when not asked (typed prices). */
  today: { ok: true; prices: LinePrices } | { ok: false; reason: string } | null;
  /** Catalogue changes recorded on its cells (its size, sign, options or service). */
  changes: readonly CellChange[];
};

export type RepriceRow = {
  id: number;
  lineNo: number;
  name: string;
  quantity: number;
  before: LinePrices;
  after: LinePrices;
  /** The line's price (unit x quantity + install) after minus before, in cents. */
  effect: number;
};

export type LeftAloneRow = { id: number; lineNo: number; name: string; why: string };

export type CatalogueReprice = {
  rows: RepriceRow[];
  leftAlone: LeftAloneRow[];
  /** The lines' prices after minus before, summed, in cents. */
  effect: number;
  /** The day of the latest price change the stale lines were priced before; null when none is stale. */
  latestDay: string | null;
  /** What the preview showed, as text: each stale line, its stamp and its new amounts. */
  stamp: string;
};

export const LEFT_ALONE = {
  Edited: 'Edited: its prices were typed, so they stay',
  Custom: 'Custom: its prices are always typed, so they stay',
} as const;

const samePrices = (a: LinePrices, b: LinePrices) => a.price === b.price && a.install === b.install && a.budget === b.budget && a.installBudget === b.installBudget;

/** The changes that took effect after the line was priced. */
const changesSince = (line: RepriceCandidate) => line.changes.filter((c) => c.at > line.pricedAt);

/**
 * The re-price of a Draft to today's catalogue. A line is re-priced when it
 * is Calculated, a price change took effect on its cells after it was priced
 * and today's catalogue gives other amounts than it stores. Edited and Custom
 * lines are left alone (their prices were typed), as is a Calculated line
 * that can no longer be priced (its size or option left the catalogue).
 */
export function planCatalogueReprice(lines: readonly RepriceCandidate[]): CatalogueReprice {
  const rows: RepriceRow[] = [];
  const leftAlone: LeftAloneRow[] = [];
  let latestDay: string | null = null;
  for (const line of lines) {
    if (line.pricingMode !== 'Calculated') {
      leftAlone.push({ id: line.id, lineNo: line.lineNo, name: line.name, why: LEFT_ALONE[line.pricingMode] });
      continue;
    }
    const since = changesSince(line);
    if (since.length === 0 || !line.today) continue;
    if (!line.today.ok) {
      leftAlone.push({ id: line.id, lineNo: line.lineNo, name: line.name, why: line.today.reason });
      continue;
    }
    const after = line.today.prices;
    if (samePrices(line.stored, after)) continue;
    const effect = lineTotal(after.price, line.quantity, after.install) - lineTotal(line.stored.price, line.quantity, line.stored.install);
    rows.push({ id: line.id, lineNo: line.lineNo, name: line.name, quantity: line.quantity, before: line.stored, after, effect });
    for (const c of since) if (latestDay === null || c.day > latestDay) latestDay = c.day;
  }
  const byId = new Map(lines.map((l) => [l.id, l.updatedAt]));
  const stamp = rows.map((r) => `${r.id}@${byId.get(r.id)}=${r.after.price},${r.after.install},${r.after.budget},${r.after.installBudget}`).join(';');
  return { rows, leftAlone, effect: rows.reduce((sum, r) => sum + r.effect, 0), latestDay, stamp };
}

/** 'N lines were priced before the <day> price change' (the day already in words). */
export function stalePricesText(count: number, dayWords: string): string {
  return `${count} ${count === 1 ? 'line was' : 'lines were'} priced before the ${dayWords} price change`;
}

/** The total effect in words: '+$1,234.00' or '-$50.00' ('$0.00' when nothing moves). */
export function effectText(cents: number): string {
  return cents > 0 ? `+${formatCents(cents)}` : cents < 0 ? `-${formatCents(-cents)}` : formatCents(0);
}

/** The toast after a confirm: '3 lines re-priced to today's catalogue'. */
export function repricedText(count: number): string {
  return `${count} ${count === 1 ? 'line' : 'lines'} re-priced to today's catalogue`;
}

/** The History row's detail: what re-pricing did, with the total effect. */
export function repricedHistoryText(rows: readonly RepriceRow[], effect: number): string {
  const names = rows.map((r) => `line ${r.lineNo} (${r.name}) ${formatCents(lineTotal(r.before.price, r.quantity, r.before.install))} -> ${formatCents(lineTotal(r.after.price, r.quantity, r.after.install))}`);
  return `re-priced ${rows.length === 1 ? '1 line' : `${rows.length} lines`} to today's catalogue (${effectText(effect)}): ${names.join('; ')}`;
}

export const CATALOGUE_REPRICE_MESSAGES = {
  movedSince: "The catalogue or the lines changed since this preview was shown, so nothing was re-priced. Here are today's figures: check them and confirm again.",
  nothingToReprice: "Every Calculated line already has today's catalogue prices: there is nothing to re-price.",
} as const;
