/**
 * A catalogue import's life, for the /data screens and the /api alike:
 * upload -> preview (the parsed change set kept server-side under a random id
 * with the file's SHA-256, for the admin who uploaded it, for an hour) ->
 * apply (one transaction, after checking the catalogue did not move since the
 * preview; recorded with what Undo needs) -> undo (refused, naming the row,
 * when something changed those rows since).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, lt, ne } from 'drizzle-orm';
import { planImport, type ChangeCounts, type ChangeSet } from '~/domain/catalogue-transfer/plan';
import { displayName } from '~/domain/users/profile';
import { getDb, schema } from '~/server/db.server';
import { recordChanges, type Actor } from '~/server/catalogue/audit.server';
import { AdminWriteError } from '~/server/catalogue/errors.server';
import { ENTITY, TABLES, assertUnmoved, linksOf, readRow, setLinks, writeChanges, type UndoOp } from './apply.server';
import { readUpload } from './read-file.server';
import { readCatalogue } from './snapshot.server';
import { applyDuePriceChanges, applyPriceChange, recordAppliedPriceChange, today } from '~/server/price-changes/apply.server';
import { now } from '~/server/config.server';
import { cancelImportPrices } from '~/server/price-changes/scheduled.server';

export const PREVIEW_LIFETIME_MS = 60 * 60 * 1000;

export type Preview = { id: string; fileName: string; sha256: string; createdAt: string; expiresAt: string; changeSet: ChangeSet };
export type AppliedImport = { id: string; fileName: string; userName: string; appliedAt: string; counts: ChangeCounts; status: 'applied' | 'undone' };
/** `effectiveFrom`: the day the file's prices take effect ('yyyy-MM-dd'; today when left out). */
export type ApplyOptions = { applyValidRowsOnly: boolean; removeMissing: boolean; sha256?: string; effectiveFrom?: string };

const cleanName = (name: string) => name.replace(/[\u0000-\u001f\u007f-\u009f/\\]+/g, ' ').trim().slice(0, 200) || 'catalogue file'; // eslint-disable-line no-control-regex
/** Why an import's rows changed, in the catalogue history and on its price change: 'import wendys-prices.xlsx'. */
export const importReason = (fileName: string) => `import ${fileName}`;
const actorName = (actor: Actor) => (displayName(actor) === 'User' ? actor.email : displayName(actor));

/** Reads the upload, compares it with the catalogue and keeps the preview; a file that cannot be read is refused (400) and nothing is kept. */
export async function previewImport(actor: Actor, fileName: string, bytes: Uint8Array): Promise<Preview> {
  const sheets = await readUpload(fileName, bytes);
  const changeSet = planImport(readCatalogue(), sheets);
  const db = getDb();
  const now = Date.now();
  db.delete(schema.catalogueImports).where(and(eq(schema.catalogueImports.status, 'preview'), lt(schema.catalogueImports.expiresAt, now))).run();
  const row = db
    .insert(schema.catalogueImports)
    .values({
      id: randomBytes(16).toString('base64url'),
      userId: actor.id,
      userName: actorName(actor),
      fileName: cleanName(fileName),
      sha256: createHash('sha256').update(bytes).digest('hex'),
      changeSet: JSON.stringify(changeSet),
      expiresAt: now + PREVIEW_LIFETIME_MS,
    })
    .returning()
    .get();
  return toPreview(row);
}

type ImportDb = typeof schema.catalogueImports.$inferSelect;
const toPreview = (row: ImportDb): Preview => ({
  id: row.id,
  fileName: row.fileName,
  sha256: row.sha256,
  createdAt: new Date(row.createdAt).toISOString(),
  expiresAt: new Date(row.expiresAt).toISOString(),
  changeSet: JSON.parse(row.changeSet) as ChangeSet,
});

const GONE = 'This preview has expired, was already applied, or belongs to someone else: upload the file again';

function livePreview(db: Pick<ReturnType<typeof getDb>, 'select'>, actor: Actor, id: string): ImportDb {
  const row = db.select().from(schema.catalogueImports).where(eq(schema.catalogueImports.id, id)).get();
  if (!row || row.userId !== actor.id || row.status !== 'preview' || row.expiresAt < Date.now()) throw new AdminWriteError(404, GONE, 'id');
  return row;
}

/** The preview page: only for the admin who uploaded the file, while it lives. */
export function getPreview(actor: Actor, id: string): Preview {
  return toPreview(livePreview(getDb(), actor, id));
}

/** Rows with errors, counted once however many of their cells are wrong. */
export const rowsWithErrors = (changeSet: ChangeSet) => new Set(changeSet.errors.map((e) => `${e.sheet}:${e.rowNumber}`)).size;

