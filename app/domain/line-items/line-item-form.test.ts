import { describe, expect, it } from 'vitest';
import { draftFromForm, formFieldFor } from './line-item-form';
import { DRAFT_MESSAGES } from './draft';

const sign = { lineType: 'sign', signId: '12', quantity: '2', size: '24"', 'opt:Color': 'Red', 'opt:Raceway': 'Behind-The-Wall' };

describe('draftFromForm', () => {
  it('reads a sign configuration: options by opt: name, size, quantity', () => {
    const r = draftFromForm(sign);
    expect(r).toMatchObject({
      ok: true,
      intent: 'save',
      draft: { lineType: 'sign', signId: 12, quantity: 2, pricingMode: 'Calculated', customDescription: null, selectedOptions: { size: '24"', Color: 'Red', Raceway: 'Behind-The-Wall' } },
    });
  });

  it('reads FormData as well as a plain record', () => {
    const fd = new FormData();
    for (const [k, v] of Object.entries(sign)) fd.set(k, v);
    fd.set('intent', 'calculate');
    const r = draftFromForm(fd);
    expect(r.ok && r.draft.signId).toBe(12);
    expect(r.intent).toBe('calculate');
  });

  it.each([
    ['', 1],
    ['abc', 1],
    ['3', 3],
  ])('quantity %j becomes %j (non-numeric becomes 1)', (q, expected) => {
    const r = draftFromForm({ ...sign, quantity: q });
    expect(r.ok && r.draft.quantity).toBe(expected);
  });

  it.each(['0', '-2', '1.5'])('quantity %j is refused', (q) => {
    const r = draftFromForm({ ...sign, quantity: q });
    expect(r).toMatchObject({ ok: false, fieldErrors: { quantity: [DRAFT_MESSAGES.quantity] } });
  });

  it('passes dimensions on as text (the engine reads and checks them), all four when any is posted', () => {
    const r = draftFromForm({ lineType: 'sign', signId: '3', heightFt: '5', heightIn: '', widthFt: '6' });
    expect(r.ok && r.draft.selectedOptions).toEqual({ heightFt: '5', heightIn: '', widthFt: '6', widthIn: '' });
  });

  it('ignores typed prices when Calculated, reads them as cents when Edited', () => {
    const calc = draftFromForm({ ...sign, lineItemPrice: 'junk' });
    expect(calc.ok && calc.draft.prices).toBeUndefined();
    const edited = draftFromForm({ ...sign, pricingMode: 'Edited', lineItemPrice: '$1,234.50', lineItemInstallPrice: '300', lineItemBudget: '', lineItemInstallBudget: '.5' });
    expect(edited.ok && edited.draft.prices).toEqual({ price: 123450, install: 30000, budget: 0, installBudget: 50 });
  });

  it('rounds an Edited price with more than 2 decimals to the cent, half away from zero', () => {
    const r = draftFromForm({ ...sign, pricingMode: 'Edited', lineItemPrice: '12.345', lineItemInstallPrice: '0.004' });
    expect(r.ok && r.draft.prices).toMatchObject({ price: 1235, install: 0 });
  });

  it.each(['-5', '12abc'])('an Edited price %j is a field error', (price) => {
    const r = draftFromForm({ ...sign, pricingMode: 'Edited', lineItemPrice: price });
    expect(r).toMatchObject({ ok: false, fieldErrors: { lineItemPrice: [DRAFT_MESSAGES.money] } });
  });

  it('reads formula counters and toggles of a service', () => {
    const r = draftFromForm({ lineType: 'service', serviceId: '7', 'count:Wall Signs': '3', 'count:Monument Signs': '', 'toggle:Canada': 'on', 'toggle:Interior Survey': 'Off' });
    expect(r.ok && r.draft).toMatchObject({ serviceId: 7, selectedOptions: { 'Wall Signs': 3, 'Monument Signs': 0, Canada: 'On', 'Interior Survey': 'Off' } });
  });

  it.each(['-1', '1.5', 'x'])('a counter of %j is refused (never below 0)', (v) => {
    const r = draftFromForm({ lineType: 'service', serviceId: '7', 'count:Wall Signs': v });
    expect(r).toMatchObject({ ok: false, fieldErrors: { 'count:Wall Signs': [DRAFT_MESSAGES.counter] } });
  });

  it('the custom description is used only with the switch on; over 150 characters is refused', () => {
    expect(draftFromForm({ ...sign, description: 'Mine' }).ok && (draftFromForm({ ...sign, description: 'Mine' }) as { draft: { customDescription: unknown } }).draft.customDescription).toBeNull();
    const on = draftFromForm({ ...sign, useCustomDescription: 'on', description: 'Mine' });
    expect(on.ok && on.draft.customDescription).toBe('Mine');
    const empty = draftFromForm({ ...sign, useCustomDescription: 'on' });
    expect(empty.ok && empty.draft.customDescription).toBe('');
    const long = draftFromForm({ ...sign, useCustomDescription: 'on', description: 'x'.repeat(151) });
    expect(long).toMatchObject({ ok: false, fieldErrors: { description: [DRAFT_MESSAGES.description] } });
    expect(draftFromForm({ ...sign, useCustomDescription: 'on', description: 'x'.repeat(150) }).ok).toBe(true);
    // With the switch off the text is not saved, so its length does not matter.
    expect(draftFromForm({ ...sign, description: 'x'.repeat(200) }).ok).toBe(true);
  });

  it('needs the chosen item', () => {
    expect(draftFromForm({ lineType: 'sign' })).toMatchObject({ ok: false, fieldErrors: { signId: [DRAFT_MESSAGES.signId] } });
    expect(draftFromForm({ lineType: 'service', serviceId: 'x' })).toMatchObject({ ok: false });
  });

  it('reads the entered price of a user_input service', () => {
    const r = draftFromForm({ lineType: 'service', serviceId: '9', enteredPrice: '$250' });
    expect(r.ok && r.draft.enteredPrice).toBe(25000);
  });

  it('maps engine field keys back to form names', () => {
    expect(formFieldFor('Color', 'sign')).toBe('opt:Color');
    expect(formFieldFor('heightIn', 'sign')).toBe('heightIn');
    expect(formFieldFor('Wall Signs', 'service')).toBe('count:Wall Signs');
    expect(formFieldFor('Canada', 'service')).toBe('toggle:Canada');
  });
});
