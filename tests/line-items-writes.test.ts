/**
 * line-item-writes.server against the demo seed's real catalogue: prices to
 * the cent, the server's refusals (400, field named, nothing written), sort
 * orders, pricing reset, and a saved line keeping its amounts when the
 * catalogue changes.
 */
import { testStaff } from './support/staff-actor';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { seedAndSignIn } from './support/seeded';
import { emptyJob, jobUpdatedAt, LETTERS_24, linesOf, serviceId, signId, sizeRow, snapshot } from './support/line-items-fixtures';
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
  signCountLines,
  updateLineItem,
  type LineItemDraft,
} from '../app/server/line-items/line-item-writes.server';
import { PRICE_MESSAGES } from '../app/domain/pricing';

beforeAll(async () => {
  await seedAndSignIn();
});

const letters = () => signId('cjr', 'Channel Letters');
const signDraft = (sign: number, selectedOptions: Record<string, string | number>, extra: Partial<LineItemDraft> = {}): LineItemDraft => ({
  lineType: 'sign',
  signId: sign,
  quantity: 1,
  selectedOptions,
  pricingMode: 'Calculated',
  customDescription: null,
  ...extra,
});
const serviceDraft = (service: number, selectedOptions: Record<string, string | number> = {}, extra: Partial<LineItemDraft> = {}): LineItemDraft => ({
  lineType: 'service',
  serviceId: service,
  quantity: 1,
  selectedOptions,
  pricingMode: 'Calculated',
  customDescription: null,
  ...extra,
});

function ok<T>(r: { ok: true; value: T } | { ok: false; error: string; fieldErrors: object }): T {
  if (!r.ok) throw new Error(`expected ok, got ${r.error} ${JSON.stringify(r.fieldErrors)}`);
  return r.value;
}

const money = (l: { lineItemPrice: number; lineItemInstallPrice: number; lineItemBudget: number; lineItemInstallBudget: number }) => [
  l.lineItemPrice,
  l.lineItemInstallPrice,
  l.lineItemBudget,
  l.lineItemInstallBudget,
];

