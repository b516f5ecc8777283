import { openDatabase, type DB } from '../../db/connection';

export * as schema from '../../db/schema';
export type { DB };

/** The handle inside `db.transaction((tx) => ...)`. */
export type Tx = Parameters<Parameters<DB['transaction']>[0]>[0];
/** Helpers that run alone or inside the caller's transaction take either. */
export type DbOrTx = DB | Tx;

// One connection per process, opened (and migrated) on first use; kept on
// globalThis so the dev server's module reloads do not open a second one.
const globalForDb = globalThis as unknown as { __signboardDb?: DB };

export function getDb(): DB {
  globalForDb.__signboardDb ??= openDatabase();
  return globalForDb.__signboardDb;
}

/** Tests swap in a fresh file. */
export function setDbForTests(db: DB | undefined): void {
  globalForDb.__signboardDb = db;
}
