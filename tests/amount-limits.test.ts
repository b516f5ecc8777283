/**
 * Limits that keep every amount sane and exact (they live in
 * app/domain/pricing/limits.ts). Over a limit the JSON API and the
 * Add panel's form answer 400 naming the field with the limit, and nothing is
 * written; the largest allowed line and job are saved and read back exact to
 * the cent through the API, the job page's data and both PDFs.
 */
import { testStaff } from './support/staff-actor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb, schema } from '../app/server/db.server';
import { getJob } from '../app/server/jobs/job-detail.server';
import { loadJobPage } from '../app/server/jobs/job-page.server';
import { closePdfBrowser } from '../app/server/pdf/browser.server';
import { makeDocument } from '../app/server/pdf/documents.server';
import { deleteLineItem } from '../app/server/line-items/line-item-writes.server';
import { restoreDeletedLine } from '../app/server/line-items/line-item-undo.server';
import * as createRoute from '../app/routes/api/job-line-items';
import * as lineRoute from '../app/routes/api/job-line-items.$id';
import * as byJobRoute from '../app/routes/api/job-line-items.by-job.$brandSlug.$jobNumber';
import * as newItemRoute from '../app/routes/job.items.new';
import { seedAndSignIn } from './support/seeded';
import { call } from './support/job-detail-fixtures';
import { emptyJob, LETTERS_24, linesOf, serviceId, signId, snapshot } from './support/line-items-fixtures';
import { pdfText } from './support/pdf-helpers';

const BASE = 'http://localhost:3000';
let cookie = '';
type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any
type Answer = { status: number; body: Any };

