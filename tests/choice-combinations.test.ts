/**
 * Every combination a small proposal offers, to the cent
 * (docs/choices.md § Totals and range): two required lines, a 'Choose one: Faces' group of two
 * and two optional items make 2 x 2 x 2 = 8 choices. For each, the totals the
 * client page shows, those stored at acceptance, the job page's, the jobs
 * list's and the API's all equal sums worked out by hand below (8.25% tax,
 * halves rounded away from zero; a 50% deposit), and New Version from the
 * approved version starts with exactly the chosen lines as plain lines, at the
 * approved total.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { seedAndSignIn } from './support/seeded';
import { testStaff } from './support/staff-actor';
import { emptyJob, LETTERS_24, ok, signDraft } from './support/line-items-fixtures';
import { getDb, schema } from '../app/server/db.server';
import { addLineItem, type LineItemDraft } from '../app/server/line-items/line-item-writes.server';
import { getJob } from '../app/server/jobs/job-detail.server';
import { loadJobPage } from '../app/server/jobs/job-page.server';
import { createVersion, lineItemsForVersion } from '../app/server/jobs/job-versions.server';
import { listJobs } from '../app/server/jobs/job-list.server';
import { apiLineItemsForJob } from '../app/server/line-items/line-item-reads.server';
import { recordChoice } from '../app/server/choices/accept-choice.server';
import { setVersionState, versionById } from '../app/server/lifecycle/version-state.server';
import { choiceTotals } from '../app/domain/choices/choice-totals';
import type { LineChoice } from '../app/domain/choices/line-choice';

let userId: number;
beforeAll(async () => {
  ({ userId } = await seedAndSignIn());
});

const TERMS = '50% Deposit / 50% upon completion';

/** A line of typed prices in cents. */
const line = (price: number, install: number, quantity: number, choice?: LineChoice): LineItemDraft =>
  signDraft('cjr', 'Channel Letters', LETTERS_24, {
    quantity,
    pricingMode: 'Edited',
    prices: { price, install, budget: Math.round(price / 2), installBudget: Math.round(install / 2) },
    ...(choice ? { choice } : {}),
  });
const faces = (recommended: boolean): LineChoice => ({ optional: false, alternativeGroup: 'Faces', recommended });
const optional: LineChoice = { optional: true, alternativeGroup: null, recommended: false };

/**
 * Required: 2 x $1,234.56 + $300.00 install = $2,769.12, and $100.83: $2,869.95 in every choice.
 * Faces: F1 $800.05; F2 $1,200.10 + $150.00 install = $1,350.10 (recommended).
 * Optional: O1 $595.00; O2 3 x $33.33 = $99.99.
 */
function offeredJob() {
  const job = emptyJob('cjr', userId);
  getDb().update(schema.jobs).set({ taxPercentage: 825, jobTerms: TERMS }).where(eq(schema.jobs.id, job.jobId)).run();
  const [a, b, f1, f2, o1, o2] = [
    line(123_456, 30_000, 2),
    line(10_083, 0, 1),
    line(80_005, 0, 1, faces(false)),
    line(120_010, 15_000, 1, faces(true)),
    line(59_500, 0, 1, optional),
    line(3_333, 0, 3, optional),
  ].map((draft) => ok(addLineItem(testStaff, job.versionId, draft)).id);
  return { ...job, ids: { a: a!, b: b!, f1: f1!, f2: f2!, o1: o1!, o2: o2! } };
}

// [face, O1 added, O2 added, subtotal, tax, grand total, deposit, balance], in cents, worked by hand:
// subtotal = $2,869.95 + the face + the optional items added; tax = subtotal x 8.25% rounded half away from zero
// (F1 alone: $3,670.00 x 8.25% = $302.775 -> $302.78); deposit = half the grand total, a half cent rounded up.
const CASES: ['f1' | 'f2', boolean, boolean, number, number, number, number, number][] = [
  ['f1', false, false, 367_000, 30_278, 397_278, 198_639, 198_639],
  ['f1', false, true, 376_999, 31_102, 408_101, 204_051, 204_050],
  ['f1', true, false, 426_500, 35_186, 461_686, 230_843, 230_843],
  ['f1', true, true, 436_499, 36_011, 472_510, 236_255, 236_255],
  ['f2', false, false, 422_005, 34_815, 456_820, 228_410, 228_410],
  ['f2', false, true, 432_004, 35_640, 467_644, 233_822, 233_822],
  ['f2', true, false, 481_505, 39_724, 521_229, 260_615, 260_614],
  ['f2', true, true, 491_504, 40_549, 532_053, 266_027, 266_026],
];

