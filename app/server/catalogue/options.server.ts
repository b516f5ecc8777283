/**
 * Sign options for the /data Options tab, GET /api/options and PATCH
 * /api/options/{id}.
 *
 * Renaming a value keeps saved line items readable: line items store the
 * chosen value's text in selected_options (and their built description), and
 * keep it. The rename does not rewrite them (a saved quote keeps what it
 * said); a value no longer offered still shows as saved on the job.
 */
import { asc, eq } from 'drizzle-orm';
import { parseOptionValues, type OptionValue } from '~/domain/catalogue/option-values';
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
};

export function updateOption(actor: Actor, id: number, patch: OptionPatch): OptionRow {
  getDb().transaction((tx) => {
    const before = tx.select().from(schema.signOptions).where(eq(schema.signOptions.id, id)).get();
    if (!before) throw new AdminWriteError(404, 'Option not found', 'id');
    const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as OptionPatch;
    if (set.placeholder === '') (set as { placeholder: string | null }).placeholder = null;
    tx.update(schema.signOptions).set(set).where(eq(schema.signOptions.id, id)).run();
    recordChanges(
      tx,
      actor,
      Object.entries(set).map(([field, value]) => ({ entity: 'option' as const, entityId: id, field, oldValue: before[field as keyof typeof before], newValue: value })),
    );
  });
  return findOption(id)!;
}
