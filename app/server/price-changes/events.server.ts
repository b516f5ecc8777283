/**
 * A price change's own history while it is Scheduled: who edited its new prices, moved its day or cancelled it,
 * when, and what in words. Written in the caller's transaction; read for its page and the /api.
 */
import { asc, eq } from 'drizzle-orm';
import { schema, type DbOrTx } from '~/server/db.server';
import type { Actor } from '~/server/catalogue/audit.server';
import { whoOf } from './apply.server';

const { priceChangeEvents } = schema;

export type PriceChangeEvent = { action: 'edited' | 'moved' | 'cancelled'; detail: string; userName: string | null; at: string };

/** At most this many cell edits are spelled out in one event; the rest are counted. */
const SPELLED_OUT = 20;

export function recordEvent(tx: DbOrTx, actor: Actor, priceChangeId: number, action: PriceChangeEvent['action'], details: readonly string[]): void {
  const shown = details.slice(0, SPELLED_OUT);
  const more = details.length - shown.length;
  const detail = [...shown, ...(more > 0 ? [`and ${more} more`] : [])].join('; ');
  tx.insert(priceChangeEvents).values({ priceChangeId, action, detail, ...whoOf(actor) }).run();
}

export function eventsOf(db: DbOrTx, priceChangeId: number): PriceChangeEvent[] {
  return db
    .select()
    .from(priceChangeEvents)
    .where(eq(priceChangeEvents.priceChangeId, priceChangeId))
    .orderBy(asc(priceChangeEvents.createdAt), asc(priceChangeEvents.id))
    .all()
    .map((e) => ({ action: e.action, detail: e.detail, userName: e.userName, at: new Date(e.createdAt).toISOString() }));
}
