/**
 * Which price list a line was priced from, for the line-items API
 * (docs/product.md § The API): when the engine last priced it from the
 * catalogue, and the latest price change (a bulk change, an import) in
 * effect on its cells then; null for lines whose prices were typed (Edited,
 * Custom). A change undone later (an import's undo marks it Cancelled and
 * puts the earlier prices back) was in effect only until then: a line priced
 * after the undo names the change before it, or none. Two queries whatever
 * the number of lines.
 */
import { and, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { schema, type DbOrTx } from '~/server/db.server';
import type { LineRow } from './line-item-context.server';

const { catalogueChanges, lineItems, priceChanges } = schema;

/** When the engine last priced the line from the catalogue (lines saved before that was kept: their last save). */
export const pricedAtOf = (line: Pick<LineRow, 'pricedAt' | 'updatedAt'>) => line.pricedAt ?? line.updatedAt;

/** `priceChange` null: the catalogue as first entered (or changed by hand), no price change yet. */
export type PricedFrom = { pricedAt: string; priceChange: { id: number; reason: string; effectiveFrom: string } | null } | null;

export function pricedFromOfLines(db: DbOrTx, lineIds: readonly number[]): Map<number, PricedFrom> {
  const out = new Map<number, PricedFrom>();
  if (lineIds.length === 0) return out;
  const lines = db
    .select({ id: lineItems.id, pricingMode: lineItems.pricingMode, pricedAt: lineItems.pricedAt, updatedAt: lineItems.updatedAt, signSizeId: lineItems.signSizeId, serviceId: lineItems.serviceId })
    .from(lineItems)
    .where(inArray(lineItems.id, [...lineIds]))
    .all();
  const sizeIds = [...new Set(lines.flatMap((l) => (l.signSizeId === null ? [] : [l.signSizeId])))];
  const serviceIds = [...new Set(lines.flatMap((l) => (l.serviceId === null ? [] : [l.serviceId])))];
  const cells = [
    sizeIds.length ? and(eq(catalogueChanges.entity, 'sign_size'), inArray(catalogueChanges.entityId, sizeIds)) : undefined,
    serviceIds.length ? and(eq(catalogueChanges.entity, 'service'), inArray(catalogueChanges.entityId, serviceIds)) : undefined,
  ].filter((c) => c !== undefined);
  const changes = cells.length
    ? db
        .select({ entity: catalogueChanges.entity, entityId: catalogueChanges.entityId, at: catalogueChanges.createdAt, cancelledAt: priceChanges.cancelledAt, id: priceChanges.id, reason: priceChanges.reason, effectiveFrom: priceChanges.effectiveFrom })
        .from(catalogueChanges)
        .innerJoin(priceChanges, eq(priceChanges.id, catalogueChanges.priceChangeId))
        .where(and(isNotNull(catalogueChanges.priceChangeId), or(...cells)))
        .orderBy(desc(catalogueChanges.createdAt), desc(catalogueChanges.id))
        .all()
    : [];
  for (const line of lines) {
    if (line.pricingMode !== 'Calculated') {
      out.set(line.id, null);
      continue;
    }
    const pricedAt = pricedAtOf(line);
    const latest = changes.find(
      (c) => c.at <= pricedAt && (c.cancelledAt === null || pricedAt < c.cancelledAt) && ((c.entity === 'sign_size' && c.entityId === line.signSizeId) || (c.entity === 'service' && c.entityId === line.serviceId)),
    );
    out.set(line.id, { pricedAt: new Date(pricedAt).toISOString(), priceChange: latest ? { id: latest.id, reason: latest.reason, effectiveFrom: latest.effectiveFrom } : null });
  }
  return out;
}
