/**
 * The app's one SQLite connection: the settings durability rests on (a
 * committed write survives a crash), read back from a live connection, its kept compiled statements, and
 * the close used by graceful shutdown (server.js calls it through globalThis.__signboardDbClose).
 */
import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/connection';
import { brands } from '../db/schema';
import { closeDb, getDb, setDbForTests } from '../app/server/db.server';

const suiteDb = getDb();
afterEach(() => setDbForTests(suiteDb));

function tempFile(): string {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'signboard-conn-')), 'live.db');
}

describe('openDatabase', () => {
  it('runs in WAL with foreign keys, a busy timeout and synchronous=NORMAL', () => {
    const db = openDatabase(tempFile());
    const sqlite = db.$client;
    try {
      expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(sqlite.pragma('busy_timeout', { simple: true })).toBe(5000);
      // 1 = NORMAL: in WAL mode a committed transaction survives the process being killed.
      expect(sqlite.pragma('synchronous', { simple: true })).toBe(1);
    } finally {
      sqlite.close();
    }
  });
});

describe('kept compiled statements', () => {
  it('hands out one compiled statement per SQL text, back in plain mode, and a fresh one while it is iterated', () => {
    const db = openDatabase(tempFile());
    const sqlite = db.$client;
    try {
      const source = 'SELECT name, slug FROM brands ORDER BY id';
      const first = sqlite.prepare(source);
      expect(sqlite.prepare(source)).toBe(first);
      // Drizzle turns a select's statement to raw rows; the next caller of the same text gets objects again.
      first.raw(true);
      sqlite.exec("INSERT INTO brands (name, slug, proposal_prefix) VALUES ('Kept Co', 'kept-co', 'KEP')");
      expect(sqlite.prepare(source).get()).toEqual({ name: 'Kept Co', slug: 'kept-co' });
      const rows = first.iterate();
      rows.next();
      const during = sqlite.prepare(source);
      expect(during).not.toBe(first);
      expect(during.all()).toEqual([{ name: 'Kept Co', slug: 'kept-co' }]);
      rows.return?.();
      // Drizzle's own queries, run twice through the same statements, read what was written in between.
      const bySlug = () => db.select({ name: brands.name }).from(brands).where(eq(brands.slug, 'kept-co')).get();
      expect(bySlug()).toEqual({ name: 'Kept Co' });
      db.update(brands).set({ name: 'Kept Again' }).where(eq(brands.slug, 'kept-co')).run();
      expect(bySlug()).toEqual({ name: 'Kept Again' });
    } finally {
      sqlite.close();
    }
  });
});

describe('closeDb (graceful shutdown)', () => {
  it('checkpoints the WAL into the file, removes it, and refuses later use', () => {
    const file = tempFile();
    const db = openDatabase(file);
    db.$client.exec("INSERT INTO brands (name, slug, proposal_prefix) VALUES ('Closing Co', 'closing-co', 'CLO')");
    expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(0);
    setDbForTests(db);
    expect(globalThis.__signboardDbClose).toBe(closeDb);

    globalThis.__signboardDbClose!();

    expect(db.$client.open).toBe(false);
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    expect(() => getDb()).toThrow('The database is closed');
    // Everything is in the main file: a plain read-only open sees the row without any WAL.
    const copy = new Database(file, { readonly: true });
    expect(copy.prepare("SELECT name FROM brands WHERE slug = 'closing-co'").get()).toEqual({ name: 'Closing Co' });
    copy.close();
  });
});
