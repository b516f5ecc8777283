/**
 * Reads that are the same until the database changes. The jobs lists count
 * every job by status on every request (a scan of the whole jobs table: at
 * 10,000 jobs the largest part of a /jobs answer's server time in a profile),
 * though the answer changes only with a write. A write through this process's
 * connection moves SQLite's `total_changes()`; one through another connection
 * (a backup, a script, a second process) moves `PRAGMA data_version`. Both are
 * read by one prepared statement that touches no table.
 */
import type { DB } from '~/server/db.server';

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

/** `read()`'s answer for `key`, read again only after a write to the database (any table). */
export function readUntilWrite<T>(db: DB, key: string, read: () => T): T {
  const cache = cacheOf(db);
  const version = databaseVersion(db);
  const hit = cache.entries.get(key);
  if (hit && hit.version === version) return hit.value as T;
  const value = read();
  if (cache.entries.size >= ENTRIES_KEPT) cache.entries.clear();
  cache.entries.set(key, { version, value });
  return value;
}
