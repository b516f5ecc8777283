/**
 * Rough edges, the server side of: prices typed with more
 * than two decimals rounded to the cent; Backer Illumination not charged
 * without a backer panel; and formula services priced from sign counts the
 * job no longer has, said on the job page and the Edit panel and re-priced
 * with one form post.
 */
import { testStaff } from './support/staff-actor';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { seedAndSignIn } from './support/seeded';
import { emptyJob, LETTERS_24, linesOf, serviceId, signId } from './support/line-items-fixtures';
import { getDb, schema } from '../app/server/db.server';
import { getToast } from '../app/server/http/toast.server';
import { addLineItem, setLineItemPrices, updateLineItem } from '../app/server/line-items/line-item-writes.server';
import { getJob } from '../app/server/jobs/job-detail.server';
import { loadJobPage } from '../app/server/jobs/job-page.server';
import { action as rowAction } from '../app/routes/job.items.$lineId';
import { loader as editLoader } from '../app/routes/job.items.$lineId.edit';
import { action as newAction } from '../app/routes/job.items.new';
import { action as apiLineAction } from '../app/routes/api/job-line-items.$id';

const BASE = 'http://localhost:3000';
let cookie = '';

beforeAll(async () => {
  ({ cookie } = await seedAndSignIn());
});

