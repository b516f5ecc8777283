/**
 * Two people adding, moving and deleting lines of one version at once never
 * leave duplicate or missing sort orders: two processes (two SQLite
 * connections) interleave their writes on the same file.
 */
import path from 'node:path';
import { spawn } from 'node:child_process';
import { beforeAll, expect, it } from 'vitest';
import { seedAndSignIn } from './support/seeded';
import { emptyJob, LETTERS_24, linesOf, signId } from './support/line-items-fixtures';

beforeAll(async () => {
  await seedAndSignIn();
});

type Outcome = { added: number; deleted: number; failures: string[] };

it('two processes interleaving add, move and delete keep sort orders 1..n', async () => {
  const job = emptyJob();
  const sign = signId('cjr', 'Channel Letters');
  const worker = path.join(import.meta.dirname, 'support', 'line-items-concurrency.worker.ts');
  const startAt = Date.now() + 2500; // both have loaded by then
  const run = (seed: number) =>
    new Promise<Outcome>((resolve, reject) => {
      const args = [String(job.versionId), String(sign), '60', String(startAt), String(seed), JSON.stringify(LETTERS_24)];
      const child = spawn(process.execPath, ['--import', 'tsx', worker, ...args], { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (err += d));
      child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as Outcome) : reject(new Error(`worker exited ${code}: ${err}`))));
    });
  const [a, b] = await Promise.all([run(7), run(11)]);
  expect([...a.failures, ...b.failures]).toEqual([]);
  const lines = linesOf(job.versionId);
  expect(lines).toHaveLength(a.added + b.added - a.deleted - b.deleted);
  expect(a.added + b.added).toBeGreaterThan(20);
  expect(lines.map((l) => l.sortOrder)).toEqual(lines.map((_, i) => i + 1));
}, 60_000);
