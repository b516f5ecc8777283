/**
 * What the price-change screens and /api routes share: reading a bulk
 * choice from a query or a form (400 naming the field), and the choices the
 * form offers (brands, and the signs of the chosen brand).
 */
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb, schema } from '~/server/db.server';
import { bulkChoiceSchema } from '~/domain/price-changes/choice';
import { fieldErrors, type FieldErrors } from '~/server/http/api.server';

/** The choice as an object of fields from URLSearchParams or FormData (repeated names become lists). */
export function fieldsOf(params: URLSearchParams | FormData): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key).map(String);
    out[key] = key === 'signIds' || key === 'columns' ? all : (all[0] ?? '');
  }
  return out;
}

export function readChoice(fields: unknown): { ok: true; choice: z.output<typeof bulkChoiceSchema> } | { ok: false; errors: FieldErrors } {
  const parsed = bulkChoiceSchema.safeParse(fields);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const brand = getDb().select({ id: schema.brands.id }).from(schema.brands).where(eq(schema.brands.id, parsed.data.brandId)).get();
  if (!brand) return { ok: false, errors: { brandId: ['Choose a brand from the list'] } };
  return { ok: true, choice: parsed.data };
}

/** The signs of a brand, for the 'chosen signs' list. */
export function signsOfBrand(brandId: number) {
  return getDb()
    .select({ id: schema.signs.id, name: schema.signs.name, signType: schema.signs.signType })
    .from(schema.signs)
    .where(eq(schema.signs.brandId, brandId))
    .orderBy(asc(schema.signs.displayOrder), asc(schema.signs.name))
    .all();
}
