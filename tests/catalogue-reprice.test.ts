/**
 * Re-pricing a Draft to today's catalogue, on the seeded catalogue: a bulk
 * change leaves a Calculated line behind (the notice counts it and names the
 * change's day; Edited lines are left alone), the confirm writes what the
 * preview showed in one go with a History row, a preview the catalogue or
 * the lines moved under is refused with nothing written, and a Sent version
 * is never touched. The line-items API says which price change a line was
 * priced from.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedWithSessions } from './support/admin-helpers';
import { testStaff } from './support/staff-actor';
import { emptyJob, LETTERS_24, linesOf, ok, serviceId, signDraft, signId } from './support/line-items-fixtures';
import { getDb, schema } from '../app/server/db.server';
import { addLineItem, setLineItemPrices, updateLineItem, lineItemForEdit } from '../app/server/line-items/line-item-writes.server';
import { catalogueRepricePreview, repriceVersionToCatalogue, stalePricesOfVersion } from '../app/server/line-items/catalogue-reprice.server';
import { apiLineItemById } from '../app/server/line-items/line-item-reads.server';
import { bulkChoiceSchema } from '../app/domain/price-changes/choice';
import { saveBulkChange } from '../app/server/price-changes/bulk.server';
import { today } from '../app/server/price-changes/apply.server';
import { CATALOGUE_REPRICE_MESSAGES, LEFT_ALONE } from '../app/domain/line-items/catalogue-reprice';
import { checkVersionTotal, checkVersionTotalAfter } from '../app/server/line-items/version-total.server';
import { LIMIT_MESSAGES, MAX_VERSION_TOTAL_CENTS } from '../app/domain/pricing';

let admin: typeof schema.users.$inferSelect;

beforeAll(async () => {
  const { ids } = await seedWithSessions();
  admin = getDb().select().from(schema.users).where(eq(schema.users.id, ids.admin)).get()!;
});

/** Raises Channel Letters' sign prices of Carl's Jr by `percent`, from today. */
function raiseLetters(percent: string) {
  const choice = bulkChoiceSchema.parse({ brandId: getDb().select().from(schema.brands).where(eq(schema.brands.slug, 'cjr')).get()!.id, signIds: [signId('cjr', 'Channel Letters')], columns: ['signPrice'], direction: 'up', kind: 'percent', size: percent, rounding: 'cent' });
  return saveBulkChange(admin, choice, today());
}

/** Lines priced a minute ago, so a change recorded in the same millisecond still comes after them. */
function pricedEarlier(versionId: number) {
  for (const l of linesOf(versionId)) getDb().update(schema.lineItems).set({ pricedAt: (l.pricedAt ?? l.updatedAt) - 60_000 }).where(eq(schema.lineItems.id, l.id)).run();
}

/** A Draft with a Calculated and an Edited Channel Letters line, priced before a +6%. */
function staleDraft() {
  const job = emptyJob('cjr');
  const calculated = ok(addLineItem(testStaff, job.versionId, signDraft('cjr', 'Channel Letters', LETTERS_24)));
  const edited = ok(addLineItem(testStaff, job.versionId, signDraft('cjr', 'Channel Letters', LETTERS_24)));
  ok(setLineItemPrices(testStaff, edited.id, { price: 400_000, install: 100_000, budget: 200_000, installBudget: 50_000 }, job.versionId));
  pricedEarlier(job.versionId);
  raiseLetters('6');
  return { job, calculated, edited };
}

