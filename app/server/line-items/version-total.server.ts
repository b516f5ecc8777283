/**
 * The one check that a write keeps its version's totals within the limit
 * (MAX_VERSION_TOTAL_CENTS in domain/pricing/limits.ts), run inside the
 * write's transaction before anything is written: adding, editing, repricing
 * a line and putting a deleted one back.
 */
import { eq } from 'drizzle-orm';
import { schema, type DbOrTx } from '~/server/db.server';
import { jobTotals, LIMIT_MESSAGES, MAX_VERSION_TOTAL_CENTS, type LineAmounts } from '~/domain/pricing';

const { lineItems } = schema;

/** A version's lines as the engine's totals read them (jobTotals): the one query for a version's amounts. */
export function versionLineAmounts(db: DbOrTx, jobVersionId: number): (LineAmounts & { id: number })[] {
  return db
    .select({
      id: lineItems.id,
      quantity: lineItems.quantity,
      lineItemPrice: lineItems.lineItemPrice,
      lineItemInstallPrice: lineItems.lineItemInstallPrice,
      lineItemBudget: lineItems.lineItemBudget,
      lineItemInstallBudget: lineItems.lineItemInstallBudget,
    })
    .from(lineItems)
    .where(eq(lineItems.jobVersionId, jobVersionId))
    .all();
}

export type VersionTotalRefusal = { ok: false; status: 400; error: string; fieldErrors: Record<string, string[]> };

/**
 * The version's totals with `line` in place of line `replacing` (or added,
 * when null): null when within the limit, else a 400 naming the quantity.
 */
export function checkVersionTotal(db: DbOrTx, jobVersionId: number, line: LineAmounts, replacing: number | null): { ok: true } | VersionTotalRefusal {
  const others = versionLineAmounts(db, jobVersionId).filter((other) => other.id !== replacing);
  const totals = jobTotals([...others, line]);
  const highest = Math.max(totals.price.total, totals.budget.total);
  if (highest <= MAX_VERSION_TOTAL_CENTS) return { ok: true };
  const message = LIMIT_MESSAGES.versionTotal(highest);
  return { ok: false, status: 400, error: message, fieldErrors: { quantity: [message] } };
}
