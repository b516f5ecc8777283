import { openDatabase, type DB } from '../../db/connection';

export * as schema from '../../db/schema';
export type { DB };

/** The handle inside `db.transaction((tx) => ...)`. */
export type Tx = Parameters<Parameters<DB['transaction']>[0]>[0];
/** Helpers that run alone or inside the caller's transaction take either. */
export type DbOrTx = DB | Tx;

declare global {
  /** Called by server.js on SIGTERM/SIGINT, after the last request has been answered. */
  var __signboardDbClose: (() => void) | undefined;
}

// One connection per process, opened (and migrated) on first use; kept on
// globalThis so the dev server's module reloads do not open a second one.
const globalForDb = globalThis as unknown as { __signboardDb?: DB; __signboardDbClosed?: boolean };

export function getDb(): DB {
  if (globalForDb.__signboardDbClosed) throw new Error('The database is closed: the server is shutting down');
  globalForDb.__signboardDb ??= openDatabase();
  return globalForDb.__signboardDb;
}

/**
 * Closes the connection for good (graceful shutdown): `PRAGMA optimize` keeps
 * the query planner's statistics fresh for the next start, and closing the
 * last connection checkpoints the WAL into the main file and deletes the -wal
 * and -shm files, so a stopped server leaves one self-contained file. Later
 * getDb() calls throw instead of quietly opening it again.
 */
export function closeDb(): void {
  const db = globalForDb.__signboardDb;
  globalForDb.__signboardDb = undefined;
  globalForDb.__signboardDbClosed = true;
  if (!db?.$client.open) return;
  try {
    db.$client.pragma('optimize');
  } finally {
    db.$client.close();
  }
}

globalThis.__signboardDbClose = closeDb;

/** Tests swap in a fresh file. */
export function setDbForTests(db: DB | undefined): void {
  globalForDb.__signboardDb = db;
  globalForDb.__signboardDbClosed = false;
}

/**
 * Reads that are the same until the database changes. The jobs lists count
 * every job by status on every request (a scan of the whole jobs table: at
 * 10,000 jobs the largest part of a /jobs answer's server time in a profile),
 * though the answer changes only with a write. A write through this process's
 * connection moves SQLite's `total_changes()`; one through another connection
 * (a backup, a script, a second process) moves `PRAGMA data_version`. Both are
 * read by one prepared statement that touches no table.
 */

type Cache = { statement: { get(): unknown }; entries: Map<string, { version: string; value: unknown }> };
const caches = new WeakMap<DB, Cache>();
/** A few keys per reader (today's date, a brand): a stale date's entry is dropped when the map grows. */
const ENTRIES_KEPT = 200;

function cacheOf(db: DB): Cache {
  let cache = caches.get(db);
  if (!cache) {
    const statement = db.$client.prepare('select total_changes() as changes, (select data_version from pragma_data_version) as version');
    caches.set(db, (cache = { statement, entries: new Map() }));
  }
  return cache;
}

/** This connection's view of "has anything been written since": changes here and commits elsewhere. */
export function databaseVersion(db: DB): string {
  const row = cacheOf(db).statement.get() as { changes: number; version: number };
  return `${row.changes}:${row.version}`;
}

/**
 * `read()`'s answer for `key`, read again only after a write to the database (any table).
 * Inside a transaction an answer is used but never kept: it may see the transaction's own
 * writes, which a rollback undoes without moving the version back.
 */
export function readUntilWrite<T>(db: DB, key: string, read: () => T): T {
  const cache = cacheOf(db);
  const version = databaseVersion(db);
  const hit = cache.entries.get(key);
  if (hit && hit.version === version) return hit.value as T;
  const value = read();
  if (db.$client.inTransaction) return value;
  if (cache.entries.size >= ENTRIES_KEPT) cache.entries.clear();
  cache.entries.set(key, { version, value });
  return value;
}

type Prepared = { run(...params: unknown[]): unknown };
/**
 * A statement of the one connection, for writes of many rows in a caller's transaction (an import's history
 * rows), where building each multi-row INSERT with Drizzle cost more than running it. The connection keeps it
 * compiled once (db/connection.ts). Runs on the same connection, so inside a transaction it is part of it.
 */
export function preparedStatement(sql: string): Prepared {
  return getDb().$client.prepare<unknown[]>(sql);
}
