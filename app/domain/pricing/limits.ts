/**
 * Limits that keep every amount sane and exact. A sign
 * company never quotes anything near them; they are there so an absurd input
 * (a typo, a script) is refused with a message instead of being priced past
 * the range where the engine's numbers are exact.
 *
 * - Quantity: 1 to 99,999 per line.
 * - Feet: at most 500 per dimension (height and width of Monument, Pylon and
 *   Window/Wall signs). The tallest highway pylons stand about 100-200 ft and
 *   the widest wall graphics run a few hundred feet along a big-box front, so
 *   500 ft leaves room for any real sign while a mistyped 999,999 is refused.
 *   Inches stay below 12.
 * - Amounts: any per-unit or install amount (price or budget), typed or
 *   computed by the engine, at most $9,999,999.99.
 * - A version's total (price and budget): at most $999,999,999,999.99, which
 *   holds the largest allowed line (99,999 x $9,999,999.99 + $9,999,999.99 =
 *   $999,999,999,000.00) and stays 90 times below 2^53 cents, so every sum the
 *   engine makes is an exact integer.
 *
 * Pure; the schemas, the engine and the server's writes all read these.
 */
import { formatCents, groupThousands } from '~/domain/money';
import type { Cents, LinePrices } from './types';

export const MAX_QUANTITY = 99_999;
export const MAX_FEET = 500;
export const MAX_AMOUNT_CENTS: Cents = 999_999_999;
export const MAX_VERSION_TOTAL_CENTS: Cents = 99_999_999_999_999;

/** The form and API field of each column of a line. */
export const PRICE_FIELD_OF: Record<keyof LinePrices, string> = {
  price: 'lineItemPrice',
  install: 'lineItemInstallPrice',
  budget: 'lineItemBudget',
  installBudget: 'lineItemInstallBudget',
};

const COLUMN_LABELS: Record<keyof LinePrices, string> = {
  price: 'Unit Price',
  install: 'Install Price',
  budget: 'Unit Budget',
  installBudget: 'Install Budget',
};

export const LIMIT_MESSAGES = {
  quantity: `Quantity must be a whole number from 1 to ${groupThousands(MAX_QUANTITY)}`,
  feet: (label: string) => `${label} must be at most ${MAX_FEET}`,
  amount: (label: string) => `${label} must be at most ${formatCents(MAX_AMOUNT_CENTS)}`,
  calculated: (label: string, cents: Cents) =>
    `The calculated ${label} (${formatCents(cents)}) is over the limit of ${formatCents(MAX_AMOUNT_CENTS)}: check the dimensions and options`,
  calculatedPrompt: 'Price over the limit',
  versionTotal: (total: Cents) =>
    `This would bring the version's total to ${formatCents(total)}, over the limit of ${formatCents(MAX_VERSION_TOTAL_CENTS)}: lower the quantity or the prices`,
} as const;

/** Whether `cents` is a whole amount the engine may save: 0 to MAX_AMOUNT_CENTS. */
export const isAmountWithinLimit = (cents: number) => Number.isSafeInteger(cents) && cents >= 0 && cents <= MAX_AMOUNT_CENTS;

/**
 * The engine's own check on what it computed: every amount a safe integer
 * (anything else is a bug, so it throws), and within the limit (an absurd
 * configuration: refused with a message at that column's field).
 */
export function checkComputedPrices(prices: LinePrices): { field: string; message: string } | null {
  for (const key of Object.keys(PRICE_FIELD_OF) as (keyof LinePrices)[]) {
    const cents = assertSafeCents(prices[key], COLUMN_LABELS[key]);
    if (cents > MAX_AMOUNT_CENTS) return { field: PRICE_FIELD_OF[key], message: LIMIT_MESSAGES.calculated(COLUMN_LABELS[key], cents) };
  }
  return null;
}

/** Typed amounts over the limit: the first such field and its message, or null. */
export function checkTypedPrices(prices: LinePrices): { field: string; message: string } | null {
  for (const key of Object.keys(PRICE_FIELD_OF) as (keyof LinePrices)[]) {
    if (prices[key] > MAX_AMOUNT_CENTS) return { field: PRICE_FIELD_OF[key], message: LIMIT_MESSAGES.amount(COLUMN_LABELS[key]) };
  }
  return null;
}

/** The engine's results are exact integers of cents, or it stops: never a silently rounded figure. */
export function assertSafeCents(value: number, what: string): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} is not a whole number of cents within the exact range: ${value}`);
  return value;
}
