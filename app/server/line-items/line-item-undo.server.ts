/**
 * Undo of a line-item delete (the 'Item deleted successfully' toast's Undo).
 * A delete keeps the whole row in deleted_line_items in the same transaction;
 * restoring puts it back once, with its id, prices and options as they were,
 * at its old place in the version (the lines below move down one). Rows are
 * kept a day: the toast is gone long before that.
 */
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { getDb, schema, type DbOrTx } from '~/server/db.server';
import { frozenRefusal } from '~/server/lifecycle/version-state.server';
import type { StaffActor } from '~/server/lifecycle/history.server';
import { checkVersionTotal } from './version-total.server';
import { lineSnapshot, recordLineChange, versionContext } from './line-item-context.server';
import { lineRestoredText } from '~/domain/history/line-changes';

const { deletedLineItems, jobs, jobVersions, lineItems, services, signSizes, signs } = schema;

type LineRow = typeof lineItems.$inferSelect;

const KEEP_MS = 24 * 60 * 60 * 1000;

export const UNDO_MESSAGES = {
  gone: 'This item can no longer be restored',
  catalogueGone: "This item's sign or service has since been removed from the catalogue, so it cannot be restored",
} as const;

export type RestoreResult = { ok: true; id: number; sortOrder: number } | { ok: false; status: 404 | 409; error: string };

/** Called inside the delete's transaction, before the row goes; returns the id the Undo names. */
export function keepDeletedLine(tx: DbOrTx, line: LineRow, now = Date.now()): number {
  tx.delete(deletedLineItems).where(lt(deletedLineItems.deletedAt, now - KEEP_MS)).run();
  return tx
    .insert(deletedLineItems)
    .values({ jobVersionId: line.jobVersionId, lineItemId: line.id, line: JSON.stringify(line), deletedAt: now })
    .returning({ id: deletedLineItems.id })
    .get().id;
}

function catalogueStillThere(tx: DbOrTx, line: LineRow): boolean {
  const has = (table: typeof signs | typeof signSizes | typeof services, id: number | null) =>
    id === null || Boolean(tx.select({ id: table.id }).from(table).where(eq(table.id, id)).get());
  return has(signs, line.signId) && has(signSizes, line.signSizeId) && has(services, line.serviceId);
}

/**
 * Puts deletion `deletionId` of version `jobVersionId` back, in one IMMEDIATE
 * transaction; a second Undo (a double click, a replayed form) finds it
 * already restored and changes nothing.
 */
export function restoreDeletedLine(by: StaffActor, deletionId: number, jobVersionId: number): RestoreResult {
  return getDb().transaction(
    (tx): RestoreResult => {
      const kept = tx
        .select()
        .from(deletedLineItems)
        .where(and(eq(deletedLineItems.id, deletionId), eq(deletedLineItems.jobVersionId, jobVersionId), isNull(deletedLineItems.restoredAt)))
        .get();
      if (!kept) return { ok: false, status: 404, error: UNDO_MESSAGES.gone };
      const frozen = frozenRefusal(tx, jobVersionId);
      if (frozen) return { ok: false, status: 409, error: frozen.error };
      const line = JSON.parse(kept.line) as LineRow;
      if (!catalogueStillThere(tx, line)) return { ok: false, status: 409, error: UNDO_MESSAGES.catalogueGone };
      // Lines added meanwhile may leave no room for it under the version's total limit.
      const withinTotal = checkVersionTotal(tx, jobVersionId, line, null);
      if (!withinTotal.ok) return { ok: false, status: 409, error: withinTotal.error };
      const now = Date.now();
      // Make room at its old place, then close any gap so the version stays 1..n.
      tx.update(lineItems)
        .set({ sortOrder: sql`${lineItems.sortOrder} + 1` })
        .where(and(eq(lineItems.jobVersionId, jobVersionId), sql`${lineItems.sortOrder} >= ${line.sortOrder}`))
        .run();
      // Its own id again when free (AUTOINCREMENT never hands it out twice), so links to it keep working.
      const idFree = !tx.select({ id: lineItems.id }).from(lineItems).where(eq(lineItems.id, line.id)).get();
      const { id: _id, ...rest } = line;
      const restored = tx
        .insert(lineItems)
        .values({ ...rest, ...(idFree ? { id: line.id } : {}), jobVersionId, updatedAt: now })
        .returning({ id: lineItems.id })
        .get();
      tx.run(sql`
        update ${lineItems} set sort_order = r.rn
        from (select id, row_number() over (order by sort_order, id) as rn from ${lineItems} where job_version_id = ${jobVersionId}) as r
        where ${lineItems.id} = r.id and ${lineItems.sortOrder} <> r.rn`);
      tx.update(deletedLineItems).set({ restoredAt: now }).where(eq(deletedLineItems.id, deletionId)).run();
      tx.update(jobVersions).set({ updatedAt: now }).where(eq(jobVersions.id, jobVersionId)).run();
      const version = tx.select({ jobId: jobVersions.jobId }).from(jobVersions).where(eq(jobVersions.id, jobVersionId)).get();
      if (version) tx.update(jobs).set({ updatedAt: now }).where(eq(jobs.id, version.jobId)).run();
      const sortOrder = tx.select({ sortOrder: lineItems.sortOrder }).from(lineItems).where(eq(lineItems.id, restored.id)).get()!.sortOrder;
      const ctx = versionContext(tx, jobVersionId);
      if (ctx) recordLineChange(tx, ctx, by, 'line restored', lineRestoredText(lineSnapshot(tx, line, sortOrder)), now);
      return { ok: true, id: restored.id, sortOrder };
    },
    { behavior: 'immediate' },
  );
}
