/**
 * `npm run bench`: the jobs list with 10,000 jobs. Creates a temporary
 * database, seeds it, adds the jobs, and prints median timings (ms) and the
 * process RSS; then the line-item and PDF figures (bench/pdf.ts; `npm run
 * bench -- pdf` for those alone), and last the production server under load
 * (bench/server-load.ts; `npm run bench -- load` for that alone). Figures
 * only: no assertions on time.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DB } from '../db/connection';

const JOBS = 10_000;
const RUNS = 50;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signboard-bench-'));
process.env.DATABASE_PATH = path.join(dir, 'bench.db');
process.env.SESSION_SECRET ??= 'bench-session-secret-not-for-production';

async function addJobs(db: DB, count: number): Promise<string> {
  // The seed helper's bulk loader when it exists, else our own (bench/bulk-jobs.ts).
  const shared = path.resolve('db/seed/bulk.ts');
  if (fs.existsSync(shared)) {
    const mod = (await import(pathToFileURL(shared).href)) as { seedBulkJobs?: (db: DB, n: number) => unknown };
    if (mod.seedBulkJobs) {
      mod.seedBulkJobs(db, count);
      return 'db/seed/bulk.ts';
    }
  }
  const { insertBulkJobs } = await import('./bulk-jobs');
  insertBulkJobs(db, count);
  return 'bench/bulk-jobs.ts';
}

async function main() {
  const { getDb } = await import('../app/server/db.server');
  const { seed } = await import('../db/seed');
  const bench = await import('./jobs-list');
  const db = getDb();

  const t0 = performance.now();
  seed(db);
  // `npm run bench -- line-items` runs only the line-item figures (no 10,000-job setup).
  if (process.argv.includes('line-items')) {
    const lineItems = await import('./line-items');
    lineItems.printLineItems(await lineItems.lineItemsBench(db, RUNS));
    db.$client.close();
    fs.rmSync(dir, { recursive: true, force: true });
    return;
  }
  // `npm run bench -- pdf` runs only the PDF figures (bench/pdf.ts).
  if (process.argv.includes('pdf')) {
    await (await import('./pdf')).runPdfBench(db);
    db.$client.close();
    fs.rmSync(dir, { recursive: true, force: true });
    return;
  }
  // `npm run bench -- search` runs only the search figures (bench/search.ts: 10,000 varied jobs of its own).
  if (process.argv.includes('search')) {
    await (await import('./search')).runSearchBench(db);
    db.$client.close();
    fs.rmSync(dir, { recursive: true, force: true });
    return;
  }
  // `npm run bench -- signs` runs only the /data Signs tab figures (500 signs, 2,000 sizes).
  if (process.argv.includes('signs')) {
    const { signsTabBench } = await import('./signs-tab');
    await signsTabBench(db);
    db.$client.close();
    fs.rmSync(dir, { recursive: true, force: true });
    return;
  }
  const source = await addJobs(db, JOBS);
  db.$client.pragma('optimize');
  const setupMs = performance.now() - t0;
  // `npm run bench -- browser` runs only the slowed-down browser figures (bench/browser.ts).
  if (process.argv.includes('browser')) {
    await (await import('./browser')).runBrowserBench(db);
    db.$client.close();
    fs.rmSync(dir, { recursive: true, force: true });
    return;
  }
  // `npm run bench -- lighthouse` runs only Lighthouse's mobile scores beside the bare page (bench/lighthouse.ts).
  if (process.argv.includes('lighthouse')) {
    await (await import('./lighthouse')).runLighthouseBench(db);
    db.$client.close();
    fs.rmSync(dir, { recursive: true, force: true });
    return;
  }
  // `npm run bench -- load` runs only the production server under load (bench/server-load.ts).
  if (process.argv.includes('load')) {
    await (await import('./server-load')).runServerLoad(db);
    db.$client.close();
    fs.rmSync(dir, { recursive: true, force: true });
    return;
  }

  const total = (db.$client.prepare('select count(*) as n from jobs').get() as { n: number }).n;
  const pageCount = Math.ceil(total / 25);
  const brand = db.$client
    .prepare('select b.slug, count(*) as n from jobs j join brands b on b.id = j.brand_id group by b.slug order by n desc limit 1')
    .get() as { slug: string; n: number };
  const owner = db.$client.prepare("select id from users order by id limit 1").get() as { id: number };

  const rows: [string, number][] = [];
  for (const c of bench.listJobsCases(pageCount, brand.slug)) rows.push([c.label, bench.time(RUNS, c.run)]);
  const render = await bench.serverRenderer(owner.id, 'http://localhost/jobs?page=200');
  rows.push(['render /jobs?page=200 (layout + jobs loaders + HTML)', await bench.timeAsync(RUNS, render)]);

  console.log(`\nJobs list bench: ${total} jobs (${pageCount} pages; ${brand.n} in brand ${brand.slug}), bulk from ${source}`);
  console.log(`setup (migrate, seed, insert): ${setupMs.toFixed(0)} ms; median of ${RUNS} runs each\n`);
  const width = Math.max(...rows.map(([l]) => l.length));
  for (const [label, ms] of rows) console.log(`  ${label.padEnd(width)}  ${ms.toFixed(2).padStart(8)} ms`);
  console.log(`\n  RSS ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);
  const plan = bench.plans(brand.slug);
  console.log(`\nQuery plan (all jobs):\n  ${plan.all.join('\n  ')}`);
  console.log(`Query plan (one brand):\n  ${plan.brand.join('\n  ')}\n`);

  // The search (bench/search.ts) on its own database of 10,000 varied jobs, in a child process.
  spawnSync(process.execPath, ['--import', 'tsx', 'bench/run.ts', 'search'], { stdio: 'inherit' });

  const lineItems = await import('./line-items');
  lineItems.printLineItems(await lineItems.lineItemsBench(db, RUNS));
  console.log('');

  await (await import('./pdf')).runPdfBench(db);

  // The /data Signs tab with 500 more signs and 2,000 sizes (bench/signs-tab.ts).
  const { signsTabBench } = await import('./signs-tab');
  await signsTabBench(db);
  await (await import('./catalogue-transfer')).runCatalogueTransferBench(db); // catalogue files: export, 2,000-row import

  // The production server under load, beside a bare React Router page (bench/server-load.ts).
  await (await import('./server-load')).runServerLoad(db);

  // What a slow laptop feels: the job page and the jobs list in Chromium at 4x slower CPU (bench/browser.ts).
  await (await import('./browser')).runBrowserBench(db);

  db.$client.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  fs.rmSync(dir, { recursive: true, force: true });
  process.exitCode = 1;
});
