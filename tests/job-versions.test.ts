/**
 * Versions: newest-first listing, the copy of line items into n+1 (order,
 * pricing modes and every field; the source untouched), numbers that never
 * collide even from two processes at once, and GET/POST /api/jobs/{id}/versions.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loader, action } from '../app/routes/api/jobs.$id.versions';
import { getDb, schema } from '../app/server/db.server';
import { createVersion, lineItemsForVersion, listVersions } from '../app/server/jobs/job-versions.server';
import { call, cookieFor, makeJob, makeUser } from './support/job-detail-fixtures';

let cookie: string;
beforeAll(async () => {
  cookie = await cookieFor(makeUser('estimator@test.local', 'Sam Ortiz'));
});

function rawItems(versionId: number) {
  return getDb().select().from(schema.lineItems).where(eq(schema.lineItems.jobVersionId, versionId)).all();
}

/** Everything a copy must keep: all columns but its own id, version and times (and its origin: the line it copies, for Compare versions). */
function comparable(items: ReturnType<typeof rawItems>) {
  return items
    .map(({ id: _i, jobVersionId: _v, createdAt: _c, updatedAt: _u, originLineId: _o, ...rest }) => rest)
    .sort((a, b) => a.sortOrder - b.sortOrder);
}

describe('createVersion', () => {
  it('copies the source line items, order and pricing modes into n+1', () => {
    const f = makeJob();
    const before = rawItems(f.versionId);
    const result = createVersion(f.jobId, 1, f.userId);
    expect(result).toMatchObject({ ok: true, versionNumber: 2 });
    if (!result.ok) return;
    const copied = rawItems(result.id);
    expect(copied).toHaveLength(3);
    expect(comparable(copied)).toEqual(comparable(before));
    expect(lineItemsForVersion(result.id).map((i) => [i.sortOrder, i.pricingMode, i.lineType])).toEqual([
      [1, 'Calculated', 'sign'],
      [2, 'Custom', 'sign'],
      [3, 'Calculated', 'service'],
    ]);
    // The source is untouched.
    expect(rawItems(f.versionId)).toEqual(before);
  });

  it('copies a version larger than one INSERT batch, every item in order', () => {
    const f = makeJob();
    const [first] = rawItems(f.versionId);
    const { id: _id, ...template } = first!;
    const extra = Array.from({ length: 1200 }, (_, i) => ({ ...template, sortOrder: 10 + i }));
    for (let i = 0; i < extra.length; i += 200) getDb().insert(schema.lineItems).values(extra.slice(i, i + 200)).run();
    const before = rawItems(f.versionId);
    const result = createVersion(f.jobId, 1, f.userId);
    if (!result.ok) throw new Error('copy');
    expect(rawItems(result.id)).toHaveLength(before.length);
    expect(comparable(rawItems(result.id))).toEqual(comparable(before));
  });

  it('copies from any version, numbers max+1, lists newest first', () => {
    const f = makeJob();
    const v2 = createVersion(f.jobId, 1, f.userId);
    // Change v2 so a copy of it differs from v1.
    if (!v2.ok) throw new Error('v2');
    getDb().delete(schema.lineItems).where(eq(schema.lineItems.jobVersionId, v2.id)).run();
    const v3 = createVersion(f.jobId, 2, f.managerId);
    const v4 = createVersion(f.jobId, 1, f.userId);
    expect([v3, v4]).toMatchObject([{ ok: true, versionNumber: 3 }, { ok: true, versionNumber: 4 }]);
    if (!v3.ok || !v4.ok) return;
    expect(rawItems(v3.id)).toHaveLength(0);
    expect(rawItems(v4.id)).toHaveLength(3);
    const list = listVersions(f.jobId);
    expect(list.map((v) => v.versionNumber)).toEqual([4, 3, 2, 1]);
    expect(list[1]).toMatchObject({ createdBy: f.managerId, createdByName: 'Priya Nair' });
  });

  it('refuses an unknown source or job', () => {
    const f = makeJob();
    expect(createVersion(f.jobId, 9, f.userId)).toEqual({ ok: false, reason: 'source-not-found' });
    expect(createVersion(999999, 1, f.userId)).toEqual({ ok: false, reason: 'job-not-found' });
    expect(listVersions(f.jobId)).toHaveLength(1);
  });

  it('starts a job without versions at version 1 (no source)', () => {
    const f = makeJob({ withVersion: false });
    expect(createVersion(f.jobId, null, f.userId)).toMatchObject({ ok: true, versionNumber: 1 });
  });

  it('the unique index refuses a duplicate version number', () => {
    const f = makeJob();
    expect(() =>
      getDb().insert(schema.jobVersions).values({ jobId: f.jobId, versionNumber: 1 }).run(),
    ).toThrow(/UNIQUE/);
  });

  it('two processes creating at once get distinct, gapless numbers', async () => {
    const f = makeJob();
    const worker = path.join(import.meta.dirname, 'support', 'job-versions-concurrency.worker.ts');
    const startAt = Date.now() + 2500; // both have loaded by then
    const run = () =>
      new Promise<Array<{ ok: boolean; versionNumber?: number; error?: string }>>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', worker, String(f.jobId), String(f.userId), '15', String(startAt)], {
          env: process.env,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let out = '';
        let err = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => (err += d));
        child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`worker exited ${code}: ${err}`))));
      });
    const [a, b] = await Promise.all([run(), run()]);
    const all = [...a, ...b];
    expect(all.filter((r) => !r.ok)).toEqual([]);
    const numbers = all.map((r) => r.versionNumber!).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 30 }, (_, i) => i + 2));
    expect(listVersions(f.jobId)).toHaveLength(31);
  }, 60_000);
});

