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
