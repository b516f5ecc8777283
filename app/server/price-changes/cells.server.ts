/**
 * The catalogue cells a price change touches: read with their names (sign,
 * size, column) for a preview, and written back to today's catalogue tables
 * (sign_sizes' five money columns, a fixed service's priceFormula) with
 * their history rows. Callers hold the transaction.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { schema, type DbOrTx } from '~/server/db.server';
import { fixedAmount } from '~/domain/pricing/service-pricing';
import { applyRule, overLimit } from '~/domain/price-changes/rule';
import { CHANGE_COLUMN_LABELS, COLUMN_FIELD, type BulkChoice, type CellField, type ChangeColumn } from '~/domain/price-changes/choice';
import { serviceFormulaOf } from '~/domain/price-changes/days';
import { entryOfField, isModifierField, modifierAmounts, modifierCents, modifierField, withModifierCents } from '~/domain/price-changes/option-modifiers';
import { recordChangesAs, type Change, type ChangeWhy } from '~/server/catalogue/audit.server';

const { signs, signSizes, services, signOptions, signOptionSigns } = schema;

/** One cell to set: a size's money column, a service's price or an option entry's amount modifier, to `newCents`. */
export type PriceCell = { entity: 'sign_size' | 'service' | 'option'; entityId: number; field: CellField; newCents: number };
/** A cell as a preview and the history show it. */
export type CellView = PriceCell & { signId: number | null; oldCents: number; item: string; size: string; column: string; overLimit: boolean };

const SIZE_FIELDS = ['signPrice', 'installPrice', 'signBudget', 'installBudget', 'racewayPrice'] as const;
type SizeField = (typeof SIZE_FIELDS)[number];
const isSizeField = (f: string): f is SizeField => (SIZE_FIELDS as readonly string[]).includes(f);

const COLUMN_OF_FIELD = Object.fromEntries(Object.entries(COLUMN_FIELD).map(([column, field]) => [field, column])) as Partial<Record<string, ChangeColumn>>;
export function fieldLabel(field: string): string {
  if (isModifierField(field)) return CHANGE_COLUMN_LABELS.optionModifier;
  const column = COLUMN_OF_FIELD[field];
  return column ? CHANGE_COLUMN_LABELS[column] : field;
}

/** Every cell a bulk choice moves (cells the rule leaves as they are are left out), in catalogue order. */
export function cellsForChoice(db: DbOrTx, choice: BulkChoice): CellView[] {
  const out: CellView[] = [];
  const sizeColumns = choice.columns.filter((c) => c !== 'servicePrice' && c !== 'optionModifier').map((c) => COLUMN_FIELD[c] as SizeField);
  if (sizeColumns.length) {
    const where = [eq(signs.brandId, choice.brandId)];
    if (choice.signType) where.push(eq(signs.signType, choice.signType));
    if (choice.signIds.length) where.push(inArray(signs.id, choice.signIds));
    const rows = db
      .select({ size: signSizes, signName: signs.name })
      .from(signSizes)
      .innerJoin(signs, eq(signs.id, signSizes.signId))
      .where(and(...where))
      .orderBy(asc(signs.displayOrder), asc(signs.name), asc(signSizes.id))
      .all();
    for (const { size, signName } of rows) {
      for (const field of sizeColumns) {
        const oldCents = size[field];
        const newCents = applyRule(oldCents, choice.rule);
        if (newCents === oldCents) continue;
        out.push({ entity: 'sign_size', entityId: size.id, signId: size.signId, field, oldCents, newCents, item: signName, size: size.sizeName, column: fieldLabel(field), overLimit: overLimit(newCents) });
      }
    }
  }
  if (choice.columns.includes('servicePrice')) {
    const rows = db.select().from(services).where(and(eq(services.brandId, choice.brandId), eq(services.priceType, 'fixed'))).orderBy(asc(services.displayOrder), asc(services.name)).all();
    for (const service of rows) {
      const oldCents = fixedAmount(service.priceFormula);
      if (oldCents === null) continue;
      const newCents = applyRule(oldCents, choice.rule);
      if (newCents === oldCents) continue;
      out.push({ entity: 'service', entityId: service.id, signId: null, field: 'priceFormula', oldCents, newCents, item: service.name, size: '', column: fieldLabel('priceFormula'), overLimit: overLimit(newCents) });
    }
  }
  if (choice.columns.includes('optionModifier')) out.push(...optionCellsForChoice(db, choice));
  return out;
}

/** The amount modifiers of the options linked to the chosen signs (an option is shared: it moves for every sign that has it). */
function optionCellsForChoice(db: DbOrTx, choice: BulkChoice): CellView[] {
  const where = [eq(signs.brandId, choice.brandId)];
  if (choice.signType) where.push(eq(signs.signType, choice.signType));
  if (choice.signIds.length) where.push(inArray(signs.id, choice.signIds));
  const rows = db
    .selectDistinct({ id: signOptions.id, name: signOptions.name, values: signOptions.values, sortOrder: signOptions.sortOrder })
    .from(signOptions)
    .innerJoin(signOptionSigns, eq(signOptionSigns.optionId, signOptions.id))
    .innerJoin(signs, eq(signs.id, signOptionSigns.signId))
    .where(and(...where))
    .orderBy(asc(signOptions.sortOrder), asc(signOptions.name))
    .all();
  return rows.flatMap((option) =>
    modifierAmounts(option.values).flatMap((a): CellView[] => {
      const newCents = applyRule(a.cents, choice.rule);
      if (newCents === a.cents) return [];
      return [{ entity: 'option', entityId: option.id, signId: null, field: modifierField(a.entry), oldCents: a.cents, newCents, item: option.name, size: a.entry, column: fieldLabel('modifier:'), overLimit: overLimit(newCents) }];
    }),
  );
}