describe('every choice of a small proposal, to the cent', () => {
  it.each(CASES)('face %s, first optional %s, second optional %s: subtotal %i, tax %i, grand total %i, deposit %i, balance %i', (face, withO1, withO2, subtotal, tax, grandTotal, deposit, balance) => {
    const job = offeredJob();
    const { ids } = job;
    const chosen = [ids.a, ids.b, ids[face], ...(withO1 ? [ids.o1] : []), ...(withO2 ? [ids.o2] : [])];
    const expected = { subtotal, tax, grandTotal, deposit, balance };

    // What the client page works out as the client ticks and picks (the same pure functions in the browser and on the server).
    const lines = lineItemsForVersion(job.versionId);
    const shown = choiceTotals(lines, chosen, { tax: { taxPercentage: 825, taxAmount: null, taxName: null }, jobTerms: TERMS, currency: 'USD' });
    expect(shown.cents).toMatchObject(expected);

    // What acceptance stores, in the one accept transaction.
    const recorded = getDb().transaction((tx) => {
      const done = recordChoice(tx, getJob(job.jobId)!, { id: job.versionId, versionNumber: 1 }, [...chosen].reverse());
      if (!done.ok) throw new Error(done.error);
      setVersionState(tx, versionById(tx, job.versionId)!, 'Approved', { approvedAt: Date.now() });
      return done;
    });
    expect(recorded.ids).toEqual(chosen);
    expect(recorded.totals).toMatchObject(expected);
    expect(getDb().select().from(schema.jobVersions).where(eq(schema.jobVersions.id, job.versionId)).get()!.approvedGrandTotal).toBe(grandTotal);

    // The job page, the jobs list and the API count exactly the chosen lines.
    const page = loadJobPage(getJob(job.jobId)!, 1)!;
    expect(page.totals.price.total).toBe(subtotal);
    expect(page.clientTotal).toMatchObject({ subtotal, grandTotal, tax: { cents: tax }, deposit: { cents: deposit, balanceCents: balance } });
    expect(page.choices?.basis).toBe('chosen');
    const listed = listJobs({ q: job.jobNumber }).jobs.find((r) => r.id === job.jobId)!;
    expect([listed.status, listed.priceTotal, listed.totalOf]).toEqual(['Approved', grandTotal, 'approved']);
    const api = apiLineItemsForJob('cjr', job.jobNumber, 1);
    if (typeof api === 'string') throw new Error(api);
    expect(api.items.filter((i) => i.counted).map((i) => i.id)).toEqual(chosen);
    expect(Math.round(api.clientTotals.grandTotal * 100)).toBe(grandTotal);
    expect(Math.round(api.totals.price.total * 100)).toBe(subtotal);

    // New Version from the approved version: the chosen lines as plain lines, the others gone, the same total.
    const created = createVersion(job.jobId, 1, userId);
    if (!created.ok) throw new Error(created.reason);
    const copied = lineItemsForVersion(created.id);
    expect(copied.map((l) => [l.lineItemPrice, l.quantity])).toEqual(lines.filter((l) => chosen.includes(l.id)).map((l) => [l.lineItemPrice, l.quantity]));
    expect(copied.every((l) => !l.optional && l.alternativeGroup === null && !l.recommended)).toBe(true);
    const next = loadJobPage(getJob(job.jobId)!, 2)!;
    expect(next.choices).toBeNull();
    expect(next.totals.price.total).toBe(subtotal);
    expect(next.clientTotal.grandTotal).toBe(grandTotal);
  });
});
