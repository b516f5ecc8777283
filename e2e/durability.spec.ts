/**
 * Durability of the production server, against its real
 * process: `node server.js` on the built app (startApp in ./fixtures).
 *
 * 1. SIGKILL in the middle of a burst of line-item writes and version copies,
 *    then a restart on the same database file: every write that was answered
 *    is there, no version is half-copied, sort orders stay 1..n, and SQLite's
 *    integrity check passes.
 * 2. SIGTERM while requests are in flight (held open with `Expect:
 *    100-continue`, so they are certainly inside the server when the signal
 *    arrives): they still get their full answer, the process exits 0 and the
 *    database is closed cleanly (no -wal file left, the PDF browser gone).
 *
 * Both talk HTTP only (no page), so they run in the `js` project only.
 */
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { BrowserContext } from '@playwright/test';
import { expect, signIn, startApp, test, type App } from './support/fixtures';

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'server process only: the same with JavaScript off');

const BRAND = { id: 1, slug: 'cjr' } as const;
/** Carl's Jr 'Service Call': a fixed-price service, so any quantity prices without other input. */
const SERVICE_ID = 8;
/** Several copy batches (COPY_BATCH = 500 in app/server/jobs/job-versions.server.ts): a copy takes four INSERTs, and long enough to be killed inside. */
const FROZEN_ITEMS = 2000;
const GROWING_ITEMS = 50;

type Job = { id: number; number: string; versionId: number };

/** A job of its own with version 1 holding `items` service lines (sort orders 1..n), straight in the database. */
function seedJob(dbPath: string, label: string, items: number): Job {
  const db = new Database(dbPath);
  try {
    db.pragma('busy_timeout = 5000');
    const number = `${label}-${crypto.randomBytes(3).toString('hex')}`;
    return db.transaction(() => {
      const job = db
        .prepare('INSERT INTO jobs (job_name, job_number, brand_id, job_location, proposal_no) VALUES (?, ?, ?, ?, ?)')
        .run(`Durability ${label}`, number, BRAND.id, '100 Test Way, Dallas, TX 75201', `${number}-P`);
      const version = db.prepare('INSERT INTO job_versions (job_id, version_number) VALUES (?, 1)').run(job.lastInsertRowid);
      const insert = db.prepare(
        `INSERT INTO line_items (job_version_id, line_type, service_id, quantity, description, line_item_price,
           line_item_install_price, line_item_budget, line_item_install_budget, pricing_mode, sort_order)
         VALUES (?, 'service', ?, ?, ?, ?, ?, ?, ?, 'Edited', ?)`,
      );
      for (let i = 1; i <= items; i++) {
        insert.run(version.lastInsertRowid, SERVICE_ID, 1 + (i % 7), `${label} line ${i}`, 100 * i, 10 * i, 60 * i, 6 * i, i);
      }
      return { id: Number(job.lastInsertRowid), number, versionId: Number(version.lastInsertRowid) };
    })();
  } finally {
    db.close();
  }
}

async function sessionCookie(context: BrowserContext, app: App): Promise<string> {
  await signIn(context, 'estimator@signboard.local', app);
  const cookie = (await context.cookies(app.baseURL)).find((c) => c.name === '__session');
  if (!cookie) throw new Error('no session cookie');
  return `__session=${cookie.value}`;
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });
}

/** The columns a copy must carry over unchanged (everything but id, version and timestamps). */
const CONTENT = `line_type, sign_id, sign_size_id, service_id, quantity, description, selected_options, line_item_price,
  line_item_install_price, line_item_budget, line_item_install_budget, pricing_mode, sort_order, level`;