type RouteFn = (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown;

/** Calls a route function and returns what it answers or throws. */
async function call(fn: RouteFn, path: string, params: Record<string, string>, init: { form?: Record<string, string>; json?: unknown; method?: string } = {}) {
  const headers = new Headers({ Origin: BASE, Cookie: cookie });
  let body: BodyInit | undefined;
  if (init.form) {
    body = new URLSearchParams(init.form);
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
  } else if (init.json !== undefined) {
    body = JSON.stringify(init.json);
    headers.set('Content-Type', 'application/json');
  }
  const request = new Request(`${BASE}${path}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
  try {
    return await fn({ request, params, context: {} });
  } catch (thrown) {
    return thrown;
  }
}

async function toastOf(response: unknown) {
  expect(response).toBeInstanceOf(Response);
  const setCookie = (response as Response).headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return (await getToast(new Request(BASE, { headers: { Cookie: setCookie } }))).toast;
}

const dataOf = (out: unknown) => (out as { data: { values: Record<string, string>; fieldErrors: Record<string, string[]> } }).data;
const ok = <T>(r: { ok: true; value: T } | { ok: false; error: string }): T => {
  if (!r.ok) throw new Error(r.error);
  return r.value;
};
const line = (id: number) => getDb().select().from(schema.lineItems).where(eq(schema.lineItems.id, id)).get()!;

function job() {
  const j = emptyJob('cjr');
  const path = `/job/cjr/${j.jobNumber}`;
  return { ...j, path, params: { brandSlug: 'cjr', jobNumber: j.jobNumber } };
}

const letters = (quantity: number, extra: Record<string, string> = {}) => ({
  lineType: 'sign' as const,
  signId: signId('cjr', 'Channel Letters'),
  quantity,
  selectedOptions: { ...LETTERS_24, ...extra },
  pricingMode: 'Calculated' as const,
  customDescription: null,
});
const removal = () => ({ lineType: 'service' as const, serviceId: serviceId('cjr', 'Removal'), quantity: 1, selectedOptions: {}, pricingMode: 'Calculated' as const, customDescription: null });

describe('typed prices with more than two decimals are rounded to the cent', () => {
  it('the panel answers Calculate with the rounded figure, and saves it', async () => {
    const j = job();
    const form = { lineType: 'sign', signId: String(signId('cjr', 'Channel Letters')), quantity: '1', pricingMode: 'Edited', ...Object.fromEntries(Object.entries(LETTERS_24).map(([k, v]) => [k === 'size' ? 'size' : `opt:${k}`, v])) };
    const prices = { lineItemPrice: '12.345', lineItemInstallPrice: '0.005', lineItemBudget: '1.004', lineItemInstallBudget: '$1,000.999' };
    const calc = dataOf(await call(newAction as RouteFn, `${j.path}/items/new`, j.params, { form: { ...form, ...prices, intent: 'calculate' } }));
    expect(calc.fieldErrors).toEqual({});
    expect(calc.values).toMatchObject({ lineItemPrice: '12.35', lineItemInstallPrice: '0.01', lineItemBudget: '1.00', lineItemInstallBudget: '1001.00' });
    const saved = await call(newAction as RouteFn, `${j.path}/items/new`, j.params, { form: { ...form, ...prices, intent: 'save' } });
    expect((saved as Response).status).toBe(302);
    expect(linesOf(j.versionId)[0]).toMatchObject({ pricingMode: 'Edited', lineItemPrice: 1235, lineItemInstallPrice: 1, lineItemBudget: 100, lineItemInstallBudget: 100100 });
  });
  it('PATCH /api/job-line-items/{id} rounds too (half away from zero)', async () => {
    const j = job();
    const { id } = ok(addLineItem(testStaff, j.versionId, letters(1)));
    const out = await call(apiLineAction as RouteFn, `/api/job-line-items/${id}`, { id: String(id) }, {
      method: 'PATCH',
      json: { prices: { lineItemPrice: 12.345, lineItemInstallPrice: '99.995', lineItemBudget: 0, lineItemInstallBudget: 0 }, pricingMode: 'Edited' },
    });
    expect((out as Response).status ?? 200).toBeLessThan(300);
    expect(line(id)).toMatchObject({ pricingMode: 'Edited', lineItemPrice: 1235, lineItemInstallPrice: 10000 });
  });
});

describe('Backer Illumination without a backer panel is not charged', () => {
  it('the server prices None + Yes like None + No, saves no illumination, and the no-JS save says why', async () => {
    const j = job();
    const plain = ok(addLineItem(testStaff, j.versionId, letters(1)));
    const form = {
      intent: 'save',
      lineType: 'sign',
      signId: String(signId('cjr', 'Channel Letters')),
      quantity: '1',
      pricingMode: 'Calculated',
      ...Object.fromEntries(Object.entries({ ...LETTERS_24, 'Backer Illumination': 'Yes' }).map(([k, v]) => [k === 'size' ? 'size' : `opt:${k}`, v])),
    };
    const saved = await call(newAction as RouteFn, `${j.path}/items/new`, j.params, { form });
    expect((await toastOf(saved))?.description).toBe(
      'Channel Letters added to job with standard pricing. Backer Illumination not charged (Not with Backer Size None: there is no backer panel to illuminate).',
    );
    const [first, second] = linesOf(j.versionId);
    expect(first!.id).toBe(plain.id);
    expect(second!.lineItemPrice).toBe(first!.lineItemPrice);
    expect(JSON.parse(second!.selectedOptions)).not.toHaveProperty('Backer Illumination');
    expect(second!.description).not.toMatch(/Illuminated|Backer/);
    // With a backer it is charged: +$1,250 for 3' x 12' and +$350 lit.
    const lit = ok(addLineItem(testStaff, j.versionId, letters(1, { 'Backer Size': "3' x 12'", 'Backer Illumination': 'Yes' })));
    expect(line(lit.id).lineItemPrice - first!.lineItemPrice).toBe(125000 + 35000);
  });
});

describe('formula services priced from sign counts the job no longer has', () => {
  function stale() {
    const j = job();
    ok(addLineItem(testStaff, j.versionId, letters(2)));
    const { id } = ok(addLineItem(testStaff, j.versionId, removal()));
    // 2 wall signs: 2 x $795 = $1,590.
    expect(line(id).lineItemInstallPrice).toBe(159000);
    ok(addLineItem(testStaff, j.versionId, letters(1)));
    return { ...j, removalId: id };
  }
  const pageRow = (j: ReturnType<typeof job>, id: number) => loadJobPage(getJob(j.jobId)!, null)!.items.find((r) => r.id === id)!;

  it('the job page row and the Edit panel say which counts changed', async () => {
    const j = stale();
    expect(pageRow(j, j.removalId).signCountChanges).toEqual([{ counter: 'Wall Signs', priced: 2, now: 3 }]);
    const panel = (await call(editLoader as RouteFn, `${j.path}/items/${j.removalId}/edit`, { ...j.params, lineId: String(j.removalId) })) as { signCountChanges: unknown };
    expect(panel.signCountChanges).toEqual([{ counter: 'Wall Signs', priced: 2, now: 3 }]);
  });
  it('Re-price from the job page: recomputed by the engine with the job counts, toast, back to the job', async () => {
    const j = stale();
    const before = line(j.removalId).updatedAt;
    const out = await call(rowAction as RouteFn, `${j.path}/items/${j.removalId}`, { ...j.params, lineId: String(j.removalId) }, { form: { intent: 'reprice' } });
    expect((out as Response).headers.get('Location')).toBe(j.path);
    expect((await toastOf(out))?.description).toBe("Removal re-priced with the job's sign counts");
    // 3 x $795 = $2,385.
    expect(line(j.removalId)).toMatchObject({ lineItemInstallPrice: 238500, pricingMode: 'Calculated' });
    expect(JSON.parse(line(j.removalId).selectedOptions)).toEqual({ 'Wall Signs': 3 });
    expect(line(j.removalId).updatedAt).toBeGreaterThan(before);
    expect(pageRow(j, j.removalId).signCountChanges ?? []).toEqual([]);
    // Once more: nothing to do, nothing written.
    const again = await call(rowAction as RouteFn, `${j.path}/items/${j.removalId}`, { ...j.params, lineId: String(j.removalId) }, { form: { intent: 'reprice' } });
    expect((await toastOf(again))?.description).toBe("Removal already uses the job's sign counts");
  });
  it('Re-price from the Edit panel goes back to the panel', async () => {
    const j = stale();
    const out = await call(rowAction as RouteFn, `${j.path}/items/${j.removalId}?version=1`, { ...j.params, lineId: String(j.removalId) }, { form: { intent: 'reprice', back: 'edit' } });
    expect((out as Response).headers.get('Location')).toBe(`${j.path}/items/${j.removalId}/edit?version=1`);
    expect(line(j.removalId).lineItemInstallPrice).toBe(238500);
  });
  it('a removed sign is noticed too; an Edited line is never re-priced', async () => {
    const j = job();
    const sign = ok(addLineItem(testStaff, j.versionId, letters(3)));
    const { id } = ok(addLineItem(testStaff, j.versionId, removal()));
    ok(updateLineItem(testStaff, sign.id, j.versionId, letters(1)));
    expect(pageRow(j, id).signCountChanges).toEqual([{ counter: 'Wall Signs', priced: 3, now: 1 }]);
    ok(setLineItemPrices(testStaff, id, { price: 0, install: 50000, budget: 0, installBudget: 0 }, j.versionId));
    expect(pageRow(j, id).signCountChanges ?? []).toEqual([]);
    await call(rowAction as RouteFn, `${j.path}/items/${id}`, { ...j.params, lineId: String(id) }, { form: { intent: 'reprice' } });
    expect(line(id)).toMatchObject({ pricingMode: 'Edited', lineItemInstallPrice: 50000 });
  });
  it('a line of another version is not found', async () => {
    const j = stale();
    const other = job();
    const out = await call(rowAction as RouteFn, `${other.path}/items/${j.removalId}`, { ...other.params, lineId: String(j.removalId) }, { form: { intent: 'reprice' } });
    expect((await toastOf(out))?.variant).toBe('destructive');
    expect(line(j.removalId).lineItemInstallPrice).toBe(159000);
  });
});
