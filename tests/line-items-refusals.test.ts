/**
 * line-item-writes.server's refusals: 400 with the field named and nothing
 * written, for a bad add or update, a line of another job's version, and an
 * unknown version or line (404).
 */
import { testStaff } from './support/staff-actor';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedAndSignIn } from './support/seeded';
import { emptyJob, LETTERS_24, serviceId, signId, sizeRow, snapshot } from './support/line-items-fixtures';
import { letters, ok, serviceDraft, signDraft } from './support/line-item-drafts';
import {
  addLineItem,
  deleteLineItem,
  lineItemForEdit,
  moveLineItem,
  resetLineItemPricing,
  setLineItemPrices,
  updateLineItem,
  type LineItemDraft,
} from '../app/server/line-items/line-item-writes.server';

beforeAll(async () => {
  await seedAndSignIn();
});

describe('refusals write nothing', () => {
  const refusals: [string, (ids: { versionId: number; otherLine: number }) => LineItemDraft, string][] = [
    ['quantity 0', () => signDraft(letters(), LETTERS_24, { quantity: 0 }), 'quantity'],
    ['quantity 1.5', () => signDraft(letters(), LETTERS_24, { quantity: 1.5 }), 'quantity'],
    ['unknown sign', () => signDraft(999_999, LETTERS_24), 'signId'],
    ["another brand's sign", () => signDraft(signId('skx', 'Channel Letters'), LETTERS_24), 'signId'],
    ['unknown service', () => serviceDraft(999_999), 'serviceId'],
    ["another brand's service", () => serviceDraft(serviceId('skx', 'Survey')), 'serviceId'],
    ['unknown size', () => signDraft(letters(), { ...LETTERS_24, size: '25"' }), 'size'],
    ["another sign's size id", () => signDraft(letters(), { ...LETTERS_24, size: '' }, { signPricingId: sizeRow(signId('cjr', 'Monument Sign'), '<24 SF').id }), 'signPricingId'],
    ['option the sign does not have', () => signDraft(letters(), { ...LETTERS_24, 'Print Material': 'Standard Vinyl' }), 'Print Material'],
    ['value not offered', () => signDraft(letters(), { ...LETTERS_24, Color: 'Plaid' }), 'Color'],
    ['missing required option', () => signDraft(letters(), { ...LETTERS_24, Color: '' }), 'Color'],
    ['inches of 12', () => signDraft(signId('cjr', 'Monument Sign'), { Color: 'White', 'Fab Material': 'Aluminum', heightFt: 4, heightIn: 12, widthFt: 5, widthIn: 0 }), 'heightIn'],
    ['area 0', () => signDraft(signId('cjr', 'Monument Sign'), { Color: 'White', 'Fab Material': 'Aluminum', heightFt: 0, heightIn: 0, widthFt: 5, widthIn: 0 }), 'heightFt'],
    ['description over 150', () => signDraft(letters(), LETTERS_24, { customDescription: 'x'.repeat(151) }), 'description'],
    ['negative edited price', () => signDraft(letters(), LETTERS_24, { pricingMode: 'Edited', prices: { price: -100, install: 0, budget: 0, installBudget: 0 } }), 'lineItemPrice'],
    ['fractional cents', () => signDraft(letters(), LETTERS_24, { pricingMode: 'Edited', prices: { price: 100.5, install: 0, budget: 0, installBudget: 0 } }), 'lineItemPrice'],
    ['edited without prices', () => signDraft(letters(), LETTERS_24, { pricingMode: 'Edited' }), 'lineItemPrice'],
  ];

  it.each(refusals)('add: %s -> 400 on %s, version unchanged', (_label, make, field) => {
    const job = emptyJob();
    ok(addLineItem(testStaff, job.versionId, signDraft(letters(), LETTERS_24)));
    const before = snapshot(job.versionId, job.jobId);
    const r = addLineItem(testStaff, job.versionId, make({ versionId: job.versionId, otherLine: 0 }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.status).toBe(400);
    expect(Object.keys(r.fieldErrors)).toContain(field);
    expect(snapshot(job.versionId, job.jobId)).toBe(before);
  });

  it.each(refusals)('update: %s -> 400 on %s, line unchanged', (_label, make, field) => {
    const job = emptyJob();
    const { id } = ok(addLineItem(testStaff, job.versionId, signDraft(letters(), LETTERS_24)));
    const before = snapshot(job.versionId, job.jobId);
    const r = updateLineItem(testStaff, id, job.versionId, make({ versionId: job.versionId, otherLine: 0 }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.fieldErrors)).toContain(field);
    expect(snapshot(job.versionId, job.jobId)).toBe(before);
  });

  it("a line of another job's version: update, delete, move, reset refused with 400; both versions unchanged", () => {
    const mine = emptyJob();
    const theirs = emptyJob();
    const { id } = ok(addLineItem(testStaff, theirs.versionId, signDraft(letters(), LETTERS_24)));
    ok(addLineItem(testStaff, mine.versionId, signDraft(letters(), LETTERS_24)));
    const before = [snapshot(mine.versionId, mine.jobId), snapshot(theirs.versionId, theirs.jobId)];
    for (const r of [
      updateLineItem(testStaff, id, mine.versionId, signDraft(letters(), LETTERS_24, { quantity: 5 })),
      deleteLineItem(testStaff, id, mine.versionId),
      moveLineItem(testStaff, id, 1, mine.versionId),
      resetLineItemPricing(testStaff, id, mine.versionId),
      setLineItemPrices(testStaff, id, { price: 1, install: 1, budget: 0, installBudget: 0 }, mine.versionId),
    ]) {
      expect(r).toMatchObject({ ok: false, status: 400, fieldErrors: { jobVersionId: [expect.any(String)] } });
    }
    expect(lineItemForEdit(id, mine.versionId)).toBeNull();
    expect([snapshot(mine.versionId, mine.jobId), snapshot(theirs.versionId, theirs.jobId)]).toEqual(before);
  });

  it('unknown version or line: 404', () => {
    expect(addLineItem(testStaff, 999_999, signDraft(letters(), LETTERS_24))).toMatchObject({ ok: false, status: 404 });
    expect(deleteLineItem(testStaff, 999_999)).toMatchObject({ ok: false, status: 404 });
  });
});
