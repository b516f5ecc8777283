/**
 * `npm run bench -- load` (and the end of the full `npm run bench`): the
 * production server under load, beside a bare React Router page.
 *
 * - Builds the app into a BUILD_DIR under the OS temp folder (reused while no
 *   source is newer than it), and a bare React Router app (bench/bare-app.ts).
 * - Starts `node server.js` (NODE_ENV=production, MAIL_OUTBOX=1) on the
 *   bench's fresh database (seed + 10,000 jobs, and a job of 300 lines added
 *   here), signed in through a session row made by the app's own session
 *   module (app/server/auth/session.server.ts, the token stored as its SHA-256).
 * - Runs autocannon (10 connections) against the jobs list, a brand list, the
 *   300-line job page, the Add panel's form post (a new line, the post a
 *   browser without JavaScript sends; the added lines are deleted again after
 *   each run, outside the measurement, so the job stays at 300), a proposal
 *   PDF (2 connections) and the bare page; prints requests/s, median and p95
 *   latency, the ratio to the bare page, HTML bytes (plain and gzip) and the
 *   server's peak memory (VmHWM), without and with Chromium.
 * - Steps a fixed rate of add-line-item posts up until p95 passes 50 ms: the
 *   highest rate held is what one SQLite file takes.
 *
 * Figures only, no assertions. BENCH_LOAD_SECONDS sets each run's length
 * (default 10); BENCH_CPU_PROF=dir starts the server with `node --cpu-prof`;
 * BENCH_LOAD_ONLY=bare,jobs,brand,job,add,pdf,writes picks targets;
 * BENCH_DUMP_DIR=dir writes each page's HTML there; BENCH_SERVER_FLAGS adds node
 * flags to the app server (e.g. V8's heap sizes, to see what memory they save
 * and what throughput they cost).
 *
 * This file sets the run up and drives it; the requests are in
 * bench/load-runs.ts, the printed table in bench/load-report.ts, the write
 * steps in bench/load-writes.ts and the server processes in
 * bench/server-process.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DB } from '../db/connection';
import { buildBareApp } from './bare-app';
import { jobWithLines, LINES } from './line-items';
import { CONNECTIONS, SECONDS, bodyBytes, load, wanted, type Run, type Target } from './load-runs';
import { printLoadFigures } from './load-report';
import { runWriteSteps } from './load-writes';
import { descendants, freePort, productionBuild, startAppServer, startProcess, statusKb, stop, waitForServer } from './server-process';

export async function runServerLoad(db: DB): Promise<void> {
  const sqlite = db.$client;
  const buildDir = productionBuild();
  console.log('Building the bare React Router app ...');
  const bareDir = buildBareApp();

  // The job page's job: 300 lines (bench/line-items.ts), and who signs in.
  const { job, versionId, owner, brand, mix } = jobWithLines(db, 901, LINES);
  const { createSession } = await import('../app/server/auth/session.server');
  const cookie = (await createSession(owner)).cookie.split(';')[0]!;
  const brandList = '/daves-hot-chicken';
  const jobPath = `/job/${brand.slug}/${job.jobNumber}`;
  const lastLineId = (sqlite.prepare('select max(id) as id from line_items where job_version_id = ?').get(versionId) as { id: number }).id;
  const dropAddedLines = () => sqlite.prepare('delete from line_items where job_version_id = ? and id > ?').run(versionId, lastLineId).changes;
  const channel = sqlite.prepare("select id from signs where brand_id = ? and name = 'Channel Letters'").get(brand.id) as { id: number };

  const appPort = await freePort();
  const barePort = await freePort();
  const origin = `http://127.0.0.1:${appPort}`;
  const nodeArgs = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  // BENCH_SERVER_FLAGS='--max-semi-space-size=4': V8 flags for the app server alone (what they cost in throughput, and save in memory).
  nodeArgs.push(...(process.env.BENCH_SERVER_FLAGS?.split(/\s+/).filter(Boolean) ?? []));
  if (process.env.BENCH_SERVER_FLAGS) console.log(`App server's node flags: ${process.env.BENCH_SERVER_FLAGS}`);
  const server = startAppServer(buildDir, appPort, nodeArgs);
  const bare = startProcess(['server.mjs'], { NODE_ENV: 'production', PORT: String(barePort) }, bareDir);
  try {
    await waitForServer(appPort, server, 'The app server');
    await waitForServer(barePort, bare, 'The bare server');
    const pid = server.pid!;
    const barePid = bare.pid!;

    const signedIn = { cookie };
    const form = new URLSearchParams({
      intent: 'save',
      lineType: 'sign',
      signId: String(channel.id),
      quantity: '2',
      size: '24"',
      'opt:Color': 'Bronze',
      'opt:Fab Type': 'Reverse Halo-Lit',
      'opt:Raceway': 'Behind-The-Wall',
      'opt:Backer Size': 'None',
      'opt:Backer Illumination': 'No',
      'opt:Lift Equipment': 'Scissor Lift',
    }).toString();
    const addLine: Target = {
      key: 'add',
      label: 'add a line (Add panel form post, 300-line job)',
      url: `${origin}${jobPath}/items/new`,
      method: 'POST',
      headers: { ...signedIn, origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      expect: 302,
    };
    const bareTarget: Target = { key: 'bare', label: 'bare React Router page (25 rows)', url: `http://127.0.0.1:${barePort}/`, expect: 200 };
    const pages: (Target & { rows: number })[] = [
      { key: 'jobs', label: 'jobs list /jobs (25 of 10,000)', url: `${origin}/jobs`, headers: signedIn, expect: 200, rows: 25 },
      { key: 'brand', label: `brand list ${brandList}`, url: `${origin}${brandList}`, headers: signedIn, expect: 200, rows: 25 },
      { key: 'job', label: `job page, ${LINES} line items`, url: `${origin}${jobPath}`, headers: signedIn, expect: 200, rows: LINES },
    ];
    const pdf: Target = {
      key: 'pdf',
      label: 'proposal PDF (POST /api/generate-proposal)',
      url: `${origin}/api/generate-proposal`,
      method: 'POST',
      headers: { ...signedIn, origin, 'content-type': 'application/json' },
      body: JSON.stringify({ brandSlug: brand.slug, jobNumber: 'BENCH-PDF' }),
      connections: 2,
      expect: 200,
    };
    // The PDF of a 50-line job, like bench/pdf.ts (300 lines would make it a document-size test).
    const pdfJob = jobWithLines(db, 902, 50);
    pdf.body = JSON.stringify({ brandSlug: pdfJob.brand.slug, jobNumber: pdfJob.job.jobNumber });

    // Sizes first (one request each), and a check that every target answers as a browser would see it.
    const sizes = new Map<string, { plain: number; gzip: number }>();
    for (const t of [bareTarget, ...pages, addLine]) {
      const plain = await bodyBytes(t, null);
      const gz = await bodyBytes(t, 'gzip');
      if (plain.status !== t.expect) throw new Error(`${t.label}: answered ${plain.status}, expected ${t.expect}`);
      if (process.env.BENCH_DUMP_DIR) fs.writeFileSync(path.join(process.env.BENCH_DUMP_DIR, `${t.key}.html`), plain.body);
      sizes.set(t.label, { plain: plain.bytes, gzip: gz.bytes });
    }
    dropAddedLines();

    // Beside each page, the bare app made as heavy: as many rows and as many bytes of HTML, its filler text
    // in the markup and in the hydrated loader data alike (the ratio to it is the project's own overhead).
    const sameWeight = new Map<string, Target>();
    for (const t of pages) {
      const want = sizes.get(t.label)!.plain;
      const at = async (chars: number) => (await bodyBytes({ ...bareTarget, url: `${bareTarget.url}?rows=${t.rows}&note=${chars}` }, null)).bytes;
      const base = await at(0);
      const perChar = Math.max(1e-6, ((await at(100)) - base) / 100);
      let chars = Math.max(0, Math.round((want - base) / perChar));
      chars = Math.max(0, chars + Math.round((want - (await at(chars))) / perChar));
      const url = `${bareTarget.url}?rows=${t.rows}&note=${chars}`;
      const target: Target = { key: 'bare', label: `  same-weight bare page (${t.rows} rows)`, url, expect: 200 };
      const plain = await bodyBytes(target, null);
      const gz = await bodyBytes(target, 'gzip');
      sizes.set(`${target.label}:${t.label}`, { plain: plain.bytes, gzip: gz.bytes });
      sameWeight.set(t.label, target);
    }

    // Each target runs right after a run of the bare page: the machine is shared, so its speed drifts,
    // and the ratio compares two runs seconds apart. CPU ms per request (the server's user + system
    // time over the run, from /proc) moves much less with the neighbours' load than req/s does.
    const runs: Run[] = [];
    const bareRuns: Run[] = [];
    const warm = Math.min(3, SECONDS);
    console.log(`\nServer under load: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per target after ${warm} s of warm-up, on ${os.cpus().length} cores; each target paired with a bare-page run just before it`);
    await load(bareTarget, warm, barePid);
    for (const t of [...pages, addLine]) {
      if (!wanted(t.key)) continue;
      const bareRun = await load(bareTarget, SECONDS, barePid);
      bareRuns.push(bareRun);
      const same = sameWeight.get(t.label);
      const sameRun = same ? await load(same, SECONDS, barePid) : undefined;
      await load(t, warm, pid);
      if (t === addLine) dropAddedLines();
      runs.push({ ...(await load(t, SECONDS, pid)), bareRps: bareRun.rps, same: sameRun });
      if (t === addLine) dropAddedLines();
    }
    if (bareRuns.length > 0) {
      const all = (k: 'rps' | 'median' | 'p95' | 'cpuMs') => bareRuns.reduce((sum, r) => sum + r[k], 0) / bareRuns.length;
      runs.unshift({ ...bareRuns[0]!, rps: all('rps'), median: all('median'), p95: all('p95'), cpuMs: all('cpuMs'), bareRps: all('rps') });
    }
    const peakNoChromium = statusKb(pid, 'VmHWM');
    // What the resident memory is made of at that point: file pages (node's own binary and the native libraries,
    // shared with every other node process on the machine) and the process's own (V8's heap, malloc).
    const fileKb = statusKb(pid, 'RssFile');
    const anonKb = statusKb(pid, 'RssAnon');

    if (wanted('pdf')) await load(pdf, 2, pid).catch(() => null);
    const pdfSize = wanted('pdf') ? await bodyBytes(pdf, null) : { status: 0, bytes: 0, body: Buffer.alloc(0) };
    const pdfRun = pdfSize.status === 200 ? await load(pdf, SECONDS, pid) : null;
    const peakNode = statusKb(pid, 'VmHWM');
    const chromium = descendants(pid);
    const chromiumHwm = chromium.reduce((sum, p) => sum + statusKb(p, 'VmHWM'), 0);

    printLoadFigures({ runs, pdfRun, pdfSize, sizes, peakNoChromium, peakNode, chromiumHwm, chromiumCount: chromium.length, fileKb, anonKb });

    if (wanted('writes')) await runWriteSteps({ addLine, dropAddedLines, versionId, mix, runs, pages });
  } finally {
    await stop(server);
    await stop(bare);
    fs.rmSync(bareDir, { recursive: true, force: true });
  }
}