/** The named cells of a stored change (its preview, or a scheduled change's page); a cell whose row is gone is dropped. */
export function describeCells<C extends PriceCell & { oldCents: number }>(db: DbOrTx, cells: readonly C[]): Array<C & CellView> {
  const sizeIds = cells.filter((c) => c.entity === 'sign_size').map((c) => c.entityId);
  const serviceIds = cells.filter((c) => c.entity === 'service').map((c) => c.entityId);
  const sizes = new Map<number, { sizeName: string; signId: number; signName: string }>();
  for (let i = 0; i < sizeIds.length; i += 500) {
    const rows = db
      .select({ id: signSizes.id, sizeName: signSizes.sizeName, signId: signSizes.signId, signName: signs.name })
      .from(signSizes)
      .innerJoin(signs, eq(signs.id, signSizes.signId))
      .where(inArray(signSizes.id, sizeIds.slice(i, i + 500)))
      .all();
    for (const r of rows) sizes.set(r.id, r);
  }
  const names = new Map<number, string>();
  for (let i = 0; i < serviceIds.length; i += 500) {
    for (const r of db.select({ id: services.id, name: services.name }).from(services).where(inArray(services.id, serviceIds.slice(i, i + 500))).all()) names.set(r.id, r.name);
  }
  const optionIds = [...new Set(cells.filter((c) => c.entity === 'option').map((c) => c.entityId))];
  const options = new Map<number, string>();
  for (let i = 0; i < optionIds.length; i += 500) {
    for (const r of db.select({ id: signOptions.id, name: signOptions.name }).from(signOptions).where(inArray(signOptions.id, optionIds.slice(i, i + 500))).all()) options.set(r.id, r.name);
  }
  return cells.flatMap((c): Array<C & CellView> => {
    const base = { ...c, column: fieldLabel(c.field), overLimit: overLimit(c.newCents) };
    if (c.entity === 'option') {
      const name = options.get(c.entityId);
      return name === undefined ? [] : [{ ...base, signId: null, item: name, size: entryOfField(c.field) }];
    }
    const size = c.entity === 'sign_size' ? sizes.get(c.entityId) : undefined;
    const service = c.entity === 'service' ? names.get(c.entityId) : undefined;
    if (!size && service === undefined) return [];
    return [{ ...base, signId: size?.signId ?? null, item: size?.signName ?? service ?? '', size: size?.sizeName ?? '' }];
  });
}

/** Today's value of a cell in cents, or null when its row is gone (or a service no longer has a fixed price). */
export function currentCents(db: DbOrTx, cell: Pick<PriceCell, 'entity' | 'entityId' | 'field'>): { cents: number; signId: number | null } | null {
  if (cell.entity === 'sign_size') {
    if (!isSizeField(cell.field)) return null;
    const row = db.select().from(signSizes).where(eq(signSizes.id, cell.entityId)).get();
    return row ? { cents: row[cell.field], signId: row.signId } : null;
  }
  if (cell.entity === 'option') {
    const row = db.select({ values: signOptions.values }).from(signOptions).where(eq(signOptions.id, cell.entityId)).get();
    const cents = row && isModifierField(cell.field) ? modifierCents(row.values, entryOfField(cell.field)) : null;
    return cents === null ? null : { cents, signId: null };
  }
  const row = db.select({ priceFormula: services.priceFormula }).from(services).where(eq(services.id, cell.entityId)).get();
  const cents = row ? fixedAmount(row.priceFormula) : null;
  return cents === null ? null : { cents, signId: null };
}

/**
 * Writes cells into today's catalogue with one history row each (the value
 * they had just before, the reason, the batch and its day). A cell whose row
 * is gone is skipped; answers how many were written.
 */
export function writeCells(tx: DbOrTx, cells: readonly PriceCell[], who: { userId: number | null; userName: string | null }, why: ChangeWhy): number {
  const changes: Change[] = [];
  for (const cell of cells) {
    if (cell.entity === 'option') {
      const before = tx.select({ values: signOptions.values, revision: signOptions.revision }).from(signOptions).where(eq(signOptions.id, cell.entityId)).get();
      const values = before ? withModifierCents(before.values, entryOfField(cell.field), cell.newCents) : null;
      if (!before || values === null) continue;
      // The revision moves on, so an option value edit made on what someone saw before is refused.
      tx.update(signOptions).set({ values, revision: before.revision + 1 }).where(eq(signOptions.id, cell.entityId)).run();
      changes.push({ entity: 'option', entityId: cell.entityId, field: 'values', oldValue: before.values, newValue: values });
      continue;
    }
    const now = currentCents(tx, cell);
    if (!now) continue;
    if (cell.entity === 'sign_size') {
      tx.update(signSizes).set({ [cell.field]: cell.newCents }).where(eq(signSizes.id, cell.entityId)).run();
      changes.push({ entity: 'sign_size' as const, entityId: cell.entityId, signId: now.signId, field: cell.field, oldValue: now.cents, newValue: cell.newCents });
    } else {
      const before = tx.select({ priceFormula: services.priceFormula }).from(services).where(eq(services.id, cell.entityId)).get()!;
      const formula = serviceFormulaOf(cell.newCents);
      tx.update(services).set({ priceFormula: formula }).where(eq(services.id, cell.entityId)).run();
      changes.push({ entity: 'service' as const, entityId: cell.entityId, field: 'priceFormula', oldValue: before.priceFormula, newValue: formula });
    }
  }
  recordChangesAs(tx, who, changes, why);
  return changes.length;
}
