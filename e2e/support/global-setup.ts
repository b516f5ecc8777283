/**
 * Runs once per `playwright test`: builds the app into a directory of its own
 * and prepares a migrated, seeded template database. Each worker's server gets
 * a copy of that template (see fixtures.ts), so tests never share state with
 * other runs in the same checkout.
 *
 * Hand-off to the workers is through environment variables, which Playwright
 * passes on from global setup:
 *   E2E_BUILD_DIR    the build. Set it yourself for fast reruns: the first run
 *                    builds there and keeps it, later runs reuse it as-is
 *                    (delete it, or unset the variable, after changing app code).
 *                    The directory must be inside this project (the server
 *                    bundle imports from node_modules), e.g. build-e2e/.
 *   E2E_TEMPLATE_DB  the seeded template SQLite file
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { openDatabase } from '../../db/connection';
import { seed } from '../../db/seed';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function isCompleteBuild(dir: string | undefined): dir is string {
  return !!dir && fs.existsSync(path.join(dir, 'server/index.js')) && fs.existsSync(path.join(dir, 'client'));
}

async function build(dir: string): Promise<void> {
  const started = Date.now();
  const log = path.join(dir, '..', `${path.basename(dir)}.log`);
  const out = fs.openSync(log, 'w');
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules/.bin/react-router'), ['build'], {
      cwd: root,
      env: { ...process.env, BUILD_DIR: dir, NODE_ENV: 'production' },
      stdio: ['ignore', out, out],
    });
    child.on('error', reject);
    child.on('exit', resolve);
  });
  fs.closeSync(out);
  if (code !== 0) {
    const lines = fs.readFileSync(log, 'utf8').split('\n');
    let failedAt = lines.findIndex((line) => line.includes('Build failed'));
    if (failedAt < 0) failedAt = lines.findIndex((line) => /error/i.test(line));
    const excerpt = lines.slice(failedAt >= 0 ? failedAt : -30, (failedAt >= 0 ? failedAt : lines.length) + 12);
    const kept = path.join(os.tmpdir(), path.basename(log));
    fs.copyFileSync(log, kept);
    fs.rmSync(log, { force: true });
    throw new Error(`react-router build failed (exit ${code}); full log in ${kept}\n${excerpt.join('\n')}`);
  }
  fs.rmSync(log, { force: true });
  console.log(`e2e: built the app in ${((Date.now() - started) / 1000).toFixed(1)} s into ${path.relative(root, dir)}`);
}

async function prepareTemplateDb(file: string): Promise<void> {
  const db = openDatabase(file);
  try {
    seed(db);
    // One self-contained file, so a plain copy is a complete database.
    db.$client.pragma('wal_checkpoint(TRUNCATE)');
    db.$client.pragma('journal_mode = DELETE');
  } finally {
    db.$client.close();
  }
}

/** Each run writes into test-results/<run id>/; drop the folders of runs from yesterday and before. */
function pruneOldResults(): void {
  const results = path.join(root, 'test-results');
  const before = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of fs.existsSync(results) ? fs.readdirSync(results) : []) {
    const dir = path.join(results, name);
    if (fs.statSync(dir).mtimeMs < before) fs.rmSync(dir, { recursive: true, force: true });
  }
}

export default async function globalSetup(_config: FullConfig) {
  pruneOldResults();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'signboard-e2e-'));
  const cleanups: Array<() => void> = [() => fs.rmSync(work, { recursive: true, force: true })];
  const cleanUp = () => cleanups.forEach((cleanup) => cleanup());

  try {
    const template = path.join(work, 'template.db');
    await prepareTemplateDb(template);
    process.env.E2E_TEMPLATE_DB = template;

    // The server bundle imports its dependencies from node_modules, so the build
    // must live inside the project: node_modules/.cache is ignored by git, lint and tsc.
    const wanted = process.env.E2E_BUILD_DIR;
    if (isCompleteBuild(wanted)) {
      process.env.E2E_BUILD_DIR = path.resolve(wanted);
      console.log(`e2e: reusing the build in ${process.env.E2E_BUILD_DIR}`);
    } else if (wanted) {
      // Asked for a build dir that is not built yet: build there and keep it for the next run.
      const dir = path.resolve(wanted);
      fs.mkdirSync(dir, { recursive: true });
      await build(dir);
      process.env.E2E_BUILD_DIR = dir;
    } else {
      const parent = path.join(root, 'node_modules/.cache/signboard-e2e');
      fs.mkdirSync(parent, { recursive: true });
      const dir = fs.mkdtempSync(path.join(parent, 'build-'));
      cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
      await build(dir);
      process.env.E2E_BUILD_DIR = dir;
    }
  } catch (error) {
    cleanUp();
    throw error;
  }

  return async () => cleanUp();
}
