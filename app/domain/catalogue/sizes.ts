/** A sign's sizes: their order, and the payloads that add, edit, fill and restore their prices. Pure. */
import { z } from 'zod';
import { MAX_CENTS, PRICE_COLUMNS } from './price-cells';
import { moneyCents } from './price-cells-schema';
import { id, required } from './schema-parts';

/** The numeric part of a size name ('24"' -> 24, '4\' x 8\'' -> 4, '<24 SF' -> 24); none sorts last. */
export function sizeNumber(name: string): number {
  const match = /\d+(\.\d+)?/.exec(name);
  return match ? Number(match[0]) : Number.POSITIVE_INFINITY;
}

/** Size rows sorted by the numeric part of the size, then by name (docs/product.md § Catalogue, the Signs tab). */
export function compareSizes(a: { sizeName: string; id?: number }, b: { sizeName: string; id?: number }): number {
  const d = sizeNumber(a.sizeName) - sizeNumber(b.sizeName);
  if (d !== 0 && !Number.isNaN(d)) return d;
  const byName = a.sizeName.localeCompare(b.sizeName, 'en', { numeric: true });
  return byName !== 0 ? byName : (a.id ?? 0) - (b.id ?? 0);
}

/** PATCH /api/sign-pricing/{id}: any of the five columns, in dollars. */
export const sizePricePatchSchema = z
  .object({
    sizeName: required('Size', 60).optional(),
    signPrice: moneyCents.optional(),
    installPrice: moneyCents.optional(),
    signBudget: moneyCents.optional(),
    installBudget: moneyCents.optional(),
    raceway: moneyCents.optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to change' });
export type SizePricePatch = z.output<typeof sizePricePatchSchema>;

/** POST /api/sign-pricing/fill: one value copied into several rows of one column. */
export const fillSchema = z
  .object({
    column: z.enum(PRICE_COLUMNS, { message: `column must be one of ${PRICE_COLUMNS.join(', ')}` }),
    value: moneyCents,
    pricingIds: z.array(id).min(1, 'Choose at least one row').max(2000),
  })
  .strict();

/** POST /api/sign-pricing/restore: the Undo of a fill (each row back to its own value). */
export const restoreSchema = z
  .object({
    column: z.enum(PRICE_COLUMNS),
    rows: z.array(z.object({ id, cents: z.number().int().min(0).max(MAX_CENTS), expected: z.number().int().min(0).max(MAX_CENTS).optional() }).strict()).min(1).max(2000),
  })
  .strict();

/** POST /api/signs/{id}/pricing: a new size. */
export const newSizeSchema = z
  .object({
    sizeName: required('Size', 60),
    signPrice: moneyCents.optional(),
    installPrice: moneyCents.optional(),
    signBudget: moneyCents.optional(),
    installBudget: moneyCents.optional(),
    raceway: moneyCents.optional(),
  })
  .strict();
