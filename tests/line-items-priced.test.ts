/**
 * line-item-writes.server against the demo seed's real catalogue: sign and
 * service lines priced by the server to the cent.
 */
import { testStaff } from './support/staff-actor';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedAndSignIn } from './support/seeded';
import { emptyJob, LETTERS_24, linesOf, serviceId, signId, sizeRow } from './support/line-items-fixtures';
import { letters, money, ok, serviceDraft, signDraft } from './support/line-item-drafts';
import {
  addLineItem,
  lineItemForEdit,
  previewLineItem,
  resetLineItemPricing,
  signCountLines,
} from '../app/server/line-items/line-item-writes.server';
import { PRICE_MESSAGES } from '../app/domain/pricing';

beforeAll(async () => {
  await seedAndSignIn();
});

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
