/**
 * Every line-item write: add, update, delete here; move and reorder in
 * line-item-order, prices and pricing reset in line-item-prices; the priced
 * draft (and the read-only preview the no-JS 'Calculate' button shows) in
 * line-item-draft. Shared by the job page's panel actions and the
 * /api/job-line-items routes, each of which passes the staff member acting.
 *
 * The server is the authority:
 * - Calculated prices are always recomputed here with the pricing engine from
 *   the catalogue and the saved selections; prices a client sends in that
 *   mode are ignored. Typed prices are taken only in Edited / Custom mode.
 * - Anything wrong is refused with 400 and the field named, before anything
 *   is written (validation happens inside the transaction, writes after it).
 * - A saved line keeps its amounts when the catalogue changes later: nothing
 *   here reprices saved lines except an edit of that line or a pricing reset.
 * - Sort orders stay 1..n without gaps or twins: a new line goes to max + 1,
 *   delete and move renumber the whole version, each in one IMMEDIATE
 *   transaction (SQLite's write lock is taken before anything is read), so
 *   two people working on one version at once are serialised.
 * - The job's and the version's updatedAt move with each write (the version's is its 'Last Updated').
 * - Each write leaves one History row, with who and what changed, in its own
 *   transaction (a refused write leaves none).
 */
import { eq, max } from 'drizzle-orm';
import { getDb, schema, type DbOrTx } from '~/server/db.server';
import { lineItemsForVersion, type LineItemView } from './line-item-reads.server';
import { keepDeletedLine } from './line-item-undo.server';
import { checkVersionTotal } from './version-total.server';
import { lineInVersion, lineSnapshot, nextStamp, parseSaved, recordLineChange, touchJob, writableVersion, WRITE_MESSAGES } from './line-item-context.server';
import { priceDraft } from './line-item-draft.server';
import { renumber } from './line-item-order.server';
import { fail, type WriteResult } from '~/domain/line-items/price-draft';
import { lineAddedText, lineDeletedText, lineEditedText, lineName } from '~/domain/history/line-changes';
import { REQUIRED_CHOICE } from '~/domain/choices/line-choice';
import { applyLineChoice, type ChoiceEffects } from './line-choices.server';
import type { LineItemDraft, PricingMode } from '~/domain/line-items/draft';
import type { StaffActor } from '~/server/lifecycle/history.server';

export type { LineItemDraft };
export type { WriteResult };
export { WRITE_MESSAGES, signCountLines, type LineRow, type VersionContext } from './line-item-context.server';
export { draftOfLine, previewLineItem, priceDraft, type PreviewValue } from './line-item-draft.server';
export { moveLineItem, reorderLineItems } from './line-item-order.server';
export { resetLineItemPricing, setLineItemPrices } from './line-item-prices.server';
export { lineItemForEdit, type EditableLineItem } from './line-item-edit.server';

const { lineItems } = schema;

const sortOrderOf = (db: DbOrTx, id: number) => db.select({ n: lineItems.sortOrder }).from(lineItems).where(eq(lineItems.id, id)).get()?.n ?? 0;

/** '; Faces (line 4) is no longer recommended': what marking a group's line recommended did to its others. */
function unmarkedText(db: DbOrTx, effects: ChoiceEffects): string {
  return effects.unmarked.map((other) => {
    const line = db.select().from(lineItems).where(eq(lineItems.id, other)).get();
    return line ? `; ${lineName(lineSnapshot(db, line))} is no longer recommended` : '';
  }).join('');
}

/** The version's line items in order, joined with their catalogue rows (one query). */
export function versionLineItems(jobVersionId: number): LineItemView[] {
  return lineItemsForVersion(jobVersionId);
}

/**
 * Adds a line at the end of the version (sortOrder max + 1), priced by the
 * server. 404 when the version does not exist; 400 naming the field otherwise.
 */
