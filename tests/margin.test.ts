/**
 * Margin against a fresh database: the brand's target (form and
 * /api, 30% unset, 400 naming the field), the job page's flags and version
 * margin from the server, and the guardrail on sending (409 naming the Loss
 * lines until confirmed, the confirmation in the job's history).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { getDb, schema } from '../app/server/db.server';
import { getJob } from '../app/server/jobs/job-detail.server';
import { loadJobPage } from '../app/server/jobs/job-page.server';
import { markSent, sendProposal } from '../app/server/lifecycle/send.server';
import { historyPage } from '../app/server/lifecycle/history.server';
import { closePdfBrowser } from '../app/server/pdf/browser.server';
import { flushMail } from '../app/server/mail.server';
import { defaultValidUntil } from '../app/domain/lifecycle/states';
import { action as brandAction } from '../app/routes/api/brands.$id';
import { action as brandsAction } from '../app/routes/api/brands';
import { action as editBrandAction } from '../app/routes/data.brands.$brandId.edit';
import { action as stepAction } from '../app/routes/api/jobs.$id.versions.$versionNumber.$step';
import { action as sendRouteAction } from '../app/routes/job.send';
import { hit } from './support/admin-helpers';
import { call, cookieFor, makeJob, makeUser, type JobFixture } from './support/job-detail-fixtures';

const db = () => getDb();
const validUntil = defaultValidUntil(Date.now());
let job: JobFixture;
let admin = '';
let staff = '';

/** The job's lines in order: 1 Channel Letters (x2), 2 Custom panel, 3 Survey. */
function lineAt(position: number) {
  return db().select().from(schema.lineItems).where(eq(schema.lineItems.jobVersionId, job.versionId)).all().sort((a, b) => a.sortOrder - b.sortOrder)[position - 1]!;
}
function setPrices(position: number, set: Partial<typeof schema.lineItems.$inferInsert>) {
  db().update(schema.lineItems).set(set).where(eq(schema.lineItems.id, lineAt(position).id)).run();
}
function page() {
  return loadJobPage(getJob(job.jobId)!, 1)!;
}

beforeAll(async () => {
  job = makeJob();
  admin = await cookieFor(makeUser('admin@test.local', 'Ada Admin', 'Admin'));
  staff = await cookieFor(job.userId);
});
afterAll(async () => {
  await flushMail();
  await closePdfBrowser();
});

describe('brand target margin', () => {
  it('is 30% when not set; the job page judges its lines against it', () => {
    const p = page();
    // Channel Letters: 2 x $2,500 + $800 = $5,800.00 against 2 x $1,375 + $440 = $3,190.00: $2,610.00, 45.0%
    expect(p.items[0]!.margin).toMatchObject({ price: 5800_00, budget: 3190_00, total: 2610_00, percentTenths: 450, flag: null });
    // Custom panel $123.45 against $67.89: 45.006% shows 45.0%; Survey $595 against $300: 49.58% shows 49.6% (half away from zero)
    expect(p.items.map((i) => i.margin!.percentTenths)).toEqual([450, 450, 496]);
    // Version: $6,518.45 against $3,557.89 = $2,960.56, 45.41..% -> 45.4%
    expect(p.margin).toEqual({ cents: 2960_56, percentTenths: 454, targetPercent: 30, lossCount: 0, lowCount: 0, firstFlaggedId: null });
  });

  it('PATCH /api/brands/{id} sets it (admin only), refuses a bad one with 400 naming the field, and null goes back to 30%', async () => {
    const params = { id: String(job.brandId) };
    expect((await hit(brandAction, { cookie: staff, method: 'PATCH', body: { targetMarginPercent: 46 }, params })).status).toBe(403);
    for (const bad of [91, -1, 12.5, 'lots']) {
      const refused = await hit(brandAction, { cookie: admin, method: 'PATCH', body: { targetMarginPercent: bad }, params });
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.fields)).toEqual(['targetMarginPercent']);
    }
    const ok = await hit(brandAction, { cookie: admin, method: 'PATCH', body: { targetMarginPercent: 46 }, params });
    expect(ok.status).toBe(200);
    expect(ok.body.brand.targetMarginPercent).toBe(46);
    // Every line keeps 45.x%: all three now under the 46% target; the first is linked.
    const p = page();
    expect(p.items.map((i) => i.margin!.flag)).toEqual(['low', 'low', null]);
    expect(p.margin).toMatchObject({ targetPercent: 46, lossCount: 0, lowCount: 2, firstFlaggedId: lineAt(1).id });
    expect((await hit(brandAction, { cookie: admin, method: 'PATCH', body: { targetMarginPercent: null }, params })).status).toBe(200);
    expect(page().margin.targetPercent).toBe(30);
  });

  it('POST /api/brands takes it; the Edit Brand form saves it (empty: the default) and says what is wrong', async () => {
    const made = await hit(brandsAction, { cookie: admin, body: { name: 'Margin Co', slug: 'margin-co', proposalPrefix: 'MCP', targetMarginPercent: 35 } });
    expect(made.status).toBe(201);
    expect(made.body.brand.targetMarginPercent).toBe(35);
    const form = { name: 'Margin Co', slug: 'margin-co', proposalPrefix: 'MCP', status: 'Active' };
    const params = { brandId: String(made.body.brand.id) };
    const path = `/data/brands/${made.body.brand.id}/edit`;
    const bad = await hit(editBrandAction, { cookie: admin, path, form: { ...form, targetMarginPercent: '150' }, params });
    expect(bad.status).toBe(400);
    expect(bad.body.result.error.targetMarginPercent).toEqual(['Enter a whole percent from 0 to 90, or leave empty for 30']);
    expect((await hit(editBrandAction, { cookie: admin, path, form: { ...form, targetMarginPercent: '40%' }, params })).status).toBe(302);
    const target = () => db().select().from(schema.brands).where(eq(schema.brands.id, made.body.brand.id)).get()!.targetMarginPercent;
    expect(target()).toBe(40);
    expect((await hit(editBrandAction, { cookie: admin, path, form: { ...form, targetMarginPercent: '' }, params })).status).toBe(302);
    expect(target()).toBeNull();
  });
});

