/**
 * What a bulk price change touches and how, as the form sends it (a GET form,
 * so the preview is a link) and as the API takes it: one Zod schema for both.
 * Errors name the field and the limit. Pure.
 */
import { z } from 'zod';
import { SIGN_TYPES } from '~/domain/catalogue/vocabulary';
import { parseCellMoney, PRICE_COLUMN_LABELS } from '~/domain/catalogue/price-cells';
import { DIRECTIONS, parsePercent, ROUNDINGS, RULE_KINDS, type PriceRule } from './rule';
import { isRealDay } from './days';

/**
 * The columns a bulk change can move: a size row's five money cells, a fixed service's price, and the amount
 * modifiers ('+$150', '+$2/SF') of the options linked to the chosen signs.
 */
export const CHANGE_COLUMNS = ['signPrice', 'installPrice', 'signBudget', 'installBudget', 'raceway', 'servicePrice', 'optionModifier'] as const;
export type ChangeColumn = (typeof CHANGE_COLUMNS)[number];
export const CHANGE_COLUMN_LABELS: Record<ChangeColumn, string> = { ...PRICE_COLUMN_LABELS, servicePrice: 'Service Price', optionModifier: 'Option Modifier' };

/** The catalogue field a column is stored in (and named by in the catalogue history). */
export const COLUMN_FIELD = {
  signPrice: 'signPrice',
  installPrice: 'installPrice',
  signBudget: 'signBudget',
  installBudget: 'installBudget',
  raceway: 'racewayPrice',
  servicePrice: 'priceFormula',
  // One cell per entry: 'modifier:Bronze' (see option-modifiers.ts).
  optionModifier: 'modifier:',
} as const satisfies Record<ChangeColumn, string>;
export type CellField = Exclude<(typeof COLUMN_FIELD)[ChangeColumn], 'modifier:'> | `modifier:${string}`;

export const MAX_PERCENT_HUNDREDTHS = 100_00;

const many = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]), z.array(item));

/** The choice: which brand (and within it a sign type, chosen signs, services), which columns, and the rule. */
export const bulkChoiceSchema = z
  .object({
    brandId: z.coerce.number({ message: 'Choose a brand' }).int().positive('Choose a brand'),
    signType: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SIGN_TYPES, { message: 'Choose a sign type from the list' }).optional()),
    signIds: many(z.coerce.number().int().positive()).refine((a) => a.length <= 500, 'Choose at most 500 signs'),
    columns: many(z.enum(CHANGE_COLUMNS, { message: 'Choose columns from the list' })).refine((a) => a.length > 0, 'Choose at least one column to change'),
    direction: z.enum(DIRECTIONS, { message: 'Choose plus or minus' }),
    kind: z.enum(RULE_KINDS, { message: 'Choose a percentage or an amount' }),
    size: z.union([z.string(), z.number()]).transform((v) => String(v)),
    rounding: z.enum(ROUNDINGS, { message: 'Choose how to round' }).default('cent'),
  })
  .transform((value, ctx) => {
    let size: number | null;
    if (value.kind === 'percent') {
      size = parsePercent(value.size);
      if (size === null || size <= 0 || size > MAX_PERCENT_HUNDREDTHS) {
        ctx.addIssue({ code: 'custom', path: ['size'], message: 'Enter a percentage above 0 and at most 100, with at most 2 decimals' });
        return z.NEVER;
      }
    } else {
      const parsed = parseCellMoney(value.size);
      size = parsed.ok && parsed.cents > 0 ? parsed.cents : null;
      if (size === null) {
        ctx.addIssue({ code: 'custom', path: ['size'], message: parsed.ok ? 'Enter an amount above $0' : parsed.message });
        return z.NEVER;
      }
    }
    const rule: PriceRule = { direction: value.direction, kind: value.kind, size, rounding: value.rounding };
    return { brandId: value.brandId, signType: value.signType ?? null, signIds: value.signIds, columns: value.columns, rule };
  });
export type BulkChoice = z.output<typeof bulkChoiceSchema>;

/** The day a change takes effect ('yyyy-MM-dd'); checked against today on the server. */
export const effectiveFromSchema = z
  .string({ message: 'Choose the day the change takes effect' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-01')
  .refine(isRealDay, 'Use a date like 2026-12-01');
