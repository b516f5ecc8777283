/**
 * A Draft's lines priced before a catalogue price change, and their re-price
 * to today's catalogue (docs/pricing.md § Price changes from a day): the job
 * page's notice, the preview (each line old -> new, the lines left alone) and
 * the confirm, which writes every re-priced line in one IMMEDIATE transaction
 * with the line writes' own rules (the freeze, the version's total limit,
 * stamps, one History row). Figures come from the pricing engine through
 * recalculatedValues, the same step Reset Pricing takes. The confirm posts
 * the preview's stamp: when the catalogue or the lines moved since, nothing
 * is written (docs/product.md § Edits act on what the person saw).
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import { getDb, schema, type DbOrTx } from '~/server/db.server';
import { applyDuePriceChanges } from '~/server/price-changes/apply.server';
import { frozenRefusal } from '~/server/lifecycle/version-state.server';
import type { StaffActor } from '~/server/lifecycle/history.server';
import { dayOf } from '~/domain/lifecycle/states';
import { RefusedWrite, refusalOf, type WriteResult } from '~/domain/write-result';
import {
  CATALOGUE_REPRICE_MESSAGES,
  planCatalogueReprice,
  repricedHistoryText,
  type CatalogueReprice,
  type CellChange,
  type RepriceCandidate,
} from '~/domain/line-items/catalogue-reprice';
import { itemName, nextStamp, recordLineChange, touchJob, versionContext, WRITE_MESSAGES, type LineRow, type VersionContext } from './line-item-context.server';
import { recalculatedValues } from './line-item-prices.server';
import { checkVersionTotalAfter } from './version-total.server';
import type { PricedDraft } from './line-item-draft.server';
import { pricedAtOf } from './priced-from.server';

const { catalogueChanges, lineItems, signOptionSigns } = schema;

/** The catalogue fields a line's amounts are worked from: a change of any other (a name, a picture) does not make it stale. */
const PRICE_FIELDS = [
  'signPrice',
  'installPrice',
  'signBudget',
  'installBudget',
  'racewayPrice',
  'signBudgetMultiplier',
  'installBudgetMultiplier',
  'priceType',
  'priceFormula',
  'budgetMultiplier',
  'locationMultiplier',
  'values',
];

/**
 * Line id -> the price changes recorded on its cells after the earliest
 * pricing among `lines` (its size, its sign's multipliers and options, its
 * service), each with when it was recorded and the day it took effect.
 * One query for the changes, one for the signs' options.
 */
export function cellChangesOfLines(db: DbOrTx, lines: readonly LineRow[]): Map<number, CellChange[]> {
  const out = new Map<number, CellChange[]>();
  if (lines.length === 0) return out;
  const since = Math.min(...lines.map(pricedAtOf));
  const sizeIds = [...new Set(lines.flatMap((l) => (l.signSizeId === null ? [] : [l.signSizeId])))];
  const signIds = [...new Set(lines.flatMap((l) => (l.signId === null ? [] : [l.signId])))];
  const serviceIds = [...new Set(lines.flatMap((l) => (l.serviceId === null ? [] : [l.serviceId])))];
  const links = signIds.length ? db.select().from(signOptionSigns).where(inArray(signOptionSigns.signId, signIds)).all() : [];
  const optionIds = [...new Set(links.map((l) => l.optionId))];
  const cells = [
    sizeIds.length ? and(eq(catalogueChanges.entity, 'sign_size'), inArray(catalogueChanges.entityId, sizeIds)) : undefined,
    signIds.length ? and(eq(catalogueChanges.entity, 'sign'), inArray(catalogueChanges.entityId, signIds)) : undefined,
    serviceIds.length ? and(eq(catalogueChanges.entity, 'service'), inArray(catalogueChanges.entityId, serviceIds)) : undefined,
    optionIds.length ? and(eq(catalogueChanges.entity, 'option'), inArray(catalogueChanges.entityId, optionIds)) : undefined,
  ].filter((c) => c !== undefined);
  if (cells.length === 0) return out;
  const rows = db
    .select({ entity: catalogueChanges.entity, entityId: catalogueChanges.entityId, at: catalogueChanges.createdAt, day: catalogueChanges.effectiveFrom })
    .from(catalogueChanges)
    .where(and(gt(catalogueChanges.createdAt, since), inArray(catalogueChanges.field, PRICE_FIELDS), or(...cells)))
    .all();
  if (rows.length === 0) return out;
  const optionsOfSign = new Map<number, Set<number>>();
  for (const l of links) optionsOfSign.set(l.signId, (optionsOfSign.get(l.signId) ?? new Set()).add(l.optionId));
  for (const line of lines) {
    const mine = rows.filter(
      (r) =>
        (r.entity === 'sign_size' && r.entityId === line.signSizeId) ||
        (r.entity === 'sign' && r.entityId === line.signId) ||
        (r.entity === 'service' && r.entityId === line.serviceId) ||
        (r.entity === 'option' && line.signId !== null && optionsOfSign.get(line.signId)?.has(r.entityId) === true),
    );
    if (mine.length) out.set(line.id, mine.map((r) => ({ at: r.at, day: r.day ?? dayOf(r.at) })));
  }
  return out;
}

type Planned = { ctx: VersionContext; plan: CatalogueReprice; values: Map<number, PricedDraft['values']>; lines: Map<number, LineRow> };