const json = (method: string, path: string, body?: unknown) =>
  new Request(`${BASE}${path}`, {
    method,
    headers: { Cookie: cookie, Origin: BASE, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const post = (body: unknown) => call(() => createRoute.action({ request: json('POST', '/api/job-line-items', body), params: {}, context: {} } as never)) as Promise<Answer>;
const patch = (id: number, body: unknown) =>
  call(() => lineRoute.action({ request: json('PATCH', `/api/job-line-items/${id}`, body), params: { id: String(id) }, context: {} } as never)) as Promise<Answer>;
const byJob = (brandSlug: string, jobNumber: string) =>
  call(() => byJobRoute.loader({ request: json('GET', `/api/job-line-items/by-job/${brandSlug}/${jobNumber}`), params: { brandSlug, jobNumber }, context: {} } as never)) as Promise<Answer>;
/** The Add panel's form, as a browser without JavaScript posts it. */
const panelPost = (job: { brandSlug: string; jobNumber: string }, fields: Record<string, string>) => {
  const path = `/job/${job.brandSlug}/${job.jobNumber}/items/new`;
  const request = new Request(`${BASE}${path}`, { method: 'POST', headers: { Cookie: cookie, Origin: BASE }, body: new URLSearchParams({ intent: 'save', ...fields }) });
  return call(() => newItemRoute.action({ request, params: { brandSlug: job.brandSlug, jobNumber: job.jobNumber }, context: {} } as never)) as Promise<Answer>;
};

const MAX = '9999999.99';
const letters = () => signId('cjr', 'Channel Letters');
const pylon = () => signId('cjr', 'Pylon Sign');
const PYLON_OPTIONS = { Color: 'White', 'Fab Material': 'Aluminum', 'Lift Equipment': 'Ladder' };
/** A selection as the panel's form fields. */
const asForm = (selected: Record<string, string>) => Object.fromEntries(Object.entries(selected).map(([k, v]) => (k === 'size' ? [k, v] : [`opt:${k}`, v])));
const letterLine = (versionId: number, extra: Record<string, unknown> = {}) => ({
  jobVersionId: versionId,
  lineType: 'sign',
  signId: letters(),
  quantity: 1,
  selectedOptions: LETTERS_24,
  pricingMode: 'Calculated',
  ...extra,
});
const edited = (price: string | number, install: string | number = 0) => ({
  pricingMode: 'Edited',
  lineItemPrice: price,
  lineItemInstallPrice: install,
  lineItemBudget: price,
  lineItemInstallBudget: install,
});

beforeAll(async () => {
  ({ cookie } = await seedAndSignIn());
});

afterAll(async () => {
  await closePdfBrowser();
});

describe('over a limit: 400 naming the field and the limit, nothing written', () => {
  it('through the API: quantity, typed amounts, feet, a calculated amount, an entered price', async () => {
    const job = emptyJob();
    const before = snapshot(job.versionId, job.jobId);
    const refusals: [unknown, string, string][] = [
      [letterLine(job.versionId, { quantity: 100_000 }), 'quantity', 'Quantity must be a whole number from 1 to 99,999'],
      // A line far past any real job: 99,999 x $9,999,999,999.99.
      [letterLine(job.versionId, { quantity: 99_999, ...edited('9999999999.99') }), 'lineItemPrice', 'Unit Price must be at most $9,999,999.99'],
      [letterLine(job.versionId, edited(MAX, '$10,000,000.00')), 'lineItemInstallPrice', 'Install Price must be at most $9,999,999.99'],
      [letterLine(job.versionId, { ...edited(MAX, MAX), lineItemBudget: 10_000_000 }), 'lineItemBudget', 'Unit Budget must be at most $9,999,999.99'],
      // A 999,999 ft x 999,999 ft pylon: refused on its feet before any price.
      [{ ...letterLine(job.versionId), signId: pylon(), selectedOptions: { ...PYLON_OPTIONS, heightFt: 999_999, widthFt: 999_999 } }, 'heightFt', 'Height (ft) must be at most 500'],
      // 500 ft x 500 ft is within the feet, but 250,000 SF x $650/SF is not within the amounts.
      [
        { ...letterLine(job.versionId), signId: pylon(), selectedOptions: { ...PYLON_OPTIONS, heightFt: 500, widthFt: 500 } },
        'lineItemPrice',
        'The calculated Unit Price ($162,500,000.00) is over the limit of $9,999,999.99: check the dimensions and options',
      ],
      [
        { jobVersionId: job.versionId, lineType: 'service', serviceId: serviceId('cjr', 'Materials'), quantity: 1, enteredPrice: '10000000', pricingMode: 'Calculated' },
        'enteredPrice',
        'Price must be at most $9,999,999.99',
      ],
    ];
    for (const [body, field, message] of refusals) {
      const answer = await post(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.fields?.[field], JSON.stringify(answer.body)).toContain(message);
    }
    expect(snapshot(job.versionId, job.jobId)).toBe(before);
  });

  it('through the API: an edit or a price change of a saved line over a limit leaves it as it was', async () => {
    const job = emptyJob();
    const added = await post(letterLine(job.versionId));
    expect(added.status).toBe(201);
    const before = snapshot(job.versionId, job.jobId);
    const tooMany = await patch(added.body.id, letterLine(job.versionId, { quantity: 1_000_000 }));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields.quantity).toEqual(['Quantity must be a whole number from 1 to 99,999']);
    const tooDear = await patch(added.body.id, { pricingMode: 'Edited', prices: { price: '10000000.00', install: 0, budget: 0, installBudget: 0 } });
    expect(tooDear.status).toBe(400);
    expect(tooDear.body.fields.lineItemPrice).toEqual(['Unit Price must be at most $9,999,999.99']);
    expect(snapshot(job.versionId, job.jobId)).toBe(before);
  });

  it("through the Add panel's form: the message comes back for the field, nothing written", async () => {
    const job = emptyJob();
    const before = snapshot(job.versionId, job.jobId);
    const base = { lineType: 'sign', signId: String(letters()), ...asForm(LETTERS_24) };
    const quantity = await panelPost(job, { ...base, quantity: '100000', pricingMode: 'Calculated' });
    expect(quantity.status).toBe(400);
    expect(quantity.body.fieldErrors.quantity).toEqual(['Quantity must be a whole number from 1 to 99,999']);
    expect(quantity.body.values.quantity).toBe('100000'); // the person's typing comes back with it

    const price = await panelPost(job, { ...base, quantity: '1', pricingMode: 'Edited', lineItemPrice: '10,000,000.00', lineItemInstallPrice: '0' });
    expect(price.status).toBe(400);
    expect(price.body.fieldErrors.lineItemPrice).toEqual(['Unit Price must be at most $9,999,999.99']);

    const feet = await panelPost(job, { lineType: 'sign', signId: String(pylon()), ...asForm(PYLON_OPTIONS), quantity: '1', heightFt: '999999', heightIn: '', widthFt: '10', widthIn: '', pricingMode: 'Calculated' });
    expect(feet.status).toBe(400);
    expect(feet.body.fieldErrors.heightFt).toEqual(['Height (ft) must be at most 500']);

    const calculated = await panelPost(job, { lineType: 'sign', signId: String(pylon()), ...asForm(PYLON_OPTIONS), quantity: '1', heightFt: '500', heightIn: '', widthFt: '500', widthIn: '', pricingMode: 'Calculated' });
    expect(calculated.status).toBe(400);
    expect(calculated.body.fieldErrors.lineItemPrice[0]).toMatch(/^The calculated Unit Price \(\$162,500,000\.00\) is over the limit of \$9,999,999\.99/);
    expect(snapshot(job.versionId, job.jobId)).toBe(before);
  });
});

describe('the largest allowed line and job', () => {
  it('are saved and read back exact to the cent: API, job page data, proposal and pricing sheet', async () => {
    const job = emptyJob();
    getDb().update(schema.jobs).set({ taxPercentage: null, taxAmount: null }).where(eq(schema.jobs.id, job.jobId)).run();
    // 99,999 x $9,999,999.99 + $9,999,999.99 install = $999,999,999,000.00; + $999.99 = the version limit exactly.
    const largest = await post(letterLine(job.versionId, { quantity: 99_999, ...edited(MAX, MAX) }));
    expect(largest.status, JSON.stringify(largest.body)).toBe(201);
    const rest = await post(letterLine(job.versionId, edited('999.99', 0)));
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);

    // One cent more would pass the version's limit: refused at the quantity, nothing written.
    const before = snapshot(job.versionId, job.jobId);
    const cent = await post(letterLine(job.versionId, edited('0.01', 0)));
    expect(cent.status).toBe(400);
    expect(cent.body.fields.quantity).toEqual([
      "This would bring the version's total to $1,000,000,000,000.00, over the limit of $999,999,999,999.99: lower the quantity or the prices",
    ]);
    const bigger = await patch(rest.body.id, letterLine(job.versionId, { quantity: 2, ...edited('999.99', 0) }));
    expect(bigger.status).toBe(400);
    expect(snapshot(job.versionId, job.jobId)).toBe(before);

    // The API: amounts in dollars, exact.
    const read = await byJob(job.brandSlug, job.jobNumber);
    expect(read.status).toBe(200);
    expect(read.body.totals.price).toEqual({ items: 999_990_000_000, installation: 9_999_999.99, total: 999_999_999_999.99 });
    expect(read.body.totals.budget.total).toBe(999_999_999_999.99);
    expect(JSON.stringify(read.body.totals.price)).toContain('"total":999999999999.99');
    expect(read.body.items[0]).toMatchObject({ quantity: 99_999, lineItemPrice: 9_999_999.99, lineItemInstallPrice: 9_999_999.99 });

    // The job page's data: the one engine's cents.
    const page = loadJobPage(getJob(job.jobId)!, null)!;
    expect(page.totals.price).toEqual({ items: 99_999_000_000_000, installation: 999_999_999, total: 99_999_999_999_999 });

    // Both PDFs, read back.
    const proposal = await makeDocument('proposal', { brandSlug: job.brandSlug, jobNumber: job.jobNumber, version: 1 });
    if (!proposal.ok) throw new Error(proposal.error);
    const proposalText = (await pdfText(proposal.document.pdf)).text;
    expect(proposalText).toContain('99,999');
    expect(proposalText).toContain('$9,999,999.99');
    expect(proposalText).toContain('$999,999,999,000.00'); // the line's total
    expect(proposalText).toContain('$999,990,000,000.00'); // items subtotal
    expect(proposalText).toContain('$999,999,999,999.99'); // subtotal and grand total (no tax)

    const sheet = await makeDocument('pricing-sheet', { brandSlug: job.brandSlug, jobNumber: job.jobNumber, version: 1 });
    if (!sheet.ok) throw new Error(sheet.error);
    const sheetText = (await pdfText(sheet.document.pdf)).text;
    expect(sheetText).toContain('99,999');
    expect(sheetText).toContain('$999,999,999,000.00');
    expect(sheetText).toMatch(/Job total \$999,999,999,999\.99 \$999,999,999,999\.99/);
  }, 60_000);

  it('an Undo that would pass the version limit is refused and leaves the version as it is', async () => {
    const job = emptyJob();
    const first = await post(letterLine(job.versionId, { quantity: 99_999, ...edited(MAX, MAX) }));
    expect(first.status).toBe(201);
    const deleted = deleteLineItem(testStaff, first.body.id, job.versionId);
    if (!deleted.ok) throw new Error(deleted.error);
    // Meanwhile the room is taken by another line as large.
    expect((await post(letterLine(job.versionId, { quantity: 99_999, ...edited(MAX, MAX) }))).status).toBe(201);
    const before = snapshot(job.versionId, job.jobId);
    const undo = restoreDeletedLine(testStaff, deleted.value.deletionId, job.versionId);
    expect(undo).toMatchObject({ ok: false, status: 409, error: expect.stringContaining('over the limit of $999,999,999,999.99') });
    expect(snapshot(job.versionId, job.jobId)).toBe(before);
    expect(linesOf(job.versionId)).toHaveLength(1);
  });
});
