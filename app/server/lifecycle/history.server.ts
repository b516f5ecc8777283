/**
 * A job's history: the one writer of the append-only
 * job_history table. Every write that changes a job calls `recordHistory`
 * inside its own transaction, so the row exists exactly when the change does.
 * Nothing here (or anywhere) updates or deletes a history row.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { getDb, schema, type DbOrTx } from '~/server/db.server';
import { displayName } from '~/domain/users/profile';
import { formatUpdated } from '~/domain/dates';
import { historyWords } from '~/domain/history/sentences';
import { HISTORY_EVENTS, type HistoryEvent } from '~/domain/history/events';

const { jobHistory } = schema;

/** Who did it: a staff member (as they are named now), the client (the name they typed; '' before they typed one), or the system. */
export type Actor =
  | { kind: 'staff'; user: { id: number; fullName?: string | null; firstName?: string | null; lastName?: string | null } }
  | { kind: 'staff'; userId: number }
  | { kind: 'client'; name: string }
  | { kind: 'system' };

/** The staff member who makes a change: every write of a job's info, versions and lines takes one, so none goes unrecorded. */
export type StaffActor = Extract<Actor, { kind: 'staff' }>;

/** The staff member's user id. */
export function actorUserId(by: StaffActor): number {
  return 'userId' in by ? by.userId : by.user.id;
}

/** The signed-in person as the actor of a write. */
export function staffActor(user: { id: number; fullName?: string | null; firstName?: string | null; lastName?: string | null }): StaffActor {
  return { kind: 'staff', user };
}

export { HISTORY_EVENTS, type HistoryEvent };

export type HistoryEntry = { jobId: number; versionNumber: number | null; event: HistoryEvent; detail?: string; actor: Actor; at?: number };

function actorColumns(db: DbOrTx, actor: Actor) {
  if (actor.kind === 'staff' && 'userId' in actor) {
    const user = db.select().from(schema.users).where(eq(schema.users.id, actor.userId)).get();
    return { actorKind: 'staff' as const, actorUserId: actor.userId, actorName: displayName(user) };
  }
  if (actor.kind === 'staff') return { actorKind: 'staff' as const, actorUserId: actor.user.id, actorName: displayName(actor.user) };
  if (actor.kind === 'client') return { actorKind: 'client' as const, actorUserId: null, actorName: actor.name ? `Client (${actor.name})` : 'Client' };
  return { actorKind: 'system' as const, actorUserId: null, actorName: 'Signboard' };
}

/** Appends one row; call it inside the transaction of the change it records. */
export function recordHistory(db: DbOrTx, entry: HistoryEntry): void {
  db.insert(jobHistory)
    .values({
      jobId: entry.jobId,
      versionNumber: entry.versionNumber,
      event: entry.event,
      detail: entry.detail ?? '',
      ...actorColumns(db, entry.actor),
      createdAt: entry.at ?? Date.now(),
    })
    .run();
}

export const HISTORY_PAGE_SIZE = 25;

export type HistoryRow = { id: number; versionNumber: number | null; event: string; detail: string; actorName: string; actorKind: string; createdAt: number };

/** Newest first, `page` 0-based. */
export function historyPage(jobId: number, page: number, db: DbOrTx = getDb()): { rows: HistoryRow[]; total: number; page: number; pageSize: number } {
  const total = db.select({ n: count() }).from(jobHistory).where(eq(jobHistory.jobId, jobId)).get()?.n ?? 0;
  const rows = db
    .select({
      id: jobHistory.id,
      versionNumber: jobHistory.versionNumber,
      event: jobHistory.event,
      detail: jobHistory.detail,
      actorName: jobHistory.actorName,
      actorKind: jobHistory.actorKind,
      createdAt: jobHistory.createdAt,
    })
    .from(jobHistory)
    .where(and(eq(jobHistory.jobId, jobId)))
    .orderBy(desc(jobHistory.id))
    .limit(HISTORY_PAGE_SIZE)
    .offset(page * HISTORY_PAGE_SIZE)
    .all();
  return { rows, total, page, pageSize: HISTORY_PAGE_SIZE };
}

/** A page of the History panel, shaped for the screen (times formatted on the server). */
export function historyPanel(jobId: number, page: number) {
  const total = getDb().select({ n: count() }).from(jobHistory).where(eq(jobHistory.jobId, jobId)).get()?.n ?? 0;
  const pageCount = Math.ceil(total / HISTORY_PAGE_SIZE);
  const shown = Math.min(page, Math.max(pageCount - 1, 0));
  const { rows } = historyPage(jobId, shown);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      when: formatUpdated(r.createdAt),
      iso: new Date(r.createdAt).toISOString(),
      versionNumber: r.versionNumber,
      event: r.event,
      who: r.actorName,
      ...historyWords({ event: r.event, detail: r.detail, who: r.actorName, versionNumber: r.versionNumber }),
    })),
    page: shown,
    pageCount,
    total,
  };
}
