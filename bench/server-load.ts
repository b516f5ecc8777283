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
 */
import { testStaff } from '../tests/support/staff-actor';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { DB } from '../db/connection';
import { buildBareApp } from './bare-app';
import { jobWithLines, LINES } from './line-items';

type Result = { requests: { total: number }; duration: number; non2xx: number; errors: number; statusCodeStats: Record<string, { count: number }> };
type Instance = { on(event: 'response', fn: (client: unknown, status: number, bytes: number, ms: number) => void): void };
type Autocannon = (opts: Record<string, unknown>, cb: (err: Error | null, result: Result) => void) => Instance;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS) || 10;
/** BENCH_LOAD_ONLY=jobs,job runs only those (keys: bare, jobs, brand, job, add, pdf, writes); all by default. */
const ONLY = process.env.BENCH_LOAD_ONLY?.split(',').map((s) => s.trim()) ?? null;
const wanted = (key: string) => !ONLY || ONLY.includes(key);
const CONNECTIONS = 10;
const WRITE_P95_LIMIT_MS = 50;
/** Browsers offer these; compression picks gzip (or br) like it would for them. */
const ACCEPT_ENCODING = 'gzip, deflate, br';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((e) => newestMtime(path.join(entry, e))));
}

/** The production build in a temp folder of its own, rebuilt only when a source is newer than it. */
export function productionBuild(): string {
  const key = crypto.createHash('sha256').update(process.cwd()).digest('hex').slice(0, 12);
  const dir = path.join(os.tmpdir(), `signboard-bench-build-${key}`);
  const stamp = path.join(dir, '.built-at');
  const sources = ['app', 'db', 'public', 'react-router.config.ts', 'vite.config.ts', 'package-lock.json'];
  const newest = Math.max(...sources.map((s) => newestMtime(path.resolve(s))));
  if (fs.existsSync(stamp) && Number(fs.readFileSync(stamp, 'utf8')) >= newest) return dir;
  console.log(`Building the app into ${dir} ...`);
  fs.rmSync(dir, { recursive: true, force: true });
  try {
    execFileSync('npm', ['run', 'build'], { stdio: 'pipe', env: { ...process.env, BUILD_DIR: dir, NODE_ENV: 'production' } });
  } catch (error) {
    console.error(String((error as { stderr?: Buffer }).stderr ?? error));
    throw new Error('npm run build failed');
  }
  // The server bundle imports its packages: resolve them from this checkout.
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  fs.writeFileSync(stamp, String(newest));
  return dir;
}

