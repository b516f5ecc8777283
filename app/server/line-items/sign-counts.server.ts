/**
 * Formula service lines whose sign counts the job no longer has, and the
 * re-price: first a preview (the counts and each amount old -> new), then on
 * confirm the line's counters set to the version's sign lines now (counts
 * typed on purpose and toggles kept), priced by the engine through
 * updateLineItem (one immediate transaction, refused with 409 if the line or
 * the new price is not what the preview showed). Only Calculated lines:
 * typed prices are the estimator's own.
 */
import { and, eq } from 'drizzle-orm';
import { getDb, schema, type DbOrTx } from '~/server/db.server';
import { lineTotal, repricedSelections, signCountChanges, type PricingService, type SignCountChange } from '~/domain/pricing';
import type { LineItemDraft } from '~/domain/line-items/draft';
import { serviceForPricing } from './catalogue.server';
import type { StaffActor } from '~/server/lifecycle/history.server';
import { versionContext } from './line-item-context.server';
import { lineItemForEdit, priceDraft, signCountLines, updateLineItem, WRITE_MESSAGES, type EditableLineItem, type WriteResult } from './line-item-writes.server';

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

export type RepriceAmount = { label: string; before: number; after: number };

/** What a Re-price would do, shown before it saves: the counts that changed and each amount old -> new. */
export type RepricePreview = {
  lineId: number;
  name: string;
  changes: SignCountChange[];
  /** The line's price (unit x quantity + install) first, then each stored amount that changes. */
  amounts: RepriceAmount[];
  /** The line's stamp: the confirm is refused (409) if the line changed since it was shown. */
  updatedAt: number;
  /** The line's price after the re-price, in cents: the confirm is refused if the job's counts moved again. */
  newPrice: number;
};

const AMOUNT_LABELS = [
  ['price', 'Unit price'],
  ['budget', 'Unit budget'],
  ['install', 'Install price'],
  ['installBudget', 'Install budget'],
] as const;

/** The re-priced line as a draft (the job's counts now, typed counts and toggles kept), or null when nothing is out of date. */
function repriceDraft(line: EditableLineItem, service: PricingService, versionId: number) {
  const signLines = signCountLines(versionId);
  if (line.pricingMode !== 'Calculated' || signCountChanges(service, line.selectedOptions, signLines).length === 0) return null;
  const draft: LineItemDraft = {
    lineType: 'service',
    serviceId: service.id,
    quantity: line.quantity,
    selectedOptions: repricedSelections(service, line.selectedOptions, signLines),
    pricingMode: 'Calculated',
    customDescription: line.customDescription,
    expectedUpdatedAt: line.updatedAt,
  };
  return { draft, changes: signCountChanges(service, line.selectedOptions, signLines) };
}

const notFound = () => ({ ok: false as const, status: 404 as const, error: WRITE_MESSAGES.lineNotFound, fieldErrors: {} });

/**
 * What re-pricing a line with the job's sign counts would store, without
 * writing (the confirm step). `changes` is empty when the line is current.
 */
export function repricePreview(lineId: number, versionId: number): WriteResult<RepricePreview> {
  const line = lineItemForEdit(lineId, versionId);
  const service = line?.serviceId ? serviceForPricing(line.serviceId) : null;
  const db = getDb();
  const ctx = versionContext(db, versionId);
  if (!line || !service || !ctx) return notFound();
  const before = line.prices;
  const oldPrice = lineTotal(before.price, line.quantity, before.install);
  const planned = repriceDraft(line, service, versionId);
  if (!planned) return { ok: true, value: { lineId, name: service.name, changes: [], amounts: [], updatedAt: line.updatedAt, newPrice: oldPrice } };
  const priced = priceDraft(db, ctx, planned.draft, { signId: null, serviceId: service.id, savedOptions: line.selectedOptions });
  if (!priced.ok) return priced;
  const v = priced.value.values;
  const after = { price: v.lineItemPrice, budget: v.lineItemBudget, install: v.lineItemInstallPrice, installBudget: v.lineItemInstallBudget };
  const newPrice = lineTotal(after.price, v.quantity, after.install);
  const amounts: RepriceAmount[] = [{ label: 'Price', before: oldPrice, after: newPrice }];
  for (const [key, label] of AMOUNT_LABELS) if (before[key] !== after[key]) amounts.push({ label, before: before[key], after: after[key] });
  return { ok: true, value: { lineId, name: service.name, changes: planned.changes, amounts, updatedAt: line.updatedAt, newPrice } };
}

export const REPRICE_MESSAGES = {
  movedAgain: "The job's sign counts changed again since the new price was shown: check it and confirm again",
} as const;

/**
 * Re-prices a Calculated formula service line with the version's sign counts
 * now, as its confirmation showed: refused with 409 when the line or the new
 * price is not what was shown (`expected`).
 */
export function repriceForSignCounts(
  by: StaffActor,
  lineId: number,
  versionId: number,
  expected: { updatedAt: number; newPrice: number },
): WriteResult<{ name: string; changed: boolean }> {
  const line = lineItemForEdit(lineId, versionId);
  const service = line?.serviceId ? serviceForPricing(line.serviceId) : null;
  if (!line || !service) return notFound();
  const preview = repricePreview(lineId, versionId);
  if (!preview.ok) return preview;
  if (expected.updatedAt !== line.updatedAt) return { ok: false, status: 409 as const, error: WRITE_MESSAGES.changedSince, fieldErrors: {} };
  if (preview.value.changes.length && expected.newPrice !== preview.value.newPrice) return { ok: false, status: 409 as const, error: REPRICE_MESSAGES.movedAgain, fieldErrors: {} };
  const planned = repriceDraft(line, service, versionId);
  if (!planned) return { ok: true, value: { name: service.name, changed: false } };
  const result = updateLineItem(by, lineId, versionId, planned.draft);
  return result.ok ? { ok: true, value: { name: service.name, changed: true } } : result;
}
