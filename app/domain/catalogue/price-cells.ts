/**
 * The five money cells of a catalogue size row: their names and labels, and
 * how a typed price is read (dollars in, integer cents out). Shared by the
 * /api routes, the /data actions and the Signs grid (their Zod field is
 * price-cells-schema.ts, so the grid loads no Zod). Pure.
 */
import { MAX_AMOUNT_CENTS } from '~/domain/pricing/limits';
import { formatCents } from '~/domain/money';
import { labelledList } from '~/domain/labelled-list';

/** The five money columns of a size row, as the API names them, and their labels on screen. */
const priceColumns = labelledList([
  ['signPrice', 'Sign Price'],
  ['installPrice', 'Install Price'],
  ['signBudget', 'Sign Budget'],
  ['installBudget', 'Install Budget'],
  ['raceway', 'Raceway'],
]);
export const PRICE_COLUMNS = priceColumns.values;
export type PriceColumn = (typeof PRICE_COLUMNS)[number];
export const PRICE_COLUMN_LABELS = priceColumns.labels;

export const MONEY_MESSAGES = {
  invalid: 'Enter a dollar amount, like 1,234.50',
  negative: 'A price cannot be negative',
  decimals: 'Use at most 2 decimals',
  tooLarge: `That amount is too large: at most ${formatCents(MAX_AMOUNT_CENTS)}`,
} as const;

/** A catalogue price is a per-unit or install amount too: the same limit as a line's (domain/pricing/limits.ts). */
export const MAX_CENTS = MAX_AMOUNT_CENTS;

/**
 * A price typed into a catalogue cell: '$1,234.50', '1234.5', 12 (a number of
 * dollars). Integer cents, never negative, at most 2 decimals.
 */
export function parseCellMoney(input: unknown): { ok: true; cents: number } | { ok: false; message: string } {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, message: MONEY_MESSAGES.invalid };
    input = String(input);
  }
  if (typeof input !== 'string') return { ok: false, message: MONEY_MESSAGES.invalid };
  const text = input.replace(/[$,\s]/g, '');
  if (/^-/.test(text) && /^-(\d+(\.\d*)?|\.\d+)$/.test(text)) return { ok: false, message: MONEY_MESSAGES.negative };
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(text)) return { ok: false, message: MONEY_MESSAGES.invalid };
  const decimals = text.includes('.') ? text.split('.')[1]!.length : 0;
  if (decimals > 2) return { ok: false, message: MONEY_MESSAGES.decimals };
  const [whole = '0', frac = ''] = text.split('.');
  const cents = Number(whole || '0') * 100 + Number((frac + '00').slice(0, 2));
  if (!Number.isSafeInteger(cents) || cents > MAX_CENTS) return { ok: false, message: MONEY_MESSAGES.tooLarge };
  return { ok: true, cents };
}
