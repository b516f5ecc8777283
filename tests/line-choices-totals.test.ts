/**
 * Line choices on the estimator's side (docs/choices.md): the marks written
 * through the one write module, every total counting only the counted lines
 * (job page, jobs list SQL, sent grand total), the range, an approved
 * version's chosen lines, New Version from it, and the API's validation.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { seedAndSignIn } from './support/seeded';
import { testStaff } from './support/staff-actor';
import { emptyJob, LETTERS_24, ok, signDraft } from './support/line-items-fixtures';
import { getDb, schema } from '../app/server/db.server';
import { addLineItem, updateLineItem, type LineItemDraft } from '../app/server/line-items/line-item-writes.server';
import { getJob } from '../app/server/jobs/job-detail.server';
import { loadJobPage } from '../app/server/jobs/job-page.server';
import { createVersion, lineItemsForVersion } from '../app/server/jobs/job-versions.server';
import { currentPriceTotal } from '../app/server/jobs/job-list-sql.server';
import { grandTotalOf, jobLiveTerms } from '../app/server/lifecycle/version-terms.server';
import { createLineItemSchema, draftFromPayload } from '../app/domain/line-items/line-item-payload';
import type { LineChoice } from '../app/domain/choices/line-choice';

beforeAll(async () => {
  await seedAndSignIn();
});

/** A line of typed prices (dollars), with the given marks. */
const line = (price: number, budget: number, choice?: LineChoice): LineItemDraft =>
  signDraft('cjr', 'Channel Letters', LETTERS_24, {
    pricingMode: 'Edited',
    prices: { price: price * 100, install: 0, budget: budget * 100, installBudget: 0 },
    ...(choice ? { choice } : {}),
  });
const optional = (recommended = false): LineChoice => ({ optional: true, alternativeGroup: null, recommended });
const group = (name: string, recommended = false): LineChoice => ({ optional: false, alternativeGroup: name, recommended });

/** 1 required $1,000; 2 optional pre-ticked $300; 3 optional $200; 4 'Faces' $800; 5 'Faces' recommended $1,200. */
function jobWithChoices() {
  const job = emptyJob();
  const ids = [
    ok(addLineItem(testStaff, job.versionId, line(1000, 600))).id,
    ok(addLineItem(testStaff, job.versionId, line(300, 100, optional(true)))).id,
    ok(addLineItem(testStaff, job.versionId, line(200, 150, optional()))).id,
    ok(addLineItem(testStaff, job.versionId, line(800, 700, group('Faces')))).id,
    ok(addLineItem(testStaff, job.versionId, line(1200, 500, group('Faces', true)))).id,
  ];
  return { ...job, ids };
}

const listTotal = (jobId: number) =>
  getDb().select({ total: currentPriceTotal }).from(schema.jobs).where(eq(schema.jobs.id, jobId)).get()!.total;

describe('totals with choices', () => {
  it('count the required lines and the recommended choices on the job page, the jobs list and the grand total', () => {
    const job = jobWithChoices();
    const page = loadJobPage(getJob(job.jobId)!, null)!;
    expect(page.totals.price.total).toBe(250_000);
    expect(page.totals.budget.total).toBe(120_000);
    expect(page.margin.cents).toBe(130_000);
    expect(listTotal(job.jobId)).toBe(250_000);
    expect(grandTotalOf(getDb(), job.versionId, jobLiveTerms(getJob(job.jobId)!))).toBeGreaterThanOrEqual(250_000);
    expect(page.items.map((i) => i.choice ?? '')).toEqual(['', 'Optional · pre-ticked', 'Optional', 'Choose one: Faces', 'Choose one: Faces · Recommended']);
  });

  it('count margin flags of the counted lines only, while each line keeps its own flag', () => {
    const job = jobWithChoices();
    const page = loadJobPage(getJob(job.jobId)!, null)!;
    // Lines 3 (25%) and 4 (12.5%) are under the brand's target, and neither is counted.
    expect(page.items.filter((i) => i.margin?.flag).map((i) => i.id)).toEqual([job.ids[2], job.ids[3]]);
    expect([page.margin.lossCount, page.margin.lowCount]).toEqual([0, 0]);
  });

  it('show the range from the lowest to the highest possible total', () => {
    const job = jobWithChoices();
    const page = loadJobPage(getJob(job.jobId)!, null)!;
    expect(page.choices?.basis).toBe('recommended');
    expect(page.choices?.range.price).toEqual({ lowest: 180_000, highest: 270_000 });
    expect(page.choices?.range.budget).toEqual({ lowest: 110_000, highest: 155_000 });
  });

  it('take a group’s first line when none is recommended, in the list SQL as in the engine', () => {
    const job = emptyJob();
    ok(addLineItem(testStaff, job.versionId, line(500, 100, group('Removal'))));
    ok(addLineItem(testStaff, job.versionId, line(900, 100, group('Removal'))));
    expect(loadJobPage(getJob(job.jobId)!, null)!.totals.price.total).toBe(50_000);
    expect(listTotal(job.jobId)).toBe(50_000);
  });
});

