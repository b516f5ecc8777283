/**
 * Writing a previewed import, inside the caller's transaction: rows added and
 * changed in the order they depend on each other (brands, signs, sizes,
 * services, options with their linked signs), then, when asked, the rows the
 * file left out. Every touched row is kept as it was before and after (what
 * Undo needs) and every changed field goes into the catalogue audit.
 */
import { eq, getTableName, inArray } from 'drizzle-orm';
import type { ChangeSet, PlannedRow } from '~/domain/catalogue-transfer/plan';
import { rowCells, type BrandValues, type OptionValues, type ServiceValues, type SignValues, type SizeValues } from '~/domain/catalogue-transfer/rows';
import { signRef, type SheetName } from '~/domain/catalogue-transfer/sheets';
import { getDb, schema, type Tx } from '~/server/db.server';
import { fixedAmount } from '~/domain/pricing/service-pricing';
import { modifierField, splitModifierChange } from '~/domain/price-changes/option-modifiers';
import type { PriceCell } from '~/server/price-changes/cells.server';
import { diff, recordChanges, type Actor, type Change } from '~/server/catalogue/audit.server';
import { AdminWriteError } from '~/server/catalogue/errors.server';
import type { CatalogueEntity } from '../../../db/schema';
import { readCatalogue } from './snapshot.server';

export const TABLES = { brands: schema.brands, signs: schema.signs, sizes: schema.signSizes, options: schema.signOptions, services: schema.services } as const;
export type TableName = keyof typeof TABLES;
export const ENTITY: Record<TableName, CatalogueEntity> = { brands: 'brand', signs: 'sign', sizes: 'sign_size', options: 'option', services: 'service' };
const TABLE_OF: Record<SheetName, TableName> = { Brands: 'brands', Signs: 'signs', Sizes: 'sizes', Options: 'options', Services: 'services' };

type DbRow = Record<string, unknown> & { id: number };
/** One touched row, before and after (null: not there); an option's linked sign ids ride along as `links`. */
export type UndoOp = { table: TableName; id: number; label: string; before: DbRow | null; after: DbRow | null; linksBefore?: number[]; linksAfter?: number[] };

const orNull = (text: string) => (text === '' ? null : text);

/**
 * Refuses (409) when a row the preview compared has changed since: the change set would no longer say what
 * happens. Names the first such row.
 */
export function assertUnmoved(tx: Tx, changeSet: ChangeSet, removeMissing: boolean): void {
  const current = readCatalogue(tx);
  const cellsById = new Map<string, Record<string, string>>();
  for (const sheet of changeSet.sheets) for (const row of current[sheet]) cellsById.set(`${sheet}:${row.id}`, rowCells(sheet, row.values as never));
  const expected = [...changeSet.changed.map((r) => ({ sheet: r.sheet, id: r.id!, label: r.label, was: r.was! })), ...(removeMissing ? changeSet.missing : [])];
  for (const row of expected) {
    const now = cellsById.get(`${row.sheet}:${row.id}`);
    if (!now || JSON.stringify(now) !== JSON.stringify(row.was)) {
      throw new AdminWriteError(409, `The catalogue changed since this preview (${row.sheet}: ${row.label}): nothing was written; upload the file again for a fresh preview`, 'catalogue');
    }
  }
}