export function addLineItem(by: StaffActor, jobVersionId: number, draft: LineItemDraft): WriteResult<{ id: number; sortOrder: number; name: string; pricingMode: PricingMode }> {
  return getDb().transaction(
    (tx) => {
      const writable = writableVersion(tx, jobVersionId);
      if (!writable.ok) return writable;
      const ctx = writable.value;
      const priced = priceDraft(tx, ctx, draft, null);
      if (!priced.ok) return priced;
      const choice = draft.choice ?? REQUIRED_CHOICE;
      const withinTotal = checkVersionTotal(tx, jobVersionId, { ...priced.value.values, ...choice }, null);
      if (!withinTotal.ok) return withinTotal;
      const last = tx.select({ n: max(lineItems.sortOrder) }).from(lineItems).where(eq(lineItems.jobVersionId, jobVersionId)).get();
      const now = Date.now();
      const row = tx
        .insert(lineItems)
        .values({ ...priced.value.values, ...choice, jobVersionId, sortOrder: (last?.n ?? 0) + 1, createdAt: now, updatedAt: now })
        .returning({ id: lineItems.id })
        .get();
      const effects = applyLineChoice(tx, jobVersionId, row.id, choice, null);
      const sortOrder = sortOrderOf(tx, row.id);
      touchJob(tx, ctx, now);
      recordLineChange(tx, ctx, by, 'line added', lineAddedText(lineSnapshot(tx, { ...priced.value.values, ...choice, sortOrder })) + unmarkedText(tx, effects), now);
      return { ok: true as const, value: { id: row.id, sortOrder, name: priced.value.name, pricingMode: priced.value.values.pricingMode } };
    },
    { behavior: 'immediate' },
  );
}

/**
 * A full edit of a line of `jobVersionId` (refused with 400 when the line
 * belongs to another version). Calculated lines are repriced from today's
 * catalogue, as saving them anew would.
 */
export function updateLineItem(by: StaffActor, id: number, jobVersionId: number | undefined, draft: LineItemDraft): WriteResult<{ id: number; name: string; pricingMode: PricingMode }> {
  return getDb().transaction(
    (tx) => {
      const found = lineInVersion(tx, id, jobVersionId);
      if (!found.ok) return found;
      const { line, ctx } = found.value;
      // Checked inside the immediate transaction, so no other save can slip in between the check and the write.
      if (draft.expectedUpdatedAt !== undefined && draft.expectedUpdatedAt !== line.updatedAt) {
        return fail(409, WRITE_MESSAGES.changedSince, { updatedAt: [WRITE_MESSAGES.changedSince] });
      }
      const priced = priceDraft(tx, ctx, draft, { signId: line.signId, serviceId: line.serviceId, savedOptions: parseSaved(line.selectedOptions) });
      if (!priced.ok) return priced;
      const choice = draft.choice ?? { optional: line.optional, alternativeGroup: line.alternativeGroup, recommended: line.recommended };
      const withinTotal = checkVersionTotal(tx, line.jobVersionId, { ...priced.value.values, ...choice }, id);
      if (!withinTotal.ok) return withinTotal;
      const now = Date.now();
      const before = lineSnapshot(tx, line);
      tx.update(lineItems).set({ ...priced.value.values, ...choice, updatedAt: nextStamp(line.updatedAt, now) }).where(eq(lineItems.id, id)).run();
      const effects = applyLineChoice(tx, line.jobVersionId, id, choice, line.alternativeGroup);
      touchJob(tx, ctx, now);
      const after = lineSnapshot(tx, { ...priced.value.values, ...choice, sortOrder: sortOrderOf(tx, id) });
      recordLineChange(tx, ctx, by, 'line edited', lineEditedText(before, after) + unmarkedText(tx, effects), now);
      return { ok: true as const, value: { id, name: priced.value.name, pricingMode: priced.value.values.pricingMode } };
    },
    { behavior: 'immediate' },
  );
}

/**
 * Deletes a line and renumbers the rest of its version 1..n, in one
 * transaction; the row is kept for the toast's Undo (deletionId).
 */
export function deleteLineItem(by: StaffActor, id: number, jobVersionId?: number): WriteResult<{ id: number; deletionId: number }> {
  return getDb().transaction(
    (tx) => {
      const found = lineInVersion(tx, id, jobVersionId);
      if (!found.ok) return found;
      const { line, ctx } = found.value;
      const before = lineSnapshot(tx, line);
      const deletionId = keepDeletedLine(tx, line);
      tx.delete(lineItems).where(eq(lineItems.id, id)).run();
      renumber(tx, line.jobVersionId);
      const now = Date.now();
      touchJob(tx, ctx, now);
      recordLineChange(tx, ctx, by, 'line deleted', lineDeletedText(before), now);
      return { ok: true as const, value: { id, deletionId } };
    },
    { behavior: 'immediate' },
  );
}