describe('signs priced by the server', () => {
  it('Channel Letters 24" with a raceway: base + raceway, budgets at 0.55; client prices ignored when Calculated', () => {
    const job = emptyJob();
    const added = ok(addLineItem(testStaff, job.versionId, signDraft(letters(), LETTERS_24, { quantity: 2, prices: { price: 1, install: 1, budget: 1, installBudget: 1 } })));
    expect(added).toMatchObject({ sortOrder: 1, name: 'Channel Letters', pricingMode: 'Calculated' });
    const [line] = linesOf(job.versionId);
    // $2,850 + $450 raceway; budget: the size's own ($1,568 and $523, whole dollars in the seed) + 0.55 x raceway.
    expect(money(line!)).toEqual([330000, 95000, 181550, 52300]);
    expect(line!.quantity).toBe(2);
    expect(line!.signSizeId).toBe(sizeRow(letters(), '24"').id);
    expect(JSON.parse(line!.selectedOptions)).toMatchObject({ size: '24"', Color: 'White', Raceway: 'Raceway-Mounted' });
    expect(line!.description).toContain('24"');
  });

  it('options with modifiers: $ and % on the sign price, behind-the-wall raceway, $ on install (Lift Equipment)', () => {
    const job = emptyJob();
    const selected = { ...LETTERS_24, Color: 'Bronze', 'Fab Type': 'Reverse Halo-Lit', Raceway: 'Behind-The-Wall', 'Lift Equipment': 'Scissor Lift' };
    ok(addLineItem(testStaff, job.versionId, signDraft(letters(), selected)));
    const [line] = linesOf(job.versionId);
    // price 2850 + 150 + 15% of 2850 (427.50) + 250 + raceway 450 = 4127.50
    // budget: the size's own 1568 + 0.55 x each addition: 82.50 + 235.13 (235.125 rounds up) + 137.50 + 247.50 = 2270.63
    // install 950 + 275 = 1225; install budget 523 + 151.25 = 674.25
    expect(money(line!)).toEqual([412750, 122500, 227063, 67425]);
    expect(line!.description).toContain('w/ Behind-The-Wall Raceway');
  });

  it('a monument sign by dimensions: above 24 SF takes the >24 size per SF; exactly 24 SF takes <24', () => {
    const job = emptyJob();
    const monument = signId('cjr', 'Monument Sign');
    const base = { Color: 'White', 'Fab Material': 'Aluminum' };
    ok(addLineItem(testStaff, job.versionId, signDraft(monument, { ...base, heightFt: 5, heightIn: 0, widthFt: 6, widthIn: 0 })));
    ok(addLineItem(testStaff, job.versionId, signDraft(monument, { ...base, heightFt: 4, heightIn: 0, widthFt: 6, widthIn: 0 })));
    const [big, exact] = linesOf(job.versionId);
    // 30 SF x $350 and x $95 install; budgets 30 x the size's own ($193 and $52.25).
    expect(money(big!)).toEqual([1050000, 285000, 579000, 156750]);
    expect(big!.signSizeId).toBe(sizeRow(monument, '>24 SF').id);
    expect(JSON.parse(big!.selectedOptions)).toMatchObject({ size: '>24 SF', heightFt: 5, heightIn: 0, widthFt: 6, widthIn: 0 });
    expect(big!.description).toContain("5' x 6'");
    expect(money(exact!)).toEqual([840000, 220000, 462000, 121000]);
  });

  it('window graphics by area with per-SF options on the sign and the install price', () => {
    const job = emptyJob();
    const graphics = signId('cjr', 'Window Graphics');
    ok(addLineItem(testStaff, job.versionId, signDraft(graphics, { 'Print Material': 'Perforated Vinyl', 'Mounting Surface': 'Exterior Glass', heightFt: 4, heightIn: 0, widthFt: 10, widthIn: 0 })));
    const [line] = linesOf(job.versionId);
    // 40 SF: $18 + $2 perforated = $800; install $6 + $1.50 = $300.
    expect(money(line!)).toEqual([80000, 30000, 44000, 16500]);
  });

  it('a custom sign is always Custom and needs a description and an item or install price above 0', () => {
    const job = emptyJob();
    const custom = signId('cjr', 'Custom Sign');
    const noPrice = addLineItem(testStaff, job.versionId, signDraft(custom, {}, { customDescription: 'Neon script', prices: { price: 0, install: 0, budget: 0, installBudget: 0 } }));
    expect(noPrice).toMatchObject({ ok: false, status: 400, error: PRICE_MESSAGES.customSign });
    const noText = addLineItem(testStaff, job.versionId, signDraft(custom, {}, { prices: { price: 100000, install: 0, budget: 0, installBudget: 0 } }));
    expect(noText).toMatchObject({ ok: false, status: 400, error: PRICE_MESSAGES.customSign });
    expect(linesOf(job.versionId)).toHaveLength(0);
    const added = ok(addLineItem(testStaff, job.versionId, signDraft(custom, {}, { customDescription: 'Neon script', prices: { price: 0, install: 45000, budget: 0, installBudget: 20000 } })));
    expect(added.pricingMode).toBe('Custom');
    expect(money(linesOf(job.versionId)[0]!)).toEqual([0, 45000, 0, 20000]);
    expect(linesOf(job.versionId)[0]!.description).toBe('Neon script');
    expect(resetLineItemPricing(testStaff, added.id, job.versionId)).toMatchObject({ ok: false, status: 400 });
  });

  it('a custom description replaces the built one; an echo of the built one is not custom', () => {
    const job = emptyJob();
    const a = ok(addLineItem(testStaff, job.versionId, signDraft(letters(), LETTERS_24, { customDescription: 'Our own words' })));
    expect(lineItemForEdit(a.id, job.versionId)).toMatchObject({ description: 'Our own words', useCustomDescription: true, customDescription: 'Our own words' });
    const built = linesOf(job.versionId)[0]!;
    expect(built.description).toBe('Our own words');
    const preview = ok(previewLineItem(job.versionId, signDraft(letters(), LETTERS_24)));
    const b = ok(addLineItem(testStaff, job.versionId, signDraft(letters(), LETTERS_24, { customDescription: preview.description })));
    expect(lineItemForEdit(b.id, job.versionId)).toMatchObject({ useCustomDescription: false, customDescription: null });
  });
});