/**
 * Applies a preview in one transaction. A file with errors applies only its valid rows, and only when asked;
 * a file that changes nothing writes nothing (no record) and says 0 changes.
 */
export function applyImport(actor: Actor, id: string, options: ApplyOptions): { id: string | null; counts: ChangeCounts; priceChange?: { id: number; state: 'Applied' | 'Scheduled'; effectiveFrom: string; cells: number } } {
  applyDuePriceChanges();
  const day = today();
  const effectiveFrom = options.effectiveFrom ?? day;
  if (effectiveFrom < day) throw new AdminWriteError(400, 'Prices take effect from: choose today or a later day', 'effectiveFrom');
  return getDb().transaction((tx) => {
    const row = livePreview(tx, actor, id);
    if (options.sha256 !== undefined && options.sha256 !== row.sha256) throw new AdminWriteError(409, 'This is not the file that was previewed: upload it again', 'sha256');
    const changeSet = JSON.parse(row.changeSet) as ChangeSet;
    const skipped = rowsWithErrors(changeSet);
    if (skipped > 0 && !options.applyValidRowsOnly) {
      throw new AdminWriteError(400, `${skipped} ${skipped === 1 ? 'row has' : 'rows have'} errors: tick 'Apply only the valid rows' to apply the others, or fix the file and upload it again`, 'applyValidRowsOnly');
    }
    assertUnmoved(tx, changeSet, options.removeMissing);
    const reason = importReason(row.fileName);
    const appliedAt = now();
    const { ops, deferred, written, audit, priceAudit } = writeChanges(tx, actor, changeSet, options.removeMissing, effectiveFrom > day, reason);
    // Its prices are one price change, listed with the others: Scheduled for a later day (held back), or Applied
    // today (already written with their rows, recorded at the import's own time, which is how Undo knows them).
    const priceChange = deferred.length
      ? { ...applyPriceChange(tx, { cells: deferred, reason, effectiveFrom, user: actor }), effectiveFrom }
      : written.length
        ? { id: recordAppliedPriceChange(tx, { cells: written, reason, user: actor, at: appliedAt }), state: 'Applied' as const, cells: written.length, effectiveFrom }
        : null;
    recordChanges(tx, actor, audit, { reason });
    recordChanges(tx, actor, priceAudit, { reason, ...(priceChange ? { priceChangeId: priceChange.id } : {}) });
    const counts: ChangeCounts = {
      added: ops.filter((o) => o.before === null).length,
      changed: ops.filter((o) => o.before !== null && o.after !== null).length,
      removed: ops.filter((o) => o.after === null).length,
      skipped,
    };
    if (ops.length === 0) {
      tx.delete(schema.catalogueImports).where(eq(schema.catalogueImports.id, id)).run();
      return { id: null, counts };
    }
    tx.update(schema.catalogueImports)
      .set({ status: 'applied', counts: JSON.stringify(counts), undo: JSON.stringify(ops), appliedAt, changeSet: '{}', priceChangeId: priceChange?.id ?? null })
      .where(eq(schema.catalogueImports.id, id))
      .run();
    return { id, counts, ...(priceChange ? { priceChange: { id: priceChange.id, state: priceChange.state, effectiveFrom, cells: priceChange.cells } } : {}) };
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const SHEET_OF: Record<UndoOp['table'], string> = { brands: 'Brands', signs: 'Signs', sizes: 'Sizes', options: 'Options', services: 'Services' };

/** Undo this import: every touched row back as it was, or a refusal (409) naming what changed since. */
export function undoImport(actor: Actor, id: string): ChangeCounts {
  applyDuePriceChanges();
  return getDb().transaction((tx) => {
    const record = tx.select().from(schema.catalogueImports).where(eq(schema.catalogueImports.id, id)).get();
    if (!record || record.status === 'preview') throw new AdminWriteError(404, 'No applied import has that id', 'id');
    if (record.status === 'undone') throw new AdminWriteError(409, 'This import was already undone', 'id');
    const ops = JSON.parse(record.undo ?? '[]') as UndoOp[];
    // Its prices held for a later day: cancelled with it, unless that day has come (then the rows moved on).
    if (record.priceChangeId !== null) cancelImportPrices(tx, actor, record.priceChangeId, record.appliedAt);
    const why = { reason: `undo of ${importReason(record.fileName)}` };
    for (const op of ops) {
      const now = readRow(tx, op.table, op.id);
      const moved =
        op.after === null
          ? now !== null
          : now === null || !same(now, op.after) || (op.table === 'options' && op.linksAfter !== undefined && !same(linksOf(tx, op.id), op.linksAfter));
      if (moved) {
        const field = now && op.after ? (Object.keys(op.after).find((k) => !same(now[k], op.after![k])) ?? 'linked signs') : now ? 'added again' : 'removed';
        throw new AdminWriteError(409, `Undo refused: ${SHEET_OF[op.table]} ${op.label} changed since this import (${field}); nothing was undone`, 'id');
      }
    }
    for (const op of [...ops].reverse()) {
      const t = TABLES[op.table];
      if (op.before === null) {
        tx.delete(t).where(eq(t.id, op.id)).run();
        recordChanges(tx, actor, [{ entity: ENTITY[op.table], entityId: op.id, field: 'deleted', oldValue: op.after?.name ?? op.after, newValue: null }], why);
        continue;
      }
      if (op.after === null) {
        tx.insert(t).values(op.before as never).run();
        recordChanges(tx, actor, [{ entity: ENTITY[op.table], entityId: op.id, field: 'created', oldValue: null, newValue: op.before.name ?? op.before }], why);
        if (op.table === 'signs' && op.linksBefore?.length) {
          const options = new Set(tx.select({ id: schema.signOptions.id }).from(schema.signOptions).all().map((o) => o.id));
          const links = op.linksBefore.filter((o) => options.has(o)).map((optionId) => ({ signId: op.id, optionId }));
          if (links.length) tx.insert(schema.signOptionSigns).values(links).onConflictDoNothing().run();
        }
      } else {
        const { id: _id, ...columns } = op.before;
        // An option's revision moves on (an edit made on what someone saw before the undo is still refused).
        if (op.table === 'options') columns.revision = Number(op.after.revision) + 1;
        tx.update(t).set(columns).where(eq(t.id, op.id)).run();
        recordChanges(tx, actor, Object.keys(columns).filter((k) => k !== 'revision' && !same(op.after![k], columns[k])).map((k) => ({ entity: ENTITY[op.table], entityId: op.id, signId: op.table === 'sizes' ? (columns.signId as number) : op.table === 'signs' ? op.id : null, field: k, oldValue: op.after![k], newValue: columns[k] })), why);
      }
      if (op.table === 'options' && op.linksBefore) setLinks(tx, op.id, op.linksBefore);
    }
    tx.update(schema.catalogueImports).set({ status: 'undone', undoneAt: now() }).where(eq(schema.catalogueImports.id, id)).run();
    return JSON.parse(record.counts ?? '{}') as ChangeCounts;
  });
}

/** The newest applied import that can still be undone (the /data screen offers its Undo). */
export function latestImport(): AppliedImport | null {
  const row = getDb().select().from(schema.catalogueImports).where(eq(schema.catalogueImports.status, 'applied')).orderBy(desc(schema.catalogueImports.appliedAt)).limit(1).get();
  if (!row) return null;
  return { id: row.id, fileName: row.fileName, userName: row.userName, appliedAt: new Date(row.appliedAt ?? row.createdAt).toISOString(), counts: JSON.parse(row.counts ?? '{}') as ChangeCounts, status: 'applied' };
}

/** One import in the catalogue history: who, when, the file's name and SHA-256, what it did, and its price change. */
export type ImportRecord = Omit<AppliedImport, 'status'> & {
  status: 'applied' | 'undone';
  sha256: string;
  undoneAt: string | null;
  priceChange: { id: number; state: 'Scheduled' | 'Applied' | 'Cancelled'; effectiveFrom: string } | null;
};

/** Every applied or undone import, newest first (previews are not history). */
export function listImports(limit = 100): ImportRecord[] {
  applyDuePriceChanges();
  const { catalogueImports, priceChanges } = schema;
  return getDb()
    .select({ row: catalogueImports, change: { id: priceChanges.id, state: priceChanges.state, effectiveFrom: priceChanges.effectiveFrom } })
    .from(catalogueImports)
    .leftJoin(priceChanges, eq(priceChanges.id, catalogueImports.priceChangeId))
    .where(ne(catalogueImports.status, 'preview'))
    .orderBy(desc(catalogueImports.appliedAt))
    .limit(limit)
    .all()
    .map(({ row, change }) => ({
      id: row.id,
      fileName: row.fileName,
      sha256: row.sha256,
      userName: row.userName,
      appliedAt: new Date(row.appliedAt ?? row.createdAt).toISOString(),
      undoneAt: row.undoneAt === null ? null : new Date(row.undoneAt).toISOString(),
      status: row.status === 'undone' ? 'undone' : 'applied',
      counts: JSON.parse(row.counts ?? '{}') as ChangeCounts,
      priceChange: change && change.id !== null ? change : null,
    }));
}
