/**
 * Stopping the server stops the server. A process manager
 * or a container runtime signals the process it started: `npm start` (or
 * `npm run demo`), not node. Before, npm and its `sh -c` died and
 * `node server.js` kept serving as an orphan of PID 1; the scripts now hand
 * the process over (`exec`), so the signal reaches node, which finishes the
 * request in flight, closes the database and exits 0, and npm with it.
 *
 * HTTP and processes only (no page), so it runs in the `js` project only.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import type { BrowserContext } from '@playwright/test';
import { expect, signIn, startApp, test, type App } from './support/fixtures';

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'server process only: the same with JavaScript off');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Carl's Jr (brand 1) 'Service Call': a fixed-price service, priced without other input. */
const BRAND_ID = 1;
const SERVICE_ID = 8;

/** Every process below `pid` (children, their children ...), read from /proc. */
function descendants(pid: number): { pid: number; cmdline: string }[] {
  const parents = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid ...: comm may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const out: { pid: number; cmdline: string }[] = [];
  const walk = (parent: number) => {
    for (const child of parents.get(parent) ?? []) {
      let cmdline = '';
      try {
        cmdline = fs.readFileSync(`/proc/${child}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      } catch {
        continue;
      }
      out.push({ pid: child, cmdline });
      walk(child);
    }
  };
  walk(pid);
  return out;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** What npm started, so a failed test still leaves nothing running (the old scripts left node behind). */
let started: { pid: number; cmdline: string }[] = [];
test.afterEach(() => {
  for (const p of started) if (alive(p.pid)) process.kill(p.pid, 'SIGKILL');
  started = [];
});

function exited(app: App): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  const child = app.process;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** A line-item POST held inside the server (headers first with `Expect: 100-continue`); send() posts the body. */
async function heldLineItemPost(app: App, cookie: string, versionId: number, description: string) {
  const body = JSON.stringify({ jobVersionId: versionId, lineType: 'service', serviceId: SERVICE_ID, quantity: 1, description, useCustomDescription: true });
  const req = http.request(`${app.baseURL}/api/job-line-items`, {
    method: 'POST',
    agent: false,
    headers: { Cookie: cookie, Origin: app.baseURL, 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), Expect: '100-continue' },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.once('error', reject);
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
  });
  answer.catch(() => {});
  await new Promise<void>((resolve, reject) => {
    req.once('continue', resolve);
    req.once('error', reject);
    req.flushHeaders();
  });
  return () => {
    req.end(body);
    return answer;
  };
}

/** The no-JS Download menu's proposal PDF of a seeded job, held like the write above (the slowest answer: Chromium starts first). */
async function heldProposalPdf(app: App, cookie: string) {
  const db = new Database(app.dbPath, { readonly: true });
  let job: { slug: string; jobNumber: string; version: number };
  try {
    job = db
      .prepare('SELECT b.slug, j.job_number AS jobNumber, max(v.version_number) AS version FROM jobs j JOIN brands b ON b.id = j.brand_id JOIN job_versions v ON v.job_id = j.id GROUP BY j.id ORDER BY j.id LIMIT 1')
      .get() as typeof job;
  } finally {
    db.close();
  }
  const body = new URLSearchParams({ document: 'proposal', brandSlug: job.slug, jobNumber: job.jobNumber, version: String(job.version), returnTo: '/' }).toString();
  const req = http.request(`${app.baseURL}/documents/download`, {
    method: 'POST',
    agent: false,
    headers: { Cookie: cookie, Origin: app.baseURL, 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(Buffer.byteLength(body)), Expect: '100-continue' },
  });
  const answer = new Promise<{ status: number; type: string; body: Buffer }>((resolve, reject) => {
    req.once('error', reject);
    req.once('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.once('error', reject);
      res.once('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body: Buffer.concat(chunks) }));
    });
  });
  answer.catch(() => {});
  await new Promise<void>((resolve, reject) => {
    req.once('continue', resolve);
    req.once('error', reject);
    req.flushHeaders();
  });
  return () => {
    req.end(body);
    return answer;
  };
}

function versionOfBrand(dbPath: string): number {
  const db = new Database(dbPath, { readonly: true });
  try {
    const row = db.prepare('SELECT v.id FROM job_versions v JOIN jobs j ON j.id = v.job_id WHERE j.brand_id = ? ORDER BY v.id LIMIT 1').get(BRAND_ID) as { id: number };
    return row.id;
  } finally {
    db.close();
  }
}

/**
 * Signals the npm process (never node itself) while a write is held inside the server, and checks the write
 * is answered and saved, npm exits 0, and nothing it started is left running.
 */
async function signalNpmWithRequestInFlight(app: App, context: BrowserContext, signal: NodeJS.Signals) {
  await signIn(context, 'estimator@signboard.local', app);
  const cookie = (await context.cookies(app.baseURL)).map((c) => `${c.name}=${c.value}`).join('; ');
  const npmPid = app.process.pid!;
  const tree = descendants(npmPid);
  started = tree;
  const server = tree.find((p) => /\bnode\b.*server\.js/.test(p.cmdline));
  expect(server, `npm's processes: ${JSON.stringify(tree)}`).toBeTruthy();

  const versionId = versionOfBrand(app.dbPath);
  const description = `written while npm got ${signal}`;
  const send = await heldLineItemPost(app, cookie, versionId, description);
  const exit = exited(app);
  process.kill(npmPid, signal);
  await expect.poll(() => fs.readFileSync(app.logPath, 'utf8')).toContain(`${signal}: no new connections; finishing 1 request(s) in flight`);

  const written = await send();
  expect(written.status, written.body).toBe(201);
  expect(JSON.parse(written.body)).toMatchObject({ description });
  expect(await exit).toEqual({ code: 0, signal: null });
  expect(fs.readFileSync(app.logPath, 'utf8')).toContain('Signboard stopped (exit 0)');
  // No orphan: node and every process npm started are gone (not re-parented to PID 1 and still serving).
  await expect.poll(() => tree.filter((p) => alive(p.pid)).map((p) => `${p.pid} ${p.cmdline}`)).toEqual([]);
  await expect(fetch(`${app.baseURL}/login`)).rejects.toThrow();

  const db = new Database(app.dbPath, { readonly: true });
  try {
    expect(db.prepare('SELECT count(*) AS n FROM line_items WHERE job_version_id = ? AND description = ?').get(versionId, description)).toEqual({ n: 1 });
  } finally {
    db.close();
  }
}

test('SIGTERM to `npm start` stops node gracefully: the request in flight is answered, exit 0, no orphan', async ({ context }) => {
  test.setTimeout(90_000);
  const app = await startApp({ command: ['npm', 'start'], env: { SHUTDOWN_GRACE_MS: '30000' } });
  try {
    await signalNpmWithRequestInFlight(app, context, 'SIGTERM');
  } finally {
    await app.stop();
  }
});

test('SIGTERM to `npm run demo` (build, migrate, seed, then npm start) stops the server it started', async ({ context }) => {
  // The demo builds the app first: into a folder of its own, so the suite's build is left alone.
  test.setTimeout(300_000);
  const buildDir = fs.mkdtempSync(path.join(root, 'node_modules/.cache/signboard-e2e-demo-'));
  const app = await startApp({ command: ['npm', 'run', 'demo'], env: { SHUTDOWN_GRACE_MS: '30000', BUILD_DIR: buildDir }, startTimeoutMs: 240_000 });
  try {
    await signalNpmWithRequestInFlight(app, context, 'SIGTERM');
  } finally {
    await app.stop();
    fs.rmSync(buildDir, { recursive: true, force: true });
  }
});

/**
 * Ctrl+C in the terminal: SIGINT to the whole process group (npm and node, and with `npm run demo` both npms),
 * then npm forwards it to node again. Those repeats are the same request: the write and the PDF in flight
 * are answered in full (before, the repeat read as 'stop now': ECONNRESET, exit 1, the -wal file left behind).
 */
async function ctrlCWithWriteAndPdfInFlight(app: App, context: BrowserContext, { forwarded }: { forwarded: boolean }) {
  await signIn(context, 'estimator@signboard.local', app);
  const cookie = (await context.cookies(app.baseURL)).map((c) => `${c.name}=${c.value}`).join('; ');
  const group = app.process.pid!;
  started = descendants(group);
  const versionId = versionOfBrand(app.dbPath);
  const description = 'written while Ctrl+C was pressed';
  const write = await heldLineItemPost(app, cookie, versionId, description);
  const pdf = await heldProposalPdf(app, cookie);
  const exit = exited(app);
  process.kill(-group, 'SIGINT');
  await expect.poll(() => fs.readFileSync(app.logPath, 'utf8')).toContain('SIGINT: no new connections; finishing 2 request(s) in flight');
  // npm usually passes Ctrl+C on to node as well, a second SIGINT that must count as the same request: give it time
  // to arrive while the bodies are held. Seen in CI: sometimes npm never passes it on (not even in 45 s); what
  // follows must hold either way, so its absence fails nothing.
  if (forwarded) {
    await expect
      .poll(() => fs.readFileSync(app.logPath, 'utf8').includes('SIGINT again at once'), { timeout: 15_000 })
      .toBe(true)
      .catch(() => undefined);
  }

  const [written, printed] = await Promise.all([write(), pdf()]);
  expect(written.status, written.body).toBe(201);
  expect(printed.status, printed.body.subarray(0, 300).toString()).toBe(200);
  expect(printed.type).toBe('application/pdf');
  expect(printed.body.subarray(-8).toString()).toContain('%%EOF');
  expect(await exit).toEqual({ code: 0, signal: null });
  const log = fs.readFileSync(app.logPath, 'utf8');
  expect(log).toContain('Signboard stopped (exit 0)');
  expect(log).not.toContain('stopping now');
  expect(fs.existsSync(`${app.dbPath}-wal`)).toBe(false);
  await expect.poll(() => started.filter((p) => alive(p.pid)).map((p) => `${p.pid} ${p.cmdline}`)).toEqual([]);
  const db = new Database(app.dbPath, { readonly: true });
  try {
    expect(db.prepare('SELECT count(*) AS n FROM line_items WHERE job_version_id = ? AND description = ?').get(versionId, description)).toEqual({ n: 1 });
  } finally {
    db.close();
  }
}

test('Ctrl+C on `npm start` (SIGINT to the process group) finishes the write and the PDF in flight and exits 0', async ({ context }) => {
  test.setTimeout(120_000);
  const app = await startApp({ command: ['npm', 'start'], env: { SHUTDOWN_GRACE_MS: '60000' }, detached: true });
  try {
    await ctrlCWithWriteAndPdfInFlight(app, context, { forwarded: true });
  } finally {
    await app.stop();
  }
});

test('Ctrl+C on `npm run demo` (SIGINT to its whole chain) finishes the write and the PDF in flight and exits 0', async ({ context }) => {
  test.setTimeout(300_000);
  const buildDir = fs.mkdtempSync(path.join(root, 'node_modules/.cache/signboard-e2e-demo-'));
  const app = await startApp({ command: ['npm', 'run', 'demo'], env: { SHUTDOWN_GRACE_MS: '60000', BUILD_DIR: buildDir }, startTimeoutMs: 240_000, detached: true });
  try {
    // Seen here: node hears the terminal's SIGINT only (the npms' copies, if any, come later or not at all).
    await ctrlCWithWriteAndPdfInFlight(app, context, { forwarded: false });
  } finally {
    await app.stop();
    fs.rmSync(buildDir, { recursive: true, force: true });
  }
});