/** The version's re-price as it stands now: each line with today's figures where a price change reached it. */
function planOfVersion(db: DbOrTx, versionId: number): Planned | null {
  const ctx = versionContext(db, versionId);
  if (!ctx) return null;
  const lines = db.select().from(lineItems).where(eq(lineItems.jobVersionId, versionId)).orderBy(asc(lineItems.sortOrder), asc(lineItems.id)).all();
  const changes = cellChangesOfLines(db, lines);
  const values = new Map<number, PricedDraft['values']>();
  const candidates: RepriceCandidate[] = lines.map((line) => {
    const lineChanges = changes.get(line.id) ?? [];
    const asked = line.pricingMode === 'Calculated' && lineChanges.some((c) => c.at > pricedAtOf(line));
    let today: RepriceCandidate['today'] = null;
    if (asked) {
      const recalculated = recalculatedValues(db, line, ctx);
      if (recalculated.ok) {
        const v = recalculated.value;
        values.set(line.id, v);
        today = { ok: true, prices: { price: v.lineItemPrice, install: v.lineItemInstallPrice, budget: v.lineItemBudget, installBudget: v.lineItemInstallBudget } };
      } else {
        today = { ok: false, reason: recalculated.error };
      }
    }
    return {
      id: line.id,
      lineNo: line.sortOrder,
      name: line.pricingMode === 'Calculated' && !asked ? '' : itemName(db, line),
      quantity: line.quantity,
      pricingMode: line.pricingMode,
      stored: { price: line.lineItemPrice, install: line.lineItemInstallPrice, budget: line.lineItemBudget, installBudget: line.lineItemInstallBudget },
      updatedAt: line.updatedAt,
      pricedAt: pricedAtOf(line),
      today,
      changes: lineChanges,
    };
  });
  return { ctx, plan: planCatalogueReprice(candidates), values, lines: new Map(lines.map((l) => [l.id, l])) };
}

/** The stamp a confirm posts back: a digest of what the preview showed. */
const digest = (plan: CatalogueReprice) => createHash('sha256').update(plan.stamp).digest('hex').slice(0, 32);

/** The job page's notice of a Draft version: how many lines a price change left behind, and its day; null when none (or not a Draft). */
export function stalePricesOfVersion(versionId: number): { count: number; day: string } | null {
  const db = getDb();
  if (frozenRefusal(db, versionId)) return null;
  applyDuePriceChanges(db);
  const planned = planOfVersion(db, versionId);
  if (!planned?.plan.latestDay || planned.plan.rows.length === 0) return null;
  return { count: planned.plan.rows.length, day: planned.plan.latestDay };
}

export type CatalogueRepricePreview = CatalogueReprice & { stampDigest: string; versionNumber: number; frozen: string | null };

/** What re-pricing the version to today's catalogue would store, without writing; null for an unknown version. */
export function catalogueRepricePreview(versionId: number): CatalogueRepricePreview | null {
  const db = getDb();
  applyDuePriceChanges(db);
  const planned = planOfVersion(db, versionId);
  if (!planned) return null;
  return { ...planned.plan, stampDigest: digest(planned.plan), versionNumber: planned.ctx.versionNumber, frozen: frozenRefusal(db, versionId)?.error ?? null };
}

/**
 * Re-prices the version's stale Calculated lines to today's catalogue, as the
 * preview whose stamp is `stampDigest` showed them: refused (409) when the
 * catalogue or the lines moved since, or the version is no longer a Draft;
 * every line or none.
 */
export function repriceVersionToCatalogue(by: StaffActor, versionId: number, stampDigest: string): WriteResult<{ count: number; effect: number }> {
  applyDuePriceChanges();
  try {
    return getDb().transaction(
      (tx) => {
        const frozen = frozenRefusal(tx, versionId);
        if (frozen) return frozen;
        const planned = planOfVersion(tx, versionId);
        if (!planned) throw new RefusedWrite(404, WRITE_MESSAGES.versionNotFound);
        const { plan, ctx } = planned;
        if (digest(plan) !== stampDigest) throw new RefusedWrite(409, CATALOGUE_REPRICE_MESSAGES.movedSince, { stamp: [CATALOGUE_REPRICE_MESSAGES.movedSince] });
        if (plan.rows.length === 0) throw new RefusedWrite(409, CATALOGUE_REPRICE_MESSAGES.nothingToReprice);
        const withinTotal = checkVersionTotalAfter(tx, versionId, new Map(plan.rows.map((row) => [row.id, planned.values.get(row.id)!])));
        if (!withinTotal.ok) throw new RefusedWrite(400, withinTotal.error, withinTotal.fieldErrors);
        const now = Date.now();
        for (const row of plan.rows) {
          const v = planned.values.get(row.id)!;
          const line = planned.lines.get(row.id)!;
          tx.update(lineItems)
            .set({ ...v, updatedAt: nextStamp(line.updatedAt, now) })
            .where(eq(lineItems.id, row.id))
            .run();
        }
        touchJob(tx, ctx, now);
        recordLineChange(tx, ctx, by, 'lines re-priced', repricedHistoryText(plan.rows, plan.effect), now);
        return { ok: true as const, value: { count: plan.rows.length, effect: plan.effect } };
      },
      { behavior: 'immediate' },
    );
  } catch (error) {
    const refused = refusalOf(error);
    if (refused) return refused;
    throw error;
  }
}
