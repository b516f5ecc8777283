/**
 * /api/job-line-items against the demo seed's real catalogue: pricing seeded
 * signs and services through the API to the cent, the three PATCH bodies,
 * DELETE, the by-job read with totals, and every refusal of a line the rules
 * do not allow (bad quantity, sign, size, option, price or description)
 * leaving the version unchanged.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { seedAndSignIn } from './support/seeded';
import { call } from './support/job-detail-fixtures';
import { emptyJob, LETTERS_24, linesOf, serviceId, signId, sizeRow, snapshot } from './support/line-items-fixtures';
import * as createRoute from '../app/routes/api/job-line-items';
import * as lineRoute from '../app/routes/api/job-line-items.$id';
import * as byJobRoute from '../app/routes/api/job-line-items.by-job.$brandSlug.$jobNumber';

const BASE = 'http://localhost:3000';
let cookie = '';
type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any
type Answer = { status: number; body: Any };

function request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return new Request(`${BASE}${path}`, {
    method,
    headers: { Cookie: cookie, Origin: BASE, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const post = (body: unknown, headers: Record<string, string> = {}) =>
  call(() => createRoute.action({ request: request('POST', '/api/job-line-items', body, headers), params: {}, context: {} } as never)) as Promise<Answer>;
const patch = (id: number | string, body: unknown, headers: Record<string, string> = {}) =>
  call(() => lineRoute.action({ request: request('PATCH', `/api/job-line-items/${id}`, body, headers), params: { id: String(id) }, context: {} } as never)) as Promise<Answer>;
const del = (id: number | string, headers: Record<string, string> = {}) =>
  call(() => lineRoute.action({ request: request('DELETE', `/api/job-line-items/${id}`, undefined, headers), params: { id: String(id) }, context: {} } as never)) as Promise<Answer>;
const byJob = (brandSlug: string, jobNumber: string, query = '', headers: Record<string, string> = {}) =>
  call(() =>
    byJobRoute.loader({
      request: new Request(`${BASE}/api/job-line-items/by-job/${brandSlug}/${jobNumber}${query}`, { headers: { Cookie: cookie, ...headers } }),
      params: { brandSlug, jobNumber },
      context: {},
    } as never),
  ) as Promise<Answer>;

beforeAll(async () => {
  ({ cookie } = await seedAndSignIn());
});

const letters = () => signId('cjr', 'Channel Letters');
const signBody = (versionId: number, extra: Record<string, unknown> = {}) => ({
  jobVersionId: versionId,
  lineType: 'sign',
  signId: letters(),
  quantity: 1,
  selectedOptions: LETTERS_24,
  pricingMode: 'Calculated',
  ...extra,
});

describe('quoting a job through the API', () => {
  it('prices real seeded signs and services to the cent and reads them back with totals', async () => {
    const job = emptyJob();
    // Channel letters with options and a behind-the-wall raceway; prices sent are ignored when Calculated.
    const a = await post(
      signBody(job.versionId, {
        quantity: 2,
        selectedOptions: { ...LETTERS_24, Color: 'Bronze', 'Fab Type': 'Reverse Halo-Lit', Raceway: 'Behind-The-Wall' },
        lineItemPrice: 1,
        lineItemInstallPrice: '$1.00',
        sortOrder: 42,
        jobName: 'whatever',
      }),
    );
    expect(a.status).toBe(201);
    // 2850 + 150 + 427.50 + 250 + 450 raceway; budget 1568 + 82.50 + 235.13 + 137.50 + 247.50.
    expect(a.body).toMatchObject({
      lineType: 'sign',
      signName: 'Channel Letters',
      signImage: expect.stringContaining('/images/signs/'),
      quantity: 2,
      sortOrder: 1,
      pricingMode: 'Calculated',
      lineItemPrice: 4127.5,
      lineItemInstallPrice: 950,
      lineItemBudget: 2270.63,
      lineItemInstallBudget: 523,
      signPricingId: sizeRow(letters(), '24"').id,
      versionNumber: 1,
      jobName: expect.stringContaining('Quote Test'),
    });
    expect(a.body.selectedOptions).toMatchObject({ size: '24"', Raceway: 'Behind-The-Wall' });
    expect(a.body.description).toContain('w/ Behind-The-Wall Raceway');

    // A monument by dimensions above 24 SF (5'6" x 6' = 33 SF), chosen by signPricingId-free selections.
    const m = await post({ jobVersionId: job.versionId, lineType: 'sign', signId: signId('cjr', 'Monument Sign'), quantity: 1, selectedOptions: { Color: 'White', 'Fab Material': 'Aluminum', heightFt: 5, heightIn: 6, widthFt: 6, widthIn: 0 } });
    expect(m.status).toBe(201);
    expect(m.body).toMatchObject({ sizeName: '>24 SF', lineItemPrice: 11550, lineItemInstallPrice: 3135 });
    expect(m.body.description).toContain(`5'-6" x 6'`);

    // Survey pre-fills its counters from the sign lines (2 wall + 1 monument = $550, below the $595 minimum).
    const s = await post({ jobVersionId: job.versionId, lineType: 'service', serviceId: serviceId('cjr', 'Survey'), quantity: 1 });
    expect(s.status).toBe(201);
    expect(s.body).toMatchObject({ serviceName: 'Survey', serviceIcon: expect.any(String), lineItemPrice: 0, lineItemInstallPrice: 595, lineItemInstallBudget: 357 });
    expect(s.body.selectedOptions).toEqual({ 'Wall Signs': 2, 'Monument Signs': 1, 'Pylon Signs': 0, 'Monument Tenant Panel': 0, 'Pylon Tenant Panel': 0, 'Interior Survey': 'Off' });

    // Shipping with Canada: 2 x 1000 + 250 = 2250 -> minimum 3190, x 1.35 = 4306.50.
    const sh = await post({ jobVersionId: job.versionId, lineType: 'service', serviceId: serviceId('cjr', 'Shipping & Crating (Exterior)'), quantity: 1, selectedOptions: { 'Wall Signs': 2, 'Monument Signs': 1, 'Pylon Signs': 0, Canada: 'On' } });
    expect(sh.body).toMatchObject({ lineItemPrice: 4306.5, lineItemBudget: 3445.2 });

    // A custom sign, always Custom.
    const c = await post({ jobVersionId: job.versionId, lineType: 'sign', signId: signId('cjr', 'Custom Sign'), quantity: 1, pricingMode: 'Calculated', description: 'Neon "Open" script', lineItemPrice: '$1,200.00', lineItemBudget: 600 });
    expect(c.status).toBe(201);
    expect(c.body).toMatchObject({ pricingMode: 'Custom', lineItemPrice: 1200, lineItemBudget: 600, description: 'Neon "Open" script', sortOrder: 5 });

    const read = await byJob('cjr', job.jobNumber);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ jobVersionId: job.versionId, versionNumber: 1, jobNumber: job.jobNumber, brandSlug: 'cjr' });
    expect(read.body.items.map((i: Any) => i.sortOrder)).toEqual([1, 2, 3, 4, 5]);
    expect(read.body.items[2].selectedOptions).toBeTypeOf('object');
    // Price: units 2 x 4127.50 + 11550 + 4306.50 + 1200 = 25311.50; installation 950 + 3135 + 595 = 4680.
    // Budget: units 2 x 2270.63 + 30 x... (the monument's own) read from the lines themselves.
    const items = read.body.items as Any[];
    const units = (k: string) => Math.round(items.reduce((n, i) => n + i[k] * 100 * i.quantity, 0)) / 100;
    const installs = (k: string) => Math.round(items.reduce((n, i) => n + i[k] * 100, 0)) / 100;
    expect(read.body.totals.price).toEqual({ items: 25311.5, installation: 4680, total: 29991.5 });
    expect(read.body.totals.budget).toEqual({
      items: units('lineItemBudget'),
      installation: installs('lineItemInstallBudget'),
      total: Math.round((units('lineItemBudget') + installs('lineItemInstallBudget')) * 100) / 100,
    });
  });

  it('PATCH: a full edit to Edited prices, a pricing reset, a move, then DELETE renumbers', async () => {
    const job = emptyJob();
    const first = (await post(signBody(job.versionId))).body;
    const second = (await post(signBody(job.versionId, { quantity: 3 }))).body;
    const third = (await post({ jobVersionId: job.versionId, lineType: 'service', serviceId: serviceId('cjr', 'Labor'), quantity: 1, lineItemInstallPrice: '425.00', description: 'Night crew' })).body;
    expect(third).toMatchObject({ lineItemInstallPrice: 425, description: 'Night crew', pricingMode: 'Calculated' });

    const edited = await patch(first.id, { ...signBody(job.versionId), quantity: 2, pricingMode: 'Edited', lineItemPrice: '$3,000.00', lineItemInstallPrice: 800, lineItemBudget: 1500, lineItemInstallBudget: '400.5' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ pricingMode: 'Edited', quantity: 2, lineItemPrice: 3000, lineItemInstallBudget: 400.5 });

    const reset = await patch(first.id, { prices: { lineItemPrice: 1 }, pricingMode: 'Calculated' });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ pricingMode: 'Calculated', lineItemPrice: 3300, lineItemInstallPrice: 950, quantity: 2 });

    const typed = await patch(second.id, { prices: { price: 10, install: 20, budget: 5, installBudget: 10 }, pricingMode: 'Edited' });
    expect(typed.body).toMatchObject({ pricingMode: 'Edited', lineItemPrice: 10, lineItemInstallPrice: 20, quantity: 3 });

    const moved = await patch(third.id, { sortOrder: 1 });
    expect(moved.body).toMatchObject({ id: third.id, sortOrder: 1 });
    expect(linesOf(job.versionId).map((l) => l.id)).toEqual([third.id, first.id, second.id]);

    const gone = await del(first.id);
    expect(gone).toMatchObject({ status: 200, body: { success: true, id: first.id } });
    expect(linesOf(job.versionId).map((l) => [l.id, l.sortOrder])).toEqual([[third.id, 1], [second.id, 2]]);
    expect((await del(first.id)).status).toBe(404);
    expect((await patch(first.id, { sortOrder: 1 })).status).toBe(404);
  });

  it('PATCH with the updatedAt it read: 409 when someone else saved the line since, and the line keeps their change', async () => {
    const job = emptyJob();
    const line = (await post(signBody(job.versionId))).body;
    expect(line.updatedAt).toEqual(expect.any(Number));
    const first = await patch(line.id, { ...signBody(job.versionId), quantity: 2, updatedAt: line.updatedAt });
    expect(first.status).toBe(200);
    const stale = await patch(line.id, { ...signBody(job.versionId), quantity: 5, updatedAt: line.updatedAt });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: expect.stringContaining('changed by someone else') });
    expect(linesOf(job.versionId)[0]!.quantity).toBe(2);
    expect((await patch(line.id, { ...signBody(job.versionId), quantity: 5, updatedAt: 'yesterday' })).status).toBe(400);
    // Without updatedAt the edit is taken as it comes (the documented PATCH body has none: docs/product.md § The API).
    expect((await patch(line.id, { ...signBody(job.versionId), quantity: 5 })).status).toBe(200);
  });
});

describe('refusals leave the version unchanged', () => {
  const monument = () => ({ lineType: 'sign', signId: signId('cjr', 'Monument Sign'), quantity: 1 });
  const cases: [string, (versionId: number) => Record<string, unknown>, string][] = [
    ['quantity 0', (v) => signBody(v, { quantity: 0 }), 'quantity'],
    ['quantity 1.5', (v) => signBody(v, { quantity: 1.5 }), 'quantity'],
    ['quantity "abc"', (v) => signBody(v, { quantity: 'abc' }), 'quantity'],
    ['unknown sign', (v) => signBody(v, { signId: 999999 }), 'signId'],
    ["another brand's sign", (v) => signBody(v, { signId: signId('skx', 'Channel Letters') }), 'signId'],
    ["another brand's service", (v) => ({ jobVersionId: v, lineType: 'service', serviceId: serviceId('dhc', 'Survey'), quantity: 1 }), 'serviceId'],
    ['unknown size', (v) => signBody(v, { selectedOptions: { ...LETTERS_24, size: '19"' } }), 'size'],
    ["another sign's size id", (v) => signBody(v, { selectedOptions: { ...LETTERS_24, size: undefined }, signPricingId: sizeRow(signId('skx', 'Channel Letters'), '24"').id }), 'signPricingId'],
    ['option the sign does not have', (v) => signBody(v, { selectedOptions: { ...LETTERS_24, 'Panel Faces': 'Single-Faced' } }), 'Panel Faces'],
    ['value not offered', (v) => signBody(v, { selectedOptions: { ...LETTERS_24, 'Fab Type': 'Glow-in-the-dark' } }), 'Fab Type'],
    ['inches of 12', (v) => ({ jobVersionId: v, ...monument(), selectedOptions: { Color: 'White', 'Fab Material': 'Aluminum', heightFt: 4, heightIn: 0, widthFt: 5, widthIn: 12 } }), 'widthIn'],
    ['area 0', (v) => ({ jobVersionId: v, ...monument(), selectedOptions: { Color: 'White', 'Fab Material': 'Aluminum', heightFt: 4, heightIn: 0, widthFt: 0, widthIn: 0 } }), 'heightFt'],
    ['price not a number', (v) => signBody(v, { pricingMode: 'Edited', lineItemPrice: '10.0.5' }), 'lineItemPrice'],
    ['negative price', (v) => signBody(v, { pricingMode: 'Edited', lineItemInstallPrice: -1 }), 'lineItemInstallPrice'],
    ['description over 150', (v) => signBody(v, { description: 'x'.repeat(151) }), 'description'],
    ['custom sign without a price', (v) => ({ jobVersionId: v, lineType: 'sign', signId: signId('cjr', 'Custom Sign'), quantity: 1, description: 'Thing', lineItemPrice: 0 }), 'lineItemPrice'],
    ['user_input service without a price', (v) => ({ jobVersionId: v, lineType: 'service', serviceId: serviceId('cjr', 'Materials'), quantity: 1 }), 'enteredPrice'],
  ];

  it.each(cases)('POST %s: 400 naming %s', async (_label, make, field) => {
    const job = emptyJob();
    await post(signBody(job.versionId));
    const before = snapshot(job.versionId, job.jobId);
    const r = await post(make(job.versionId));
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.fields ?? {})).toContain(field);
    expect(snapshot(job.versionId, job.jobId)).toBe(before);
  });

  it.each(cases)('PATCH %s: 400 naming %s', async (_label, make, field) => {
    const job = emptyJob();
    const line = (await post(signBody(job.versionId))).body;
    const before = snapshot(job.versionId, job.jobId);
    const r = await patch(line.id, make(job.versionId));
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.fields ?? {})).toContain(field);
    expect(snapshot(job.versionId, job.jobId)).toBe(before);
  });

  it("a line of another job's version: PATCH edit, move and reset refused; nothing changes", async () => {
    const mine = emptyJob();
    const theirs = emptyJob();
    const line = (await post(signBody(theirs.versionId))).body;
    const before = [snapshot(mine.versionId, mine.jobId), snapshot(theirs.versionId, theirs.jobId)];
    for (const body of [signBody(mine.versionId, { quantity: 4 }), { sortOrder: 1, jobVersionId: mine.versionId }, { prices: {}, pricingMode: 'Calculated', jobVersionId: mine.versionId }]) {
      const r = await patch(line.id, body);
      expect(r.status).toBe(400);
      expect(r.body.fields).toHaveProperty('jobVersionId');
    }
    expect([snapshot(mine.versionId, mine.jobId), snapshot(theirs.versionId, theirs.jobId)]).toEqual(before);
  });

  it('POST to an unknown version: 404, nothing written', async () => {
    expect((await post(signBody(999999))).status).toBe(404);
  });
});

describe('guards', () => {
  it('401 without a session on every call', async () => {
    const job = emptyJob();
    const none = { Cookie: '' };
    expect((await post(signBody(job.versionId), none)).status).toBe(401);
    expect((await patch(1, { sortOrder: 1 }, none)).status).toBe(401);
    expect((await del(1, none)).status).toBe(401);
    expect((await byJob('cjr', job.jobNumber, '', none)).status).toBe(401);
    expect(linesOf(job.versionId)).toHaveLength(0);
  });

  it('writes must be same-origin JSON', async () => {
    const job = emptyJob();
    expect((await post(signBody(job.versionId), { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(JSON.stringify(signBody(job.versionId)), { 'Content-Type': 'text/plain' })).status).toBe(415);
    const line = (await post(signBody(job.versionId))).body;
    expect((await del(line.id, { Origin: 'https://evil.example' })).status).toBe(403);
    expect(linesOf(job.versionId)).toHaveLength(1);
  });

  it('by-job: 404 for an unknown job or version, 400 for a malformed version, latest by default', async () => {
    const job = emptyJob();
    expect((await byJob('cjr', 'NOPE-1')).status).toBe(404);
    expect((await byJob('cjr', job.jobNumber, '?version=7')).status).toBe(404);
    expect((await byJob('cjr', job.jobNumber, '?version=x')).status).toBe(400);
    const empty = await byJob('cjr', job.jobNumber, '?version=1');
    expect(empty.body).toMatchObject({ items: [], totals: { price: { items: 0, installation: 0, total: 0 } } });
  });
});
