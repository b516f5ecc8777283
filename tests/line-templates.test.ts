/**
 * Line templates, through the screens' actions (Save as
 * template, the Add New panel's Templates tab, the data screen's Edit
 * Template) and the /api routes: saved from a version (all lines or the chosen
 * rows), added at the end of another version in one transaction with
 * Calculated lines re-priced from today's catalogue and Custom lines as saved,
 * refused on a frozen version, and never changing lines already added.
 */
import { testStaff } from './support/staff-actor';
import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { seedAndSignIn } from './support/seeded';
import { emptyJob, LETTERS_24, linesOf, ok, serviceId, signDraft, signId, sizeRow } from './support/line-items-fixtures';
import { call, cookieFor } from './support/job-detail-fixtures';
import { getDb, schema } from '../app/server/db.server';
import { action as saveAction } from '../app/routes/job.save-template';
import { action as panelAction, loader as panelLoader } from '../app/routes/job.items.new';
import { action as editAction } from '../app/routes/data.templates.$templateId.edit';
import { action as listApiAction, loader as listApi } from '../app/routes/api/templates';
import { action as oneApiAction, loader as oneApi } from '../app/routes/api/templates.$id';
import { action as addApi } from '../app/routes/api/templates.$id.add';
import { addLineItem, type LineItemDraft } from '../app/server/line-items/line-item-writes.server';
import { listTemplates } from '../app/server/line-items/templates.server';
import { TEMPLATE_MESSAGES } from '../app/domain/line-items/templates';

let cookie: string;
let adminCookie: string;
let userId: number;
beforeAll(async () => {
  ({ cookie, userId } = await seedAndSignIn());
  const admin = getDb().select().from(schema.users).where(eq(schema.users.email, 'admin@signboard.local')).get()!;
  adminCookie = await cookieFor(admin.id);
});

const base = 'http://localhost';
let n = 0;

const letters = (extra: Partial<LineItemDraft> = {}): LineItemDraft => signDraft('cjr', 'Channel Letters', LETTERS_24, { quantity: 2, ...extra });
const surveyDraft = (): LineItemDraft => ({ lineType: 'service', serviceId: serviceId('cjr', 'Survey'), quantity: 1, selectedOptions: {}, pricingMode: 'Calculated', customDescription: null });
const neon: LineItemDraft = {
  lineType: 'sign',
  signId: 0,
  quantity: 1,
  selectedOptions: {},
  pricingMode: 'Custom',
  customDescription: 'Neon script',
  prices: { price: 99900, install: 10000, budget: 40000, installBudget: 5000 },
};

/** A Carl's Jr job with three lines: Channel Letters x2 (Calculated), Survey (Calculated), a Custom neon sign. */
function sourceJob() {
  const job = emptyJob('cjr', userId);
  ok(addLineItem(testStaff, job.versionId, letters()));
  ok(addLineItem(testStaff, job.versionId, surveyDraft()));
  ok(addLineItem(testStaff, job.versionId, { ...neon, signId: signId('cjr', 'Custom Sign') }));
  return job;
}

