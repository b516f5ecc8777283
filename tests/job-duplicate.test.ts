/**
 * Duplicate job, through the dialog's action (the form a
 * person posts, with or without JavaScript) and POST /api/jobs/{id}/duplicate,
 * against the seed's real catalogues: within a brand (lines copied as they
 * are), into another brand (same-named items re-priced, the rest kept as
 * Custom, said before creating), a job number checked unique, the proposal
 * number from the target brand's sequence, and one transaction.
 */
import { testStaff } from './support/staff-actor';
import { beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import { seedAndSignIn } from './support/seeded';
import { brandId, LETTERS_24, linesOf, ok, serviceId, signDraft as sign, signId } from './support/line-items-fixtures';
import { call } from './support/job-detail-fixtures';
import { getDb, schema } from '../app/server/db.server';
import { action as dialogAction, loader as dialogLoader } from '../app/routes/job.duplicate';
import { action as apiAction } from '../app/routes/api/jobs.$id.duplicate';
import { createJob, nextProposalNo } from '../app/server/jobs/jobs.server';
import { getJob } from '../app/server/jobs/job-detail.server';
import { createVersion, listVersions } from '../app/server/jobs/job-versions.server';
import { duplicateJob } from '../app/server/jobs/job-duplicate.server';
import { addLineItem } from '../app/server/line-items/line-item-writes.server';
import { clientInfoSchema, newJobInfoSchema } from '../app/domain/jobs/job-form';
import { DUPLICATE_MESSAGES } from '../app/domain/jobs/duplicate';

let cookie: string;
let userId: number;
beforeAll(async () => {
  ({ cookie, userId } = await seedAndSignIn());
});

const base = 'http://localhost';
let n = 0;

/** A Carl's Jr job made as the wizard makes it, with lines on version 1 and one more line on version 2. */
function sourceJob() {
  n += 1;
  const created = createJob(
    {
      jobInfo: newJobInfoSchema.parse({ jobName: `Upland Store ${n}`, jobNumber: `DUP-SRC-${n}`, brandId: String(brandId('cjr')), location: '12 Foothill Blvd, Upland, CA', jobTerms: 'Net30', taxType: 'percentage', taxPercentage: '8.25' }),
      clientInfo: clientInfoSchema.parse({ clientName: `CKE Restaurants ${n}`, contactName: 'Alex Kim', contactEmail: 'alex@example.com' }),
    },
    userId,
  );
  const v1 = listVersions(created.id)[0]!.id;
  ok(addLineItem(testStaff, v1, sign('cjr', 'Channel Letters', LETTERS_24, { quantity: 2 })));
  ok(addLineItem(testStaff, v1, sign('cjr', 'Drive-Thru Channel Letters', { size: '18"', Color: 'Red', 'Fab Type': 'Front-Lit', Raceway: 'Raceway-Mounted', 'Manufacture Only': 'Off' })));
  ok(addLineItem(testStaff, v1, { lineType: 'service', serviceId: serviceId('cjr', 'Survey'), quantity: 1, selectedOptions: {}, pricingMode: 'Calculated', customDescription: null }));
  ok(addLineItem(testStaff, v1, sign('cjr', 'Custom Sign', {}, { pricingMode: 'Custom', customDescription: 'Neon script', prices: { price: 99900, install: 10000, budget: 0, installBudget: 0 } })));
  const v2 = createVersion(created.id, 1, userId);
  if (!v2.ok) throw new Error('no version 2');
  ok(addLineItem(testStaff, v2.id, { lineType: 'service', serviceId: serviceId('cjr', 'Survey'), quantity: 3, selectedOptions: {}, pricingMode: 'Calculated', customDescription: null }));
  return { ...created, v1, v2: v2.id };
}

const jobCount = () => getDb().select({ n: count() }).from(schema.jobs).get()!.n;
const clientCount = () => getDb().select({ n: count() }).from(schema.clients).get()!.n;
const newest = () => getDb().select().from(schema.jobs).orderBy(desc(schema.jobs.id)).get()!;
/** A line's stored fields that a copy keeps. */
const kept = (l: ReturnType<typeof linesOf>[number]) => {
  const { id: _i, jobVersionId: _v, createdAt: _c, updatedAt: _u, ...rest } = l;
  return rest;
};

function post(job: { brandSlug: string; jobNumber: string }, fields: Record<string, string>) {
  const request = new Request(`${base}/job/${job.brandSlug}/${job.jobNumber}/duplicate`, {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'create', version: '1', clientName: 'CKE Restaurants', taxType: 'percentage', ...fields }),
  });
  return call(() => dialogAction({ request, params: { brandSlug: job.brandSlug, jobNumber: job.jobNumber }, context: {} } as never));
}

