/**
 * line-item-writes.server on saved lines: typed prices and pricing reset, a
 * saved line keeping its amounts when the catalogue changes, editing and
 * preview, and the sort orders (each write bumps the job).
 */
import { testStaff } from './support/staff-actor';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { seedAndSignIn } from './support/seeded';
import { emptyJob, jobUpdatedAt, LETTERS_24, linesOf, serviceId, signId, sizeRow, snapshot } from './support/line-items-fixtures';
import { letters, money, ok, serviceDraft, signDraft } from './support/line-item-drafts';
import { getDb, schema } from '../app/server/db.server';
import {
  addLineItem,
  deleteLineItem,
  lineItemForEdit,
  moveLineItem,
  previewLineItem,
  reorderLineItems,
  resetLineItemPricing,
  setLineItemPrices,
  updateLineItem,
} from '../app/server/line-items/line-item-writes.server';

beforeAll(async () => {
  await seedAndSignIn();
});

describe('pricing modes and the catalogue changing', () => {
  it('Edited keeps typed prices; reset goes back to Calculated with recomputed values', () => {
    const job = emptyJob();
    const { id } = ok(addLineItem(testStaff, job.versionId, signDraft(letters(), LETTERS_24)));
    ok(updateLineItem(testStaff, id, job.versionId, signDraft(letters(), LETTERS_24, { pricingMode: 'Edited', prices: { price: 300000, install: 90000, budget: 150000, installBudget: 40000 } })));
    expect(linesOf(job.versionId)[0]).toMatchObject({ pricingMode: 'Edited', lineItemPrice: 300000 });
    const reset = ok(resetLineItemPricing(testStaff, id, job.versionId));
    expect(reset.prices).toEqual({ price: 330000, install: 95000, budget: 181550, installBudget: 52300 });
    expect(linesOf(job.versionId)[0]).toMatchObject({ pricingMode: 'Calculated', lineItemPrice: 330000 });
    ok(setLineItemPrices(testStaff, id, { price: 1000, install: 0, budget: 0, installBudget: 0 }, job.versionId));
    expect(linesOf(job.versionId)[0]).toMatchObject({ pricingMode: 'Edited', lineItemPrice: 1000, quantity: 1 });
  });

  it('a saved line keeps its amounts when the catalogue changes, until its pricing is reset', () => {
    const job = emptyJob();
    const blade = signId('cjr', 'Drive-Thru Channel Letters');
    const size = sizeRow(blade, '24"');
    const selected = { size: '24"', Color: 'White', 'Fab Type': 'Front-Lit', Raceway: 'Raceway-Mounted' };
    const { id } = ok(addLineItem(testStaff, job.versionId, signDraft(blade, selected)));
    const saved = money(linesOf(job.versionId)[0]!);
    const db = getDb();
    db.update(schema.signSizes).set({ signPrice: size.signPrice + 10000 }).where(eq(schema.signSizes.id, size.id)).run();
    try {
      expect(money(linesOf(job.versionId)[0]!)).toEqual(saved);
      expect(lineItemForEdit(id, job.versionId)!.prices.price).toBe(saved[0]);
      const reset = ok(resetLineItemPricing(testStaff, id, job.versionId));
      expect(reset.prices.price).toBe(saved[0]! + 10000);
    } finally {
      db.update(schema.signSizes).set({ signPrice: size.signPrice }).where(eq(schema.signSizes.id, size.id)).run();
    }
  });

  it('a formula service is priced from its saved counters, not today\'s sign lines', () => {
    const job = emptyJob();
    ok(addLineItem(testStaff, job.versionId, signDraft(letters(), LETTERS_24, { quantity: 3 })));
    const removal = ok(addLineItem(testStaff, job.versionId, serviceDraft(serviceId('cjr', 'Removal'))));
    expect(linesOf(job.versionId)[1]!.lineItemInstallPrice).toBe(3 * 79500);
    ok(addLineItem(testStaff, job.versionId, signDraft(letters(), LETTERS_24, { quantity: 5 })));
    ok(resetLineItemPricing(testStaff, removal.id, job.versionId));
    expect(linesOf(job.versionId)[1]!.lineItemInstallPrice).toBe(3 * 79500);
  });

  it('lineItemForEdit restores every saved value', () => {
    const job = emptyJob();
    const selected = { ...LETTERS_24, Color: 'Red' };
    const { id } = ok(addLineItem(testStaff, job.versionId, signDraft(letters(), selected, { quantity: 4 })));
    expect(lineItemForEdit(id, job.versionId)).toMatchObject({
      id,
      lineType: 'sign',
      signId: letters(),
      signPricingId: sizeRow(letters(), '24"').id,
      name: 'Channel Letters',
      quantity: 4,
      // Backer Illumination does not apply without a backer panel (Backer Size None): not saved.
      selectedOptions: Object.fromEntries(Object.entries(selected).filter(([k]) => k !== 'Backer Illumination')),
      pricingMode: 'Calculated',
      useCustomDescription: false,
      prices: { price: 330000, install: 95000, budget: 181550, installBudget: 52300 },
      sortOrder: 1,
    });
  });

  it('two people editing one line: the later save is told it changed since it was opened, and nothing is overwritten', () => {
    const job = emptyJob();
    const { id } = ok(addLineItem(testStaff, job.versionId, signDraft(letters(), LETTERS_24)));
    const openedByA = lineItemForEdit(id, job.versionId)!.updatedAt;
    const openedByB = lineItemForEdit(id, job.versionId)!.updatedAt;
    // A saves first (even within the same millisecond, the stamp moves on).
    ok(updateLineItem(testStaff, id, job.versionId, signDraft(letters(), LETTERS_24, { quantity: 2, expectedUpdatedAt: openedByA })));
    expect(lineItemForEdit(id, job.versionId)!.updatedAt).toBeGreaterThan(openedByA);
    const before = snapshot(job.versionId, job.jobId);
    const late = updateLineItem(testStaff, id, job.versionId, signDraft(letters(), LETTERS_24, { quantity: 7, expectedUpdatedAt: openedByB }));
    expect(late).toMatchObject({ ok: false, status: 409, fieldErrors: { updatedAt: [expect.stringContaining('changed by someone else')] } });
    expect(snapshot(job.versionId, job.jobId)).toEqual(before);
    expect(linesOf(job.versionId)[0]!.quantity).toBe(2);
    // A reset by someone else counts as a change too; reopening gives the new stamp and the save goes through.
    const reopened = lineItemForEdit(id, job.versionId)!.updatedAt;
    ok(resetLineItemPricing(testStaff, id, job.versionId));
    expect(updateLineItem(testStaff, id, job.versionId, signDraft(letters(), LETTERS_24, { quantity: 3, expectedUpdatedAt: reopened }))).toMatchObject({ status: 409 });
    ok(updateLineItem(testStaff, id, job.versionId, signDraft(letters(), LETTERS_24, { quantity: 3, expectedUpdatedAt: lineItemForEdit(id, job.versionId)!.updatedAt })));
    expect(linesOf(job.versionId)[0]!.quantity).toBe(3);
  });

  it('preview answers what add would store, and the prompt while incomplete', () => {
    const job = emptyJob();
    const p = ok(previewLineItem(job.versionId, signDraft(letters(), LETTERS_24)));
    expect(p.prices).toEqual({ price: 330000, install: 95000, budget: 181550, installBudget: 52300 });
    expect(previewLineItem(job.versionId, signDraft(letters(), { Color: 'White' }))).toMatchObject({ ok: false, status: 400, error: 'Select size' });
    expect(linesOf(job.versionId)).toHaveLength(0);
  });
});

