/**
 * Reads and writes of a version's state (app/domain/lifecycle decides which
 * moves are allowed), the job's stored status that follows them, and the
 * freeze every line-item write consults (a version a client was shown never changes).
 */
import { and, desc, eq } from 'drizzle-orm';
import { getDb, schema, type DbOrTx } from '~/server/db.server';
import { now } from '~/server/config.server';
import { formatListDate } from '~/domain/dates';
import { dayOf, frozenMessage, isFrozen, jobStatus, type VersionState } from '~/domain/lifecycle/states';

const { jobs, jobVersions, proposalSends, proposalAnswers } = schema;

/** Today in the server's TZ by the server's one clock, as the lifecycle rules compare days. */
export function today(at: Date | number = now()): string {
  return dayOf(at);
}

export type VersionRecord = {
  id: number;
  jobId: number;
  versionNumber: number;
  state: VersionState;
  validUntil: string | null;
  approvedAt: number | null;
};

const versionColumns = {
  id: jobVersions.id,
  jobId: jobVersions.jobId,
  versionNumber: jobVersions.versionNumber,
  state: jobVersions.state,
  validUntil: jobVersions.validUntil,
  approvedAt: jobVersions.approvedAt,
};

export function versionById(db: DbOrTx, id: number): VersionRecord | null {
  return db.select(versionColumns).from(jobVersions).where(eq(jobVersions.id, id)).get() ?? null;
}

export function versionOfJob(db: DbOrTx, jobId: number, versionNumber: number): VersionRecord | null {
  return db.select(versionColumns).from(jobVersions).where(and(eq(jobVersions.jobId, jobId), eq(jobVersions.versionNumber, versionNumber))).get() ?? null;
}

export function versionsOfJob(db: DbOrTx, jobId: number): VersionRecord[] {
  return db.select(versionColumns).from(jobVersions).where(eq(jobVersions.jobId, jobId)).all();
}

/**
 * Sets a version's state and brings the job's stored status in line (its
 * most advanced version; Expired is never stored, it is computed when read).
 */
export function setVersionState(db: DbOrTx, version: VersionRecord, state: VersionState, extra: { validUntil?: string | null; approvedAt?: number | null } = {}): void {
  db.update(jobVersions)
    .set({ state, ...extra })
    .where(eq(jobVersions.id, version.id))
    .run();
  const all = versionsOfJob(db, version.jobId);
  // '' sorts before every day: the stored status never says Expired.
  db.update(jobs).set({ status: jobStatus(all, ''), updatedAt: Date.now() }).where(eq(jobs.id, version.jobId)).run();
}

export type FrozenRefusal = { ok: false; status: 409; error: string; fieldErrors: Record<string, string[]> };

/** The day a frozen version became what it is: approved, sent, replaced or declined. */
function frozenSince(db: DbOrTx, version: VersionRecord): number | null {
  if (version.state === 'Approved' && version.approvedAt !== null) return version.approvedAt;
  const send = db
    .select({ sentAt: proposalSends.sentAt, endedAt: proposalSends.endedAt, answeredAt: proposalAnswers.createdAt })
    .from(proposalSends)
    .leftJoin(proposalAnswers, eq(proposalAnswers.sendId, proposalSends.id))
    .where(eq(proposalSends.jobVersionId, version.id))
    .orderBy(desc(proposalSends.sentAt), desc(proposalSends.id))
    .get();
  if (!send) return null;
  if (version.state === 'Superseded') return send.endedAt ?? send.sentAt;
  if (version.state === 'Declined') return send.answeredAt ?? send.sentAt;
  return send.sentAt;
}

/**
 * The freeze (domain isFrozen says which states): null
 * when version `jobVersionId` may be changed, else the 409 every line-item
 * and version write answers.
 */
export function frozenRefusal(db: DbOrTx, jobVersionId: number): FrozenRefusal | null {
  const version = versionById(db, jobVersionId);
  if (!version || !isFrozen(version.state)) return null;
  const error = frozenMessage(version.state, version.versionNumber, formatListDate(frozenSince(db, version) ?? now()));
  return { ok: false, status: 409, error, fieldErrors: { _: [error] } };
}

/** For reads that show the freeze (the job page). */
export function frozenNote(db: DbOrTx = getDb(), jobVersionId: number): string | null {
  return frozenRefusal(db, jobVersionId)?.error ?? null;
}
