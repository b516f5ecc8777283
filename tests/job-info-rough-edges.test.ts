/**
 * The job-info rough edges: a refused Job Info / Client Info save answers the
 * failure message (docs/product.md § Error messages) beside the field errors (the
 * dialog shows it, and toasts it with JavaScript); the phone is checked by
 * the server whatever the browser did; GET /api/jobs/... answers totalAmount
 * from the pricing engine, the same figure as the Price Summary, /home's
 * recent jobs and the stats API.
 */
import { testStaff } from './support/staff-actor';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedAndSignIn } from './support/seeded';
import { emptyJob, LETTERS_24, signId, serviceId } from './support/line-items-fixtures';
import { call } from './support/job-detail-fixtures';
import { action as pageAction, loader as pageLoader } from '../app/routes/job';
import { loader as jobApiLoader, action as jobApiAction } from '../app/routes/api/jobs.$brandSlug.$jobNumber';
import { addLineItem, updateLineItem, lineItemForEdit } from '../app/server/line-items/line-item-writes.server';
import { dashboardStats } from '../app/server/stats/stats.server';
import { MESSAGES } from '../app/domain/jobs/job-form';

let cookie: string;
let userId: number;
beforeAll(async () => {
  ({ cookie, userId } = await seedAndSignIn());
});

const base = 'http://localhost';
const params = (slug: string, number: string) => ({ brandSlug: slug, jobNumber: number });

function post(slug: string, number: string, fields: Record<string, string>) {
  const request = new Request(`${base}/job/${slug}/${number}`, {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  return call(() => pageAction({ request, params: params(slug, number), context: {} } as never));
}

const jobInfo = (brandId: number, jobNumber: string) => ({
  intent: 'edit-job',
  jobName: 'Rough Edges',
  jobNumber,
  brandId: String(brandId),
  taxType: 'percentage',
  taxPercentage: '8.25',
});

describe('a refused Job Info or Client Info save', () => {
  it("answers 'Failed to update job information' with the field error for a number already used", async () => {
    const a = emptyJob('cjr', userId);
    const b = emptyJob('cjr', userId);
    const res = await post('cjr', a.jobNumber, jobInfo(a.brandId, b.jobNumber));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      intent: 'edit-job',
      failure: 'Failed to update job information',
      result: { error: { jobNumber: [`Job number ${b.jobNumber} already exists for Carl's Jr`] } },
    });
  });

  it("answers 'Failed to update client information' when a chosen client is gone", async () => {
    const a = emptyJob('cjr', userId);
    const res = await post('cjr', a.jobNumber, { intent: 'edit-client', clientName: 'Gone Client', existingClientId: '999999' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ intent: 'edit-client', failure: 'Failed to update client information' });
  });

  it('a form field error found before saving is only the field error (the dialog shows it as typed)', async () => {
    const a = emptyJob('cjr', userId);
    const res = await post('cjr', a.jobNumber, { intent: 'edit-client', clientName: 'Phone Co', contactPhone: '(909) 555-123456789' });
    expect(res.status).toBe(400);
    expect((res.body as { failure?: string }).failure).toBeUndefined();
    expect(res.body).toMatchObject({ result: { error: { contactPhone: [MESSAGES.phone] } } });
    const letters = await post('cjr', a.jobNumber, { intent: 'edit-client', clientName: 'Phone Co', contactPhone: '909-CALL-NOW' });
    expect(letters.body).toMatchObject({ result: { error: { contactPhone: [MESSAGES.phoneChars] } } });
  });
});

describe('totalAmount', () => {
  it("is the latest version's Job Pricing Total from the engine, for a job created and edited in the app, everywhere it is shown", async () => {
    const job = emptyJob('cjr', userId);
    const api = async () =>
      (await call(() => jobApiLoader({ request: new Request(`${base}/api/jobs/cjr/${job.jobNumber}`, { headers: { Cookie: cookie } }), params: params('cjr', job.jobNumber), context: {} } as never))).body as {
        totalAmount: number;
      };
    expect((await api()).totalAmount).toBe(0);

    const letters = addLineItem(testStaff, job.versionId, { lineType: 'sign', signId: signId('cjr', 'Channel Letters'), quantity: 3, selectedOptions: LETTERS_24, pricingMode: 'Calculated', customDescription: null });
    addLineItem(testStaff, job.versionId, { lineType: 'service', serviceId: serviceId('cjr', 'Survey'), quantity: 1, selectedOptions: {}, pricingMode: 'Calculated', customDescription: null });
    if (!letters.ok) throw new Error(letters.error);
    const saved = lineItemForEdit(letters.value.id, job.versionId)!;
    const edited = updateLineItem(testStaff, letters.value.id, job.versionId, {
      lineType: 'sign',
      signId: saved.signId!,
      quantity: 2,
      selectedOptions: saved.selectedOptions,
      pricingMode: 'Edited',
      customDescription: saved.customDescription,
      prices: { ...saved.prices, price: 123456 },
    });
    expect(edited.ok).toBe(true);

    const page = (await call(() => pageLoader({ request: new Request(`${base}/job/cjr/${job.jobNumber}`, { headers: { Cookie: cookie } }), params: params('cjr', job.jobNumber), context: {} } as never))).body as {
      totals: { price: { total: number } };
    };
    const total = (await api()).totalAmount;
    expect(total).toBeGreaterThan(2 * 123456);
    expect(total).toBe(page.totals.price.total);
    const recent = dashboardStats().recentJobs.find((j) => j.jobNumber === job.jobNumber);
    expect(recent?.priceCents).toBe(total);

    // A job info edit answers the same figure (PATCH returns the job).
    const patched = await call(() =>
      jobApiAction({
        request: new Request(`${base}/api/jobs/cjr/${job.jobNumber}`, { method: 'PATCH', headers: { Cookie: cookie, 'Content-Type': 'application/json' }, body: JSON.stringify({ jobName: 'Totals Job' }) }),
        params: params('cjr', job.jobNumber),
        context: {},
      } as never),
    );
    expect(patched.body).toMatchObject({ jobName: 'Totals Job', totalAmount: total });
  });
});