describe('a Draft priced before a price change', () => {
  it('counts its stale Calculated line, names the day, previews old -> new with the engine and leaves the Edited line alone', () => {
    const { job, calculated, edited } = staleDraft();
    expect(stalePricesOfVersion(job.versionId)).toEqual({ count: 1, day: today() });
    const preview = catalogueRepricePreview(job.versionId)!;
    expect(preview.rows.map((r) => r.id)).toEqual([calculated.id]);
    const row = preview.rows[0]!;
    // Today's figures are what a fresh line of the same configuration gets from the engine.
    const fresh = ok(addLineItem(testStaff, emptyJob('cjr').versionId, signDraft('cjr', 'Channel Letters', LETTERS_24)));
    const freshLine = getDb().select().from(schema.lineItems).where(eq(schema.lineItems.id, fresh.id)).get()!;
    expect(row.after).toEqual({ price: freshLine.lineItemPrice, install: freshLine.lineItemInstallPrice, budget: freshLine.lineItemBudget, installBudget: freshLine.lineItemInstallBudget });
    expect(row.after.price).toBeGreaterThan(row.before.price);
    expect(preview.effect).toBe(row.after.price - row.before.price);
    expect(preview.leftAlone).toEqual([{ id: edited.id, lineNo: 2, name: 'Channel Letters', why: LEFT_ALONE.Edited }]);
  });

  it('re-prices as previewed in one write: new amounts, a moved stamp, a History row, and the notice is gone', () => {
    const { job, calculated, edited } = staleDraft();
    const before = linesOf(job.versionId);
    const preview = catalogueRepricePreview(job.versionId)!;
    expect(ok(repriceVersionToCatalogue(testStaff, job.versionId, preview.stampDigest))).toEqual({ count: 1, effect: preview.effect });
    const after = linesOf(job.versionId);
    const line = after.find((l) => l.id === calculated.id)!;
    expect(line.lineItemPrice).toBe(preview.rows[0]!.after.price);
    expect(line.updatedAt).toBeGreaterThan(before.find((l) => l.id === calculated.id)!.updatedAt);
    expect(after.find((l) => l.id === edited.id)).toEqual(before.find((l) => l.id === edited.id));
    const history = getDb().select().from(schema.jobHistory).where(eq(schema.jobHistory.jobId, job.jobId)).all().at(-1)!;
    expect(history.event).toBe('lines re-priced');
    expect(history.detail).toContain("re-priced 1 line to today's catalogue");
    expect(stalePricesOfVersion(job.versionId)).toBeNull();
    // The API says which price change the line is priced from now.
    expect(apiLineItemById(calculated.id)!.pricedFrom).toMatchObject({ priceChange: { reason: 'bulk change: +6%, to the cent', effectiveFrom: today() } });
    expect(apiLineItemById(edited.id)!.pricedFrom).toBeNull();
  });

  it('refuses a preview the catalogue moved under, writing nothing, and shows the new figures', () => {
    const { job } = staleDraft();
    const shown = catalogueRepricePreview(job.versionId)!;
    raiseLetters('1');
    const before = JSON.stringify(linesOf(job.versionId));
    const refused = repriceVersionToCatalogue(testStaff, job.versionId, shown.stampDigest);
    expect(refused).toMatchObject({ ok: false, status: 409, error: CATALOGUE_REPRICE_MESSAGES.movedSince });
    expect(JSON.stringify(linesOf(job.versionId))).toBe(before);
    expect(catalogueRepricePreview(job.versionId)!.rows[0]!.after.price).toBeGreaterThan(shown.rows[0]!.after.price);
  });

  it('refuses a preview whose line was edited since', () => {
    const { job, calculated } = staleDraft();
    const shown = catalogueRepricePreview(job.versionId)!;
    const line = lineItemForEdit(calculated.id, job.versionId)!;
    // Saving the line prices it from today's catalogue: it is no longer stale, and the preview is not what is there.
    ok(updateLineItem(testStaff, calculated.id, job.versionId, signDraft('cjr', 'Channel Letters', LETTERS_24, { quantity: 2, expectedUpdatedAt: line.updatedAt })));
    expect(repriceVersionToCatalogue(testStaff, job.versionId, shown.stampDigest)).toMatchObject({ ok: false, status: 409 });
    expect(stalePricesOfVersion(job.versionId)).toBeNull();
  });

  it('never touches a Sent version: no notice, and a re-price is refused', () => {
    const { job } = staleDraft();
    const shown = catalogueRepricePreview(job.versionId)!;
    getDb().update(schema.jobVersions).set({ state: 'Sent' }).where(eq(schema.jobVersions.id, job.versionId)).run();
    const before = JSON.stringify(linesOf(job.versionId));
    expect(stalePricesOfVersion(job.versionId)).toBeNull();
    expect(catalogueRepricePreview(job.versionId)!.frozen).toMatch(/cannot be changed/);
    expect(repriceVersionToCatalogue(testStaff, job.versionId, shown.stampDigest)).toMatchObject({ ok: false, status: 409 });
    expect(JSON.stringify(linesOf(job.versionId))).toBe(before);
  });
});

