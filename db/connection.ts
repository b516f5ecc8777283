/**
 * Opens the one SQLite file and brings its schema up to date. Shared by the
 * app (app/server/db.server.ts), the seed and the test harness, so all three
 * migrate the same way.
 */
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as schema from './schema';

export type DB = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export const DEFAULT_DATABASE_PATH = './data/signboard.db';

/** Where the committed migrations live, whether running from source or from build/. */
function migrationsFolder(): string {
  const candidates = [
    path.resolve(process.cwd(), 'db/migrations'),
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations'),
  ];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta/_journal.json')));
  if (!found) throw new Error(`No migrations found (looked in ${candidates.join(', ')})`);
  return found;
}

export function openDatabase(file: string = process.env.DATABASE_PATH || DEFAULT_DATABASE_PATH): DB {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  keepCompiledStatements(sqlite);
  const db = drizzle(sqlite, { schema }) as DB;
  runMigrations(db);
  sqlite.pragma('foreign_keys = ON');
  return db;
}

/** How many compiled statements a connection keeps (the most recently used): every query the app runs, with room to spare. */
const STATEMENTS_KEPT = 1000;

/**
 * Drizzle has better-sqlite3 compile each query it runs, every time it runs it: a job page's answer compiled the
 * same few dozen statements on every request (about 6% of its server time in a profile). The connection keeps
 * each compiled statement by its SQL text and hands it out again, reset to the plain mode a new one has (Drizzle
 * switches a statement to raw rows for its selects). A statement still being iterated is not shared: a new one is
 * compiled for the caller. SQLite compiles a kept statement again by itself when the schema changes.
 */
function keepCompiledStatements(sqlite: Database.Database): void {
  const compile = sqlite.prepare.bind(sqlite) as (source: string) => Database.Statement;
  const kept = new Map<string, Database.Statement>();
  const prepare = (source: string): Database.Statement => {
    const statement = kept.get(source);
    if (statement && !statement.busy) {
      // The most recently used go last, so the first in the map is the one to drop.
      kept.delete(source);
      kept.set(source, statement);
      if (statement.reader) statement.raw(false).pluck(false).expand(false);
      return statement;
    }
    const compiled = compile(source);
    if (!statement) {
      kept.set(source, compiled);
      if (kept.size > STATEMENTS_KEPT) kept.delete(kept.keys().next().value!);
    }
    return compiled;
  };
  sqlite.prepare = prepare as typeof sqlite.prepare;
}

/**
 * A drizzle-kit migration that rebuilds a table would silently delete child
 * rows through ON DELETE CASCADE, so migrations run with foreign keys off and
 * are checked afterwards.
 */
export function runMigrations(db: DB): void {
  const sqlite = db.$client;
  sqlite.pragma('foreign_keys = OFF');
  migrate(db, { migrationsFolder: migrationsFolder() });
  const broken = sqlite.pragma('foreign_key_check') as unknown[];
  if (broken.length > 0) {
    throw new Error(`Migration left ${broken.length} rows with broken foreign keys`);
  }
  sqlite.pragma('foreign_keys = ON');
}
