/**
 * Signs and their sizes for the /data Signs tab and its /api writes. Every
 * write runs in one synchronous transaction with its audit rows; reads are
 * three queries whatever the catalogue's size (no query per sign or size).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { compareSizes } from '~/domain/catalogue/sizes';
import { type PriceColumn } from '~/domain/catalogue/price-cells';
import { type SignFields } from '~/domain/catalogue/catalogue';
import { getDb, schema, type Tx } from '~/server/db.server';
import { diff, recordChanges, type Actor } from './audit.server';
import { applyDuePriceChanges } from '~/server/price-changes/apply.server';
import { AdminWriteError, isUniqueViolation } from './errors.server';
import { readSeenCells, sizeFormChange, type SizeCells } from '~/domain/catalogue/size-form';
import { refuseBrandMoveInUse } from './in-use.server';

const COLUMN: Record<PriceColumn, 'signPrice' | 'installPrice' | 'signBudget' | 'installBudget' | 'racewayPrice'> = {
  signPrice: 'signPrice',
  installPrice: 'installPrice',
  signBudget: 'signBudget',
  installBudget: 'installBudget',
  raceway: 'racewayPrice',
};

export type SizeRow = {
  id: number;
  signId: number;
  sizeName: string;
  signPrice: number;
  installPrice: number;
  signBudget: number;
  installBudget: number;
  raceway: number;
};

export type SignRow = {
  id: number;
  brandId: number;
  brandName: string;
  name: string;
  signType: SignFields['signType'];
  placement: string;
  image: string | null;
  description: string | null;
  priceType: string;
  displayOrder: number;
  signBudgetMultiplier: number;
  installBudgetMultiplier: number;
  isActive: boolean;
  optionIds: number[];
  sizes: SizeRow[];
};

type SizeDb = typeof schema.signSizes.$inferSelect;
const toSizeRow = (s: SizeDb): SizeRow => ({
  id: s.id,
  signId: s.signId,
  sizeName: s.sizeName,
  signPrice: s.signPrice,
  installPrice: s.installPrice,
  signBudget: s.signBudget,
  installBudget: s.installBudget,
  raceway: s.racewayPrice,
});

/** GET /api/signs-with-pricing and the Signs tab: signs by brand and display order, sizes by their number. */
export function listSignsWithPricing(filter: { brandId?: number | null; search?: string } = {}): SignRow[] {
  applyDuePriceChanges();
  const db = getDb();
  const s = schema.signs;
  // The search matches a sign's name or type anywhere, any case (LIKE's own wildcards taken literally).
  const pattern = filter.search ? `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const searched = pattern ? sql`(${s.name} LIKE ${pattern} ESCAPE '\\' OR ${s.signType} LIKE ${pattern} ESCAPE '\\')` : undefined;
  const signs = db
    .select({ sign: s, brandName: schema.brands.name })
    .from(s)
    .innerJoin(schema.brands, eq(schema.brands.id, s.brandId))
    .where(and(filter.brandId ? eq(s.brandId, filter.brandId) : undefined, searched))
    .orderBy(asc(schema.brands.name), asc(s.displayOrder), asc(s.name), asc(s.id))
    .all();
  const ids = filter.brandId || pattern ? signs.map((r) => r.sign.id) : null;
  const sizes = db
    .select()
    .from(schema.signSizes)
    .where(ids ? inArray(schema.signSizes.signId, ids.length ? ids : [-1]) : undefined)
    .all();
  const links = db.select().from(schema.signOptionSigns).all();
  const sizesBySign = new Map<number, SizeRow[]>();
  for (const size of sizes) {
    const list = sizesBySign.get(size.signId) ?? [];
    list.push(toSizeRow(size));
    sizesBySign.set(size.signId, list);
  }
  const optionsBySign = new Map<number, number[]>();
  for (const link of links) {
    const list = optionsBySign.get(link.signId) ?? [];
    list.push(link.optionId);
    optionsBySign.set(link.signId, list);
  }
  return signs.map(({ sign, brandName }) => ({
    id: sign.id,
    brandId: sign.brandId,
    brandName,
    name: sign.name,
    signType: sign.signType,
    placement: sign.placement,
    image: sign.image,
    description: sign.description,
    priceType: sign.priceType,
    displayOrder: sign.displayOrder,
    signBudgetMultiplier: sign.signBudgetMultiplier,
    installBudgetMultiplier: sign.installBudgetMultiplier,
    isActive: sign.isActive,
    optionIds: (optionsBySign.get(sign.id) ?? []).sort((a, b) => a - b),
    sizes: (sizesBySign.get(sign.id) ?? []).sort(compareSizes),
  }));
}

export function findSign(id: number): SignRow | null {
  const sign = getDb().select({ brandId: schema.signs.brandId }).from(schema.signs).where(eq(schema.signs.id, id)).get();
  if (!sign) return null;
  return listSignsWithPricing({ brandId: sign.brandId }).find((s) => s.id === id) ?? null;
}

function sizeOr404(tx: Tx, id: number): SizeDb {
  const row = tx.select().from(schema.signSizes).where(eq(schema.signSizes.id, id)).get();
  if (!row) throw new AdminWriteError(404, 'Size not found', 'id');
  return row;
}

export type SizeChange = Partial<Record<PriceColumn, number>> & { sizeName?: string };

function applySizeChange(tx: Tx, actor: Actor, before: SizeDb, change: SizeChange, reason = 'edit'): SizeDb {
  const set: Partial<SizeDb> = {};
  if (change.sizeName !== undefined) set.sizeName = change.sizeName;
  for (const [key, column] of Object.entries(COLUMN) as Array<[PriceColumn, (typeof COLUMN)[PriceColumn]]>) {
    if (change[key] !== undefined) set[column] = change[key];
  }
  const changes = diff(before, set);
  if (changes.length === 0) return before;
  try {
    tx.update(schema.signSizes).set(set).where(eq(schema.signSizes.id, before.id)).run();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AdminWriteError(409, 'This sign already has a size with that name', 'sizeName');
    throw error;
  }
  recordChanges(
    tx,
    actor,
    changes.map((c) => ({ entity: 'sign_size', entityId: before.id, signId: before.signId, ...c })),
    { reason },
  );
  return { ...before, ...set };
}

/** PATCH /api/sign-pricing/{id} and one inline cell edit. */
export function updateSize(actor: Actor, id: number, change: SizeChange): SizeRow {
  return getDb().transaction((tx) => toSizeRow(applySizeChange(tx, actor, sizeOr404(tx, id), change, 'inline edit')));
}

/**
 * The no-JavaScript form: all size rows of one sign saved at once (rows of other signs are refused). A row
 * sent with `was` (the values it showed) writes only the cells changed from it; a cell someone else changed
 * meanwhile too refuses the whole save (409), in one transaction.
 */
export function saveSignSizes(actor: Actor, signId: number, rows: ReadonlyArray<SizeCells & { id: number; was?: string }>): void {
  getDb().transaction((tx) => {
    for (const { id, was, ...posted } of rows) {
      const before = sizeOr404(tx, id);
      if (before.signId !== signId) throw new AdminWriteError(400, 'That size belongs to another sign', 'id');
      const result = sizeFormChange(posted, readSeenCells(was), toSizeRow(before));
      if (!result.ok) throw new AdminWriteError(409, result.message, 'sizes');
      applySizeChange(tx, actor, before, result.change, 'sizes form');
    }
  });
}

export type FillResult = { column: PriceColumn; before: Array<{ id: number; cents: number }>; after: Array<{ id: number; cents: number }> };

/** POST /api/sign-pricing/fill: one value into one column of several rows, in one transaction. */
export function fillColumn(actor: Actor, column: PriceColumn, cents: number, ids: readonly number[]): FillResult {
  return restoreColumn(actor, column, [...new Set(ids)].map((id) => ({ id, cents })), 'drag-fill');
}

/**
 * POST /api/sign-pricing/restore (the Undo of a fill): each row to its own value, in one transaction. A row
 * sent with `expected` (its value after the fill) that someone changed since refuses the whole undo (409).
 */
export function restoreColumn(actor: Actor, column: PriceColumn, rows: ReadonlyArray<{ id: number; cents: number; expected?: number }>, reason = 'undo of a drag-fill'): FillResult {
  const field = COLUMN[column];
  return getDb().transaction((tx) => {
    const ids = rows.map((r) => r.id);
    const found = new Map<number, SizeDb>();
    for (let i = 0; i < ids.length; i += 500) {
      for (const row of tx.select().from(schema.signSizes).where(inArray(schema.signSizes.id, ids.slice(i, i + 500))).all()) found.set(row.id, row);
    }
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) throw new AdminWriteError(404, `Size not found: ${missing.join(', ')}`, 'pricingIds');
    const changed = rows.find((r) => r.expected !== undefined && found.get(r.id)![field] !== r.expected);
    if (changed) throw new AdminWriteError(409, `Size ${found.get(changed.id)!.sizeName} was changed by someone else since the fill: nothing was undone`, 'rows');
    const before = rows.map((r) => ({ id: r.id, cents: found.get(r.id)![field] }));
    for (const r of rows) tx.update(schema.signSizes).set({ [field]: r.cents }).where(eq(schema.signSizes.id, r.id)).run();
    recordChanges(
      tx,
      actor,
      rows.map((r) => ({ entity: 'sign_size', entityId: r.id, signId: found.get(r.id)!.signId, field, oldValue: found.get(r.id)![field], newValue: r.cents })),
      { reason },
    );
    return { column, before, after: rows.map((r) => ({ id: r.id, cents: r.cents })) };
  });
}

/** POST /api/signs/{id}/pricing: a new size row. */
export function addSize(actor: Actor, signId: number, input: SizeChange & { sizeName: string }): SizeRow {
  return getDb().transaction((tx) => {
    const sign = tx.select({ id: schema.signs.id }).from(schema.signs).where(eq(schema.signs.id, signId)).get();
    if (!sign) throw new AdminWriteError(404, 'Sign not found', 'signId');
    let row: SizeDb;
    try {
      row = tx
        .insert(schema.signSizes)
        .values({
          signId,
          sizeName: input.sizeName,
          signPrice: input.signPrice ?? 0,
          installPrice: input.installPrice ?? 0,
          signBudget: input.signBudget ?? 0,
          installBudget: input.installBudget ?? 0,
          racewayPrice: input.raceway ?? 0,
        })
        .returning()
        .get();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AdminWriteError(409, 'This sign already has a size with that name', 'sizeName');
      throw error;
    }
    recordChanges(tx, actor, [{ entity: 'sign_size', entityId: row.id, signId, field: 'created', oldValue: null, newValue: toSizeRow(row) }]);
    return toSizeRow(row);
  });
}

/**
 * DELETE /api/sign-pricing/{id}. Saved line items keep their amounts and
 * description; their size link is cleared by the foreign key (SET NULL).
 */
export function removeSize(actor: Actor, id: number): void {
  getDb().transaction((tx) => {
    const before = sizeOr404(tx, id);
    tx.delete(schema.signSizes).where(eq(schema.signSizes.id, id)).run();
    recordChanges(tx, actor, [{ entity: 'sign_size', entityId: id, signId: before.signId, field: 'deleted', oldValue: toSizeRow(before), newValue: null }]);
  });
}

type SignDb = typeof schema.signs.$inferSelect;

function writeSign(tx: Tx, actor: Actor, before: SignDb | null, fields: Partial<SignFields>): number {
  const { optionIds, ...columns } = fields;
  const set = { ...columns, image: columns.image === '' ? null : columns.image, description: columns.description === '' ? null : columns.description };
  for (const key of Object.keys(set) as Array<keyof typeof set>) if (set[key] === undefined) delete set[key];
  if (set.brandId !== undefined) {
    const brand = tx.select({ id: schema.brands.id }).from(schema.brands).where(eq(schema.brands.id, set.brandId)).get();
    if (!brand) throw new AdminWriteError(400, 'Unknown brand', 'brandId');
  }
  let id: number;
  try {
    if (before) {
      refuseBrandMoveInUse(tx, 'sign', before, set.brandId);
      if (Object.keys(set).length) tx.update(schema.signs).set(set).where(eq(schema.signs.id, before.id)).run();
      id = before.id;
      recordChanges(tx, actor, diff(before, set).map((c) => ({ entity: 'sign', entityId: id, signId: id, ...c })));
    } else {
      const created = tx.insert(schema.signs).values(set as typeof schema.signs.$inferInsert).returning().get();
      id = created.id;
      recordChanges(tx, actor, [{ entity: 'sign', entityId: id, signId: id, field: 'created', oldValue: null, newValue: created.name }]);
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw new AdminWriteError(409, 'This brand already has a sign with that name', 'name');
    throw error;
  }
  if (optionIds) {
    const wanted = [...new Set(optionIds)].sort((a, b) => a - b);
    const known = wanted.length
      ? tx.select({ id: schema.signOptions.id }).from(schema.signOptions).where(inArray(schema.signOptions.id, wanted)).all().length
      : 0;
    if (known !== wanted.length) throw new AdminWriteError(400, 'Unknown option', 'optionIds');
    const current = tx
      .select({ optionId: schema.signOptionSigns.optionId })
      .from(schema.signOptionSigns)
      .where(eq(schema.signOptionSigns.signId, id))
      .all()
      .map((r) => r.optionId)
      .sort((a, b) => a - b);
    if (JSON.stringify(current) !== JSON.stringify(wanted)) {
      tx.delete(schema.signOptionSigns).where(eq(schema.signOptionSigns.signId, id)).run();
      if (wanted.length) tx.insert(schema.signOptionSigns).values(wanted.map((optionId) => ({ signId: id, optionId }))).run();
      recordChanges(tx, actor, [{ entity: 'sign', entityId: id, signId: id, field: 'optionIds', oldValue: current, newValue: wanted }]);
    }
  }
  return id;
}

/** POST /api/signs */
export function createSign(actor: Actor, fields: SignFields): SignRow {
  const id = getDb().transaction((tx) => writeSign(tx, actor, null, fields));
  return findSign(id)!;
}

/** PATCH /api/signs/{id} */
export function updateSign(actor: Actor, id: number, fields: Partial<SignFields>): SignRow {
  getDb().transaction((tx) => {
    const before = tx.select().from(schema.signs).where(eq(schema.signs.id, id)).get();
    if (!before) throw new AdminWriteError(404, 'Sign not found', 'id');
    writeSign(tx, actor, before, fields);
  });
  return findSign(id)!;
}

/** Sizes of one sign (the history panel names them). */
export function sizesOfSign(signId: number): SizeRow[] {
  return getDb()
    .select()
    .from(schema.signSizes)
    .where(and(eq(schema.signSizes.signId, signId)))
    .all()
    .map(toSizeRow)
    .sort(compareSizes);
}