function columnsOf(row: PlannedRow, signIds: () => Map<string, number>, brandIds: () => Map<string, number>): Record<string, unknown> {
  const brandId = (name: string) => {
    const id = brandIds().get(name);
    if (id === undefined) throw new AdminWriteError(409, `No brand is called "${name}"`, 'catalogue');
    return id;
  };
  switch (row.sheet) {
    case 'Brands': {
      const v = row.values as BrandValues;
      return { name: v.name, slug: v.slug, proposalPrefix: v.proposalPrefix, status: v.status, targetMarginPercent: v.targetMarginPercent, jobNumberPattern: orNull(v.jobNumberPattern ?? ''), image: orNull(v.image ?? '') };
    }
    case 'Signs': {
      const v = row.values as SignValues;
      return { brandId: brandId(v.brand), name: v.name, signType: v.signType, placement: v.placement, priceType: v.priceType, displayOrder: v.displayOrder, signBudgetMultiplier: v.signBudgetMultiplier, installBudgetMultiplier: v.installBudgetMultiplier, isActive: v.isActive, description: orNull(v.description), image: orNull(v.image) };
    }
    case 'Sizes': {
      const v = row.values as SizeValues;
      const signId = signIds().get(signRef(v.brand, v.sign));
      if (!signId) throw new AdminWriteError(409, `${v.brand} has no sign called "${v.sign}"`, 'catalogue');
      return { signId, sizeName: v.sizeName, signPrice: v.signPrice, installPrice: v.installPrice, signBudget: v.signBudget, installBudget: v.installBudget, racewayPrice: v.raceway };
    }
    case 'Options': {
      const v = row.values as OptionValues;
      return { name: v.name, type: v.type, values: v.values, appliesTo: v.appliesTo, placeholder: orNull(v.placeholder), isActive: v.isActive };
    }
    default: {
      const v = row.values as ServiceValues;
      return { brandId: brandId(v.brand), name: v.name, priceType: v.priceType, priceFormula: orNull(v.priceFormula), budgetMultiplier: v.budgetMultiplier, locationMultiplier: v.locationMultiplier, isActive: v.isActive, displayOrder: v.displayOrder, description: orNull(v.description), icon: orNull(v.icon) };
    }
  }
}

export function readRow(tx: Tx, table: TableName, id: number): DbRow | null {
  const t = TABLES[table];
  return (tx.select().from(t).where(eq(t.id, id)).get() as DbRow | undefined) ?? null;
}

export function linksOf(tx: Tx, optionId: number): number[] {
  return tx.select({ signId: schema.signOptionSigns.signId }).from(schema.signOptionSigns).where(eq(schema.signOptionSigns.optionId, optionId)).all().map((l) => l.signId).sort((a, b) => a - b);
}

export function setLinks(tx: Tx, optionId: number, signIds: readonly number[]): void {
  tx.delete(schema.signOptionSigns).where(eq(schema.signOptionSigns.optionId, optionId)).run();
  if (signIds.length) tx.insert(schema.signOptionSigns).values(signIds.map((signId) => ({ signId, optionId }))).run();
}

/** The ids of 'Brand / Sign' names, as the catalogue is now (inside the transaction). */
function signIdsByRef(tx: Tx): Map<string, number> {
  const brands = new Map(tx.select({ id: schema.brands.id, name: schema.brands.name }).from(schema.brands).all().map((b) => [b.id, b.name]));
  return new Map(tx.select({ id: schema.signs.id, brandId: schema.signs.brandId, name: schema.signs.name }).from(schema.signs).all().map((s) => [signRef(brands.get(s.brandId) ?? '', s.name), s.id]));
}

const auditSignId = (table: TableName, row: DbRow | null) => (table === 'signs' ? (row?.id ?? null) : table === 'sizes' ? ((row?.signId as number | undefined) ?? null) : null);

/** A price cell an import dated for a later day holds back: the size column, fixed service price or option modifier it moves on that day. */
export type DeferredCell = PriceCell;

/** One UPDATE per sheet, prepared once and reused for each of its rows (driver values from drizzle's own columns). */
function updaterOf(table: TableName, keys: readonly string[]) {
  const t = TABLES[table] as unknown as Record<string, { name: string; mapToDriverValue: (v: unknown) => unknown }>;
  const statement = getDb().$client.prepare(`update ${getTableName(TABLES[table])} set ${keys.map((k) => `"${t[k]!.name}" = ?`).join(', ')} where id = ?`);
  return (id: number, set: Record<string, unknown>) => statement.run(...keys.map((k) => (set[k] === null || set[k] === undefined ? null : t[k]!.mapToDriverValue(set[k]))), id);
}

/** The rows of `ids`, read in a few queries (no read per row). */
function readRows(tx: Tx, table: TableName, ids: readonly number[]): Map<number, DbRow> {
  const t = TABLES[table];
  const out = new Map<number, DbRow>();
  for (let i = 0; i < ids.length; i += 500) for (const r of tx.select().from(t).where(inArray(t.id, ids.slice(i, i + 500))).all() as DbRow[]) out.set(r.id, r);
  return out;
}