describe('the marks as written', () => {
  it("un-mark the group's other recommended line and say so in History", () => {
    const job = jobWithChoices();
    ok(updateLineItem(testStaff, job.ids[3]!, job.versionId, line(800, 700, group('Faces', true))));
    const lines = lineItemsForVersion(job.versionId);
    expect(lines.filter((l) => l.recommended && l.alternativeGroup === 'Faces').map((l) => l.id)).toEqual([job.ids[3]]);
    const last = getDb().select().from(schema.jobHistory).where(eq(schema.jobHistory.jobId, job.jobId)).orderBy(desc(schema.jobHistory.id)).get()!;
    expect(last.detail).toContain('changed the choice of Channel Letters (line 4) from Choose one: Faces to Choose one: Faces · Recommended');
    expect(last.detail).toContain('is no longer recommended');
  });

  it("put a line that joins a group after the group's last line", () => {
    const job = jobWithChoices();
    const extra = ok(addLineItem(testStaff, job.versionId, line(50, 10))).id;
    const joined = ok(addLineItem(testStaff, job.versionId, line(900, 400, group('Faces')))).id;
    expect(lineItemsForVersion(job.versionId).map((l) => l.id)).toEqual([...job.ids, joined, extra]);
  });

  it('keep the marks of an edit that does not name them (the API without the three fields)', () => {
    const job = jobWithChoices();
    const { choice: _none, ...plain } = line(350, 100);
    ok(updateLineItem(testStaff, job.ids[1]!, job.versionId, plain));
    expect(lineItemsForVersion(job.versionId)[1]).toMatchObject({ optional: true, recommended: true });
  });

  it('refuse a version whose highest possible total passes the limit', () => {
    const job = emptyJob();
    const big = (choice?: LineChoice) => ({ ...line(9_000_000, 1, choice), quantity: 99_999 });
    ok(addLineItem(testStaff, job.versionId, big()));
    // Not counted before the client answers, yet the client may add it: the limit reads the highest total.
    const refused = addLineItem(testStaff, job.versionId, big(optional()));
    expect(refused.ok).toBe(false);
  });
});

describe('an approved version', () => {
  function approve(versionId: number, chosen: number[]) {
    getDb().update(schema.jobVersions).set({ state: 'Approved', chosenLineIds: JSON.stringify(chosen) }).where(eq(schema.jobVersions.id, versionId)).run();
  }

  it("counts the client's choice and says Chosen or Not chosen", () => {
    const job = jobWithChoices();
    approve(job.versionId, [job.ids[0]!, job.ids[2]!, job.ids[3]!]);
    const page = loadJobPage(getJob(job.jobId)!, null)!;
    expect(page.totals.price.total).toBe(200_000);
    expect(page.choices?.basis).toBe('chosen');
    expect(page.items.map((i) => i.chosen ?? null)).toEqual([null, 'Not chosen', 'Chosen', 'Chosen', 'Not chosen']);
    expect(listTotal(job.jobId)).toBe(200_000);
  });

  it('starts a New Version with the chosen lines as required ones, dropping those not chosen', () => {
    const job = jobWithChoices();
    approve(job.versionId, [job.ids[0]!, job.ids[2]!, job.ids[3]!]);
    const created = createVersion(job.jobId, 1, null as unknown as number);
    if (!created.ok) throw new Error(created.reason);
    const lines = lineItemsForVersion(created.id);
    expect(lines.map((l) => l.lineItemPrice)).toEqual([100_000, 20_000, 80_000]);
    expect(lines.every((l) => !l.optional && !l.alternativeGroup && !l.recommended)).toBe(true);
  });

  it('copies the marks when the source is not approved', () => {
    const job = jobWithChoices();
    const created = createVersion(job.jobId, 1, null as unknown as number);
    if (!created.ok) throw new Error(created.reason);
    const copied = getDb().select().from(schema.lineItems).where(and(eq(schema.lineItems.jobVersionId, created.id), eq(schema.lineItems.optional, true))).all();
    expect(copied).toHaveLength(2);
  });
});

describe('the API’s choice fields', () => {
  const body = { jobVersionId: 1, lineType: 'sign', signId: 1, quantity: 1 };

  it('refuses a group name over 60 characters, naming the field and the limit', () => {
    const parsed = createLineItemSchema.safeParse({ ...body, alternativeGroup: 'x'.repeat(61) });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['alternativeGroup'], message: 'Group name must be at most 60 characters' });
  });

  it('refuses a line both optional and in a group', () => {
    expect(createLineItemSchema.safeParse({ ...body, optional: true, alternativeGroup: 'Faces' }).success).toBe(false);
  });

  it('ignores recommended on a required line (saved without the mark)', () => {
    const parsed = createLineItemSchema.parse({ ...body, recommended: true });
    expect(draftFromPayload(parsed).choice).toEqual({ optional: false, alternativeGroup: null, recommended: false });
  });
});