function api(jobId: number, body: unknown, withCookie = true) {
  const request = new Request(`${base}/api/jobs/${jobId}/duplicate`, {
    method: 'POST',
    headers: { ...(withCookie ? { Cookie: cookie } : {}), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return call(() => apiAction({ request, params: { id: String(jobId) }, context: {} } as never));
}

describe('Duplicate job: the dialog', () => {
  it("opens with the job's info and client, the shown version's lines and the brand's next proposal number", async () => {
    const src = sourceJob();
    const res = await call(() =>
      dialogLoader({ request: new Request(`${base}/job/cjr/${src.jobNumber}/duplicate?version=2`, { headers: { Cookie: cookie } }), params: { brandSlug: 'cjr', jobNumber: src.jobNumber }, context: {} } as never),
    );
    expect(res.status).toBe(200);
    const { dialog } = res.body as { dialog: { values: Record<string, string>; version: number; preview: { proposalNo: string; lines: unknown[] } } };
    expect(dialog.version).toBe(2);
    expect(dialog.values).toMatchObject({ jobName: src.jobName, location: '12 Foothill Blvd, Upland, CA', clientName: `CKE Restaurants ${n}`, contactEmail: 'alex@example.com', taxPercentage: '8.25' });
    expect(dialog.values.jobNumber).toBeUndefined();
    expect(dialog.preview.lines).toHaveLength(5);
    expect(dialog.preview.proposalNo).toBe(nextProposalNo(getDb(), 'CJRP'));
  });

  it('duplicates within the brand: version 1 Draft holds the chosen version copied line for line, numbered by the pattern', async () => {
    const src = sourceJob();
    const expectedProposal = nextProposalNo(getDb(), 'CJRP');
    const res = await post(src, { brandId: String(brandId('cjr')), jobName: 'Upland Store copy', jobNumber: '', location: 'Ontario, CA', contactName: 'Jo Park', taxPercentage: '8.25', jobTerms: 'Net30' });
    expect(res.status).toBe(302);
    const made = newest();
    expect(res.headers.get('Location')).toBe(`/job/cjr/${made.jobNumber}`);
    expect(made).toMatchObject({ jobName: 'Upland Store copy', jobLocation: 'Ontario, CA', proposalNo: expectedProposal, status: 'Draft', taxPercentage: 825, jobTerms: 'Net30' });
    expect(made.jobNumber).toMatch(/^\d{4}-\d{3}$/);
    expect(getJob(made.id)!.contactName).toBe('Jo Park');
    const versions = listVersions(made.id);
    expect(versions.map((v) => v.versionNumber)).toEqual([1]);
    const [v] = getDb().select().from(schema.jobVersions).where(eq(schema.jobVersions.jobId, made.id)).all();
    expect(v!.state).toBe('Draft');
    expect(linesOf(versions[0]!.id).map(kept)).toEqual(linesOf(src.v1).map(kept));
    const history = getDb().select().from(schema.jobHistory).where(eq(schema.jobHistory.jobId, made.id)).all();
    expect(history).toMatchObject([{ event: 'job created', versionNumber: 1, detail: `Duplicated from Carl's Jr job ${src.jobNumber}, version 1: 4 lines`, actorUserId: userId }]);
    // The source is untouched.
    expect(linesOf(src.v1)).toHaveLength(4);
  });

  it('into another brand: lists the lines kept as Custom and asks again, then re-prices the same-named ones', async () => {
    const src = sourceJob();
    const dhc = brandId('dhc');
    const before = jobCount();
    const first = await post(src, { brandId: String(dhc), jobName: 'Dave Upland', jobNumber: `DHC-DUP-${n}` });
    expect(first.status).toBe(200);
    const asked = first.body as { confirm: string; formError: string; preview: { brandName: string; lines: { name: string; keptAsCustom: boolean }[] } };
    expect(asked.formError).toBe(DUPLICATE_MESSAGES.confirm);
    expect(asked.confirm).toBe(`${dhc}:1`);
    expect(asked.preview.lines.map((l) => [l.name, l.keptAsCustom])).toEqual([
      ['Channel Letters', false],
      ['Drive-Thru Channel Letters', true],
      ['Survey', false],
      ['Custom Sign', false],
    ]);
    expect(jobCount()).toBe(before);

    const done = await post(src, { brandId: String(dhc), jobName: 'Dave Upland', jobNumber: `DHC-DUP-${n}`, confirm: asked.confirm });
    expect(done.status).toBe(302);
    expect(done.headers.get('Location')).toBe(`/job/dhc/DHC-DUP-${n}`);
    const made = newest();
    expect(made.proposalNo).toMatch(/^DHCP-\d{3}$/);
    const lines = linesOf(listVersions(made.id)[0]!.id);
    const [letters, driveThru, survey, custom] = lines;
    // Dave's catalogue prices the same Channel Letters configuration itself.
    const inDhc = sourceJobLinesPricedIn('dhc');
    expect(letters).toMatchObject({ signId: signId('dhc', 'Channel Letters'), pricingMode: 'Calculated', quantity: 2, lineItemPrice: inDhc.lineItemPrice, lineItemInstallPrice: inDhc.lineItemInstallPrice });
    expect(survey).toMatchObject({ serviceId: serviceId('dhc', 'Survey'), pricingMode: 'Calculated' });
    const srcDriveThru = linesOf(src.v1)[1]!;
    expect(driveThru).toMatchObject({ signId: signId('dhc', 'Custom Sign'), pricingMode: 'Custom', lineItemPrice: srcDriveThru.lineItemPrice, lineItemInstallPrice: srcDriveThru.lineItemInstallPrice });
    expect(custom).toMatchObject({ signId: signId('dhc', 'Custom Sign'), pricingMode: 'Custom', description: 'Neon script', lineItemPrice: 99900 });
    const history = getDb().select().from(schema.jobHistory).where(eq(schema.jobHistory.jobId, made.id)).get()!;
    expect(history.detail).toBe(`Duplicated from Carl's Jr job ${src.jobNumber}, version 1: 4 lines (1 kept as Custom)`);
  });

  it("refuses a job number the target brand already has (any case), creating nothing", async () => {
    const src = sourceJob();
    const other = sourceJob();
    const before = [jobCount(), clientCount()];
    const res = await post(src, { brandId: String(brandId('cjr')), jobName: 'Again', jobNumber: other.jobNumber.toLowerCase(), clientName: 'A brand new client' });
    expect(res.status).toBe(409);
    expect((res.body as { fieldErrors: Record<string, string[]> }).fieldErrors.jobNumber).toEqual([`Job number ${other.jobNumber.toLowerCase()} already exists for Carl's Jr`]);
    expect([jobCount(), clientCount()]).toEqual(before);
    const bad = await post(src, { brandId: String(brandId('cjr')), jobName: '', jobNumber: 'TBD' });
    expect(bad.status).toBe(400);
    expect((bad.body as { fieldErrors: Record<string, string[]> }).fieldErrors.jobName).toEqual(['Please enter a job name']);
  });

  it('gives each new job the next proposal number of the target brand', async () => {
    const src = sourceJob();
    const first = nextProposalNo(getDb(), 'SKXP');
    const num = Number(first.slice('SKXP-'.length));
    for (const k of [0, 1]) {
      const res = await post(src, { brandId: String(brandId('skx')), jobName: `Skechers ${k}`, jobNumber: '', confirm: `${brandId('skx')}:1` });
      expect(res.status).toBe(302);
      expect(newest().proposalNo).toBe(`SKXP-${String(num + k).padStart(3, '0')}`);
    }
  });

  it('is one transaction: a refusal after the job row was written leaves no job, client, line or number behind', () => {
    const src = sourceJob();
    const epl = brandId('epl');
    const customSign = signId('epl', 'Custom Sign');
    getDb().update(schema.signs).set({ isActive: false }).where(eq(schema.signs.id, customSign)).run();
    try {
      const before = [jobCount(), clientCount(), getDb().select({ n: count() }).from(schema.lineItems).get()!.n, nextProposalNo(getDb(), 'EPLP')];
      const result = duplicateJob(
        getJob(src.id)!,
        1,
        { jobInfo: newJobInfoSchema.parse({ jobName: 'No Custom Sign', brandId: String(epl), taxType: 'percentage' }), clientInfo: clientInfoSchema.parse({ clientName: 'Client Made Inside The Transaction' }) },
        userId,
      );
      expect(result).toMatchObject({ ok: false, status: 400, fieldErrors: { brandId: [expect.stringMatching(/has no active Custom Sign/)] } });
      expect([jobCount(), clientCount(), getDb().select({ n: count() }).from(schema.lineItems).get()!.n, nextProposalNo(getDb(), 'EPLP')]).toEqual(before);
    } finally {
      getDb().update(schema.signs).set({ isActive: true }).where(eq(schema.signs.id, customSign)).run();
    }
  });
});

/** The price Dave's catalogue gives the Channel Letters line of sourceJob (a line priced there directly). */
function sourceJobLinesPricedIn(slug: string) {
  const created = createJob({ jobInfo: newJobInfoSchema.parse({ jobName: `Price probe ${++n}`, brandId: String(brandId(slug)), taxType: 'percentage' }), clientInfo: clientInfoSchema.parse({ clientName: 'Probe' }) }, userId);
  const v = listVersions(created.id)[0]!.id;
  ok(addLineItem(testStaff, v, sign(slug, 'Channel Letters', LETTERS_24, { quantity: 2 })));
  return linesOf(v)[0]!;
}

describe('POST /api/jobs/{id}/duplicate', () => {
  it('creates the job from the chosen version (201) with the job own info where the body says nothing', async () => {
    const src = sourceJob();
    const res = await api(src.id, { sourceVersionNumber: 2, jobName: 'API copy', brandId: brandId('wen') });
    expect(res.status).toBe(201);
    const body = res.body as { id: number; brandSlug: string; jobNumber: string; proposalNo: string; keptAsCustom: number };
    expect(body).toMatchObject({ brandSlug: 'wen', keptAsCustom: expect.any(Number) });
    expect(body.proposalNo).toMatch(/^WENP-\d{3}$/);
    const made = getJob(body.id)!;
    expect(made).toMatchObject({ jobName: 'API copy', jobLocation: '12 Foothill Blvd, Upland, CA', contactEmail: 'alex@example.com', brandSlug: 'wen' });
    expect(linesOf(listVersions(body.id)[0]!.id)).toHaveLength(5);
  });

  it('answers 401, 400 naming the field, 404 and 409 as the API does', async () => {
    const src = sourceJob();
    expect((await api(src.id, { sourceVersionNumber: 1 }, false)).status).toBe(401);
    const noVersion = await api(src.id, {});
    expect(noVersion).toMatchObject({ status: 400, body: { fields: { sourceVersionNumber: [DUPLICATE_MESSAGES.versionNotFound] } } });
    expect(await api(src.id, { sourceVersionNumber: 1, contactEmail: 'not-an-email' })).toMatchObject({ status: 400, body: { fields: { contactEmail: ['Please enter a valid email address'] } } });
    expect((await api(src.id, { sourceVersionNumber: 9 })).status).toBe(404);
    expect((await api(999999, { sourceVersionNumber: 1 })).status).toBe(404);
    expect(await api(src.id, { sourceVersionNumber: 1, jobNumber: src.jobNumber })).toMatchObject({ status: 409, body: { fields: { jobNumber: [expect.stringMatching(/already exists/)] } } });
  });
});