test('SIGKILL in a burst of writes and version copies: every answered write survives, no half-copied version', async ({ context }) => {
  test.setTimeout(180_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signboard-kill-'));
  const dbPath = path.join(dir, 'signboard.db');
  fs.copyFileSync(process.env.E2E_TEMPLATE_DB!, dbPath);
  // Frozen: copied during the burst, never written to. Growing: lines are added to its version 1 while it is copied.
  const frozen = seedJob(dbPath, 'FROZEN', FROZEN_ITEMS);
  const growing = seedJob(dbPath, 'GROWING', GROWING_ITEMS);

  let app = await startApp({ dbPath });
  try {
    const cookie = await sessionCookie(context, app);
    const base = app.baseURL;
    const json = { Cookie: cookie, Origin: base, 'Content-Type': 'application/json' };
    const form = { Cookie: cookie, Origin: base, 'Content-Type': 'application/x-www-form-urlencoded' };

    // What the server answered with success before it died.
    const answeredApiLines: { id: number; tag: string }[] = [];
    const answeredFormLines: string[] = [];
    const answeredCopies: { jobId: number; id?: number; versionNumber: number }[] = [];
    const sentTags = new Set<string>();
    let unanswered = 0;
    let killed = false;
    let killReason = '';

    type Op = (tag: string) => Promise<void>;
    const apiAdd: Op = async (tag) => {
      const res = await fetch(`${base}/api/job-line-items`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ jobVersionId: growing.versionId, lineType: 'service', serviceId: SERVICE_ID, quantity: 2, description: tag, useCustomDescription: true }),
      });
      const body = (await res.json()) as { id: number; description: string };
      expect(res.status, JSON.stringify(body)).toBe(201);
      answeredApiLines.push({ id: body.id, tag });
    };
    // The job page's Add New panel, as a form without JavaScript posts it.
    const formAdd: Op = async (tag) => {
      const res = await fetch(`${base}/job/${BRAND.slug}/${growing.number}/items/new?version=1`, {
        method: 'POST',
        headers: form,
        redirect: 'manual',
        body: new URLSearchParams({ intent: 'save', lineType: 'service', serviceId: String(SERVICE_ID), quantity: '3', pricingMode: 'Calculated', useCustomDescription: 'on', description: tag }),
      });
      await res.arrayBuffer();
      expect(res.status).toBe(302);
      // Success goes back to the panel's list; a failure to the job page with an error toast.
      expect(res.headers.get('Location')).toContain('/items/new');
      answeredFormLines.push(tag);
    };
    const apiCopy = (job: Job): Op => async () => {
      const res = await fetch(`${base}/api/jobs/${job.id}/versions`, { method: 'POST', headers: json, body: JSON.stringify({ sourceVersionNumber: 1 }) });
      const body = (await res.json()) as { id: number; versionNumber: number };
      expect(res.status, JSON.stringify(body)).toBe(201);
      answeredCopies.push({ jobId: job.id, id: body.id, versionNumber: body.versionNumber });
    };
    // The job page's New Version button (a form post of the shown version).
    const formCopy = (job: Job): Op => async () => {
      const res = await fetch(`${base}/job/${BRAND.slug}/${job.number}`, {
        method: 'POST',
        headers: form,
        redirect: 'manual',
        body: new URLSearchParams({ intent: 'new-version', sourceVersion: '1' }),
      });
      await res.arrayBuffer();
      expect(res.status).toBe(302);
      const shown = /[?&]version=(\d+)/.exec(res.headers.get('Location') ?? '');
      expect(shown, `New Version answered ${res.headers.get('Location')}`).not.toBeNull();
      answeredCopies.push({ jobId: job.id, versionNumber: Number(shown![1]) });
    };
    const ops: Op[] = [apiAdd, apiCopy(frozen), formAdd, apiCopy(growing), apiAdd, formCopy(frozen), formAdd, formCopy(growing)];

    const server = app.process;
    const died = exited(server);
    const KILL_AFTER_WRITES = 30;
    const KILL_AFTER_COPIES = 6;
    const answered = () => answeredApiLines.length + answeredFormLines.length;
    // Six clients, each going round the operations from a different start, until the server is gone.
    const clients = Array.from({ length: 6 }, async (_, client) => {
      for (let n = 0; !killed; n++) {
        const tag = `burst c${client} n${n}`;
        const op = ops[(client + n) % ops.length]!;
        if (op === apiAdd || op === formAdd) sentTags.add(tag);
        try {
          await op(tag);
        } catch (error) {
          // A connection cut by the kill is an unanswered request; anything else while it lives is a failure.
          if (!killed) throw error;
          unanswered += 1;
        }
      }
    });
    // Once enough was answered, kill the server while it is inside a copy: a write transaction that has held
    // SQLite's write lock for a while (only copies take long), or, should copies ever stop being one
    // transaction, a copy already visible with only part of its lines. After 5 s of neither, kill anyway.
    const killer = (async () => {
      while (!(answered() >= KILL_AFTER_WRITES && answeredCopies.length >= KILL_AFTER_COPIES)) {
        await Promise.race([...clients, new Promise((r) => setTimeout(r, 20))]);
      }
      const probe = new Database(dbPath);
      probe.pragma('busy_timeout = 0');
      const halfVisible = probe.prepare(
        `SELECT count(*) AS n FROM job_versions v WHERE v.job_id = ? AND v.version_number > 1
           AND (SELECT count(*) FROM line_items l WHERE l.job_version_id = v.id) <> ?`,
      );
      const lockHeld = () => {
        try {
          probe.exec('BEGIN IMMEDIATE');
          probe.exec('ROLLBACK');
          return false;
        } catch (error) {
          if ((error as { code?: string }).code === 'SQLITE_BUSY') return true;
          throw error;
        }
      };
      const started = Date.now();
      let heldSince: number | null = null;
      try {
        for (;;) {
          const now = Date.now();
          if ((halfVisible.get(frozen.id, FROZEN_ITEMS) as { n: number }).n > 0) {
            killReason = 'a copy was visible half-made';
            break;
          }
          if (lockHeld()) {
            heldSince ??= now;
            if (now - heldSince >= 10) {
              killReason = `the write lock had been held for ${now - heldSince} ms`;
              break;
            }
          } else heldSince = null;
          if (now - started > 5000) {
            killReason = 'no long transaction seen in 5 s';
            break;
          }
          await new Promise((r) => setImmediate(r));
        }
      } finally {
        probe.close();
      }
      killed = true;
      server.kill('SIGKILL');
    })();
    await killer;
    await Promise.all(clients);
    expect(await died).toEqual({ code: null, signal: 'SIGKILL' });
    // Killed, not closed: the committed transactions are in the WAL the restart recovers from.
    expect(fs.existsSync(`${dbPath}-wal`)).toBe(true);
    test.info().annotations.push({
      type: 'burst',
      description: `${answered()} line writes and ${answeredCopies.length} copies answered, ${unanswered} requests cut by the kill, killed when ${killReason}`,
    });

    await app.stop();
    app = await startApp({ dbPath });

    // The restarted server shows every answered line and version.
    const restarted = { Cookie: cookie, Origin: app.baseURL };
    const byJob = (await (await fetch(`${app.baseURL}/api/job-line-items/by-job/${BRAND.slug}/${growing.number}?version=1`, { headers: restarted })).json()) as {
      jobVersionId: number;
      items: { id: number; description: string | null }[];
    };
    expect(byJob.jobVersionId).toBe(growing.versionId);
    const served = new Map(byJob.items.map((item) => [item.id, item.description]));
    for (const line of answeredApiLines) expect(served.get(line.id), `answered line ${line.id}`).toBe(line.tag);
    const servedTags = new Set(byJob.items.map((item) => item.description));
    for (const tag of answeredFormLines) expect(servedTags.has(tag), `answered form line '${tag}'`).toBe(true);
    for (const job of [frozen, growing]) {
      const versions = (await (await fetch(`${app.baseURL}/api/jobs/${job.id}/versions`, { headers: restarted })).json()) as { id: number; versionNumber: number }[];
      const numbers = new Set(versions.map((v) => v.versionNumber));
      for (const copy of answeredCopies.filter((c) => c.jobId === job.id)) expect(numbers.has(copy.versionNumber), `answered version ${copy.versionNumber}`).toBe(true);
    }

    // A graceful stop after the recovery leaves one clean file to inspect.
    await app.stop();
    expect(fs.existsSync(`${dbPath}-wal`)).toBe(false);

    const db = new Database(dbPath, { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.pragma('foreign_key_check')).toEqual([]);

      // Each answered write exactly once, with what was sent; no line without a request.
      const lines = db.prepare('SELECT id, description, job_version_id AS versionId FROM line_items WHERE description LIKE ?').all('burst %') as {
        id: number;
        description: string;
        versionId: number;
      }[];
      const originals = lines.filter((l) => l.versionId === growing.versionId);
      const count = new Map<string, number>();
      for (const l of originals) count.set(l.description, (count.get(l.description) ?? 0) + 1);
      for (const [tag, n] of count) {
        expect(n, `'${tag}' stored ${n} times`).toBe(1);
        expect(sentTags.has(tag), `'${tag}' was never sent`).toBe(true);
      }
      const byId = new Map(originals.map((l) => [l.id, l.description]));
      for (const line of answeredApiLines) expect(byId.get(line.id)).toBe(line.tag);
      for (const tag of answeredFormLines) expect(count.get(tag)).toBe(1);

      const versionsOf = (job: Job) =>
        db.prepare('SELECT id, version_number AS n, source_version_number AS source FROM job_versions WHERE job_id = ? ORDER BY version_number').all(job.id) as {
          id: number;
          n: number;
          source: number | null;
        }[];
      const contentOf = (versionId: number) =>
        db.prepare(`SELECT id, ${CONTENT} FROM line_items WHERE job_version_id = ? ORDER BY sort_order, id`).all(versionId) as ({ id: number; sort_order: number } & Record<string, unknown>)[];
      const withoutId = (rows: Record<string, unknown>[]) => rows.map(({ id: _id, ...rest }) => rest);
      /** Same lines in the same order (compared as JSON: thousands of rows; the first difference is shown). */
      const expectSameLines = (actual: Record<string, unknown>[], expected: Record<string, unknown>[], label: string) => {
        expect(actual.length, `${label}: number of lines`).toBe(expected.length);
        const a = withoutId(actual).map((row) => JSON.stringify(row));
        const e = withoutId(expected).map((row) => JSON.stringify(row));
        const first = a.findIndex((row, i) => row !== e[i]);
        if (first >= 0) expect(withoutId(actual)[first], `${label}: line ${first + 1}`).toEqual(withoutId(expected)[first]);
      };

      for (const job of [frozen, growing]) {
        const versions = versionsOf(job);
        // Version numbers 1..k, each answered copy among them with the id it was answered with.
        expect(versions.map((v) => v.n)).toEqual(versions.map((_, i) => i + 1));
        for (const copy of answeredCopies.filter((c) => c.jobId === job.id && c.id !== undefined)) {
          expect(versions.find((v) => v.n === copy.versionNumber)?.id).toBe(copy.id);
        }
        const source = contentOf(job.versionId);
        for (const version of versions) {
          const items = contentOf(version.id);
          // Sort orders 1..n: no twins, no gaps.
          expect(items.map((i) => i.sort_order), `sort orders of ${job.number} v${version.n}`).toEqual(items.map((_, i) => i + 1));
          if (version.n === 1) continue;
          expect(version.source).toBe(1);
          if (job === frozen) {
            // The source never changed: every copy is all of it.
            expectSameLines(items, source, `${job.number} v${version.n}`);
          } else {
            // The source grew during the burst: a copy holds exactly the lines its source had when it was made,
            // i.e. every source line written before it (line ids only grow), none after, in the same order.
            expect(items.length, `${job.number} v${version.n} is empty`).toBeGreaterThanOrEqual(GROWING_ITEMS);
            const firstCopied = Math.min(...items.map((i) => i.id));
            expectSameLines(items, source.filter((s) => s.id < firstCopied), `${job.number} v${version.n}`);
          }
        }
      }
      expect(versionsOf(frozen).length + versionsOf(growing).length - 2).toBeGreaterThanOrEqual(KILL_AFTER_COPIES);
    } finally {
      db.close();
    }
  } finally {
    await app.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * A request held open inside the server: its headers go first with `Expect: 100-continue`, and the server's
 * '100 Continue' says it has taken the request in (it is in flight from then on). `send()` posts the body
 * and resolves with the whole answer.
 */
async function heldRequest(app: App, urlPath: string, headers: Record<string, string>, body: string) {
  const req = http.request(`${app.baseURL}${urlPath}`, {
    method: 'POST',
    agent: false,
    headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)), Expect: '100-continue' },
  });
  const answer = new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    req.once('error', reject);
    req.once('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.once('error', reject);
      res.once('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
  });
  answer.catch(() => {});
  await new Promise<void>((resolve, reject) => {
    req.once('continue', resolve);
    req.once('error', reject);
    req.flushHeaders();
  });
  return {
    send: () => {
      req.end(body);
      return answer;
    },
    answer,
  };
}

