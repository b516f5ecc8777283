/**
 * Durability of the production server against its real process (`node
 * server.js` on the built app, startApp in ./support/fixtures): SIGTERM while
 * requests are in flight (held open with `Expect: 100-continue`, so they are
 * certainly inside the server when the signal arrives) still gives them
 * their full answer, the process exits 0 and the database is closed cleanly
 * (no -wal file left, the PDF browser gone); SIGINT with a request that never
 * finishes still exits once the grace time is up. A SIGKILL mid-write is in
 * durability-kill.spec.ts.
 *
 * HTTP only (no page), so it runs in the `js` project only.
 */
import fs from 'node:fs';
import http from 'node:http';
import Database from 'better-sqlite3';
import { expect, startApp, test, type App } from './support/fixtures';
import { BRAND, SERVICE_ID, exited, seedJob, sessionCookie } from './support/durability';

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'server process only: the same with JavaScript off');

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
