/**
 * `npm run db:backup [file]`: a consistent copy of the database while the app
 * runs. SQLite's `VACUUM INTO` copies it inside one read transaction, so the
 * copy is one moment's state (committed transactions only, never half a version
 * copy) without stopping the server or waiting for its writes to pause. Default target: backups/signboard-<UTC time>.db beside the data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { backupDatabase } from './backup-database';
import { DEFAULT_DATABASE_PATH } from './connection';

const source = process.env.DATABASE_PATH || DEFAULT_DATABASE_PATH;
if (!fs.existsSync(source)) {
  console.error(`No database at ${source} (set DATABASE_PATH)`);
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = path.resolve(process.argv[2] ?? path.join(path.dirname(source), 'backups', `signboard-${stamp}.db`));
fs.mkdirSync(path.dirname(target), { recursive: true });

try {
  await backupDatabase(source, target);
  console.log(`Backed up ${path.resolve(source)} to ${target}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
