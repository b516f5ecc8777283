/**
 * A job moved to another brand keeps lines that work. The steps of such a
 * move (a job of one brand with lines, moved by the Job Info dialog
 * or PATCH /api/jobs/...) against the seed's real catalogues, with the rule of
 * ~/domain/jobs/brand-move: same-named items re-priced (Calculated) or kept
 * (typed prices), the rest Custom at their prices; said before saving; every
 * line of every version then edits, resets (where it has a calculated price)
 * and deletes.
 */
import { testStaff } from './support/staff-actor';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { seedAndSignIn } from './support/seeded';
import { brandId, emptyJob, LETTERS_24, linesOf, ok, serviceId, signDraft as sign, signId } from './support/line-items-fixtures';
import { call } from './support/job-detail-fixtures';
import { getDb, schema } from '../app/server/db.server';
import { action as pageAction } from '../app/routes/job';
import { loader as moveLoader } from '../app/routes/job.brand-move';
import { action as apiAction } from '../app/routes/api/jobs.$brandSlug.$jobNumber';
import { getToast } from '../app/server/http/toast.server';
import { createVersion, listVersions } from '../app/server/jobs/job-versions.server';
import {
  addLineItem,
  deleteLineItem,
  lineItemForEdit,
  resetLineItemPricing,
  updateLineItem,
  WRITE_MESSAGES,
  type LineItemDraft,
} from '../app/server/line-items/line-item-writes.server';
import { BRAND_MOVE_MESSAGES } from '../app/domain/jobs/brand-move';

let cookie: string;
let userId: number;
beforeAll(async () => {
  ({ cookie, userId } = await seedAndSignIn());
});

const base = 'http://localhost';

/** A Carl's Jr job whose version 1 holds each kind of line, copied to version 2. */
function cjrJob() {
  const job = emptyJob('cjr', userId);
  const v = job.versionId;
  ok(addLineItem(testStaff, v, sign('cjr', 'Channel Letters', LETTERS_24, { quantity: 2 })));
  ok(addLineItem(testStaff, v, sign('cjr', 'Drive-Thru Channel Letters', { size: '18"', Color: 'Red', 'Fab Type': 'Front-Lit', Raceway: 'Raceway-Mounted', 'Manufacture Only': 'Off' })));
  ok(addLineItem(testStaff, v, { lineType: 'service', serviceId: serviceId('cjr', 'Survey'), quantity: 1, selectedOptions: {}, pricingMode: 'Calculated', customDescription: null }));
  ok(addLineItem(testStaff, v, sign('cjr', 'Channel Letters', LETTERS_24, { pricingMode: 'Edited', prices: { price: 123456, install: 23400, budget: 50000, installBudget: 10000 } })));
  ok(addLineItem(testStaff, v, sign('cjr', 'Custom Sign', {}, { pricingMode: 'Custom', customDescription: 'Neon script', prices: { price: 99900, install: 10000, budget: 0, installBudget: 0 } })));
  const copy = createVersion(job.jobId, 1, userId);
  if (!copy.ok) throw new Error('no version 2');
  return job;
}

const pageParams = (slug: string, number: string) => ({ brandSlug: slug, jobNumber: number });

function postJobInfo(slug: string, number: string, fields: Record<string, string>) {
  const request = new Request(`${base}/job/${slug}/${number}`, {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      intent: 'edit-job',
      jobName: 'Moved Job',
      jobNumber: number,
      location: '',
      managerId: '',
      jobTerms: 'Net30',
      taxType: 'percentage',
      taxPercentage: '8',
      taxAmount: '',
      ...fields,
    }),
  });
  return call(() => pageAction({ request, params: pageParams(slug, number), context: {} } as never));
}

