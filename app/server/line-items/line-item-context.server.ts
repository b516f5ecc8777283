/**
 * What every line-item write shares: the version and job a write is in, the
 * line it names (or the 404/400/409 refusal), the stamps that move with each
 * write, and the History row it leaves, written in the
 * write's own transaction through the one history module.
 */
import { and, eq } from 'drizzle-orm';
import { getDb, schema, type DbOrTx } from '~/server/db.server';
import { frozenRefusal } from '~/server/lifecycle/version-state.server';
import { recordHistory, type HistoryEvent, type StaffActor } from '~/server/lifecycle/history.server';
import { fail, type WriteResult } from '~/domain/line-items/price-draft';
import type { LineSnapshot } from '~/domain/history/line-changes';
import { choiceLabel, type LineChoice } from '~/domain/choices/line-choice';
import type { SignCountLine } from '~/domain/pricing';

const { jobs, jobVersions, lineItems, services, signs } = schema;

export const WRITE_MESSAGES = {
  versionNotFound: 'Version not found',
  lineNotFound: 'Line item not found',
  otherVersion: "This line item belongs to another job's version",
  unknownSign: "Choose a sign of this job's brand",
  unknownService: "Choose a service of this job's brand",
  unknownSize: 'Choose a size of this sign',
  pricesNeeded: 'Enter the prices',
  customReset: "A custom sign's prices are always entered by hand",
  invalid: 'Invalid line item',
  changedSince: 'This line item was changed by someone else since you opened it. Close it and open it again to see their change.',
  orderChanged: 'The line items changed meanwhile, so nothing was moved: here they are as they are now',
} as const;

export type LineRow = typeof lineItems.$inferSelect;
export type VersionContext = { versionId: number; jobId: number; brandId: number; versionNumber: number };

/**
 * The next updatedAt of a row: now, but always later than the last one, so
 * two saves in the same millisecond still tell apart (the edit check compares these stamps).
 */
export const nextStamp = (previous: number, now: number) => Math.max(now, previous + 1);

export function versionContext(db: DbOrTx, versionId: number): VersionContext | null {
  const row = db
    .select({ versionId: jobVersions.id, jobId: jobs.id, brandId: jobs.brandId, versionNumber: jobVersions.versionNumber })
    .from(jobVersions)
    .innerJoin(jobs, eq(jobs.id, jobVersions.jobId))
    .where(eq(jobVersions.id, versionId))
    .get();
  return row ?? null;
}

/** The version a line write goes to: 404 when it does not exist, 409 when it is frozen (sent, approved, ...). */
export function writableVersion(db: DbOrTx, versionId: number): WriteResult<VersionContext> {
  const ctx = versionContext(db, versionId);
  if (!ctx) return fail(404, WRITE_MESSAGES.versionNotFound);
  return frozenRefusal(db, versionId) ?? { ok: true, value: ctx };
}

/** The job's updatedAt and the version's own (the job page's 'Last Updated' of that version). */
export function touchJob(db: DbOrTx, ctx: VersionContext, now: number): void {
  db.update(jobs).set({ updatedAt: now }).where(eq(jobs.id, ctx.jobId)).run();
  db.update(jobVersions).set({ updatedAt: now }).where(eq(jobVersions.id, ctx.versionId)).run();
}

/**
 * The line and its version's context, or the 404/400 refusal. `jobVersionId` (when given) must be the line's own.
 * Every write of an existing line comes here, so an approved version's lines are refused here (409), once.
 */
export function lineInVersion(db: DbOrTx, id: number, jobVersionId: number | undefined, forWrite = true): WriteResult<{ line: LineRow; ctx: VersionContext }> {
  const line = db.select().from(lineItems).where(eq(lineItems.id, id)).get();
  if (!line) return fail(404, WRITE_MESSAGES.lineNotFound);
  if (jobVersionId !== undefined && line.jobVersionId !== jobVersionId) {
    return fail(400, WRITE_MESSAGES.otherVersion, { jobVersionId: [WRITE_MESSAGES.otherVersion] });
  }
  const ctx = versionContext(db, line.jobVersionId);
  if (!ctx) return fail(404, WRITE_MESSAGES.lineNotFound);
  const frozen = forWrite ? frozenRefusal(db, line.jobVersionId) : null;
  if (frozen) return frozen;
  return { ok: true, value: { line, ctx } };
}

/**
 * The version's sign lines (type, placement, quantity) in one query: what a
 * formula service's counters are pre-filled from.
 */
export function signCountLines(jobVersionId: number, db: DbOrTx = getDb()): SignCountLine[] {
  return db
    .select({ signType: signs.signType, placement: signs.placement, quantity: lineItems.quantity })
    .from(lineItems)
    .innerJoin(signs, eq(signs.id, lineItems.signId))
    .where(and(eq(lineItems.jobVersionId, jobVersionId), eq(lineItems.lineType, 'sign')))
    .all();
}

export function parseSaved(text: string): Record<string, string | number> {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const out: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(value)) if (typeof v === 'string' || typeof v === 'number') out[k] = v;
    return out;
  } catch {
    return {};
  }
}

/** A line's sign or service name as it is called now. */
export function itemName(db: DbOrTx, line: Pick<LineRow, 'signId' | 'serviceId'>): string {
  if (line.signId !== null) return db.select({ name: signs.name }).from(signs).where(eq(signs.id, line.signId)).get()?.name ?? 'Sign';
  if (line.serviceId !== null) return db.select({ name: services.name }).from(services).where(eq(services.id, line.serviceId)).get()?.name ?? 'Service';
  return 'Line item';
}

type StoredLine = Pick<
  LineRow,
  'signId' | 'serviceId' | 'sortOrder' | 'quantity' | 'description' | 'selectedOptions' | 'pricingMode' | 'lineItemPrice' | 'lineItemInstallPrice' | 'lineItemBudget' | 'lineItemInstallBudget'
> &
  Partial<LineChoice>;

/** A line as History names it (its name looked up, its place, its amounts). */
export function lineSnapshot(db: DbOrTx, line: StoredLine, sortOrder = line.sortOrder): LineSnapshot {
  return {
    name: itemName(db, line),
    lineNo: sortOrder,
    quantity: line.quantity,
    description: line.description ?? '',
    options: parseSaved(line.selectedOptions),
    pricingMode: line.pricingMode,
    price: line.lineItemPrice,
    install: line.lineItemInstallPrice,
    budget: line.lineItemBudget,
    installBudget: line.lineItemInstallBudget,
    choice: choiceLabel({ optional: line.optional ?? false, alternativeGroup: line.alternativeGroup ?? null, recommended: line.recommended ?? false }),
  };
}

/** The History row of a line write, in its transaction. */
export function recordLineChange(tx: DbOrTx, ctx: VersionContext, by: StaffActor, event: HistoryEvent, detail: string, at?: number): void {
  recordHistory(tx, { jobId: ctx.jobId, versionNumber: ctx.versionNumber, event, detail, actor: by, ...(at !== undefined ? { at } : {}) });
}
