/**
 * Durability of the production server against its real process (`node
 * server.js` on the built app, startApp in ./support/fixtures): SIGKILL in
 * the middle of a burst of line-item writes and version copies, then a
 * restart on the same database file. Every write that was answered is there,
 * no version is half-copied, sort orders stay 1..n, and SQLite's integrity
 * check passes. The shutdown signals are in durability-shutdown.spec.ts.
 *
 * HTTP only (no page), so it runs in the `js` project only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, startApp, test } from './support/fixtures';
import { BRAND, SERVICE_ID, exited, seedJob, sessionCookie, type Job } from './support/durability';

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'server process only: the same with JavaScript off');

/** Several copy batches (COPY_BATCH = 500 in app/server/jobs/job-versions.server.ts): a copy takes four INSERTs, and long enough to be killed inside. */
const FROZEN_ITEMS = 2000;
const GROWING_ITEMS = 50;

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