describe('/api/jobs/{id}/versions', () => {
  const url = (id: number | string) => `http://localhost/api/jobs/${id}/versions`;
  const get = (id: number | string, headers: Record<string, string> = { Cookie: cookie }) =>
    call(() => loader({ request: new Request(url(id), { headers }), params: { id: String(id) }, context: {} } as never));
  const post = (id: number | string, body: unknown, headers: Record<string, string> = {}) =>
    call(() =>
      action({
        request: new Request(url(id), {
          method: 'POST',
          headers: { Cookie: cookie, 'Content-Type': 'application/json', ...headers },
          body: JSON.stringify(body),
        }),
        params: { id: String(id) },
        context: {},
      } as never),
    );

  it('lists versions newest first as {id, versionNumber, createdBy, createdAt}', async () => {
    const f = makeJob();
    createVersion(f.jobId, 1, f.userId);
    const res = await get(f.jobId);
    expect(res.status).toBe(200);
    const body = res.body as Array<Record<string, unknown>>;
    expect(body.map((v) => v.versionNumber)).toEqual([2, 1]);
    expect(Object.keys(body[0]!).sort()).toEqual(['createdAt', 'createdBy', 'id', 'versionNumber']);
    expect(body[0]).toMatchObject({ createdBy: f.userId });
  });

  it('creates n+1 as the signed-in user (createdBy ignored) with 201', async () => {
    const f = makeJob();
    const res = await post(f.jobId, { createdBy: f.managerId, sourceVersionNumber: 1 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ versionNumber: 2 });
    expect(Object.keys(res.body as object).sort()).toEqual(['id', 'versionNumber']);
    expect(listVersions(f.jobId)[0]).toMatchObject({ versionNumber: 2, createdBy: f.userId });
    expect(await post(f.jobId, { sourceVersionNumber: '2' })).toMatchObject({ status: 201, body: { versionNumber: 3 } });
  });

  it('answers 400, 404, 401, 415 and 403 as the contract says', async () => {
    const f = makeJob();
    expect(await post(f.jobId, { sourceVersionNumber: 7 })).toMatchObject({
      status: 400,
      body: { fields: { sourceVersionNumber: ['Please choose an existing version to copy'] } },
    });
    expect(await post(f.jobId, {})).toMatchObject({ status: 400, body: { fields: { sourceVersionNumber: expect.any(Array) } } });
    expect(await post(999999, { sourceVersionNumber: 1 })).toMatchObject({ status: 404, body: { error: 'Job not found' } });
    expect(await get('abc')).toMatchObject({ status: 404 });
    expect(await get(999999)).toMatchObject({ status: 404 });
    expect((await get(f.jobId, {})).status).toBe(401);
    expect((await post(f.jobId, { sourceVersionNumber: 1 }, { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await post(f.jobId, { sourceVersionNumber: 1 }, { Origin: 'https://evil.example' })).status).toBe(403);
    expect(listVersions(f.jobId)).toHaveLength(1);
  });

  it('takes a version number as a number or its digits only (not true, hex or exponents)', async () => {
    const f = makeJob();
    for (const junk of [true, '0x1', '1e0', 1.5, ' ', null]) {
      expect(await post(f.jobId, { sourceVersionNumber: junk })).toMatchObject({ status: 400 });
    }
    expect(await get('0x' + f.jobId.toString(16))).toMatchObject({ status: 404 });
    expect(listVersions(f.jobId)).toHaveLength(1);
  });

  it("hands /api/jobs/{brandSlug}/versions (a job numbered 'versions') on to the job's route", async () => {
    makeJob({ jobNumber: 'versions' });
    // The router sends GET/PATCH /api/jobs/dhc/versions here, with id = 'dhc'.
    expect(await get('dhc')).toMatchObject({ status: 200, body: { jobNumber: 'versions', brandSlug: 'dhc' } });
    const patched = await call(() =>
      action({
        request: new Request(url('dhc'), {
          method: 'PATCH',
          headers: { Cookie: cookie, 'Content-Type': 'application/json' },
          body: JSON.stringify({ jobName: 'Numbered versions' }),
        }),
        params: { id: 'dhc' },
        context: {},
      } as never),
    );
    expect(patched).toMatchObject({ status: 200, body: { jobName: 'Numbered versions', jobNumber: 'versions' } });
    expect(await get('skx')).toMatchObject({ status: 404, body: { error: 'Job not found' } });
  });
});