/** A price cell an import writes now (it takes effect today), with the value it had. */
export type WrittenCell = PriceCell & { oldCents: number; signId: number | null };

/** What writing a change set did: the rows touched, the prices held back or written now, and their audit rows (not yet recorded). */
export type Written = { ops: UndoOp[]; deferred: DeferredCell[]; written: WrittenCell[]; audit: Change[]; priceAudit: Change[] };

/**
 * Writes the change set; answers every touched row before and after. With `deferPrices` (an import dated for a
 * later day) the changed prices of rows already in the catalogue are held back as cells for a price change and
 * the rows keep today's prices; everything else is written now. Without it, those prices are written now and
 * answered as `written` cells. The audit rows are answered, not recorded: the caller records them with the
 * import's reason, the price ones (`priceAudit`) with the price change they belong to. Rows the file left out
 * are removed (when asked) and recorded here, with `reason`.
 */
export function writeChanges(tx: Tx, actor: Actor, changeSet: ChangeSet, removeMissing: boolean, deferPrices: boolean, reason: string): Written {
  const ops: UndoOp[] = [];
  const deferred: DeferredCell[] = [];
  const written: WrittenCell[] = [];
  // The audit rows of all rows go in together at the end (multi-row inserts): one INSERT per row cost most of an apply.
  const audit: Change[] = [];
  const priceAudit: Change[] = [];
  const order: SheetName[] = ['Brands', 'Signs', 'Sizes', 'Services', 'Options'];
  let refs: Map<string, number> | null = null;
  // Brand ids by name, read once after the Brands sheet is written (no read per row).
  let brands: Map<string, number> | null = null;
  const brandIds = () => (brands ??= new Map(tx.select({ id: schema.brands.id, name: schema.brands.name }).from(schema.brands).all().map((b) => [b.name, b.id])));
  for (const sheet of order) {
    const table = TABLE_OF[sheet];
    const t = TABLES[table];
    if (sheet === 'Signs') brands = null; // brands may have been added or renamed just before
    if (sheet === 'Sizes' || sheet === 'Options') refs = null; // signs may have been added or renamed just before
    const rows = [...changeSet.changed, ...changeSet.added].filter((r) => r.sheet === sheet);
    const befores = readRows(tx, table, rows.flatMap((r) => (r.id === null ? [] : [r.id])));
    let update: ReturnType<typeof updaterOf> | null = null;
    for (const row of rows) {
      const set = columnsOf(row, () => (refs ??= signIdsByRef(tx)), brandIds);
      let before: DbRow | null = null;
      let after: DbRow;
      if (row.id !== null) {
        before = befores.get(row.id) ?? null;
        if (!before) throw new AdminWriteError(409, `${sheet}: ${row.label} was removed since this preview`, 'catalogue');
        const cells = priceCellsOf(table, before, set, deferPrices);
        if (deferPrices) deferred.push(...cells);
        else written.push(...cells);
        if (table === 'options') set.revision = Number(before.revision) + 1;
        const changes = diff(before, set);
        if (changes.length) {
          update ??= updaterOf(table, Object.keys(set));
          update(row.id, set);
        }
        after = { ...before, ...set } as DbRow;
        // A price written now is part of the import's price change; every other field is only the import's.
        const prices = new Set(cells.length && !deferPrices ? PRICE_FIELDS[table] : []);
        for (const c of changes) {
          if (c.field === 'revision') continue;
          (prices.has(c.field) ? priceAudit : audit).push({ entity: ENTITY[table], entityId: before.id, signId: auditSignId(table, before), ...c });
        }
      } else {
        after = tx.insert(t).values(set as never).returning().get() as DbRow;
        audit.push({ entity: ENTITY[table], entityId: after.id, signId: auditSignId(table, after), field: 'created', oldValue: null, newValue: table === 'sizes' ? after : after.name });
      }
      const op: UndoOp = { table, id: after.id, label: row.label, before, after };
      if (sheet === 'Options') {
        refs ??= signIdsByRef(tx);
        const wanted = (row.values as OptionValues).linkedSigns.map((s) => refs!.get(s)!).sort((a, b) => a - b);
        op.linksBefore = before ? linksOf(tx, after.id) : [];
        op.linksAfter = wanted;
        if (JSON.stringify(op.linksBefore) !== JSON.stringify(wanted)) {
          setLinks(tx, after.id, wanted);
          audit.push({ entity: 'option', entityId: after.id, field: 'signIds', oldValue: op.linksBefore, newValue: wanted });
        }
      }
      ops.push(op);
    }
  }
  if (removeMissing) ops.push(...removeRows(tx, actor, changeSet, reason));
  return { ops, deferred, written, audit, priceAudit };
}

