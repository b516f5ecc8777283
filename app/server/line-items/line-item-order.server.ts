/**
 * The order of a version's lines: move one line (a row's Move up / Move down,
 * a drag with the list it was dragged in) or put all of them in a given order
 * (PATCH of a drag-and-drop result). Sort orders stay 1..n, each write in one
 * IMMEDIATE transaction with its History row.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { getDb, schema, type DbOrTx } from '~/server/db.server';
import type { StaffActor } from '~/server/lifecycle/history.server';
import { itemName, lineInVersion, recordLineChange, touchJob, writableVersion, WRITE_MESSAGES, type VersionContext } from './line-item-context.server';
import { fail, type WriteResult } from '~/domain/line-items/price-draft';
import { linesMovedText } from '~/domain/history/line-changes';

const { lineItems } = schema;

/**
 * Renumbers the version's lines 1..n in their current order (sort order, then
 * id) with one statement, writing only rows whose number changes.
 */
export function renumber(db: DbOrTx, jobVersionId: number): void {
  db.run(sql`
    update ${lineItems} set sort_order = r.rn
    from (select id, row_number() over (order by sort_order, id) as rn from ${lineItems} where job_version_id = ${jobVersionId}) as r
    where ${lineItems.id} = r.id and ${lineItems.sortOrder} <> r.rn`);
}

/** The version's lines in order: id, place and what they are. */
function linesInOrder(db: DbOrTx, jobVersionId: number) {
  return db
    .select({ id: lineItems.id, signId: lineItems.signId, serviceId: lineItems.serviceId })
    .from(lineItems)
    .where(eq(lineItems.jobVersionId, jobVersionId))
    .orderBy(asc(lineItems.sortOrder), asc(lineItems.id))
    .all();
}

/** Writes the given order (ids, first = 1) in one statement, and its History row (each line that moved, from where to where). */
function writeOrder(db: DbOrTx, ctx: VersionContext, by: StaffActor, ids: number[], movedId?: number): void {
  const before = linesInOrder(db, ctx.versionId);
  db.run(sql`
    update ${lineItems} set sort_order = j.key + 1
    from json_each(${JSON.stringify(ids)}) as j
    where ${lineItems.id} = j.value and ${lineItems.jobVersionId} = ${ctx.versionId} and ${lineItems.sortOrder} <> j.key + 1`);
  const now = Date.now();
  touchJob(db, ctx, now);
  const beforeIds = before.map((line) => line.id);
  if (beforeIds.some((id, i) => ids[i] !== id)) {
    recordLineChange(db, ctx, by, 'line moved', linesMovedText(before.map((line) => ({ id: line.id, name: itemName(db, line) })), ids, movedId), now);
  }
}

/**
 * Moves a line to position `toSortOrder` (1-based; past the end means last)
 * and renumbers every line of its version 1..n, in one transaction. `seen`
 * (a drag's list as the page showed it, ids in order) makes the position mean
 * what the person saw: 409 with nothing moved when the version's order is no
 * longer that.
 */
export function moveLineItem(by: StaffActor, id: number, toSortOrder: number, jobVersionId?: number, seen?: readonly number[]): WriteResult<{ id: number; sortOrder: number }> {
  if (!Number.isSafeInteger(toSortOrder) || toSortOrder < 1) {
    return fail(400, 'sortOrder must be a whole number of 1 or more', { sortOrder: ['sortOrder must be a whole number of 1 or more'] });
  }
  return getDb().transaction(
    (tx) => {
      const found = lineInVersion(tx, id, jobVersionId);
      if (!found.ok) return found;
      const { line, ctx } = found.value;
      const ids = linesInOrder(tx, line.jobVersionId).map((r) => r.id);
      if (seen && seen.join(',') !== ids.join(',')) return fail(409, WRITE_MESSAGES.orderChanged, { sortOrder: [WRITE_MESSAGES.orderChanged] });
      ids.splice(ids.indexOf(id), 1);
      const at = Math.min(toSortOrder - 1, ids.length);
      ids.splice(at, 0, id);
      writeOrder(tx, ctx, by, ids, id);
      return { ok: true as const, value: { id, sortOrder: at + 1 } };
    },
    { behavior: 'immediate' },
  );
}

/**
 * Puts the version's lines in the given order (every id of the version, each
 * once; the first becomes 1) in one transaction: a drag-and-drop result.
 * 409 when the list no longer matches the version (someone added or deleted
 * a line meanwhile), so the screen reloads instead of losing their change.
 */
export function reorderLineItems(by: StaffActor, jobVersionId: number, ids: number[]): WriteResult<{ count: number }> {
  return getDb().transaction(
    (tx) => {
      const writable = writableVersion(tx, jobVersionId);
      if (!writable.ok) return writable;
      const ctx = writable.value;
      const current = tx.select({ id: lineItems.id }).from(lineItems).where(eq(lineItems.jobVersionId, jobVersionId)).all().map((r) => r.id);
      const wanted = new Set(ids);
      if (wanted.size !== ids.length || wanted.size !== current.length || current.some((c) => !wanted.has(c))) {
        return fail(409, 'The line items changed meanwhile; reload and try again', { ids: ['Send every line of the version once'] });
      }
      writeOrder(tx, ctx, by, ids);
      return { ok: true as const, value: { count: ids.length } };
    },
    { behavior: 'immediate' },
  );
}