describe('services priced by the server', () => {
  it('Survey and Shipping count the version sign lines; Canada multiplies shipping; labour sits in install', () => {
    const job = emptyJob();
    ok(addLineItem(testStaff, job.versionId, signDraft(letters(), LETTERS_24, { quantity: 2 })));
    ok(addLineItem(testStaff, job.versionId, signDraft(letters(), LETTERS_24)));
    ok(addLineItem(testStaff, job.versionId, signDraft(signId('cjr', 'Monument Sign'), { Color: 'White', 'Fab Material': 'Aluminum', heightFt: 4, heightIn: 0, widthFt: 5, widthIn: 0 })));
    expect(signCountLines(job.versionId).reduce((n, l) => n + l.quantity, 0)).toBe(4);

    ok(addLineItem(testStaff, job.versionId, serviceDraft(serviceId('cjr', 'Survey'))));
    ok(addLineItem(testStaff, job.versionId, serviceDraft(serviceId('cjr', 'Survey'), { 'Wall Signs': 3, 'Monument Signs': 1, 'Interior Survey': 'On' })));
    ok(addLineItem(testStaff, job.versionId, serviceDraft(serviceId('cjr', 'Shipping & Crating (Exterior)'), { Canada: 'On' })));
    ok(addLineItem(testStaff, job.versionId, serviceDraft(serviceId('cjr', 'Permits & Procurement'))));
    const [, , , survey, interior, shipping, permits] = linesOf(job.versionId);
    // 3 wall x $100 + 1 monument x $350 = $650, as install (labour); budget 0.6.
    expect(money(survey!)).toEqual([0, 65000, 0, 39000]);
    expect(JSON.parse(survey!.selectedOptions)).toMatchObject({ 'Wall Signs': 3, 'Monument Signs': 1, 'Interior Survey': 'Off' });
    expect(money(interior!)).toEqual([0, 124500, 0, 74700]);
    // 3 x $1,000 + $250 = $3,250 x 1.35 = $4,387.50; budget 0.8.
    expect(money(shipping!)).toEqual([438750, 0, 351000, 0]);
    // 3 x $970 = $2,910 (over $1,970); budget 0.7.
    expect(money(permits!)).toEqual([291000, 0, 203700, 0]);
  });

  it('a user_input service needs its entered price above 0; Labor keeps it as install', () => {
    const job = emptyJob();
    const labor = serviceId('cjr', 'Labor');
    const refused = addLineItem(testStaff, job.versionId, serviceDraft(labor, {}, { enteredPrice: 0 }));
    expect(refused).toMatchObject({ ok: false, status: 400, error: PRICE_MESSAGES.serviceEntered, fieldErrors: { enteredPrice: [PRICE_MESSAGES.serviceEntered] } });
    const added = ok(addLineItem(testStaff, job.versionId, serviceDraft(labor, {}, { enteredPrice: 42050, customDescription: 'Two techs, one day' })));
    expect(money(linesOf(job.versionId)[0]!)).toEqual([0, 42050, 0, 25230]);
    expect(lineItemForEdit(added.id, job.versionId)).toMatchObject({ enteredPrice: 42050, description: 'Two techs, one day', useCustomDescription: true });
  });

  it("the description switch on without text is refused for a service ('Description Required')", () => {
    const job = emptyJob();
    const r = addLineItem(testStaff, job.versionId, serviceDraft(serviceId('cjr', 'Permits & Procurement'), {}, { customDescription: ' ' }));
    expect(r).toMatchObject({ ok: false, status: 400, fieldErrors: { description: [PRICE_MESSAGES.descriptionRequired] } });
  });

  it('a counter below 0 is refused', () => {
    const job = emptyJob();
    const r = addLineItem(testStaff, job.versionId, serviceDraft(serviceId('cjr', 'Removal'), { 'Wall Signs': -1 }));
    expect(r).toMatchObject({ ok: false, status: 400, fieldErrors: { 'Wall Signs': [expect.any(String)] } });
  });
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
