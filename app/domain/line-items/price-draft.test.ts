import { describe, expect, it } from 'vitest';
import { COLOR, service, sign, size } from '~/domain/pricing/fixtures.test-data';
import { DRAFT_MESSAGES, type LineItemDraft } from './draft';
import { checkPrices, checkQuantity, PRICE_NEEDED, priceServiceSelections, priceSignSelections, promptField, signMode, type DraftSign } from './price-draft';

const letters: DraftSign = { ...sign(), sizes: [size('24"', { sign: 2850, install: 950 })], options: [COLOR] };
const draft = (over: Partial<LineItemDraft> = {}): LineItemDraft => ({ lineType: 'sign', quantity: 2, selectedOptions: {}, pricingMode: 'Calculated', customDescription: null, ...over });
const prices = { price: 100_00, install: 20_00, budget: 50_00, installBudget: 10_00 };

describe('a sign draft', () => {
  it('is priced by the engine: quantity, size, options, the built description', () => {
    const priced = priceSignSelections(letters, { size: '24"', Color: 'Red' }, draft());
    expect(priced.ok).toBe(true);
    if (!priced.ok) return;
    expect(priced.value.values).toMatchObject({ lineType: 'sign', signId: letters.id, quantity: 2, pricingMode: 'Calculated', lineItemPrice: 2850_00 });
    expect(priced.value.values.description).toBe(priced.value.builtDescription);
    expect(JSON.parse(priced.value.values.selectedOptions)).toMatchObject({ size: '24"', Color: 'Red' });
  });

  it("answers the engine's prompt at the field it names", () => {
    expect(priceSignSelections(letters, { size: '24"' }, draft())).toMatchObject({ ok: false, status: 400, error: 'Select Color', fieldErrors: { Color: ['Select Color'] } });
  });

  it('takes typed prices only when Edited, and refuses a missing or negative amount', () => {
    expect(priceSignSelections(letters, { size: '24"', Color: 'Red' }, draft({ pricingMode: 'Edited' }))).toMatchObject({ ok: false, fieldErrors: { lineItemPrice: [PRICE_NEEDED] } });
    const typed = priceSignSelections(letters, { size: '24"', Color: 'Red' }, draft({ pricingMode: 'Edited', prices }));
    expect(typed).toMatchObject({ ok: true, value: { values: { pricingMode: 'Edited', lineItemPrice: 100_00, lineItemInstallPrice: 20_00 } } });
    expect(priceSignSelections(letters, { size: '24"', Color: 'Red' }, draft({ pricingMode: 'Calculated', prices }))).toMatchObject({ ok: true, value: { values: { lineItemPrice: 2850_00 } } });
  });

  it('keeps a custom description, drops an echo of the built one, refuses one over 150 characters', () => {
    const built = priceSignSelections(letters, { size: '24"', Color: 'Red' }, draft());
    const builtText = built.ok ? built.value.builtDescription : '';
    expect(priceSignSelections(letters, { size: '24"', Color: 'Red' }, draft({ customDescription: 'Front letters' }))).toMatchObject({ ok: true, value: { values: { description: 'Front letters' } } });
    expect(priceSignSelections(letters, { size: '24"', Color: 'Red' }, draft({ customDescription: ` ${builtText} ` }))).toMatchObject({ ok: true, value: { values: { description: builtText } } });
    expect(priceSignSelections(letters, { size: '24"', Color: 'Red' }, draft({ customDescription: 'x'.repeat(151) }))).toMatchObject({ ok: false, fieldErrors: { description: [DRAFT_MESSAGES.description] } });
  });

  it('Custom Signs are always Custom; other signs asked for Custom are Edited', () => {
    expect(signMode({ signType: 'Custom Signs' }, 'Calculated')).toBe('Custom');
    expect(signMode({ signType: 'Wall Signs' }, 'Custom')).toBe('Edited');
    expect(signMode({ signType: 'Wall Signs' }, 'Calculated')).toBe('Calculated');
  });
});

describe('a service draft', () => {
  const call = service('Permit Fee', { priceType: 'fixed', priceFormula: '$295', budgetMultiplier: 0.5 });

  it('is priced by the engine, or Edited with typed prices', () => {
    expect(priceServiceSelections(call, {}, draft({ lineType: 'service', quantity: 1 }))).toMatchObject({ ok: true, value: { name: 'Permit Fee', values: { lineType: 'service', serviceId: call.id, lineItemPrice: 295_00 } } });
    expect(priceServiceSelections(call, {}, draft({ lineType: 'service', pricingMode: 'Edited', prices }))).toMatchObject({ ok: true, value: { values: { pricingMode: 'Edited', lineItemPrice: 100_00 } } });
  });

  it('refuses an emptied custom description', () => {
    expect(priceServiceSelections(call, {}, draft({ lineType: 'service', customDescription: '  ' }))).toMatchObject({ ok: false, status: 400, fieldErrors: { description: [expect.any(String)] } });
  });
});

describe('the checks that need no database', () => {
  it('quantity is a whole number from 1', () => {
    expect(checkQuantity(3)).toEqual({ ok: true, value: 3 });
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(checkQuantity(bad)).toMatchObject({ ok: false, fieldErrors: { quantity: [DRAFT_MESSAGES.quantity] } });
  });

  it('typed amounts are whole cents of 0 or more, named by their field', () => {
    expect(checkPrices(prices)).toEqual({ ok: true, value: prices });
    expect(checkPrices({ ...prices, install: -1 })).toMatchObject({ ok: false, fieldErrors: { lineItemInstallPrice: [DRAFT_MESSAGES.money] } });
    expect(checkPrices(undefined)).toMatchObject({ ok: false, fieldErrors: { lineItemPrice: [PRICE_NEEDED] } });
  });

  it("an engine prompt's field", () => {
    expect(promptField('Select size')).toBe('size');
    expect(promptField('Enter dimensions')).toBe('heightFt');
    expect(promptField('Select Color')).toBe('Color');
    expect(promptField('Complete configuration')).toBe('_');
  });
});
