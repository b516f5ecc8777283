/**
 * A version's amounts: the one query of its lines' amounts and choice marks,
 * the lines its totals count (docs/choices.md § Which lines count), and the
 * one check that a write keeps its version's totals within the limit
 * (MAX_VERSION_TOTAL_CENTS in domain/pricing/limits.ts), run inside the
 * write's transaction before anything is written: adding, editing, repricing
 * a line and putting a deleted one back.
 */
import { asc, eq } from 'drizzle-orm';
import { schema, type DbOrTx } from '~/server/db.server';
import { LIMIT_MESSAGES, MAX_VERSION_TOTAL_CENTS, type LineAmounts } from '~/domain/pricing';
import { countedLines, readChosenIds, type LineChoiceMarks } from '~/domain/choices/selection';
import { choiceRange } from '~/domain/choices/range';
import { REQUIRED_CHOICE, type LineChoice } from '~/domain/choices/line-choice';

const { lineItems, jobVersions } = schema;

export type VersionLineAmounts = LineAmounts & LineChoiceMarks;

/** A version's lines in order as the engine's totals read them (jobTotals), with their choice marks: the one query for a version's amounts. */
export function versionLineAmounts(db: DbOrTx, jobVersionId: number): VersionLineAmounts[] {
  return db
    .select({
      id: lineItems.id,
      quantity: lineItems.quantity,
      lineItemPrice: lineItems.lineItemPrice,
      lineItemInstallPrice: lineItems.lineItemInstallPrice,
      lineItemBudget: lineItems.lineItemBudget,
      lineItemInstallBudget: lineItems.lineItemInstallBudget,
      optional: lineItems.optional,
      alternativeGroup: lineItems.alternativeGroup,
      recommended: lineItems.recommended,
    })
    .from(lineItems)
    .where(eq(lineItems.jobVersionId, jobVersionId))
    .orderBy(asc(lineItems.sortOrder), asc(lineItems.id))
    .all();
}

/** The version's accepted choice as stored (null while the client has not answered). */
export function chosenLineIdsOf(db: DbOrTx, jobVersionId: number): number[] | null {
  const row = db.select({ chosen: jobVersions.chosenLineIds }).from(jobVersions).where(eq(jobVersions.id, jobVersionId)).get();
  return readChosenIds(row?.chosen ?? null);
}

/** The lines a version's totals count: the accepted choice once there is one, else the required and recommended lines. */
export function countedLineAmounts(db: DbOrTx, jobVersionId: number): VersionLineAmounts[] {
  return countedLines(versionLineAmounts(db, jobVersionId), chosenLineIdsOf(db, jobVersionId));
}

export type VersionTotalRefusal = { ok: false; status: 400; error: string; fieldErrors: Record<string, string[]> };

/**
 * The version's highest possible totals (every optional line, each group's
 * dearest: app/domain/choices/range.ts) with `line` in place of line
 * `replacing` (or added, when null): ok when within the limit, else a 400
 * naming the quantity. A replaced line keeps its own choice marks unless
 * `line` gives others; an added line without marks is taken as required.
 */
export function checkVersionTotal(db: DbOrTx, jobVersionId: number, line: LineAmounts & Partial<LineChoice>, replacing: number | null): { ok: true } | VersionTotalRefusal {
  if (replacing !== null) return checkVersionTotalAfter(db, jobVersionId, new Map([[replacing, line]]));
  return withinLimit([...versionLineAmounts(db, jobVersionId), { ...REQUIRED_CHOICE, ...line, id: 0 }]);
}

/**
 * The same check for a write that changes lines of the version (one, or all a
 * re-price to today's catalogue touches): the version as the whole write
 * leaves it, each changed line with its new amounts and its own choice marks
 * unless the change gives others. One read of the version, however many lines
 * change (a check per line read it once for every line: 300 reads of 300 rows).
 */
export function checkVersionTotalAfter(db: DbOrTx, jobVersionId: number, changed: ReadonlyMap<number, LineAmounts & Partial<LineChoice>>): { ok: true } | VersionTotalRefusal {
  return withinLimit(versionLineAmounts(db, jobVersionId).map((line) => ({ ...line, ...changed.get(line.id), id: line.id })));
}

function withinLimit(lines: VersionLineAmounts[]): { ok: true } | VersionTotalRefusal {
  const range = choiceRange(lines);
  const highest = Math.max(range.price.highest, range.budget.highest);
  if (highest <= MAX_VERSION_TOTAL_CENTS) return { ok: true };
  const message = LIMIT_MESSAGES.versionTotal(highest);
  return { ok: false, status: 400, error: message, fieldErrors: { quantity: [message] } };
}
