/**
 * Rough edges, the server side of: prices typed with more
 * than two decimals rounded to the cent; Backer Illumination not charged
 * without a backer panel; and formula services priced from sign counts the
 * job no longer has (only services that count the job's own signs, never a
 * count typed on purpose), said on the job page and the Edit panel and
 * re-priced after a confirmation showing old -> new.
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
import { action as rowAction, loader as rowLoader } from '../app/routes/job.items.$lineId';
import type { RepriceConfirmData } from '../app/server/line-items/panel-routes.server';
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
const permits = () => ({ lineType: 'service' as const, serviceId: serviceId('cjr', 'Permits & Procurement'), quantity: 1, selectedOptions: {}, pricingMode: 'Calculated' as const, customDescription: null });
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
    ok(addLineItem(testStaff, j.versionId, letters(3)));
    const { id } = ok(addLineItem(testStaff, j.versionId, permits()));
    // 3 wall signs: 3 x $970 = $2,910, over the $1,970 threshold.
    expect(line(id).lineItemPrice).toBe(291000);
    ok(addLineItem(testStaff, j.versionId, letters(1)));
    return { ...j, permitsId: id };
  }
  const pageRow = (j: ReturnType<typeof job>, id: number) => loadJobPage(getJob(j.jobId)!, null)!.items.find((r) => r.id === id)!;
  const rowPath = (j: ReturnType<typeof job>, id: number, query = '') => `${j.path}/items/${id}${query}`;
  const confirmOf = async (j: ReturnType<typeof job>, id: number, query = '?intent=reprice') =>
    ((await call(rowLoader as RouteFn, rowPath(j, id, query), { ...j.params, lineId: String(id) })) as { reprice: RepriceConfirmData }).reprice;
  const confirm = (j: ReturnType<typeof job>, id: number, shown: RepriceConfirmData, query = '') =>
    call(rowAction as RouteFn, rowPath(j, id, query), { ...j.params, lineId: String(id) }, {
      form: { intent: 'reprice', back: shown.back, updatedAt: String(shown.updatedAt), newPrice: String(shown.newPrice) },
    });

  it('the job page row and the Edit panel say which counts changed', async () => {
    const j = stale();
    expect(pageRow(j, j.permitsId).signCountChanges).toEqual([{ counter: 'Wall Signs', priced: 3, now: 4 }]);
    const panel = (await call(editLoader as RouteFn, `${j.path}/items/${j.permitsId}/edit`, { ...j.params, lineId: String(j.permitsId) })) as { signCountChanges: unknown };
    expect(panel.signCountChanges).toEqual([{ counter: 'Wall Signs', priced: 3, now: 4 }]);
  });
  it('Re-price shows old -> new first and writes nothing; Confirm saves what was shown', async () => {
    const j = stale();
    const before = line(j.permitsId).updatedAt;
    const shown = await confirmOf(j, j.permitsId);
    // 4 x $970 = $3,880; the budget follows the service multiplier.
    expect(shown).toMatchObject({ name: 'Permits & Procurement', changes: [{ counter: 'Wall Signs', priced: 3, now: 4 }], newPrice: 388000, back: 'job', cancelHref: j.path });
    expect(shown.amounts[0]).toEqual({ label: 'Price', before: 291000, after: 388000 });
    expect(shown.amounts.map((a) => a.label)).toContain('Unit price');
    expect(line(j.permitsId)).toMatchObject({ lineItemPrice: 291000, updatedAt: before });
    const out = await confirm(j, j.permitsId, shown);
    expect((out as Response).headers.get('Location')).toBe(j.path);
    expect((await toastOf(out))?.description).toBe("Permits & Procurement re-priced with the job's sign counts");
    expect(line(j.permitsId)).toMatchObject({ lineItemPrice: 388000, pricingMode: 'Calculated' });
    expect(JSON.parse(line(j.permitsId).selectedOptions)).toEqual({ 'Wall Signs': 4 });
    expect(line(j.permitsId).updatedAt).toBeGreaterThan(before);
    expect(pageRow(j, j.permitsId).signCountChanges ?? []).toEqual([]);
    // Once more: the confirmation says it is current and offers nothing to save.
    expect((await confirmOf(j, j.permitsId)).changes).toEqual([]);
  });
  it('a Confirm of figures that moved since they were shown is refused and shows the new ones', async () => {
    const j = stale();
    const shown = await confirmOf(j, j.permitsId);
    ok(addLineItem(testStaff, j.versionId, letters(1)));
    const out = await confirm(j, j.permitsId, shown);
    expect((out as Response).headers.get('Location')).toBe(`${j.path}/items/${j.permitsId}?intent=reprice`);
    expect((await toastOf(out))?.description).toBe("The job's sign counts changed again since the new price was shown: check it and confirm again");
    expect(line(j.permitsId).lineItemPrice).toBe(291000);
    // A post without the figures shown is no Re-price at all.
    const bare = await call(rowAction as RouteFn, rowPath(j, j.permitsId), { ...j.params, lineId: String(j.permitsId) }, { form: { intent: 'reprice' } });
    expect((bare as { init: { status: number } }).init.status).toBe(400);
    expect(line(j.permitsId).lineItemPrice).toBe(291000);
  });
  it('Re-price from the Edit panel goes back to the panel', async () => {
    const j = stale();
    const shown = await confirmOf(j, j.permitsId, '?version=1&intent=reprice&back=edit');
    expect(shown.cancelHref).toBe(`${j.path}/items/${j.permitsId}/edit?version=1`);
    const out = await confirm(j, j.permitsId, shown, '?version=1');
    expect((out as Response).headers.get('Location')).toBe(`${j.path}/items/${j.permitsId}/edit?version=1`);
    expect(line(j.permitsId).lineItemPrice).toBe(388000);
  });
  it('a removed sign is noticed too; an Edited line is never re-priced', async () => {
    const j = job();
    const sign = ok(addLineItem(testStaff, j.versionId, letters(3)));
    const { id } = ok(addLineItem(testStaff, j.versionId, permits()));
    ok(updateLineItem(testStaff, sign.id, j.versionId, letters(1)));
    expect(pageRow(j, id).signCountChanges).toEqual([{ counter: 'Wall Signs', priced: 3, now: 1 }]);
    ok(setLineItemPrices(testStaff, id, { price: 50000, install: 0, budget: 0, installBudget: 0 }, j.versionId));
    expect(pageRow(j, id).signCountChanges ?? []).toEqual([]);
    expect((await confirmOf(j, id)).changes).toEqual([]);
    await confirm(j, id, { back: 'job', updatedAt: line(id).updatedAt, newPrice: 50000 } as RepriceConfirmData);
    expect(line(id)).toMatchObject({ pricingMode: 'Edited', lineItemPrice: 50000 });
  });
  it('a line of another version is not found', async () => {
    const j = stale();
    const other = job();
    const out = await call(rowAction as RouteFn, rowPath(other, j.permitsId), { ...other.params, lineId: String(j.permitsId) }, {
      form: { intent: 'reprice', updatedAt: String(line(j.permitsId).updatedAt), newPrice: '388000' },
    });
    expect((await toastOf(out))?.variant).toBe('destructive');
    expect(line(j.permitsId).lineItemPrice).toBe(291000);
  });
});

describe('only services that count the job\'s own signs are flagged, never a count typed on purpose', () => {
  const pageRow = (j: ReturnType<typeof job>, id: number) => loadJobPage(getJob(j.jobId)!, null)!.items.find((r) => r.id === id)!;
  it('Removal counts the old signs coming down: priced for 2 wall signs, the job now 1, not flagged', () => {
    const j = job();
    const sign = ok(addLineItem(testStaff, j.versionId, letters(2)));
    const { id } = ok(addLineItem(testStaff, j.versionId, removal()));
    // 2 x $795 = $1,590, and it stays.
    expect(line(id).lineItemInstallPrice).toBe(159000);
    ok(updateLineItem(testStaff, sign.id, j.versionId, letters(1)));
    expect(pageRow(j, id).signCountChanges ?? []).toEqual([]);
    expect(line(id).lineItemInstallPrice).toBe(159000);
  });
  it('Survey counts the job\'s signs: flagged when they change', () => {
    const j = job();
    const sign = ok(addLineItem(testStaff, j.versionId, letters(2)));
    const { id } = ok(addLineItem(testStaff, j.versionId, { ...removal(), serviceId: serviceId('cjr', 'Survey') }));
    ok(updateLineItem(testStaff, sign.id, j.versionId, letters(9)));
    expect(pageRow(j, id).signCountChanges).toEqual([{ counter: 'Wall Signs', priced: 2, now: 9 }]);
  });
  it('a count typed to differ from the job is the estimator\'s: never flagged, kept by an untouched edit', () => {
    const j = job();
    const sign = ok(addLineItem(testStaff, j.versionId, letters(2)));
    const draft = { ...permits(), selectedOptions: { 'Wall Signs': 5 } };
    const { id } = ok(addLineItem(testStaff, j.versionId, draft));
    expect(JSON.parse(line(id).selectedOptions)).toEqual({ 'Wall Signs': 5, typedCounts: 'Wall Signs' });
    ok(updateLineItem(testStaff, sign.id, j.versionId, letters(3)));
    expect(pageRow(j, id).signCountChanges ?? []).toEqual([]);
    // Saved again as it was (a description change): still the estimator's.
    ok(updateLineItem(testStaff, id, j.versionId, { ...draft, customDescription: 'Permits for the five signs' }));
    expect(pageRow(j, id).signCountChanges ?? []).toEqual([]);
    // Set back to the job's own count, it follows the job again.
    ok(updateLineItem(testStaff, id, j.versionId, { ...draft, selectedOptions: { 'Wall Signs': 3 } }));
    expect(JSON.parse(line(id).selectedOptions)).toEqual({ 'Wall Signs': 3 });
    ok(updateLineItem(testStaff, sign.id, j.versionId, letters(1)));
    expect(pageRow(j, id).signCountChanges).toEqual([{ counter: 'Wall Signs', priced: 3, now: 1 }]);
  });
  it('a stale line saved untouched stays flagged (its old count is not a typed one)', () => {
    const j = job();
    const sign = ok(addLineItem(testStaff, j.versionId, letters(2)));
    const { id } = ok(addLineItem(testStaff, j.versionId, permits()));
    ok(updateLineItem(testStaff, sign.id, j.versionId, letters(1)));
    ok(updateLineItem(testStaff, id, j.versionId, { ...permits(), selectedOptions: { 'Wall Signs': 2 }, customDescription: 'Permits' }));
    expect(pageRow(j, id).signCountChanges).toEqual([{ counter: 'Wall Signs', priced: 2, now: 1 }]);
  });
});
