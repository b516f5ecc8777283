/**
 * `npm run bench -- search` (and a part of the full `npm run bench`, run in a
 * child process with a database of its own): the jobs list's search at 10,000
 * varied jobs (db/seed/search-jobs.ts: made-up clients, contacts with
 * e-mails, accented cities, one or two versions of 1-4 lines each).
 *
 * Prints, median and p95 of RUNS runs each:
 * - the search query alone (listJobs: the count and the page, in SQL), for
 *   searches a person types (part of a client's name, a proposal number, an
 *   accented city typed without its accent, an e-mail, one letter) and with a
 *   filter and the sort by total;
 * - the whole list page (both loaders, then React to HTML) searched, beside
 *   the unfiltered page, and their ratio (target 1.5x at most);
 * - what keeping the index costs a write: a job's indexed field changed
 *   (the triggers rewrite its row of the index) beside a change of a field
 *   that is not indexed, a new job, and a client's rename (every job of its).
 * Figures only, no assertions.
 */
import { performance } from 'node:perf_hooks';
import type { DB } from '../db/connection';
import { listJobs, type JobListOptions } from '../app/server/jobs/job-list.server';
import { seedSearchJobs } from '../db/seed/search-jobs';
import { jobsPageRenderer, samples, samplesAsync } from './jobs-list';

const RUNS = 200;

type Stats = { median: number; p95: number };

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95) };
}

const measure = (runs: number, fn: () => unknown): Stats => stats(samples(runs, fn, 2));

const measureAsync = async (runs: number, fn: () => Promise<unknown>): Promise<Stats> => stats(await samplesAsync(runs, fn));

const fmt = (s: Stats) => `median ${s.median.toFixed(2).padStart(7)} ms   p95 ${s.p95.toFixed(2).padStart(7)} ms`;

export async function runSearchBench(db: DB, count = 10_000): Promise<void> {
  const sqlite = db.$client;
  const t0 = performance.now();
  seedSearchJobs(db, count);
  const seedMs = performance.now() - t0;
  sqlite.pragma('optimize');
  const total = (sqlite.prepare('select count(*) as n from jobs').get() as { n: number }).n;
  // Needles a person would type, taken from the data itself.
  const middle = sqlite
    .prepare(
      `select j.proposal_no as proposal, c.name as client, k.email as email from jobs j join clients c on c.id = j.client_id
       join client_contacts k on k.id = j.contact_id where j.job_number = ?`,
    )
    .get(`S-${String(Math.floor(count / 2)).padStart(6, '0')}`) as { proposal: string; client: string; email: string };
  const pm = sqlite.prepare("select id from users where email = 'pm@signboard.local'").get() as { id: number } | undefined;

  const cases: [string, JobListOptions][] = [
    [`part of a client's name '${middle.client.slice(0, 6).toLowerCase()}'`, { q: middle.client.slice(0, 6).toLowerCase() }],
    [`a proposal number '${middle.proposal}'`, { q: middle.proposal }],
    ["an accented city typed plain 'montreal'", { q: 'montreal' }],
    [`an e-mail '${middle.email}'`, { q: middle.email }],
    ["two word starts 'palm spr'", { q: 'palm spr' }],
    ["one letter 'b' (most jobs match)", { q: 'b' }],
    ["'montreal', brand cjr, by total", { q: 'montreal', brandSlug: 'cjr', sort: 'total-desc' }],
    ["'montreal', a manager, status draft, 2024", { q: 'montreal', manager: pm?.id, status: 'draft', from: '2024-01-01', to: '2024-12-31' }],
    ['no search, by total (every job summed)', { sort: 'total-desc' }],
    ['no search, newest first (the plain list)', {}],
  ];
  console.log(`\nSearch bench: ${total} jobs (${count} varied ones made in ${seedMs.toFixed(0)} ms, one transaction); ${RUNS} runs each`);
  console.log('\n  The search query (listJobs: count + page in SQL), server time');
  const width = Math.max(...cases.map(([l]) => l.length));
  for (const [label, opts] of cases) {
    const found = listJobs(opts).total;
    console.log(`  ${label.padEnd(width)}  ${fmt(measure(RUNS, () => listJobs(opts)))}   (${found} found)`);
  }

  const owner = sqlite.prepare("select id from users order by id limit 1").get() as { id: number };
  const render = await jobsPageRenderer(owner.id);
  const plainUrl = '/jobs';
  const searchUrl = `/jobs?q=${encodeURIComponent('palm spr')}`;
  const plain = await measureAsync(RUNS / 4, () => render(plainUrl));
  const searched = await measureAsync(RUNS / 4, () => render(searchUrl));
  const byTotal = await measureAsync(RUNS / 4, () => render(`${searchUrl}&brand=cjr&sort=total-desc`));
  console.log('\n  The whole list page (layout + jobs loaders + React to HTML)');
  console.log(`  ${'/jobs (unfiltered)'.padEnd(width)}  ${fmt(plain)}`);
  console.log(`  ${searchUrl.padEnd(width)}  ${fmt(searched)}   ratio ${(searched.median / plain.median).toFixed(2)}x`);
  console.log(`  ${`${searchUrl}&brand=cjr&sort=total-desc`.padEnd(width)}  ${fmt(byTotal)}   ratio ${(byTotal.median / plain.median).toFixed(2)}x`);

  // Keeping the index: the same one-row update with and without an indexed field, a new job, a client rename.
  const job = sqlite.prepare("select id, client_id as clientId from jobs where job_number = 'S-000100'").get() as { id: number; clientId: number };
  const jobsOfClient = (sqlite.prepare('select count(*) as n from jobs where client_id = ?').get(job.clientId) as { n: number }).n;
  let n = 0;
  const indexed = sqlite.prepare('update jobs set job_name = ? where id = ?');
  const notIndexed = sqlite.prepare('update jobs set scope_notes = ? where id = ?');
  const insert = sqlite.prepare(
    "insert into jobs (job_name, job_number, brand_id, job_location) values (?, ?, (select min(id) from brands), '1 Main St, Upland, CA')",
  );
  const rename = sqlite.prepare('update clients set name = ? where id = ?');
  const writes: [string, () => unknown][] = [
    ['a job update, field not indexed (scope notes)', () => notIndexed.run(`Notes ${n++}`, job.id)],
    ['a job update, indexed field (job name)', () => indexed.run(`Renamed Store ${n++}`, job.id)],
    ['a new job (its index row added)', () => insert.run(`New Store ${n}`, `BENCH-${n++}`)],
    [`a client renamed (${jobsOfClient} of its jobs re-indexed)`, () => rename.run(`Renamed Client ${n++}`, job.clientId)],
  ];
  console.log('\n  Keeping the index on a write (each in its own transaction, as the app writes)');
  for (const [label, write] of writes) console.log(`  ${label.padEnd(width)}  ${fmt(measure(RUNS, () => sqlite.transaction(write)()))}`);
  console.log('');
}
