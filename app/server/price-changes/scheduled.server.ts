/**
 * The price changes as a list (Scheduled first, then the latest applied and
 * cancelled), one change with its cells and its own history, and what a
 * Scheduled change allows until its day: new prices for its cells, a new
 * day, or cancelling it (also when the import it came from is undone).
 */
import { desc, eq, sql } from 'drizzle-orm';
import { getDb, schema, type Tx } from '~/server/db.server';
import { now } from '~/server/config.server';
import { RefusedWrite } from '~/domain/write-result';
import { formatCents } from '~/domain/money';
import { overLimit } from '~/domain/price-changes/rule';
import { dayInWords } from '~/domain/price-changes/days';
import { MAX_AMOUNT_CENTS } from '~/domain/pricing/limits';
import type { Actor } from '~/server/catalogue/audit.server';
import { applyDuePriceChanges, today } from './apply.server';
import { describeCells, type CellView } from './cells.server';
import { eventsOf, recordEvent, type PriceChangeEvent } from './events.server';

const { priceChanges, priceChangeCells } = schema;

export type PriceChangeSummary = {
  id: number;
  reason: string;
  effectiveFrom: string;
  state: 'Scheduled' | 'Applied' | 'Cancelled';
  userName: string | null;
  createdAt: string;
  cells: number;
  /** The sum of new minus old over its cells, in cents. */
  effect: number;
};

/** Every change, Scheduled ones first (soonest day first), then the rest newest first. */
export function listPriceChanges(limit = 100): PriceChangeSummary[] {
  applyDuePriceChanges();
  const rows = getDb()
    .select({
      change: priceChanges,
      // Qualified by hand: inside the subquery an unqualified "id" would be the cell's own.
      cells: sql<number>`(select count(*) from price_change_cells c where c.price_change_id = price_changes.id)`,
      effect: sql<number>`(select coalesce(sum(c.new_cents - c.old_cents), 0) from price_change_cells c where c.price_change_id = price_changes.id)`,
    })
    .from(priceChanges)
    .orderBy(sql`case when ${priceChanges.state} = 'Scheduled' then 0 else 1 end`, sql`case when ${priceChanges.state} = 'Scheduled' then ${priceChanges.effectiveFrom} end`, desc(priceChanges.id))
    .limit(limit)
    .all();
  return rows.map(({ change, cells, effect }) => summaryOf(change, Number(cells), Number(effect)));
}

/** One change with its named cells (each with its `id`, what an edit names) and its history, or null. */
export function findPriceChange(id: number): (PriceChangeSummary & { items: Array<CellView & { id: number }>; events: PriceChangeEvent[] }) | null {
  applyDuePriceChanges();
  const db = getDb();
  const change = db.select().from(priceChanges).where(eq(priceChanges.id, id)).get();
  if (!change) return null;
  const cells = db.select().from(priceChangeCells).where(eq(priceChangeCells.priceChangeId, id)).all();
  const items = describeCells(db, cells as Array<(typeof cells)[number] & Parameters<typeof describeCells>[1][number]>);
  return {
    ...summaryOf(change, cells.length, cells.reduce((sum, c) => sum + c.newCents - c.oldCents, 0)),
    items,
    events: eventsOf(db, id),
  };
}

function scheduledOr409(tx: Tx, id: number) {
  const change = tx.select().from(priceChanges).where(eq(priceChanges.id, id)).get();
  if (!change) throw new RefusedWrite(404, 'Price change not found', { id: ['Price change not found'] });
  if (change.state !== 'Scheduled') {
    const message =
      change.state === 'Applied'
        ? `This price change is Applied: it took effect on ${dayInWords(change.effectiveFrom)} and can no longer be edited or cancelled`
        : 'This price change is Cancelled: it can no longer be edited or cancelled';
    throw new RefusedWrite(409, message, { id: [message] });
  }
  return change;
}

/** Cancels a Scheduled change (409 once it is applied or cancelled); the catalogue is untouched. */
export function cancelPriceChange(actor: Actor, id: number): void {
  applyDuePriceChanges();
  getDb().transaction((tx) => {
    scheduledOr409(tx, id);
    tx.update(priceChanges).set({ state: 'Cancelled', cancelledAt: now() }).where(eq(priceChanges.id, id)).run();
    recordEvent(tx, actor, id, 'cancelled', ['Cancelled: the catalogue keeps its prices']);
  });
}

/**
 * Undoing an import, in the undo's transaction. A dated import's Scheduled prices are cancelled; once their day
 * has come the prices are in the catalogue and the undo is refused (409) with nothing undone. An import that took
 * effect today wrote its prices with its rows (its Applied change was recorded at `importAppliedAt`): the undo
 * puts those rows back, and the change is marked Cancelled with the reason in its history. A change already
 * cancelled is left as it is.
 */
