/**
 * What every price was: the catalogue history of a size's money columns, a
 * fixed service's price and each option entry's '+' modifier, as value /
 * from / until / who / why, and the catalogue as it stood on a day, rebuilt
 * from today's values and that history (and, for a later day, the Scheduled
 * changes due by then).
 */
import { and, asc, eq, inArray, lte, or } from 'drizzle-orm';
import { getDb, schema } from '~/server/db.server';
import { format } from 'date-fns';
import { fixedAmount } from '~/domain/pricing/service-pricing';
import { applyDuePriceChanges, today } from './apply.server';
import { fieldLabel } from './cells.server';
import { entryOfField, modifierAmounts, modifierField, modifierSteps, modifierText, withModifierCents } from '~/domain/price-changes/option-modifiers';
import { parseOptionValues } from '~/domain/pricing/modifiers';

const { catalogueChanges, priceChanges, priceChangeCells, signs, signSizes, services, signOptions, signOptionSigns } = schema;
const SIZE_FIELDS = ['signPrice', 'installPrice', 'signBudget', 'installBudget', 'racewayPrice'] as const;
type SizeField = (typeof SIZE_FIELDS)[number];

export type PricePeriod = {
  entity: string;
  entityId: number;
  field: string;
  column: string;
  /** Cents for a money column; the option's values text for an option. */
  value: number | string | null;
  /** 'yyyy-MM-dd'; null: since before the history began. */
  from: string | null;
  /** The day the next value took over; null: still today's (or the last scheduled) value. */
  until: string | null;
  who: string | null;
  why: string | null;
  scheduled: boolean;
};

const fromOf = (row: { effectiveFrom: string | null; createdAt: number }) => row.effectiveFrom ?? format(row.createdAt, 'yyyy-MM-dd');

function valueOf(field: string, text: string | null): number | string | null {
  if (text === null) return null;
  if (field === 'priceFormula') return fixedAmount(text) ?? text;
  if ((SIZE_FIELDS as readonly string[]).includes(field)) return Number(text);
  return text;
}

type Filter = { signId: number } | { entity: 'service' | 'option'; entityId: number };

/** Whether each 'optionId:entry' amount is per square foot, from the options' values today. */
function optionPerSf(db: ReturnType<typeof getDb>, ids: readonly number[]): Map<string, boolean> {
  const out = new Map<string, boolean>();
  if (ids.length === 0) return out;
  for (const o of db.select({ id: signOptions.id, values: signOptions.values }).from(signOptions).where(inArray(signOptions.id, [...new Set(ids)])).all()) {
    for (const a of modifierAmounts(o.values)) out.set(`${o.id}:${a.entry}`, a.perSf);
  }
  return out;
}

