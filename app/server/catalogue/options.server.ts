/**
 * Sign options for the /data Options tab, GET /api/options and PATCH
 * /api/options/{id}.
 *
 * Renaming a value keeps saved line items readable: line items store the
 * chosen value's text in selected_options (and their built description), and
 * keep it. The rename does not rewrite them (a saved quote keeps what it
 * said); a value no longer offered still shows as saved on the job.
 *
 * Every change moves the option's revision on. A write that names the
 * revision it was made on (the Edit Option Value dialog always does; PATCH
 * /api/options/{id} when it sends `revision`) is refused with 409 once the
 * option moved past it, inside the same transaction as the write.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { joinOptionValues, parseOptionValues, type OptionValue } from '~/domain/catalogue/option-values';
import { applyValueEdit, OPTION_CHANGED, type OptionValuePost } from '~/domain/catalogue/option-value-edit';
import { getDb, schema } from '~/server/db.server';
import { recordChanges, type Actor } from './audit.server';
import { AdminWriteError } from './errors.server';

export type OptionRow = typeof schema.signOptions.$inferSelect & { parsedValues: OptionValue[]; signCount: number };

export function listOptions(): OptionRow[] {
  const db = getDb();
  const counts = new Map<number, number>();
  for (const link of db.select({ optionId: schema.signOptionSigns.optionId }).from(schema.signOptionSigns).all()) {
    counts.set(link.optionId, (counts.get(link.optionId) ?? 0) + 1);
  }
  return db
    .select()
    .from(schema.signOptions)
    .orderBy(asc(schema.signOptions.sortOrder), asc(schema.signOptions.name))
    .all()
    .map((o) => ({ ...o, parsedValues: parseOptionValues(o.values), signCount: counts.get(o.id) ?? 0 }));
}

export function findOption(id: number): OptionRow | null {
  return listOptions().find((o) => o.id === id) ?? null;
}

export type OptionPatch = {
  values?: string;
  placeholder?: string;
  type?: (typeof schema.OPTION_TYPES)[number];
  appliesTo?: (typeof schema.APPLIES_TO)[number];
  isActive?: boolean;
  /** The revision the change was made on: refused with 409 when the option has moved past it. */
  revision?: number;
};

export function updateOption(actor: Actor, id: number, patch: OptionPatch): OptionRow {
  getDb().transaction((tx) => {
    const before = tx.select().from(schema.signOptions).where(eq(schema.signOptions.id, id)).get();
    if (!before) throw new AdminWriteError(404, 'Option not found', 'id');
    const { revision, ...changes } = patch;
    if (revision !== undefined && revision !== before.revision) throw new AdminWriteError(409, OPTION_CHANGED, 'revision');
    const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as OptionPatch;
    if (set.placeholder === '') (set as { placeholder: string | null }).placeholder = null;
    tx.update(schema.signOptions)
      .set({ ...set, revision: sql`${schema.signOptions.revision} + 1` })
      .where(eq(schema.signOptions.id, id))
      .run();
    recordChanges(
      tx,
      actor,
      Object.entries(set).map(([field, value]) => ({ entity: 'option' as const, entityId: id, field, oldValue: before[field as keyof typeof before], newValue: value })),
    );
  });
  return findOption(id)!;
}

/**
 * The Edit Option Value dialog's write on the value at `index` (null: add a
 * value), checked against the option as it is now and written in one
 * transaction: 409 (AdminWriteError, field 'name' for a duplicate name, '_'
 * when the option changed since the dialog was opened) with nothing changed.
 */
export function editOptionValue(actor: Actor, id: number, index: number | null, post: OptionValuePost): void {
  getDb().transaction((tx) => {
    const row = tx.select().from(schema.signOptions).where(eq(schema.signOptions.id, id)).get();
    if (!row) throw new AdminWriteError(404, 'Option not found', 'id');
    const result = applyValueEdit({ values: parseOptionValues(row.values), revision: row.revision }, index, post);
    if (!result.ok) throw new AdminWriteError(result.status, result.message, result.field ?? '_');
    const values = joinOptionValues(result.values);
    if (values === row.values) return;
    tx.update(schema.signOptions)
      .set({ values, revision: row.revision + 1 })
      .where(eq(schema.signOptions.id, id))
      .run();
    recordChanges(tx, actor, [{ entity: 'option', entityId: id, field: 'values', oldValue: row.values, newValue: values }], { reason: 'option value edit' });
  });
}