export function cancelImportPrices(tx: Tx, actor: Actor, id: number, importAppliedAt: number | null): void {
  const change = tx.select().from(priceChanges).where(eq(priceChanges.id, id)).get();
  if (!change || change.state === 'Cancelled') return;
  const withItsRows = change.state === 'Applied' && importAppliedAt !== null && change.appliedAt === importAppliedAt;
  if (change.state === 'Applied' && !withItsRows) {
    throw new RefusedWrite(409, `Undo refused: this import's prices took effect on ${dayInWords(change.effectiveFrom)}; nothing was undone`, { id: ['Its prices already took effect'] });
  }
  tx.update(priceChanges).set({ state: 'Cancelled', cancelledAt: now() }).where(eq(priceChanges.id, id)).run();
  recordEvent(tx, actor, id, 'cancelled', [withItsRows ? 'Undone with its import: the catalogue has its earlier prices back' : 'Cancelled by undoing its import']);
}

export type PriceChangeEdit = { effectiveFrom?: string; cells?: ReadonlyArray<{ id: number; newCents: number }> };

/**
 * Edits a Scheduled change in one transaction: new prices for some of its cells (by cell id) and/or another day
 * (today or later; today applies it at once). Recorded in its history; 409 once it took effect or was cancelled.
 * Answers how many things changed (0: the same values were sent back).
 */
export function editPriceChange(actor: Actor, id: number, edit: PriceChangeEdit): number {
  applyDuePriceChanges();
  if (edit.effectiveFrom !== undefined && edit.effectiveFrom < today()) throw new RefusedWrite(400, 'Choose today or a later day', { effectiveFrom: ['Choose today or a later day'] });
  const changed = getDb().transaction((tx) => {
    const change = scheduledOr409(tx, id);
    const cells = tx.select().from(priceChangeCells).where(eq(priceChangeCells.priceChangeId, id)).all();
    const byId = new Map(cells.map((c) => [c.id, c]));
    const named = new Map(describeCells(tx, cells as Array<(typeof cells)[number] & Parameters<typeof describeCells>[1][number]>).map((c) => [c.id, c]));
    const details: string[] = [];
    for (const cell of edit.cells ?? []) {
      const stored = byId.get(cell.id);
      if (!stored) throw new RefusedWrite(400, `Price ${cell.id} is not part of this change`, { cells: [`Price ${cell.id} is not part of this change`] });
      const what = named.get(cell.id);
      const label = what ? `${what.column} of ${[what.item, what.size].filter(Boolean).join(' ')}` : `Price ${cell.id}`;
      if (cell.newCents < 0 || overLimit(cell.newCents) || !Number.isInteger(cell.newCents)) {
        const message = `${label}: enter an amount from $0.00 to ${formatCents(MAX_AMOUNT_CENTS)}`;
        throw new RefusedWrite(400, message, { [`cell-${cell.id}`]: [message] });
      }
      if (cell.newCents === stored.newCents) continue;
      tx.update(priceChangeCells).set({ newCents: cell.newCents }).where(eq(priceChangeCells.id, cell.id)).run();
      details.push(`${label}: ${formatCents(stored.newCents)} -> ${formatCents(cell.newCents)}`);
    }
    if (details.length) recordEvent(tx, actor, id, 'edited', details);
    const moved = edit.effectiveFrom !== undefined && edit.effectiveFrom !== change.effectiveFrom;
    if (moved) {
      tx.update(priceChanges).set({ effectiveFrom: edit.effectiveFrom! }).where(eq(priceChanges.id, id)).run();
      recordEvent(tx, actor, id, 'moved', [`From ${dayInWords(change.effectiveFrom)} to ${dayInWords(edit.effectiveFrom!)}`]);
    }
    return details.length + (moved ? 1 : 0);
  });
  applyDuePriceChanges();
  return changed;
}

/** Moves a Scheduled change to another day, today or later (today applies it now). */
export function reschedulePriceChange(actor: Actor, id: number, effectiveFrom: string): void {
  editPriceChange(actor, id, { effectiveFrom });
}

/** A change as its list and its page show it: what, from when, its state, who, and its cells' count and effect. */
function summaryOf(change: typeof priceChanges.$inferSelect, cells: number, effect: number): PriceChangeSummary {
  const { id, reason, effectiveFrom, state, userName } = change;
  return { id, reason, effectiveFrom, state, userName, createdAt: new Date(change.createdAt).toISOString(), cells, effect };
}
