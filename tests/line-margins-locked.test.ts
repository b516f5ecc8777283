/**
 * A line's unit and install margins where they are promised (the
 * line-items API, the pricing sheet, the read-only View), and a locked
 * version's lines: the Edit panel's URL goes to the View, the View has no
 * form, and the server still refuses a post to the Edit panel.
 * Figures: quantity 3, unit $1,234.56 against budget $901.23, install $345.67
 * against $210.98: unit margin $333.33, install margin $134.69.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedAndSignIn } from './support/seeded';
import { call } from './support/job-detail-fixtures';
import { emptyJob, LETTERS_24, ok, signDraft } from './support/line-items-fixtures';
import { openEdit, postEdit, toastOf } from './support/panel-posts';
import { testStaff } from './support/staff-actor';
import { getDb, schema } from '../app/server/db.server';
import { addLineItem } from '../app/server/line-items/line-item-writes.server';
import { documentHtml, loadDocument } from '../app/server/pdf/documents.server';
import { formatMarginPercent, marginPercentTenths } from '../app/domain/pricing/margin';
import * as byJobRoute from '../app/routes/api/job-line-items.by-job.$brandSlug.$jobNumber';
import * as viewRoute from '../app/routes/job.items.$lineId.view';

const BASE = 'http://localhost:3000';
let cookie: string;
let job: ReturnType<typeof emptyJob>;
let lineId: number;
const pct = (margin: number, price: number) => formatMarginPercent(marginPercentTenths(margin, price));

beforeAll(async () => {
  cookie = (await seedAndSignIn()).cookie;
  job = emptyJob('cjr');
  const prices = { price: 1234_56, budget: 901_23, install: 345_67, installBudget: 210_98 };
  lineId = ok(addLineItem(testStaff, job.versionId, signDraft('cjr', 'Channel Letters', LETTERS_24, { quantity: 3, pricingMode: 'Edited', prices }))).id;
});

function viewOf(id: number) {
  const request = new Request(`${BASE}/job/cjr/${job.jobNumber}/items/${id}/view`, { headers: { Cookie: cookie } });
  return call(() => viewRoute.loader({ request, params: { brandSlug: 'cjr', jobNumber: job.jobNumber, lineId: String(id) }, context: {} } as never));
}

describe('unit and install margins', () => {
  it('are in the line-items API, in dollars and percent of their own price', async () => {
    const request = new Request(`${BASE}/api/job-line-items/by-job/cjr/${job.jobNumber}`, { headers: { Cookie: cookie } });
    const { status, body } = await call(() => byJobRoute.loader({ request, params: { brandSlug: 'cjr', jobNumber: job.jobNumber }, context: {} } as never));
    expect(status).toBe(200);
    const [item] = (body as { items: Record<string, unknown>[] }).items;
    expect(item).toMatchObject({
      quantity: 3,
      unitMargin: 333.33,
      unitMarginPercent: marginPercentTenths(333_33, 1234_56)! / 10,
      installMargin: 134.69,
      installMarginPercent: marginPercentTenths(134_69, 345_67)! / 10,
    });
  });

  it('are on the pricing sheet, under the line', () => {
    const loaded = loadDocument({ brandSlug: 'cjr', jobNumber: job.jobNumber, version: 1 });
    if (!loaded.ok) throw new Error(loaded.error);
    const text = documentHtml('pricing-sheet', loaded.doc).replace(/<[^>]+>/g, '').replace(/&#x27;|&#39;/g, "'");
    expect(text).toContain(`Unit margin $333.33 / ${pct(333_33, 1234_56)} · Install margin $134.69 / ${pct(134_69, 345_67)}`);
  });

  it('are in the read-only View, with the configuration in words', async () => {
    const { status, body } = await viewOf(lineId);
    expect(status).toBe(200);
    const data = body as { readout: { options: { text: string }[]; margins: { key: string; value: string }[] } };
    expect(Object.fromEntries(data.readout.margins.map((m) => [m.key, m.value]))).toMatchObject({
      unitMargin: `$333.33 / ${pct(333_33, 1234_56)}`,
      installMargin: `$134.69 / ${pct(134_69, 345_67)}`,
    });
    expect(data.readout.options.map((o) => o.text)).toContain('Color: White');
  });
});

describe('a locked version', () => {
  it('sends the Edit panel to the read-only View, and still refuses an Update', async () => {
    // A Draft's Edit panel opens as ever; its values are what a stale browser tab would post.
    const opened = await openEdit(cookie, job, lineId);
    expect(opened.status).toBe(200);
    const initial = (opened.body as { initial: Record<string, string> }).initial;
    getDb().update(schema.jobVersions).set({ state: 'Sent' }).where(eq(schema.jobVersions.id, job.versionId)).run();
    const edit = await openEdit(cookie, job, lineId);
    expect(edit.status).toBe(302);
    expect(edit.headers.get('Location')).toBe(`/job/cjr/${job.jobNumber}/items/${lineId}/view`);
    const view = await viewOf(lineId);
    expect(view.status).toBe(200);
    expect((view.body as { locked: string | null }).locked).toMatch(/^Version 1 was sent on .+ and cannot be changed\. Withdraw it or create a new version to revise it\.$/);
    const before = getDb().select().from(schema.lineItems).where(eq(schema.lineItems.id, lineId)).get();
    // A post from a tab opened before the send: back to the job page with the refusal as its toast, nothing saved.
    const refused = await postEdit(cookie, job, lineId, { ...initial, intent: 'save', quantity: '9' });
    expect(refused.status).toBe(302);
    expect((await toastOf(refused.headers))?.description).toMatch(/^Version 1 was sent on .+ and cannot be changed\./);
    expect(getDb().select().from(schema.lineItems).where(eq(schema.lineItems.id, lineId)).get()).toEqual(before);
  });

  it('answers 404 for a line not in the version', async () => {
    expect((await viewOf(999_999)).status).toBe(404);
  });
});