describe('the version total limit for a write of many lines (the re-price)', () => {
  const amounts = (price: number) => ({ quantity: 1, lineItemPrice: price, lineItemInstallPrice: 0, lineItemBudget: 0, lineItemInstallBudget: 0 });
  const survey = (versionId: number, choice: { optional: boolean; alternativeGroup: string | null; recommended: boolean }) =>
    ok(addLineItem(testStaff, versionId, { lineType: 'service', serviceId: serviceId('cjr', 'Survey'), quantity: 1, selectedOptions: {}, pricingMode: 'Calculated', customDescription: null, choice }));

  it('checks the version as the whole write leaves it, each line keeping its choice marks', () => {
    const job = emptyJob('cjr');
    const faces = { optional: false, alternativeGroup: 'Faces', recommended: false };
    const a = survey(job.versionId, { ...faces, recommended: true });
    const b = survey(job.versionId, faces);
    // Two lines of one 'Choose one' group, each at 60% of the limit: the client takes one, so the highest total is one of them.
    const big = Math.floor(MAX_VERSION_TOTAL_CENTS * 0.6);
    expect(checkVersionTotalAfter(getDb(), job.versionId, new Map([[a.id, amounts(big)], [b.id, amounts(big)]]))).toEqual({ ok: true });
    // Made required, both count: refused, naming the figure, as a single line's check words it.
    const required = { optional: false, alternativeGroup: null, recommended: false };
    const refused = checkVersionTotalAfter(getDb(), job.versionId, new Map([[a.id, { ...amounts(big), ...required }], [b.id, { ...amounts(big), ...required }]]));
    expect(refused).toMatchObject({ ok: false, status: 400, error: LIMIT_MESSAGES.versionTotal(2 * big) });
    // One changed required line: the same answer as the single line's check.
    const c = survey(job.versionId, required);
    const over = checkVersionTotal(getDb(), job.versionId, amounts(MAX_VERSION_TOTAL_CENTS), c.id);
    expect(over).toMatchObject({ ok: false });
    expect(checkVersionTotalAfter(getDb(), job.versionId, new Map([[c.id, amounts(MAX_VERSION_TOTAL_CENTS)]]))).toEqual(over);
  });

  it('re-prices many stale lines with one read of the version, every line or none', () => {
    const job = emptyJob('cjr');
    for (let i = 0; i < 40; i++) ok(addLineItem(testStaff, job.versionId, signDraft('cjr', 'Channel Letters', LETTERS_24)));
    pricedEarlier(job.versionId);
    raiseLetters('3');
    const preview = catalogueRepricePreview(job.versionId)!;
    expect(preview.rows).toHaveLength(40);
    expect(ok(repriceVersionToCatalogue(testStaff, job.versionId, preview.stampDigest))).toEqual({ count: 40, effect: preview.effect });
    const prices = new Map(preview.rows.map((r) => [r.id, r.after.price]));
    expect(linesOf(job.versionId).every((l) => l.lineItemPrice === prices.get(l.id))).toBe(true);
  });
});

describe('the price change a line names once that change is undone', () => {
  it('names it for a line priced while it was in effect, and not for one priced after its undo', () => {
    const job = emptyJob('cjr');
    raiseLetters('4');
    const before = ok(addLineItem(testStaff, job.versionId, signDraft('cjr', 'Channel Letters', LETTERS_24)));
    const after = ok(addLineItem(testStaff, job.versionId, signDraft('cjr', 'Channel Letters', LETTERS_24)));
    const changeId = apiLineItemById(before.id)!.pricedFrom!.priceChange!.id;
    expect(apiLineItemById(before.id)!.pricedFrom!.priceChange).toMatchObject({ reason: 'bulk change: +4%, to the cent' });
    // Undone (as an import's undo does: Cancelled, the earlier prices back) between the two lines' pricing.
    const pricedAt = (id: number) => linesOf(job.versionId).find((l) => l.id === id)!.pricedAt!;
    const undoneAt = pricedAt(before.id) + 1_000;
    getDb().update(schema.priceChanges).set({ state: 'Cancelled', cancelledAt: undoneAt }).where(eq(schema.priceChanges.id, changeId)).run();
    getDb().update(schema.lineItems).set({ pricedAt: undoneAt + 1_000 }).where(eq(schema.lineItems.id, after.id)).run();
    expect(apiLineItemById(before.id)!.pricedFrom!.priceChange).toMatchObject({ id: changeId });
    expect(apiLineItemById(after.id)!.pricedFrom!.priceChange?.id).not.toBe(changeId);
  });
});