function logOf(app: App): string {
  return fs.readFileSync(app.logPath, 'utf8');
}

test('SIGTERM finishes the requests in flight, closes the PDF browser and the database, and exits 0', async ({ context }) => {
  test.setTimeout(120_000);
  // Chromium's first start on a busy machine can take a while: a long grace time keeps this about the order of things.
  const app = await startApp({ env: { SHUTDOWN_GRACE_MS: '60000' } });
  try {
    const job = seedJob(app.dbPath, 'SHUTDOWN', 30);
    const cookie = await sessionCookie(context, app);
    const own = { Cookie: cookie, Origin: app.baseURL };

    const line = await heldRequest(
      app,
      '/api/job-line-items',
      { ...own, 'Content-Type': 'application/json' },
      JSON.stringify({ jobVersionId: job.versionId, lineType: 'service', serviceId: SERVICE_ID, quantity: 1, description: 'written during shutdown', useCustomDescription: true }),
    );
    // The no-JS Download menu: a proposal PDF, the slowest thing the server does (it starts Chromium first).
    const pdf = await heldRequest(
      app,
      '/documents/download',
      { ...own, 'Content-Type': 'application/x-www-form-urlencoded' },
      new URLSearchParams({ document: 'proposal', brandSlug: BRAND.slug, jobNumber: job.number, version: '1', returnTo: '/' }).toString(),
    );

    const exit = exited(app.process);
    app.process.kill('SIGTERM');
    await expect.poll(() => logOf(app)).toContain('SIGTERM: no new connections; finishing 2 request(s) in flight');
    // No new connections from now on.
    await expect(fetch(`${app.baseURL}/login`)).rejects.toThrow();

    const [written, printed] = await Promise.all([line.send(), pdf.send()]);
    expect(written.status, written.body.toString()).toBe(201);
    expect(JSON.parse(written.body.toString())).toMatchObject({ description: 'written during shutdown' });
    expect(printed.status, printed.body.toString().slice(0, 300)).toBe(200);
    expect(printed.headers['content-type']).toBe('application/pdf');
    expect(printed.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(printed.body.subarray(-8).toString()).toContain('%%EOF');
    expect(printed.headers.connection).toBe('close');

    expect(await exit).toEqual({ code: 0, signal: null });
    const log = logOf(app);
    expect(log).toContain('Signboard stopped (exit 0)');
    // The database was closed: its WAL checkpointed into the main file and removed.
    const wal = `${app.dbPath}-wal`;
    expect(fs.existsSync(wal) ? fs.statSync(wal).size : 0).toBe(0);
    // The PDF browser was closed, not left running.
    const chromium = /PDF: Chromium started \(pid (\d+)\)/.exec(log);
    expect(chromium, log).not.toBeNull();
    expect(() => process.kill(Number(chromium![1]), 0)).toThrow(/ESRCH/);

    const db = new Database(app.dbPath, { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.prepare('SELECT count(*) AS n FROM line_items WHERE job_version_id = ? AND description = ?').get(job.versionId, 'written during shutdown')).toEqual({ n: 1 });
    } finally {
      db.close();
    }
  } finally {
    await app.stop();
  }
});

test('SIGINT with a request that never finishes: the server still exits once the grace time is up', async ({ context }) => {
  const app = await startApp({ env: { SHUTDOWN_GRACE_MS: '1000' } });
  try {
    const cookie = await sessionCookie(context, app);
    // Signed in, so the action waits for the body, which never comes: the request stays in flight.
    const headers = { Cookie: cookie, 'Content-Type': 'application/json', Origin: app.baseURL };
    const stuck = await heldRequest(app, '/api/job-line-items', headers, '{"never": "sent"}');
    const exit = exited(app.process);
    app.process.kill('SIGINT');
    expect(await exit).toEqual({ code: 1, signal: null });
    await expect(stuck.answer).rejects.toThrow();
    const log = logOf(app);
    expect(log).toContain('SIGINT: no new connections; finishing 1 request(s) in flight');
    expect(log).toContain('1 request(s) still running after 1000 ms');
    // Even so, the database was closed cleanly.
    const wal = `${app.dbPath}-wal`;
    expect(fs.existsSync(wal) ? fs.statSync(wal).size : 0).toBe(0);
  } finally {
    await app.stop();
  }
});
