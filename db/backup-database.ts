/** The online backup behind `npm run db:backup` (see db/backup.ts), kept apart so a test can run it. */
import Database from 'better-sqlite3';
import fs from 'node:fs';

/**
 * Copies `source` to `target` (which must not exist) with `VACUUM INTO`: one
 * statement inside one read transaction, so the copy is the state of one moment
 * (committed transactions only) and, unlike the page-by-page backup API, it never
 * starts over when the app writes meanwhile: on a busy server that one could run
 * for as long as the writes kept coming. In WAL mode the app's writers are not
 * blocked while it reads. The copy is a single self-contained file (journal mode
 * DELETE, so no -wal/-shm beside it) and its integrity is checked.
 */
export async function backupDatabase(source: string, target: string): Promise<void> {
  if (fs.existsSync(target)) throw new Error(`${target} exists already: choose another name`);
  // Read-only, no migrations: a backup never changes the live file.
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('VACUUM INTO ?').run(target);
  } finally {
    db.close();
  }
  const copy = new Database(target);
  try {
    copy.pragma('journal_mode = DELETE');
    const ok = copy.pragma('integrity_check', { simple: true });
    if (ok !== 'ok') throw new Error(`Backup at ${target} failed its integrity check: ${String(ok)}`);
  } finally {
    copy.close();
  }
}
