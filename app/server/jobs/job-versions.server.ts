/**
 * A job's numbered versions and the line items each one holds (read-only
 * here; adding and editing line items lives with the line-items module).
 */
import { asc, desc, eq, and, sql } from 'drizzle-orm';
import { getDb, schema, type Tx } from '~/server/db.server';
import { displayName } from '~/domain/users/profile';
import { recordHistory } from '~/server/lifecycle/history.server';
import { countedLineIds, readChosenIds } from '~/domain/choices/selection';
import { REQUIRED_CHOICE } from '~/domain/choices/line-choice';

const { jobs, jobVersions, lineItemPictures, lineItems, users } = schema;

export type VersionSummary = {
  id: number;
  versionNumber: number;
  createdAt: number;
  /** Its own last change (line items, or the job info it prints); its creation until then. */
  updatedAt: number;
  /** The user id of whoever created it (null when unknown). */
  createdBy: number | null;
  createdByName: string | null;
};

export function jobExists(jobId: number): boolean {
  return Boolean(getDb().select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).get());
}

/** Newest first. */
export function listVersions(jobId: number): VersionSummary[] {
  return getDb()
    .select({
      id: jobVersions.id,
      versionNumber: jobVersions.versionNumber,
      createdAt: jobVersions.createdAt,
      versionUpdatedAt: jobVersions.updatedAt,
      createdBy: jobVersions.createdById,
      fullName: users.fullName,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(jobVersions)
    .leftJoin(users, eq(users.id, jobVersions.createdById))
    .where(eq(jobVersions.jobId, jobId))
    .orderBy(desc(jobVersions.versionNumber))
    .all()
    .map(({ fullName, firstName, lastName, versionUpdatedAt, ...v }) => ({
      ...v,
      updatedAt: versionUpdatedAt ?? v.createdAt,
      createdByName: v.createdBy === null ? null : displayName({ fullName, firstName, lastName }),
    }));
}

/** Line items copied per INSERT (about 20 columns each: well under SQLite's 32,766 parameters). */
const COPY_BATCH = 500;

/**
 * The source lines' pictures, copied to their copies inside SQLite (the bytes
 * never pass through JavaScript). The copies were inserted in the source's
 * order into a fresh version, and new rowids only grow, so the k-th copy by id
 * is the copy of the k-th source line.
 */
export function copyPictures(tx: Tx, sourceVersionId: number, sourceItems: { id: number }[], newVersionId: number): void {
  const withPicture = new Set(
    tx
      .select({ lineItemId: lineItemPictures.lineItemId })
      .from(lineItemPictures)
      .innerJoin(lineItems, eq(lineItems.id, lineItemPictures.lineItemId))
      .where(eq(lineItems.jobVersionId, sourceVersionId))
      .all()
      .map((r) => r.lineItemId),
  );
  if (withPicture.size === 0) return;
  const copyIds = tx.select({ id: lineItems.id }).from(lineItems).where(eq(lineItems.jobVersionId, newVersionId)).orderBy(asc(lineItems.id)).all();
  sourceItems.forEach((source, k) => {
    const copy = copyIds[k];
    if (!copy || !withPicture.has(source.id)) return;
    tx.run(sql`
      insert into line_item_pictures (line_item_id, content_type, data, width, height, byte_size, sha256, uploaded_by_id, created_at)
      select ${copy.id}, content_type, data, width, height, byte_size, sha256, uploaded_by_id, created_at
      from line_item_pictures where line_item_id = ${source.id}`);
  });
}

export type CreateVersionResult =
  | { ok: true; id: number; versionNumber: number }
  | { ok: false; reason: 'job-not-found' | 'source-not-found' };

/**
 * Version max+1 with a copy of the source version's line items (order,
 * pricing modes, prices, options: every field). `immediate` takes SQLite's
 * write lock before max() is read, so two people creating at once get n+1
 * and n+2; the unique (job_id, version_number) index backs that up.
 * A null source copies the latest version (the one shown when none is named);
 * for a job without versions yet it creates an empty version 1.
 */
/**
 * The lines a new version starts from (docs/choices.md § Approved versions and New Version): an
 * Approved version's counted lines (the client's choice) as plain required
 * lines, the ones not chosen left behind; any other version's lines with
 * their marks.
 */
function linesToCarry<L extends typeof lineItems.$inferSelect>(tx: Tx, sourceId: number, lines: L[]): L[] {
  const source = tx.select({ state: jobVersions.state, chosen: jobVersions.chosenLineIds }).from(jobVersions).where(eq(jobVersions.id, sourceId)).get();
  if (source?.state !== 'Approved') return lines;
  const counted = countedLineIds(lines, readChosenIds(source.chosen));
  return lines.filter((l) => counted.has(l.id)).map((l) => ({ ...l, ...REQUIRED_CHOICE }));
}

export function createVersion(jobId: number, sourceVersionNumber: number | null, userId: number): CreateVersionResult {
  const db = getDb();
  return db.transaction(
    (tx): CreateVersionResult => {
      const job = tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).get();
      if (!job) return { ok: false, reason: 'job-not-found' };
      const latest = tx
        .select({ id: jobVersions.id, n: jobVersions.versionNumber })
        .from(jobVersions)
        .where(eq(jobVersions.jobId, jobId))
        .orderBy(desc(jobVersions.versionNumber))
        .get();
      let sourceId: number | null = latest?.id ?? null;
      if (sourceVersionNumber !== null) {
        const source = tx
          .select({ id: jobVersions.id })
          .from(jobVersions)
          .where(and(eq(jobVersions.jobId, jobId), eq(jobVersions.versionNumber, sourceVersionNumber)))
          .get();
        if (!source) return { ok: false, reason: 'source-not-found' };
        sourceId = source.id;
      }
      const versionNumber = (latest?.n ?? 0) + 1;
      const created = tx
        .insert(jobVersions)
        .values({ jobId, versionNumber, createdById: userId, sourceVersionNumber })
        .returning({ id: jobVersions.id })
        .get();
      if (sourceId !== null) {
        const all = tx
          .select()
          .from(lineItems)
          .where(eq(lineItems.jobVersionId, sourceId))
          .orderBy(asc(lineItems.sortOrder), asc(lineItems.id))
          .all();
        const items = linesToCarry(tx, sourceId, all);
        const now = Date.now();
        // Each copy names the line it carries over (the first line of its lineage), so Compare versions matches them.
        const copies = items.map(({ id, jobVersionId: _v, createdAt: _c, updatedAt: _u, ...item }) => ({
          ...item,
          originLineId: item.originLineId ?? id,
          jobVersionId: created.id,
          createdAt: now,
          updatedAt: now,
        }));
        // A few statements, not one per line item; each stays under SQLite's bound-parameter limit.
        for (let i = 0; i < copies.length; i += COPY_BATCH) tx.insert(lineItems).values(copies.slice(i, i + COPY_BATCH)).run();
        copyPictures(tx, sourceId, items, created.id);
      }
      tx.update(jobs).set({ updatedAt: Date.now() }).where(eq(jobs.id, jobId)).run();
      const from = sourceVersionNumber ?? latest?.n ?? null;
      recordHistory(tx, { jobId, versionNumber, event: 'version created', detail: from === null ? `created version ${versionNumber}, empty` : `created version ${versionNumber} as a copy of version ${from}`, actor: { kind: 'staff', userId } });
      return { ok: true, id: created.id, versionNumber };
    },
    { behavior: 'immediate' },
  );
}

// The version's line-item reads live with the line-items area; re-exported for the job page and tests.
export { lineItemsForVersion, type LineItemView } from '~/server/line-items/line-item-reads.server';