/** The periods of every price of a sign's sizes, a service or an option, newest first. */
export function priceHistory(filter: Filter): PricePeriod[] {
  applyDuePriceChanges();
  const db = getDb();
  const c = catalogueChanges;
  const where =
    'signId' in filter
      ? and(eq(c.signId, filter.signId), eq(c.entity, 'sign_size'), inArray(c.field, [...SIZE_FIELDS]))
      : and(eq(c.entity, filter.entity), eq(c.entityId, filter.entityId), eq(c.field, filter.entity === 'service' ? 'priceFormula' : 'values'));
  const rows = db.select().from(c).where(where).orderBy(asc(c.createdAt), asc(c.id)).all();
  const cellWhere =
    'signId' in filter
      ? and(eq(priceChangeCells.signId, filter.signId), eq(priceChangeCells.entity, 'sign_size'))
      : and(eq(priceChangeCells.entity, filter.entity), eq(priceChangeCells.entityId, filter.entityId));
  const scheduled = db
    .select({ cell: priceChangeCells, change: priceChanges })
    .from(priceChangeCells)
    .innerJoin(priceChanges, eq(priceChanges.id, priceChangeCells.priceChangeId))
    .where(and(cellWhere, eq(priceChanges.state, 'Scheduled')))
    .orderBy(asc(priceChanges.effectiveFrom), asc(priceChanges.id))
    .all();

  type Step = { key: string; entity: string; entityId: number; field: string; old: number | string | null; value: number | string | null; from: string; who: string | null; why: string | null; scheduled: boolean };
  const steps: Step[] = rows.flatMap((r): Step[] => {
    const at = { entity: r.entity, entityId: r.entityId, from: fromOf(r), who: r.userName, why: r.reason ?? 'edit', scheduled: false };
    // An option's values text changes as a whole; each entry's modifier keeps its own history, like a size's price.
    if (r.entity === 'option') return modifierSteps(r.oldValue, r.newValue).map((m) => ({ ...at, key: `option:${r.entityId}:${modifierField(m.entry)}`, field: modifierField(m.entry), old: m.old, value: m.value }));
    return [{ ...at, key: `${r.entity}:${r.entityId}:${r.field}`, field: r.field, old: valueOf(r.field, r.oldValue), value: valueOf(r.field, r.newValue) }];
  });
  // A Scheduled option cell is an amount in cents: written as the modifier it will read ('+$165', '/SF' kept).
  const perSf = optionPerSf(db, scheduled.flatMap(({ cell }) => (cell.entity === 'option' ? [cell.entityId] : [])));
  for (const { cell, change } of scheduled) {
    const text = (cents: number) => (cell.entity === 'option' ? modifierText(cents, perSf.get(`${cell.entityId}:${entryOfField(cell.field)}`) ?? false) : cents);
    steps.push({ key: `${cell.entity}:${cell.entityId}:${cell.field}`, entity: cell.entity, entityId: cell.entityId, field: cell.field, old: text(cell.oldCents), value: text(cell.newCents), from: change.effectiveFrom, who: change.userName, why: change.reason, scheduled: true });
  }
  const groups = new Map<string, Step[]>();
  for (const s of steps) groups.set(s.key, [...(groups.get(s.key) ?? []), s]);
  const periods: PricePeriod[] = [];
  for (const list of groups.values()) {
    list.sort((a, b) => (a.from === b.from ? 0 : a.from < b.from ? -1 : 1));
    const first = list[0]!;
    const base = { entity: first.entity, entityId: first.entityId, field: first.field, column: fieldLabel(first.field) };
    // What it was before its first recorded change (nothing, for a value that came with that change: not a period).
    if (first.old !== null) periods.push({ ...base, value: first.old, from: null, until: first.from, who: null, why: null, scheduled: false });
    list.forEach((s, i) => periods.push({ ...base, value: s.value, from: s.from, until: list[i + 1]?.from ?? null, who: s.who, why: s.why, scheduled: s.scheduled }));
  }
  return periods.sort((a, b) => ((b.from ?? '') < (a.from ?? '') ? -1 : (b.from ?? '') > (a.from ?? '') ? 1 : 0));
}

export type PricesOn = {
  day: string;
  signs: Array<{ id: number; name: string; sizes: Array<{ id: number; sizeName: string; prices: Record<SizeField, number> }> }>;
  services: Array<{ id: number; name: string; price: number | null }>;
  /** The options the brand's signs use, each entry with a modifier as it read that day ('+$150', '+15%'). */
  options: Array<{ id: number; name: string; modifiers: Array<{ entry: string; modifier: string }> }>;
};

/**
 * The brand's size prices, fixed service prices and its signs' option modifiers as they stood on `day`:
 * today's values, each moved back to the old value of the first change that
 * took effect after that day; for a later day, with the Scheduled changes due
 * by then. Sizes and services as they are today (one removed since is not listed).
 */