function patchJob(slug: string, number: string, body: unknown) {
  const request = new Request(`${base}/api/jobs/${slug}/${number}`, {
    method: 'PATCH',
    headers: { Cookie: cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return call(() => apiAction({ request, params: pageParams(slug, number), context: {} } as never));
}

const allLines = (jobId: number) => listVersions(jobId).flatMap((v) => linesOf(v.id));
const signBrand = (id: number | null) => (id === null ? null : getDb().select().from(schema.signs).where(eq(schema.signs.id, id)).get()!.brandId);
const serviceBrand = (id: number | null) => (id === null ? null : getDb().select().from(schema.services).where(eq(schema.services.id, id)).get()!.brandId);

/** Every line of every version: edit (quantity 3), reset where it has a calculated price, delete. */
function expectEveryLineWorks(jobId: number) {
  for (const version of listVersions(jobId)) {
    for (const line of linesOf(version.id)) {
      const saved = lineItemForEdit(line.id, version.id)!;
      expect(saved.name, `line ${line.id} has a catalogue item`).not.toBe('');
      const draft: LineItemDraft = {
        lineType: saved.lineType,
        ...(saved.signId !== null ? { signId: saved.signId } : {}),
        ...(saved.serviceId !== null ? { serviceId: saved.serviceId } : {}),
        quantity: 3,
        selectedOptions: saved.selectedOptions,
        pricingMode: saved.pricingMode,
        customDescription: saved.customDescription,
        prices: saved.prices,
        enteredPrice: saved.enteredPrice,
      };
      expect(updateLineItem(testStaff, line.id, version.id, draft), `edit line ${line.id} (${saved.name})`).toMatchObject({ ok: true });
      const reset = resetLineItemPricing(testStaff, line.id, version.id);
      if (saved.pricingMode === 'Custom') expect(reset).toMatchObject({ ok: false, error: WRITE_MESSAGES.customReset });
      else expect(reset, `reset line ${line.id} (${saved.name})`).toMatchObject({ ok: true });
      expect(deleteLineItem(testStaff, line.id, version.id), `delete line ${line.id}`).toMatchObject({ ok: true });
    }
  }
}

describe('moving a job to another brand (Job Info dialog)', () => {
  it('says what happens to the lines before saving, changing nothing, then moves every version', async () => {
    const job = cjrJob();
    const dhc = brandId('dhc');
    const before = JSON.stringify(allLines(job.jobId));

    // The dialog's live note (with JavaScript) and the first Save (without) say the same sentence.
    const said =
    "Moving to Dave's Hot Chicken: 4 lines re-priced from Dave's Hot Chicken's catalogue; 4 lines moved to Dave's Hot Chicken's same-named items keep their edited prices and 2 lines without a match become Custom lines at current prices (all 2 versions).";
    const preview = await call(() =>
      moveLoader({ request: new Request(`${base}/job/cjr/${job.jobNumber}/brand-move?brandId=${dhc}`, { headers: { Cookie: cookie } }), params: pageParams('cjr', job.jobNumber), context: {} } as never),
    );
    expect(preview).toMatchObject({ status: 200, body: { brandId: dhc, text: said, refused: false } });
    const first = await postJobInfo('cjr', job.jobNumber, { brandId: String(dhc) });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ intent: 'edit-job', brandMove: { brandId: dhc, text: said } });
    expect(JSON.stringify(allLines(job.jobId))).toBe(before);
    expect(getDb().select().from(schema.jobs).where(eq(schema.jobs.id, job.jobId)).get()!.brandId).toBe(brandId('cjr'));

    const saved = await postJobInfo('cjr', job.jobNumber, { brandId: String(dhc), confirmBrandId: String(dhc) });
    expect(saved.status).toBe(302);
    expect(saved.headers.get('Location')).toBe(`/job/dhc/${job.jobNumber}`);
    const toast = (await getToast(new Request(base, { headers: { Cookie: saved.headers.get('Set-Cookie')!.split(';')[0]! } }))).toast;
    expect(toast?.description).toBe("Job information updated successfully: moved to Dave's Hot Chicken, 10 lines (4 re-priced, 4 kept edited prices, 2 now Custom)");

    for (const version of listVersions(job.jobId)) {
      const lines = linesOf(version.id);
      expect(lines).toHaveLength(5);
      for (const l of lines) {
        expect(l.lineType === 'sign' ? signBrand(l.signId) : serviceBrand(l.serviceId)).toBe(dhc);
      }
      const [letters, driveThru, survey, edited, custom] = lines;
      // Re-priced from Dave's catalogue (its prices are 0.95 of Carl's Jr's).
      expect(letters).toMatchObject({ pricingMode: 'Calculated', quantity: 2, signId: signId('dhc', 'Channel Letters') });
      expect(survey).toMatchObject({ pricingMode: 'Calculated', serviceId: serviceId('dhc', 'Survey') });
      // Typed prices kept on the same-named item.
      expect(edited).toMatchObject({ pricingMode: 'Edited', signId: signId('dhc', 'Channel Letters'), lineItemPrice: 123456, lineItemInstallPrice: 23400 });
      expect(custom).toMatchObject({ pricingMode: 'Custom', signId: signId('dhc', 'Custom Sign'), description: 'Neon script', lineItemPrice: 99900 });
      // No Drive-Thru Channel Letters at Dave's: a Custom line at its prices, with its description.
      expect(driveThru).toMatchObject({ pricingMode: 'Custom', signId: signId('dhc', 'Custom Sign'), lineType: 'sign' });
      expect(driveThru!.description).toMatch(/Drive-Thru Channel Letters/);
    }
    expectEveryLineWorks(job.jobId);
  });

  it("re-prices a Calculated line at the new brand's price for the same size and options", async () => {
    const job = emptyJob('cjr', userId);
    ok(addLineItem(testStaff, job.versionId, sign('cjr', 'Channel Letters', LETTERS_24)));
    const inDhc = emptyJob('dhc', userId);
    ok(addLineItem(testStaff, inDhc.versionId, sign('dhc', 'Channel Letters', LETTERS_24)));
    const expected = linesOf(inDhc.versionId)[0]!;
    const res = await postJobInfo('cjr', job.jobNumber, { brandId: String(brandId('dhc')), confirmBrandId: String(brandId('dhc')) });
    expect(res.status).toBe(302);
    const moved = linesOf(job.versionId)[0]!;
    expect([moved.lineItemPrice, moved.lineItemInstallPrice, moved.lineItemBudget, moved.lineItemInstallBudget, moved.description, moved.signSizeId]).toEqual([
      expected.lineItemPrice,
      expected.lineItemInstallPrice,
      expected.lineItemBudget,
      expected.lineItemInstallBudget,
      expected.description,
      expected.signSizeId,
    ]);
  });

  it('refuses the move, naming why, when lines need a Custom Sign the new brand lacks; nothing changes', async () => {
    const job = cjrJob();
    const epl = brandId('epl');
    getDb().update(schema.signs).set({ isActive: false }).where(eq(schema.signs.id, signId('epl', 'Custom Sign'))).run();
    try {
      const before = JSON.stringify(allLines(job.jobId));
      const res = await postJobInfo('cjr', job.jobNumber, { brandId: String(epl), confirmBrandId: String(epl) });
      expect(res.status).toBe(400);
      expect((res.body as { result: { error: Record<string, string[]> } }).result.error.brandId).toEqual([BRAND_MOVE_MESSAGES.noCustomSign('El Pollo Loco', 4)]);
      expect(JSON.stringify(allLines(job.jobId))).toBe(before);
    } finally {
      getDb().update(schema.signs).set({ isActive: true }).where(eq(schema.signs.id, signId('epl', 'Custom Sign'))).run();
    }
  });
});

describe('moving a job to another brand (PATCH /api/jobs/...)', () => {
  it('applies the same rule at once and answers the counts', async () => {
    const job = cjrJob();
    const res = await patchJob('cjr', job.jobNumber, { brandName: 'Skechers' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ brandSlug: 'skx', brandMove: { repriced: 4, kept: 4, custom: 2, versions: 2 } });
    for (const l of allLines(job.jobId)) {
      expect(l.lineType === 'sign' ? signBrand(l.signId) : serviceBrand(l.serviceId)).toBe(brandId('skx'));
    }
    expectEveryLineWorks(job.jobId);
  });
});
