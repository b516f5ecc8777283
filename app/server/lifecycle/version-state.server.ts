/**
 * Reads and writes of a version's state (app/domain/lifecycle decides which
 * moves are allowed), the job's stored status that follows them, and the
 * freeze every line-item write consults.
 */
import { and, eq } from 'drizzle-orm';
import { getDb, schema, type DbOrTx } from '~/server/db.server';
import { formatListDate } from '~/domain/dates';
import { dayOf, frozenMessage, isFrozen, jobStatus, type VersionState } from '~/domain/lifecycle/states';

const { jobs, jobVersions } = schema;

/** Today in the server's TZ, as the lifecycle rules compare days. */
export function today(now: Date | number = Date.now()): string {
  return dayOf(now);
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

/**
 * The freeze (issue 21, item 4): null when version `jobVersionId` may be
 * changed, else the 409 every line-item and version write answers.
 */
export function frozenRefusal(db: DbOrTx, jobVersionId: number): FrozenRefusal | null {
  const version = versionById(db, jobVersionId);
  if (!version || !isFrozen(version.state)) return null;
  const error = frozenMessage(version.versionNumber, formatListDate(version.approvedAt ?? Date.now()));
  return { ok: false, status: 409, error, fieldErrors: { _: [error] } };
}

/** For reads that show the freeze (the job page). */
export function frozenNote(db: DbOrTx = getDb(), jobVersionId: number): string | null {
  return frozenRefusal(db, jobVersionId)?.error ?? null;
}
