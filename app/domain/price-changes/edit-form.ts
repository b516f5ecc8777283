/**
 * The form (and /api body) that edits a Scheduled price change: its day and new prices for its cells. The form
 * sends one dollar field per cell, named `cell-<cell id>`; the /api sends `cells[{id, newCents}]`. Errors name
 * the field. Pure.
 */
import { z } from 'zod';
import { parseCellMoney } from '~/domain/catalogue/price-cells';
import type { FieldErrors } from '~/domain/write-result';
import { effectiveFromSchema } from './choice';

export const CELL_FIELD = /^cell-(\d{1,12})$/;
export const cellFieldName = (id: number) => `cell-${id}`;

export type ScheduledEdit = { effectiveFrom?: string; cells: Array<{ id: number; newCents: number }> };

const formShape = z.object({ effectiveFrom: z.string({ message: 'New day: choose a day' }) }).loose();

/** The edit form's fields: every `cell-<id>` as dollars, and the day. */
export function readEditForm(fields: Record<string, unknown>): { ok: true; edit: ScheduledEdit } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const shape = formShape.safeParse(fields);
  const day = shape.success ? effectiveFromSchema.safeParse(shape.data.effectiveFrom) : null;
  if (!day?.success) errors.effectiveFrom = [`New day: ${day?.error.issues[0]?.message ?? 'choose a day'}`];
  const cells: ScheduledEdit['cells'] = [];
  for (const [name, value] of Object.entries(fields)) {
    const match = CELL_FIELD.exec(name);
    if (!match) continue;
    const money = parseCellMoney(typeof value === 'string' ? value : '');
    if (money.ok) cells.push({ id: Number(match[1]), newCents: money.cents });
    else errors[name] = [`New price: ${money.message}`];
  }
  if (Object.keys(errors).length || !day?.success) return { ok: false, errors };
  return { ok: true, edit: { effectiveFrom: day.data, cells } };
}

/** PATCH /api/price-changes/{id}: a new day, new prices (cents) for some cells, or both. */
export const editBodySchema = z
  .object({
    effectiveFrom: effectiveFromSchema.optional(),
    cells: z
      .array(z.object({ id: z.number({ message: 'cells[].id must be a cell id' }).int().positive(), newCents: z.number({ message: 'cells[].newCents must be cents' }).int('cells[].newCents must be whole cents').min(0, 'cells[].newCents must be at least 0') }).strict(), { message: 'cells must be a list of {id, newCents}' })
      .max(20_000, 'At most 20000 cells')
      .optional(),
  })
  .strict()
  .refine((b) => b.effectiveFrom !== undefined || b.cells !== undefined, { message: 'Send effectiveFrom, cells or both', path: ['effectiveFrom'] });
