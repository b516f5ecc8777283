/**
 * Every test file gets its own fresh, migrated SQLite file, installed as the
 * app's connection, so integration tests run real loaders and actions.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { openDatabase } from '../../db/connection';
import { setDbForTests } from '../../app/server/db.server';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signboard-test-'));
const file = path.join(dir, 'test.db');
process.env.DATABASE_PATH = file;
process.env.SESSION_SECRET ??= 'test-session-secret-not-for-production';
const db = openDatabase(file);
setDbForTests(db);

afterAll(() => {
  db.$client.close();
  setDbForTests(undefined);
  fs.rmSync(dir, { recursive: true, force: true });
});