export function pricesOn(brandId: number, day: string): PricesOn {
  applyDuePriceChanges();
  const db = getDb();
  const signRows = db.select().from(signs).where(eq(signs.brandId, brandId)).orderBy(asc(signs.displayOrder), asc(signs.name)).all();
  const signIds = signRows.map((s) => s.id);
  const sizeRows = signIds.length ? db.select().from(signSizes).where(inArray(signSizes.signId, signIds)).orderBy(asc(signSizes.id)).all() : [];
  const serviceRows = db.select().from(services).where(eq(services.brandId, brandId)).orderBy(asc(services.displayOrder), asc(services.name)).all();
  const optionRows = signIds.length
    ? db
        .selectDistinct({ id: signOptions.id, name: signOptions.name, values: signOptions.values, sortOrder: signOptions.sortOrder })
        .from(signOptions)
        .innerJoin(signOptionSigns, eq(signOptionSigns.optionId, signOptions.id))
        .where(inArray(signOptionSigns.signId, signIds))
        .orderBy(asc(signOptions.sortOrder), asc(signOptions.name))
        .all()
    : [];
  const value = new Map<string, number | null>();
  for (const size of sizeRows) for (const f of SIZE_FIELDS) value.set(`sign_size:${size.id}:${f}`, size[f]);
  for (const s of serviceRows) value.set(`service:${s.id}:priceFormula`, fixedAmount(s.priceFormula));
  // An option's values text as it read that day, whole (its modifiers are read from it at the end).
  const valuesText = new Map(optionRows.map((o) => [o.id, o.values]));

  if (day < today()) {
    const c = catalogueChanges;
    const conditions = [];
    if (signIds.length) conditions.push(and(inArray(c.signId, signIds), eq(c.entity, 'sign_size'), inArray(c.field, [...SIZE_FIELDS])));
    if (serviceRows.length) conditions.push(and(eq(c.entity, 'service'), inArray(c.entityId, serviceRows.map((s) => s.id)), eq(c.field, 'priceFormula')));
    if (optionRows.length) conditions.push(and(eq(c.entity, 'option'), inArray(c.entityId, optionRows.map((o) => o.id)), eq(c.field, 'values')));
    const rows = conditions.length ? db.select().from(c).where(or(...conditions)).orderBy(asc(c.createdAt), asc(c.id)).all() : [];
    const undone = new Set<string>();
    for (const r of rows) {
      const key = `${r.entity}:${r.entityId}:${r.field}`;
      if (fromOf(r) <= day || undone.has(key)) continue;
      if (r.entity === 'option') {
        undone.add(key);
        valuesText.set(r.entityId, r.oldValue ?? '');
        continue;
      }
      if (!value.has(key)) continue;
      undone.add(key);
      const old = valueOf(r.field, r.oldValue);
      value.set(key, typeof old === 'number' ? old : null);
    }
  } else {
    const due = db
      .select({ cell: priceChangeCells, day: priceChanges.effectiveFrom })
      .from(priceChangeCells)
      .innerJoin(priceChanges, eq(priceChanges.id, priceChangeCells.priceChangeId))
      .where(and(eq(priceChanges.state, 'Scheduled'), lte(priceChanges.effectiveFrom, day)))
      .orderBy(asc(priceChanges.effectiveFrom), asc(priceChanges.id))
      .all();
    for (const { cell } of due) {
      const key = `${cell.entity}:${cell.entityId}:${cell.field}`;
      const text = cell.entity === 'option' ? valuesText.get(cell.entityId) : undefined;
      if (text !== undefined) valuesText.set(cell.entityId, withModifierCents(text, entryOfField(cell.field), cell.newCents) ?? text);
      else if (value.has(key)) value.set(key, cell.newCents);
    }
  }

  const sizesBySign = new Map<number, PricesOn['signs'][number]['sizes']>();
  for (const size of sizeRows) {
    const prices = Object.fromEntries(SIZE_FIELDS.map((f) => [f, value.get(`sign_size:${size.id}:${f}`) ?? 0])) as Record<SizeField, number>;
    sizesBySign.set(size.signId, [...(sizesBySign.get(size.signId) ?? []), { id: size.id, sizeName: size.sizeName, prices }]);
  }
  return {
    day,
    signs: signRows.map((s) => ({ id: s.id, name: s.name, sizes: sizesBySign.get(s.id) ?? [] })).filter((s) => s.sizes.length > 0),
    services: serviceRows.map((s) => ({ id: s.id, name: s.name, price: value.get(`service:${s.id}:priceFormula`) ?? null })),
    options: optionRows
      .map((o) => ({ id: o.id, name: o.name, modifiers: parseOptionValues(valuesText.get(o.id) ?? '').flatMap((e) => (e.modifier ? [{ entry: e.display, modifier: e.modifier }] : [])) }))
      .filter((o) => o.modifiers.length > 0),
  };
}
