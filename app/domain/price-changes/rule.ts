/**
 * A bulk price change's rule: plus or minus a percentage or an amount, then
 * rounded to the cent, to the dollar or to $5 (up or to the nearest), worked
 * on integer cents so no binary fraction decides a cent. Pure. See
 * docs/pricing.md § Money in integer cents.
 */
import { formatCents } from '~/domain/money';
import { MAX_AMOUNT_CENTS } from '~/domain/pricing/limits';

export const DIRECTIONS = ['up', 'down'] as const;
export const RULE_KINDS = ['percent', 'amount'] as const;
export const ROUNDINGS = ['cent', 'dollar-up', 'dollar-nearest', 'five-up', 'five-nearest'] as const;
export type Rounding = (typeof ROUNDINGS)[number];

export const ROUNDING_LABELS: Record<Rounding, string> = {
  cent: 'to the cent',
  'dollar-up': 'up to the dollar',
  'dollar-nearest': 'to the nearest dollar',
  'five-up': 'up to $5',
  'five-nearest': 'to the nearest $5',
};

/**
 * `size`: for a percentage, hundredths of a percent (6% = 600, 2.5% = 250);
 * for an amount, cents.
 */
export type PriceRule = { direction: (typeof DIRECTIONS)[number]; kind: (typeof RULE_KINDS)[number]; size: number; rounding: Rounding };

/** n / d for non-negative integers, rounded half up, without floating point. */
function divideRounded(n: number, d: number): number {
  const q = Math.floor(n / d);
  return 2 * (n - q * d) >= d ? q + 1 : q;
}

function roundTo(cents: number, rounding: Rounding): number {
  if (rounding === 'cent') return cents;
  const step = rounding.startsWith('dollar') ? 100 : 500;
  return rounding.endsWith('-up') ? Math.ceil(cents / step) * step : divideRounded(cents, step) * step;
}

/**
 * The new price of a cell under `rule`, never below $0. A cell at $0 stays
 * $0 (an unpriced size is left unpriced, not given a price by rounding).
 */
export function applyRule(cents: number, rule: PriceRule): number {
  if (cents <= 0) return 0;
  let next: number;
  if (rule.kind === 'percent') {
    const factor = rule.direction === 'up' ? 10_000 + rule.size : Math.max(0, 10_000 - rule.size);
    next = divideRounded(cents * factor, 10_000);
  } else {
    next = rule.direction === 'up' ? cents + rule.size : cents - rule.size;
  }
  return Math.max(0, roundTo(Math.max(0, next), rule.rounding));
}

/** Whether a new price is over the catalogue's limit (the same as a line's). */
export const overLimit = (cents: number) => cents > MAX_AMOUNT_CENTS;

/** Hundredths of a percent as people read them: 600 -> '6', 250 -> '2.5', 1234 -> '12.34'. */
export function percentText(hundredths: number): string {
  return (hundredths / 100).toFixed(2).replace(/\.?0+$/, '');
}

/** The rule in words, kept on the change and shown in history: '+6%, to the cent', '−$25.00, up to $5'. */
export function ruleInWords(rule: PriceRule): string {
  const sign = rule.direction === 'up' ? '+' : '−';
  const size = rule.kind === 'percent' ? `${percentText(rule.size)}%` : formatCents(rule.size);
  return `${sign}${size}, ${ROUNDING_LABELS[rule.rounding]}`;
}

/** A percentage typed as text ('6', '2.5', '12.34') in hundredths, or null. */
export function parsePercent(text: string): number | null {
  const trimmed = text.trim().replace(/%$/, '');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole = '0', frac = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number((frac + '00').slice(0, 2));
}