const form = (url: string, fields: [string, string][], who = cookie) =>
  new Request(`${base}${url}`, { method: 'POST', headers: { Cookie: who, 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
const json = (url: string, method: string, body: unknown, who = cookie) =>
  new Request(`${base}${url}`, { method, headers: { Cookie: who, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const params = (job: { brandSlug: string; jobNumber: string }) => ({ brandSlug: job.brandSlug, jobNumber: job.jobNumber });

function saveTemplate(job: ReturnType<typeof emptyJob>, name: string, lineIds: number[]) {
  const fields: [string, string][] = [['name', name], ['description', 'Every new store'], ...lineIds.map((id): [string, string] => ['lineIds', String(id)])];
  return call(() => saveAction({ request: form(`/job/cjr/${job.jobNumber}/save-template`, fields), params: params(job), context: {} } as never));
}
function addFromPanel(job: ReturnType<typeof emptyJob>, templateId: number) {
  const request = form(`/job/${job.brandSlug}/${job.jobNumber}/items/new?list=templates`, [['intent', 'add-template'], ['templateId', String(templateId)]]);
  return call(() => panelAction({ request, params: params(job), context: {} } as never));
}
const templateId = (name: string) => listTemplates(null).find((t) => t.name === name)!.id;
const money = (l: ReturnType<typeof linesOf>[number]) => [l.lineItemPrice, l.lineItemInstallPrice, l.lineItemBudget, l.lineItemInstallBudget];

describe('line templates on the screens', () => {
  it('saves a version as a template, lists it in the Templates tab, and adds it at the end re-priced from today', async () => {
    const src = sourceJob();
    const saved = await saveTemplate(src, `Store kit ${++n}`, linesOf(src.versionId).map((l) => l.id));
    expect(saved.status).toBe(302);
    expect(saved.headers.get('Location')).toBe(`/job/cjr/${src.jobNumber}`);
    const id = templateId(`Store kit ${n}`);

    const target = emptyJob('cjr', userId);
    ok(addLineItem(testStaff, target.versionId, surveyDraft()));
    const panel = await call(() => panelLoader({ request: new Request(`${base}/job/cjr/${target.jobNumber}/items/new?list=templates`, { headers: { Cookie: cookie } }), params: params(target), context: {} } as never));
    expect(panel.body).toMatchObject({ list: 'templates', templates: expect.arrayContaining([{ id, name: `Store kit ${n}`, description: 'Every new store', lineCount: 3 }]) });

    // Today's catalogue: the 24" Channel Letters now cost more.
    const size = sizeRow(signId('cjr', 'Channel Letters'), '24"');
    getDb().update(schema.signSizes).set({ signPrice: size.signPrice + 10000 }).where(eq(schema.signSizes.id, size.id)).run();
    try {
      const added = await addFromPanel(target, id);
      expect(added.status).toBe(302);
      expect(added.headers.get('Location')).toBe(`/job/cjr/${target.jobNumber}`);
      const lines = linesOf(target.versionId);
      expect(lines.map((l) => l.sortOrder)).toEqual([1, 2, 3, 4]);
      const [, addedLetters, addedSurvey, addedNeon] = lines;
      const [srcLetters, srcSurvey, srcNeon] = linesOf(src.versionId);
      // Re-priced: 2 letters sets at the new size price (the engine's own figure for the same configuration today).
      const fresh = emptyJob('cjr', userId);
      ok(addLineItem(testStaff, fresh.versionId, letters()));
      expect(money(addedLetters!)).toEqual(money(linesOf(fresh.versionId)[0]!));
      expect(addedLetters!.lineItemPrice).toBeGreaterThan(srcLetters!.lineItemPrice);
      expect(addedLetters).toMatchObject({ pricingMode: 'Calculated', quantity: 2, description: srcLetters!.description });
      expect(money(addedSurvey!)).toEqual(money(srcSurvey!));
      // Custom kept as saved.
      expect(addedNeon).toMatchObject({ pricingMode: 'Custom', description: 'Neon script' });
      expect(money(addedNeon!)).toEqual(money(srcNeon!));
      // The source's lines (added before the change) keep their prices.
      expect(linesOf(src.versionId)[0]!.lineItemPrice).toBe(srcLetters!.lineItemPrice);
    } finally {
      getDb().update(schema.signSizes).set({ signPrice: size.signPrice }).where(eq(schema.signSizes.id, size.id)).run();
    }
  });

  it('saves only the chosen rows, and refuses a blank name, no rows or a name the brand already uses', async () => {
    const src = sourceJob();
    const [first, , third] = linesOf(src.versionId);
    expect((await saveTemplate(src, `Two lines ${++n}`, [first!.id, third!.id])).status).toBe(302);
    expect(listTemplates(null).find((t) => t.name === `Two lines ${n}`)!.lineCount).toBe(2);
    expect(await saveTemplate(src, '  ', [first!.id])).toMatchObject({ status: 400, body: { fieldErrors: { name: [TEMPLATE_MESSAGES.name] } } });
    expect(await saveTemplate(src, 'No rows', [])).toMatchObject({ status: 400, body: { fieldErrors: { lineIds: [TEMPLATE_MESSAGES.noLines] } } });
    expect(await saveTemplate(src, `two LINES ${n}`, [first!.id])).toMatchObject({ status: 409, body: { fieldErrors: { name: [TEMPLATE_MESSAGES.nameTaken(`two LINES ${n}`, "Carl's Jr")] } } });
    const other = sourceJob();
    expect((await saveTemplate(src, 'Not mine', [linesOf(other.versionId)[0]!.id])).status).toBe(400);
  });

  it('refuses adding to a frozen (approved) version, adding nothing', async () => {
    const src = sourceJob();
    await saveTemplate(src, `Frozen kit ${++n}`, linesOf(src.versionId).map((l) => l.id));
    const target = emptyJob('cjr', userId);
    ok(addLineItem(testStaff, target.versionId, surveyDraft()));
    getDb().update(schema.jobVersions).set({ state: 'Approved', approvedAt: Date.now() }).where(eq(schema.jobVersions.id, target.versionId)).run();
    const before = JSON.stringify(linesOf(target.versionId));
    const res = await addFromPanel(target, templateId(`Frozen kit ${n}`));
    expect(res.status).toBe(409);
    expect((res.body as { templateError: string }).templateError).toMatch(/approved/i);
    expect(JSON.stringify(linesOf(target.versionId))).toBe(before);
  });

  it('is one transaction: a line the catalogue can no longer price adds none of the lines, naming it', async () => {
    const src = sourceJob();
    await saveTemplate(src, `Gone kit ${++n}`, linesOf(src.versionId).map((l) => l.id));
    const surveyId = serviceId('cjr', 'Survey');
    getDb().update(schema.services).set({ isActive: false }).where(eq(schema.services.id, surveyId)).run();
    try {
      const target = emptyJob('cjr', userId);
      const res = await addFromPanel(target, templateId(`Gone kit ${n}`));
      expect(res.status).toBe(400);
      expect((res.body as { templateError: string }).templateError).toBe(TEMPLATE_MESSAGES.lineFailed(2, 'Survey', "Choose a service of this job's brand"));
      expect(linesOf(target.versionId)).toEqual([]);
    } finally {
      getDb().update(schema.services).set({ isActive: true }).where(eq(schema.services.id, surveyId)).run();
    }
  });

  it("refuses another brand's template", async () => {
    const src = sourceJob();
    await saveTemplate(src, `Cjr only ${++n}`, [linesOf(src.versionId)[0]!.id]);
    const dhcJob = emptyJob('dhc', userId);
    expect(await addFromPanel(dhcJob, templateId(`Cjr only ${n}`))).toMatchObject({ status: 400, body: { templateError: TEMPLATE_MESSAGES.otherBrand } });
  });

  it('lets an admin rename and delete a template on the data screen; lines added from it stay', async () => {
    const src = sourceJob();
    await saveTemplate(src, `Admin kit ${++n}`, linesOf(src.versionId).map((l) => l.id));
    const id = templateId(`Admin kit ${n}`);
    const target = emptyJob('cjr', userId);
    expect((await addFromPanel(target, id)).status).toBe(302);
    const added = JSON.stringify(linesOf(target.versionId));

    const user = await call(() => editAction({ request: form(`/data/templates/${id}/edit`, [['name', 'Nope']]), params: { templateId: String(id) }, context: {} } as never));
    expect(user.status).toBe(302);
    expect(user.headers.get('Location')).toBe('/');
    const renamed = await call(() =>
      editAction({ request: form(`/data/templates/${id}/edit`, [['name', `Renamed kit ${n}`], ['description', 'New words']], adminCookie), params: { templateId: String(id) }, context: {} } as never),
    );
    expect(renamed.status).toBe(302);
    expect(listTemplates(null).find((t) => t.id === id)).toMatchObject({ name: `Renamed kit ${n}`, description: 'New words' });
    const deleted = await call(() => editAction({ request: form(`/data/templates/${id}/edit`, [['intent', 'delete']], adminCookie), params: { templateId: String(id) }, context: {} } as never));
    expect(deleted.status).toBe(302);
    expect(listTemplates(null).some((t) => t.id === id)).toBe(false);
    expect(getDb().select({ n: count() }).from(schema.lineTemplateLines).where(eq(schema.lineTemplateLines.templateId, id)).get()!.n).toBe(0);
    expect(JSON.stringify(linesOf(target.versionId))).toBe(added);
  });
});

describe('/api/templates', () => {
  it('creates, lists, shows, adds, renames (admin) and deletes (admin)', async () => {
    const src = sourceJob();
    const created = await call(() => listApiAction({ request: json('/api/templates', 'POST', { jobId: src.jobId, versionNumber: 1, name: `API kit ${++n}` }), params: {}, context: {} } as never));
    expect(created).toMatchObject({ status: 201, body: { name: `API kit ${n}`, lineCount: 3 } });
    const id = (created.body as { id: number }).id;
    const brandList = await call(() => listApi({ request: new Request(`${base}/api/templates?brandId=${src.brandId}`, { headers: { Cookie: cookie } }), params: {}, context: {} } as never));
    expect((brandList.body as { id: number }[]).some((t) => t.id === id)).toBe(true);
    const one = await call(() => oneApi({ request: new Request(`${base}/api/templates/${id}`, { headers: { Cookie: cookie } }), params: { id: String(id) }, context: {} } as never));
    expect(one).toMatchObject({ status: 200, body: { id, lines: [{ name: 'Channel Letters', quantity: 2 }, { name: 'Survey' }, { name: 'Custom Sign', pricingMode: 'Custom' }] } });

    const target = emptyJob('cjr', userId);
    const add = (body: unknown) => call(() => addApi({ request: json(`/api/templates/${id}/add`, 'POST', body), params: { id: String(id) }, context: {} } as never));
    expect(await add({ jobId: target.jobId, versionNumber: 1 })).toMatchObject({ status: 201, body: { added: expect.any(Array) } });
    expect(linesOf(target.versionId)).toHaveLength(3);
    expect(await add({ jobId: target.jobId })).toMatchObject({ status: 400, body: { fields: { versionNumber: expect.any(Array) } } });
    expect((await add({ jobId: target.jobId, versionNumber: 7 })).status).toBe(404);

    const patch = (who: string, body: unknown) => call(() => oneApiAction({ request: json(`/api/templates/${id}`, 'PATCH', body, who), params: { id: String(id) }, context: {} } as never));
    expect((await patch(cookie, { name: 'User rename' })).status).toBe(403);
    expect(await patch(adminCookie, { name: '' })).toMatchObject({ status: 400, body: { fields: { name: [TEMPLATE_MESSAGES.name] } } });
    expect(await patch(adminCookie, { name: `API kit renamed ${n}` })).toMatchObject({ status: 200, body: { id, name: `API kit renamed ${n}` } });
    const del = (who: string, which = id) => call(() => oneApiAction({ request: json(`/api/templates/${which}`, 'DELETE', {}, who), params: { id: String(which) }, context: {} } as never));
    expect((await del(cookie)).status).toBe(403);
    expect((await del(adminCookie)).status).toBe(200);
    expect((await del(adminCookie)).status).toBe(404);
    expect(linesOf(target.versionId)).toHaveLength(3);
    const signedOut = await call(() => listApi({ request: new Request(`${base}/api/templates`), params: {}, context: {} } as never));
    expect(signedOut.status).toBe(401);
  });
});