export async function waitForServer(port: number, child: ChildProcess, what: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => s.end(() => resolve(true)));
      s.on('error', () => resolve(false));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not start`);
}

export function startProcess(args: string[], env: NodeJS.ProcessEnv, cwd: string): ChildProcess {
  // stdout is a pipe read and dropped, as under a process manager (a log line per request costs what it would there).
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  child.stdout?.resume();
  return child;
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await done;
  clearTimeout(timer);
}

function statusKb(pid: number, field: 'VmHWM' | 'VmRSS' | 'RssAnon' | 'RssFile'): number {
  try {
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Pids of every descendant of `pid` (the PDF renderer's Chromium processes). */
function descendants(pid: number): number[] {
  const parent = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parent.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* gone */
    }
  }
  const tree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [child, ppid] of parent) {
      if (tree.has(ppid) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
    }
  }
  tree.delete(pid);
  return [...tree];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

type Target = { key: string; label: string; url: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string; connections?: number; expect: number };
type Run = { label: string; rps: number; median: number; p95: number; n: number; bad: number; errors: number; cpuMs: number; bareRps?: number; same?: Run };

/** CPU time (user + system) a process has used so far, in ms (Linux /proc; 0 elsewhere). */
function cpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** Runs autocannon against `target`; `pid` is the server whose CPU time per request is counted. */
function load(target: Target, seconds: number, pid: number, extra: Record<string, unknown> = {}): Promise<Run> {
  const cpuBefore = cpuMs(pid);
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    let bad = 0;
    const instance = autocannon(
      {
        url: target.url,
        method: target.method ?? 'GET',
        headers: { 'accept-encoding': ACCEPT_ENCODING, ...target.headers },
        body: target.body,
        connections: target.connections ?? CONNECTIONS,
        duration: seconds,
        timeout: 30,
        ...extra,
      },
      (err, result) => {
        if (err) return reject(err);
        times.sort((a, b) => a - b);
        resolve({
          label: target.label,
          rps: times.length / result.duration,
          median: percentile(times, 50),
          p95: percentile(times, 95),
          n: times.length,
          bad,
          errors: result.errors,
          cpuMs: (cpuMs(pid) - cpuBefore) / Math.max(1, times.length),
        });
      },
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      times.push(ms);
      if (status !== target.expect) bad += 1;
    });
  });
}

/**
 * `rate` requests a second for `seconds`, each sent on schedule whether or not
 * the earlier ones have been answered (an open loop, as many people clicking
 * would be). autocannon's overallRate sends each second's share from every
 * connection at the same instant, so its latencies measure the burst it
 * makes rather than the server.
 */
async function evenlySpaced(target: Target, rate: number, seconds: number): Promise<{ rps: number; median: number; p95: number; bad: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const url = new URL(target.url);
  const times: number[] = [];
  let bad = 0;
  const one = () =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const req = http.request(url, { method: target.method ?? 'GET', agent, headers: { 'accept-encoding': ACCEPT_ENCODING, ...target.headers, 'content-length': String(Buffer.byteLength(target.body ?? '')) } }, (res) => {
        res.resume();
        res.on('end', () => {
          times.push(performance.now() - t0);
          if (res.statusCode !== target.expect) bad += 1;
          resolve();
        });
      });
      req.on('error', () => {
        bad += 1;
        resolve();
      });
      req.end(target.body);
    });
  const started = performance.now();
  const pending: Promise<void>[] = [];
  const total = Math.round(rate * seconds);
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(one());
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  return { rps: times.length / elapsed, median: percentile(times, 50), p95: percentile(times, 95), bad };
}

/** One request's body size as sent: plain (no Accept-Encoding) and gzip. */
function bodyBytes(target: Target, encoding: string | null): Promise<{ status: number; bytes: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const url = new URL(target.url);
    const headers: Record<string, string> = { ...target.headers };
    if (encoding) headers['accept-encoding'] = encoding;
    if (target.body) headers['content-length'] = String(Buffer.byteLength(target.body));
    const req = http.request(url, { method: target.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, bytes: body.length, body });
      });
    });
    req.on('error', reject);
    req.end(target.body);
  });
}

/**
 * What profiling the jobs list under this load found (where its time and memory went), printed under the figures so
 * they read with them. The commits that changed the code carry their own before/after figures.
 */
const LOAD_NOTES = [
  '',
  'Notes (where the jobs list\'s time and memory went; node --cpu-prof on server.js while autocannon drove /jobs):',
  '- Baseline: the bare app shares Express, compression (brotli quality 4 for these requests, as ours), the static',
  '  handlers, @react-router/express and the hydration of as many bytes. It has no session, security headers or',
  '  access log (together under 0.2 ms an answer here), and one route where ours has about 80: React Router matches',
  '  every request against all of them several times (server match, partial manifest, static router) and rebuilds',
  '  the route objects for each render, about 1.5 ms of the 6-7 ms /jobs takes in one process without HTTP: a cost',
  '  of the route count, not of the list. The rest of the gap is rendering: /jobs is 990 elements, the same-weight',
  '  bare page about 200 (its weight is filler text), and React costs per element more than per byte.',
  '- Removed from a signed-in /jobs request: a stat of build/client/<path> before every page (0.46 ms);',
  '  four statements built and prepared per request (Expired, brands, people: 0.5 ms); two aliased joins of users',
  '  whose mapping cost more than the query (0.1-0.3 ms); date-fns formatting each row; a Zod parse of no query.',
  '  Loaders about 0.9 -> 0.3 ms a request (one process, old and new build alternating, medians).',
  '- Memory: the server build imported lucide-react (every icon, 27 MB resident) and date-fns (8 MB) whole; they',
  '  are bundled now. Loading the build: 150 -> 130 MB resident. About 48 MB of any figure above is node\'s own',
  '  binary (file pages shared by every node process), and V8 keeps garbage between collections in proportion to',
  '  throughput. BENCH_SERVER_FLAGS=--max-semi-space-size=32 cut CPU per answer about 10% in one process but',
  '  added 26 MB of peak here (64: 77 MB) with no gain in req/s measurable on this shared machine; 8 saved 12-16 MB',
  '  for about 8% more CPU per answer. The default (16) is kept: the peak follows throughput (195-270 MB in runs of',
  '  the same code, the highest when the brand list ran at 195 req/s), not anything the server holds on to.',
  '  A heap snapshot taken under this load (it collects first) holds 37 MB of live objects (12 MB of strings, mostly',
  '  module sources; 9.5 MB of compiled code) and nothing kept per request: the rest of the peak is garbage waiting',
  '  for a collection, the young generation, and malloc (compression streams, SQLite).',
  '- Capping the old generation, on a quiet machine (BENCH_LOAD_ONLY=bare,jobs,brand,job, 8 s runs): default 322-338 MB',
  '  peak, job page 19.9-20.0 ms CPU an answer; --max-old-space-size=256: 209 MB, 28.4 ms; 192 (with semi-space 16):',
  '  199 MB, 29.8 ms; 128: 202 MB, 25.9 ms; --optimize-for-size: 169 MB, 82.5 ms. /jobs stays at 5-6 ms in all of',
  '  them. Any cap meets 250 MB at the price of 30-50% more CPU on the heaviest page (more full collections): not',
  '  the default; a host short of memory can set NODE_OPTIONS=--max-old-space-size=192 (docs/speed.md).',
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (kbytes: number) => `${(kbytes / 1024).toFixed(0)} MB`;

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
  const server = startProcess([...nodeArgs, 'server.js'], {
    NODE_ENV: 'production',
    MAIL_OUTBOX: '1',
    PORT: String(appPort),
    HOST: '127.0.0.1',
    BUILD_DIR: buildDir,
    DATABASE_PATH: process.env.DATABASE_PATH,
    SESSION_SECRET: process.env.SESSION_SECRET,
    APP_ORIGIN: origin,
  }, process.cwd());
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

    const bareRps = runs[0]?.bareRps ?? NaN;
    const rows = [...runs, ...(pdfRun ? [pdfRun] : [])];
    const width = Math.max(...rows.map((r) => r.label.length));
    console.log(`\n  ${'target'.padEnd(width)}  ${'req/s'.padStart(7)}  ${'median'.padStart(8)}  ${'p95'.padStart(8)}  ${'x bare'.padStart(6)}  ${'CPU/req'.padStart(8)}  ${'x bare'.padStart(6)}  ${'HTML'.padStart(9)}  ${'gzip'.padStart(8)}  ${'x same-weight: req/s'.padStart(20)}  ${'CPU'.padStart(5)}`);
    const bareCpu = runs[0]?.cpuMs ?? NaN;
    const line = (r: Run, size: { plain: number; gzip: number } | undefined, bytes: string, vsRps: number, vsCpu: number, same = '') =>
      console.log(
        `  ${r.label.padEnd(width)}  ${r.rps.toFixed(1).padStart(7)}  ${`${r.median.toFixed(1)} ms`.padStart(8)}  ${`${r.p95.toFixed(1)} ms`.padStart(8)}  ${(r.rps / vsRps).toFixed(2).padStart(6)}  ${`${r.cpuMs.toFixed(1)} ms`.padStart(8)}  ${(vsCpu / r.cpuMs).toFixed(2).padStart(6)}  ${(size ? kb(size.plain) : bytes).padStart(9)}  ${(size ? kb(size.gzip) : '').padStart(8)}${same}${r.bad || r.errors ? `  (${r.bad} unexpected answers, ${r.errors} errors)` : ''}`,
      );
    for (const r of rows) {
      const same = r.same ? `  ${(r.rps / r.same.rps).toFixed(2).padStart(20)}  ${(r.same.cpuMs / r.cpuMs).toFixed(2).padStart(5)}` : '';
      line(r, sizes.get(r.label), r === pdfRun ? kb(pdfSize.bytes) : '', r.bareRps ?? bareRps, bareCpu, same);
      if (r.same) line(r.same, sizes.get(`${r.same.label}:${r.label}`), '', r.bareRps ?? bareRps, bareCpu);
    }
    if (!pdfRun && wanted('pdf')) console.log(`  PDF: not measured (the server answered ${pdfSize.status}: no Chromium here?)`);
    console.log(`\n  x bare: req/s over the bare page's req/s in the run just before; CPU/req: server CPU ms per answer, x bare = bare CPU/req over it.`);
    console.log(`  x same-weight: the same against the bare app made as heavy as that page (as many rows and bytes of HTML, run just before it; its own line below the page): the page's own overhead. Target for the jobs list: 0.7.`);
    console.log(`  The add-line post answers a 302 redirect, as without JavaScript; its 'HTML' is the redirect's body.`);
    console.log(`  Server peak memory (VmHWM): ${mb(peakNoChromium)} without Chromium; ${mb(peakNode)} for node after the PDFs, plus ${mb(chromiumHwm)} in ${chromium.length} Chromium processes (sum of their peaks)`);
    console.log(`  Resident after the page runs: ${mb(fileKb)} of file pages (node's binary and native libraries, shared with other node processes) and ${mb(anonKb)} of its own (V8 heap, malloc).`);
    for (const note of LOAD_NOTES) console.log(`  ${note}`);

    if (!wanted('writes')) return;
    // Writes: a fixed rate of add-line posts, stepped up until p95 passes the limit or the rate is not held.
    console.log(`\n  Add-line writes at a fixed rate (evenly spaced, open loop, ${Math.min(SECONDS, 5)} s per step; p95 limit ${WRITE_P95_LIMIT_MS} ms):`);
    let held = 0;
    for (const rate of [1, 2, 5, 10, 20, 40, 60, 80, 120, 160, 240, 320]) {
      const r = await evenlySpaced(addLine, rate, Math.min(SECONDS, 5));
      dropAddedLines();
      const ok = r.p95 <= WRITE_P95_LIMIT_MS && r.rps >= rate * 0.95 && r.bad === 0;
      console.log(`    ${String(rate).padStart(4)}/s asked: ${r.rps.toFixed(1).padStart(6)}/s done, median ${r.median.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms${ok ? '' : '  <- over'}`);
      if (!ok) break;
      held = rate;
    }
    // The same write without HTTP, React Router or the session: addLineItem in this process, one after
    // another on the 300-line version, while the server idles (what the SQLite file itself takes).
    const { addLineItem } = await import('../app/server/line-items/line-item-writes.server');
    const direct: number[] = [];
    const until = performance.now() + Math.min(SECONDS, 5) * 1000;
    while (performance.now() < until) {
      const t0 = performance.now();
      if (!addLineItem(testStaff, versionId, mix[0]!).ok) throw new Error('addLineItem failed');
      direct.push(performance.now() - t0);
    }
    dropAddedLines();
    const directSeconds = direct.reduce((a, b) => a + b, 0) / 1000;
    direct.sort((a, b) => a - b);
    console.log(
      `  addLineItem alone (no HTTP; one transaction each, one after another): ${(direct.length / directSeconds).toFixed(0)} writes/s, median ${percentile(direct, 50).toFixed(1)} ms, p95 ${percentile(direct, 95).toFixed(1)} ms`,
    );
    // One estimator at peak adds a line every 10 s (open the panel, pick, configure, save); docs/speed.md explains.
    const perEstimator = 0.1;
    console.log(`  Sustained add-line posts through the server with p95 under ${WRITE_P95_LIMIT_MS} ms: ${held === 0 ? 'not held even at 1/s here' : `${held}/s`}`);
    if (held > 0) console.log(`  At one line every 10 s per estimator at peak: about ${Math.floor(held / perEstimator)} estimators adding lines at the same moment`);
    // From CPU cost (steadier on a shared machine): each added line costs the post and, after it, the
    // job page again; keep the one server thread half busy so queues stay short.
    const addCpu = runs.find((r) => r.label === addLine.label)?.cpuMs;
    const pageCpu = runs.find((r) => r.label === pages[2]!.label)?.cpuMs;
    const listCpu = runs.find((r) => r.label === pages[0]!.label)?.cpuMs;
    if (addCpu && pageCpu && listCpu) {
      const estimators = (ms: number) => Math.floor((1000 / ms / 2) / perEstimator);
      console.log(
        `  Estimate from CPU cost (half of one core; one line every 10 s each, then the page again): about ${estimators(addCpu + pageCpu)} estimators on ${LINES}-line jobs (${addCpu.toFixed(1)} + ${pageCpu.toFixed(1)} ms a line), about ${estimators(addCpu + listCpu)} on jobs whose page costs what a 25-row list does (${addCpu.toFixed(1)} + ${listCpu.toFixed(1)} ms)`,
      );
    }
  } finally {
    await stop(server);
    await stop(bare);
    fs.rmSync(bareDir, { recursive: true, force: true });
  }
}