describe('sort orders and the job', () => {
  it('adds append, delete and move renumber 1..n, each write bumps the job', () => {
    const job = emptyJob();
    const ids = [1, 2, 3, 4, 5].map((q) => ok(addLineItem(testStaff, job.versionId, signDraft(letters(), LETTERS_24, { quantity: q }))).id);
    expect(linesOf(job.versionId).map((l) => l.sortOrder)).toEqual([1, 2, 3, 4, 5]);
    expect(jobUpdatedAt(job.jobId)).toBeGreaterThan(1_000);

    const stamp = (at: number) => getDb().update(schema.jobs).set({ updatedAt: at }).where(eq(schema.jobs.id, job.jobId)).run();
    stamp(1);
    ok(deleteLineItem(testStaff, ids[1]!, job.versionId));
    expect(jobUpdatedAt(job.jobId)).toBeGreaterThan(1);
    expect(linesOf(job.versionId).map((l) => [l.id, l.sortOrder])).toEqual([[ids[0], 1], [ids[2], 2], [ids[3], 3], [ids[4], 4]]);

    stamp(1);
    expect(ok(moveLineItem(testStaff, ids[4]!, 1, job.versionId)).sortOrder).toBe(1);
    expect(jobUpdatedAt(job.jobId)).toBeGreaterThan(1);
    expect(linesOf(job.versionId).map((l) => l.id)).toEqual([ids[4], ids[0], ids[2], ids[3]]);
    expect(ok(moveLineItem(testStaff, ids[4]!, 99, job.versionId)).sortOrder).toBe(4);
    expect(linesOf(job.versionId).map((l) => l.sortOrder)).toEqual([1, 2, 3, 4]);
    expect(linesOf(job.versionId).map((l) => l.id)).toEqual([ids[0], ids[2], ids[3], ids[4]]);

    ok(reorderLineItems(testStaff, job.versionId, [ids[3]!, ids[2]!, ids[0]!, ids[4]!]));
    expect(linesOf(job.versionId).map((l) => l.id)).toEqual([ids[3], ids[2], ids[0], ids[4]]);
    expect(reorderLineItems(testStaff, job.versionId, [ids[3]!, ids[2]!])).toMatchObject({ ok: false, status: 409 });

    stamp(1);
    ok(updateLineItem(testStaff, ids[0]!, job.versionId, signDraft(letters(), LETTERS_24, { quantity: 9 })));
    expect(jobUpdatedAt(job.jobId)).toBeGreaterThan(1);
  });
});