describe('flags on the job page', () => {
  it('a line priced below its budget is a Loss, under the target Low margin, above it none', () => {
    setPrices(2, { lineItemPrice: 5000 }); // $50.00 against $67.89
    let p = page();
    expect(p.items[1]!.margin).toMatchObject({ flag: 'loss', total: -1789, percentTenths: -358 });
    expect(p.margin).toMatchObject({ lossCount: 1, lowCount: 0, firstFlaggedId: lineAt(2).id });
    setPrices(2, { lineItemPrice: 8000 }); // 15.1%: under 30%
    p = page();
    expect(p.items[1]!.margin).toMatchObject({ flag: 'low', percentTenths: 151 });
    setPrices(2, { lineItemPrice: 12345 });
    expect(page().margin).toMatchObject({ lossCount: 0, lowCount: 0, firstFlaggedId: null });
  });
});

describe('guardrail on sending', () => {
  const sendForm = { to: ['pat@example.com'], cc: [], subject: 'Your proposal', message: 'Attached.', version: 1, validUntil };
  const user = () => ({ id: job.userId, fullName: 'Sam Ortiz', firstName: null, lastName: null });
  const versionState = () =>
    db()
      .select({ state: schema.jobVersions.state })
      .from(schema.jobVersions)
      .where(and(eq(schema.jobVersions.jobId, job.jobId), eq(schema.jobVersions.versionNumber, 1)))
      .get()!.state;

  it('refuses a version with a Loss line (409 naming it) and writes nothing; the form post asks the same', async () => {
    setPrices(2, { lineItemPrice: 5000 });
    const sends = () => db().select().from(schema.proposalSends).all().length;
    const before = sends();
    const refused = await sendProposal(getJob(job.jobId)!, sendForm, user());
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.status).toBe(409);
    expect(refused.error).toBe('Version 1 has 1 line priced below its budget: 2. Channel Letters (price $50.00, budget $67.89). Confirm to send it anyway.');
    expect(refused.lossLines).toEqual([{ id: lineAt(2).id, position: 2, name: 'Channel Letters', price: 5000, budget: 6789 }]);
    expect(sends()).toBe(before);
    expect(versionState()).toBe('Draft');

    const api = await call(() =>
      stepAction({
        request: new Request(`http://localhost:3000/api/jobs/${job.jobId}/versions/1/mark-sent`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Cookie: staff },
          body: JSON.stringify({ validUntil }),
        }),
        params: { id: String(job.jobId), versionNumber: '1', step: 'mark-sent' },
        context: {},
      } as never),
    );
    expect(api.status).toBe(409);
    expect(api.body).toMatchObject({ lossLines: [{ id: lineAt(2).id, position: 2, name: 'Channel Letters' }], fields: { confirmLoss: [expect.stringContaining('2. Channel Letters')] } });

    const path = `/job/dhc/${job.jobNumber}/send`;
    const posted = await hit(sendRouteAction, {
      cookie: staff,
      path,
      form: { intent: 'send', version: '1', to: 'pat@example.com', cc: '', subject: 'Your proposal', message: 'Attached.', validUntil },
      params: { brandSlug: 'dhc', jobNumber: job.jobNumber },
    });
    expect(posted.status).toBe(409);
    expect(posted.body.lossLines).toHaveLength(1);
    expect(posted.body.values.subject).toBe('Your proposal');
    expect(sends()).toBe(before);
  });

  it('sends once confirmed and records the confirmation, naming the line, in the job history', async () => {
    const sent = await sendProposal(getJob(job.jobId)!, { ...sendForm, confirmLoss: true }, user());
    expect(sent.ok).toBe(true);
    expect(versionState()).toBe('Sent');
    const rows = historyPage(job.jobId, 0).rows;
    const confirmed = rows.find((r) => r.event === 'loss confirmed');
    expect(confirmed?.detail).toBe('Sent knowing this line is priced below budget: 2. Channel Letters (price $50.00, budget $67.89)');
    expect(confirmed?.actorName).toBe('Sam Ortiz');
  });

  it('Mark as Sent the same: confirmed through the form post', async () => {
    const other = makeJob();
    db().update(schema.lineItems).set({ lineItemPrice: 1000 }).where(and(eq(schema.lineItems.jobVersionId, other.versionId), eq(schema.lineItems.sortOrder, 2))).run();
    const by = { id: other.userId, fullName: 'Sam Ortiz', firstName: null, lastName: null };
    const refused = await markSent(getJob(other.jobId)!, { version: 1, validUntil }, by);
    expect(refused).toMatchObject({ ok: false, status: 409 });
    const path = `/job/dhc/${other.jobNumber}/send`;
    const posted = await hit(sendRouteAction, {
      cookie: await cookieFor(other.userId),
      path,
      form: { intent: 'mark-sent', version: '1', validUntil, confirmLoss: 'on' },
      params: { brandSlug: 'dhc', jobNumber: other.jobNumber },
    });
    expect(posted.status).toBe(302);
    const events = historyPage(other.jobId, 0).rows.map((r) => r.event);
    expect(events).toContain('marked as sent');
    expect(events).toContain('loss confirmed');
  });
});
