/**
 * The price changes as a list (Scheduled first, then the latest applied and
 * cancelled), one change with its cells, and the two things a Scheduled
 * change allows until its day: a new day, or cancelling it.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { getDb, schema } from '~/server/db.server';
import { now } from '~/server/config.server';
import { RefusedWrite } from '~/domain/write-result';
import type { Actor } from '~/server/catalogue/audit.server';
import { applyDuePriceChanges, today } from './apply.server';
import { describeCells, type CellView } from './cells.server';

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

/** One change with its named cells, or null. */
export function findPriceChange(id: number): (PriceChangeSummary & { items: CellView[] }) | null {
  applyDuePriceChanges();
  const db = getDb();
  const change = db.select().from(priceChanges).where(eq(priceChanges.id, id)).get();
  if (!change) return null;
  const cells = db.select().from(priceChangeCells).where(eq(priceChangeCells.priceChangeId, id)).all();
  const items = describeCells(db, cells as Parameters<typeof describeCells>[1]);
  return {
    ...summaryOf(change, cells.length, cells.reduce((sum, c) => sum + c.newCents - c.oldCents, 0)),
    items,
  };
}

function scheduledOr409(id: number) {
  const change = getDb().select().from(priceChanges).where(eq(priceChanges.id, id)).get();
  if (!change) throw new RefusedWrite(404, 'Price change not found', { id: ['Price change not found'] });
  if (change.state !== 'Scheduled') {
    const message = `This price change is ${change.state}: only a Scheduled change can be changed or cancelled`;
    throw new RefusedWrite(409, message, { id: [message] });
  }
  return change;
}

/** Cancels a Scheduled change (409 once it is applied or cancelled); the catalogue is untouched. */
export function cancelPriceChange(_actor: Actor, id: number): void {
  applyDuePriceChanges();
  getDb().transaction((tx) => {
    scheduledOr409(id);
    tx.update(priceChanges).set({ state: 'Cancelled', cancelledAt: now() }).where(eq(priceChanges.id, id)).run();
  });
}

/** Moves a Scheduled change to another day, today or later (today applies it now). */
export function reschedulePriceChange(_actor: Actor, id: number, effectiveFrom: string): void {
  applyDuePriceChanges();
  if (effectiveFrom < today()) throw new RefusedWrite(400, 'Choose today or a later day', { effectiveFrom: ['Choose today or a later day'] });
  getDb().transaction((tx) => {
    scheduledOr409(id);
    tx.update(priceChanges).set({ effectiveFrom }).where(eq(priceChanges.id, id)).run();
  });
  applyDuePriceChanges();
}

/** A change as its list and its page show it: what, from when, its state, who, and its cells' count and effect. */
function summaryOf(change: typeof priceChanges.$inferSelect, cells: number, effect: number): PriceChangeSummary {
  const { id, reason, effectiveFrom, state, userName } = change;
  return { id, reason, effectiveFrom, state, userName, createdAt: new Date(change.createdAt).toISOString(), cells, effect };
}
