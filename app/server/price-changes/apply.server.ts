/**
 * Price changes take effect from a day. `applyPriceChange` records a batch
 * and writes it now or keeps it Scheduled; `applyDuePriceChanges` is the one
 * step every catalogue read and line pricing runs first, so a change whose
 * day has come is in today's catalogue before anything reads it: computed
 * when read, never by a timer. See docs/pricing.md § Sign prices by size.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import { getDb, preparedStatement, schema, type DbOrTx, type Tx } from '~/server/db.server';
import { now } from '~/server/config.server';
import { dayOf } from '~/domain/lifecycle/states';
import { displayName } from '~/domain/users/profile';
import { overLimit } from '~/domain/price-changes/rule';
import { RefusedWrite } from '~/domain/write-result';
import { formatCents } from '~/domain/money';
import { MAX_AMOUNT_CENTS } from '~/domain/pricing/limits';
import type { Actor } from '~/server/catalogue/audit.server';
import { currentCents, writeCells, type PriceCell } from './cells.server';

const { priceChanges, priceChangeCells } = schema;

/** Today ('yyyy-MM-dd') by the server's clock (its TZ, moved by CLOCK_OFFSET). */
export function today(): string {
  return dayOf(now());
}

export const whoOf = (user: Actor) => ({ userId: user.id, userName: displayName(user) === 'User' ? user.email : displayName(user) });

export const MAX_CELLS = 20_000;

/**
 * applyPriceChange(tx, { cells, reason, effectiveFrom, user }): the one way a
 * batch of catalogue prices changes from a day (a bulk change, an import).
 *  - tx: the caller's transaction; everything here is written in it.
 *  - cells: which size column or service price gets which new price (cents);
 *    each cell's value today is kept as its old price.
 *  - reason: why, in words, kept on the batch and on every history row
 *    ('bulk change: +6%, to the cent', 'import prices.xlsx').
 *  - effectiveFrom: 'yyyy-MM-dd'. Today: written to the catalogue now (state
 *    Applied). A later day: kept as Scheduled, editable and cancellable until
 *    that day, then applied by the first read on or after it. An earlier day
 *    is refused: history cannot be rewritten.
 *  - user: who made it (named in history even when it is applied later).
 * Refuses (a thrown RefusedWrite, so the caller's transaction rolls back) no
 * cells (400 'cells'), a cell whose row is gone (404 'cells'), a price over the
 * limit (400 'cells'), a day before today (400 'effectiveFrom').
 * Answers the batch's id, its state and how many cells it holds.
 */
export function applyPriceChange(tx: Tx, input: { cells: readonly PriceCell[]; reason: string; effectiveFrom: string; user: Actor }): { id: number; state: 'Applied' | 'Scheduled'; cells: number } {
  const day = today();
  if (input.effectiveFrom < day) throw new RefusedWrite(400, 'Choose today or a later day', { effectiveFrom: ['Choose today or a later day'] });
  if (input.cells.length === 0) throw new RefusedWrite(400, 'No price would change', { cells: ['No price would change: choose other items, columns or a larger change'] });
  if (input.cells.length > MAX_CELLS) throw new RefusedWrite(400, `At most ${MAX_CELLS} prices in one change`, { cells: [`At most ${MAX_CELLS} prices in one change`] });
  const tooLarge = input.cells.find((c) => overLimit(c.newCents) || c.newCents < 0);
  if (tooLarge) {
    const message = `A new price is over the limit of ${formatCents(MAX_AMOUNT_CENTS)}: ${formatCents(tooLarge.newCents)}`;
    throw new RefusedWrite(400, message, { cells: [message] });
  }
  const olds = input.cells.map((c) => currentCents(tx, c));
  const gone = olds.findIndex((o) => o === null);
  if (gone >= 0) throw new RefusedWrite(404, 'A price in this change no longer exists in the catalogue', { cells: ['A price in this change no longer exists in the catalogue: preview it again'] });
  const who = whoOf(input.user);
  const applyNow = input.effectiveFrom <= day;
  const change = tx
    .insert(priceChanges)
    .values({ reason: input.reason, effectiveFrom: input.effectiveFrom, state: applyNow ? 'Applied' : 'Scheduled', ...who, appliedAt: applyNow ? now() : null })
    .returning({ id: priceChanges.id })
    .get();
  const rows = input.cells.map((c, i) => ({ priceChangeId: change.id, entity: c.entity, entityId: c.entityId, signId: olds[i]!.signId, field: c.field, oldCents: olds[i]!.cents, newCents: c.newCents }));
  for (let i = 0; i < rows.length; i += 500) tx.insert(priceChangeCells).values(rows.slice(i, i + 500)).run();
  if (applyNow) writeCells(tx, input.cells, who, { reason: input.reason, priceChangeId: change.id, effectiveFrom: input.effectiveFrom });
  return { id: change.id, state: applyNow ? 'Applied' : 'Scheduled', cells: rows.length };
}

/**
 * recordAppliedPriceChange(tx, { cells, reason, user, at }): a batch of prices its caller has already written to
 * the catalogue rows, in the same transaction, kept as an Applied price change from today (a catalogue import
 * that takes effect today writes whole rows at once). It is listed with the other price changes and its cells'
 * history rows name it. No limit on the number of cells: it records, it does not write prices. Answers its id.
 */
export function recordAppliedPriceChange(tx: Tx, input: { cells: ReadonlyArray<PriceCell & { oldCents: number; signId: number | null }>; reason: string; user: Actor; at: number }): number {
  const change = tx
    .insert(priceChanges)
    .values({ reason: input.reason, effectiveFrom: today(), state: 'Applied', ...whoOf(input.user), appliedAt: input.at })
    .returning({ id: priceChanges.id })
    .get();
  // One prepared INSERT per cell: a whole import's prices, where building multi-row INSERTs with Drizzle was slow.
  const insert = preparedStatement('insert into price_change_cells (price_change_id, entity, entity_id, sign_id, field, old_cents, new_cents) values (?, ?, ?, ?, ?, ?, ?)');
  for (const c of input.cells) insert.run(change.id, c.entity, c.entityId, c.signId, c.field, c.oldCents, c.newCents);
  return change.id;
}

/**
 * Applies every Scheduled change whose day has come, oldest day first, each
 * cell to its new price over whatever it holds then. When nothing is due this
 * is one query on the (state, effective_from) index. Safe to call inside a
 * caller's transaction (it nests as a savepoint).
 */
export function applyDuePriceChanges(db: DbOrTx = getDb()): number {
  const day = today();
  const due = db
    .select({ id: priceChanges.id })
    .from(priceChanges)
    .where(and(eq(priceChanges.state, 'Scheduled'), lte(priceChanges.effectiveFrom, day)))
    .orderBy(asc(priceChanges.effectiveFrom), asc(priceChanges.id))
    .all();
  if (due.length === 0) return 0;
  return getDb().transaction((tx) => {
    let applied = 0;
    for (const { id } of due) {
      const change = tx.select().from(priceChanges).where(eq(priceChanges.id, id)).get();
      if (!change || change.state !== 'Scheduled') continue;
      const cells = tx.select().from(priceChangeCells).where(eq(priceChangeCells.priceChangeId, id)).all() as Array<PriceCell>;
      writeCells(tx, cells, { userId: change.userId, userName: change.userName }, { reason: change.reason, priceChangeId: id, effectiveFrom: change.effectiveFrom });
      tx.update(priceChanges).set({ state: 'Applied', appliedAt: now() }).where(eq(priceChanges.id, id)).run();
      applied++;
    }
    return applied;
  });
}
