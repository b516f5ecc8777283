/**
 * `npm run db:backup` while the app writes: the copy is one consistent moment
 * (every committed line item, no half-written transaction) in a single file.
 */
import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupDatabase } from '../db/backup-database';
import { openDatabase } from '../db/connection';
import { seed } from '../db/seed';

describe('backupDatabase', () => {
  it('copies a live WAL database consistently while another connection keeps writing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signboard-backup-'));
    const source = path.join(dir, 'live.db');
    const db = openDatabase(source);
    seed(db);
    const sqlite = db.$client;
    const version = sqlite.prepare('SELECT id FROM job_versions ORDER BY id LIMIT 1').get() as { id: number };
    // Each write adds a pair of rows in one transaction; a consistent copy never holds an odd count of them.
    const addPair = sqlite.transaction(() => {
      for (let i = 0; i < 2; i++) {
        sqlite
          .prepare("INSERT INTO line_items (job_version_id, line_type, quantity, sort_order, description) VALUES (?, 'service', 1, 9999, 'backup-pair')")
          .run(version.id);
      }
    });
    let writing = true;
    const writer = (async () => {
      while (writing) {
        addPair();
        await new Promise((r) => setImmediate(r));
      }
    })();
    const target = path.join(dir, 'copy.db');
    await backupDatabase(source, target);
    writing = false;
    await writer;

    expect(fs.existsSync(`${target}-wal`)).toBe(false);
    const copy = new Database(target, { readonly: true });
    const pairs = (copy.prepare("SELECT count(*) AS n FROM line_items WHERE description = 'backup-pair'").get() as { n: number }).n;
    expect(pairs % 2).toBe(0);
    expect((copy.prepare('SELECT count(*) AS n FROM jobs').get() as { n: number }).n).toBe(
      (sqlite.prepare('SELECT count(*) AS n FROM jobs').get() as { n: number }).n,
    );
    expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
    copy.close();
    sqlite.close();
    await expect(backupDatabase(source, target)).rejects.toThrow();
  });
});
