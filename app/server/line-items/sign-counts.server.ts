/**
 * Formula service lines whose sign counts the job no longer has,
 * and the one-click re-price: the line's counters set to the version's sign
 * lines now, its toggles kept, priced by the engine through updateLineItem
 * (one immediate transaction, refused with 409 if the line changed since it
 * was read). Only Calculated lines: typed prices are the estimator's own.
 */
import { and, eq } from 'drizzle-orm';
import { getDb, schema, type DbOrTx } from '~/server/db.server';
import { repricedSelections, signCountChanges, type SignCountChange } from '~/domain/pricing';
import { serviceForPricing } from './catalogue.server';
import type { StaffActor } from '~/server/lifecycle/history.server';
import { lineItemForEdit, signCountLines, updateLineItem, WRITE_MESSAGES, type WriteResult } from './line-item-writes.server';

const { lineItems, services } = schema;

function parseSaved(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Line id -> the counts that changed, for the version's Calculated service lines priced from other counts. */
export function signCountChangesOfVersion(versionId: number, db: DbOrTx = getDb()): Map<number, SignCountChange[]> {
  const rows = db
    .select({ id: lineItems.id, selectedOptions: lineItems.selectedOptions, name: services.name })
    .from(lineItems)
    .innerJoin(services, eq(services.id, lineItems.serviceId))
    .where(and(eq(lineItems.jobVersionId, versionId), eq(lineItems.lineType, 'service'), eq(lineItems.pricingMode, 'Calculated')))
    .all();
  const out = new Map<number, SignCountChange[]>();
  if (rows.length === 0) return out;
  const signLines = signCountLines(versionId, db);
  for (const r of rows) {
    const changes = signCountChanges({ name: r.name }, parseSaved(r.selectedOptions), signLines);
    if (changes.length) out.set(r.id, changes);
  }
  return out;
}

/** The counts that changed for one line of the version (none when it is current, not a formula service, or not Calculated). */
export function signCountChangesOfLine(lineId: number, versionId: number): SignCountChange[] {
  return signCountChangesOfVersion(versionId).get(lineId) ?? [];
}

/** Re-prices a Calculated formula service line with the version's sign counts now. */
export function repriceForSignCounts(by: StaffActor, lineId: number, versionId: number): WriteResult<{ name: string; changed: boolean }> {
  const line = lineItemForEdit(lineId, versionId);
  const service = line?.serviceId ? serviceForPricing(line.serviceId) : null;
  if (!line || !service) return { ok: false, status: 404, error: WRITE_MESSAGES.lineNotFound, fieldErrors: {} };
  const signLines = signCountLines(versionId);
  if (line.pricingMode !== 'Calculated' || signCountChanges(service, line.selectedOptions, signLines).length === 0) {
    return { ok: true, value: { name: service.name, changed: false } };
  }
  const result = updateLineItem(by, lineId, versionId, {
    lineType: 'service',
    serviceId: service.id,
    quantity: line.quantity,
    selectedOptions: repricedSelections(service, line.selectedOptions, signLines),
    pricingMode: 'Calculated',
    customDescription: line.customDescription,
    expectedUpdatedAt: line.updatedAt,
  });
  return result.ok ? { ok: true, value: { name: service.name, changed: true } } : result;
}