const SIZE_MONEY = ['signPrice', 'installPrice', 'signBudget', 'installBudget', 'racewayPrice'] as const;
/** The fields of each table that hold a price cell. */
const PRICE_FIELDS: Record<TableName, readonly string[]> = { brands: [], signs: [], sizes: SIZE_MONEY, services: ['priceFormula'], options: ['values'] };

/**
 * The prices of a row the file changes, as cells with their old and new cents: a size's five money columns; a
 * fixed service's price that stays a fixed price; an option entry's amount modifier (see option-modifiers.ts).
 * With `holdBack` (a later day) `set` is put back to today's prices for them. Rows added or removed have none.
 */
function priceCellsOf(table: TableName, before: DbRow, set: Record<string, unknown>, holdBack: boolean): WrittenCell[] {
  const cells: WrittenCell[] = [];
  if (table === 'sizes') {
    for (const field of SIZE_MONEY) {
      if (set[field] === before[field]) continue;
      cells.push({ entity: 'sign_size', entityId: before.id, signId: before.signId as number, field, oldCents: Number(before[field]), newCents: Number(set[field]) });
      if (holdBack) set[field] = before[field];
    }
  } else if (table === 'services') {
    const was = before.priceType === 'fixed' ? fixedAmount(before.priceFormula as string | null) : null;
    const next = set.priceType === 'fixed' ? fixedAmount(set.priceFormula as string | null) : null;
    if (was !== null && next !== null && was !== next) {
      cells.push({ entity: 'service', entityId: before.id, signId: null, field: 'priceFormula', oldCents: was, newCents: next });
      if (holdBack) set.priceFormula = before.priceFormula;
    }
  } else if (table === 'options') {
    const split = splitModifierChange(String(before.values), String(set.values));
    for (const c of split.cells) cells.push({ entity: 'option', entityId: before.id, signId: null, field: modifierField(c.entry), oldCents: c.oldCents, newCents: c.newCents });
    if (holdBack) set.values = split.atOnce;
  }
  return cells;
}

/** Removes the rows the file left out: options, services, sizes, then signs (with the sizes and links a sign takes along). */
function removeRows(tx: Tx, actor: Actor, changeSet: ChangeSet, reason: string): UndoOp[] {
  const ops: UndoOp[] = [];
  const removed = new Set<string>();
  const remove = (table: TableName, id: number, label: string) => {
    if (removed.has(`${table}:${id}`)) return;
    const before = readRow(tx, table, id);
    if (!before) return;
    removed.add(`${table}:${id}`);
    const op: UndoOp = { table, id, label, before, after: null };
    if (table === 'options') op.linksBefore = linksOf(tx, id);
    if (table === 'signs') {
      // The sign's sizes go with it (the foreign key); its option links are kept with each option's op.
      for (const size of tx.select().from(schema.signSizes).where(eq(schema.signSizes.signId, id)).all()) remove('sizes', size.id, `${label} / ${size.sizeName}`);
      const links = tx.select().from(schema.signOptionSigns).where(eq(schema.signOptionSigns.signId, id)).all();
      op.linksBefore = links.map((l) => l.optionId).sort((a, b) => a - b);
    }
    const t = TABLES[table];
    tx.delete(t).where(eq(t.id, id)).run();
    recordChanges(tx, actor, [{ entity: ENTITY[table], entityId: id, signId: auditSignId(table, before), field: 'deleted', oldValue: table === 'sizes' ? before : before.name, newValue: null }], { reason });
    ops.push(op);
  };
  const rank: Record<SheetName, number> = { Options: 0, Services: 1, Sizes: 2, Signs: 3, Brands: 4 };
  for (const row of [...changeSet.missing].sort((a, b) => rank[a.sheet] - rank[b.sheet])) remove(TABLE_OF[row.sheet], row.id, row.label);
  return ops;
}
