import { describe, expect, it } from 'vitest';
import {
  editedFrom,
  freshValues,
  withRoundedPrices,
  panelState,
  readQuantity,
  sameValues,
  valuesFromForm,
  valuesFromSaved,
  type PanelItem,
} from './config-state';
import { panelLinks, parsePanelList } from './panel-urls';

const letters: PanelItem = {
  kind: 'sign',
  sign: {
    id: 1,
    name: 'Channel Letters',
    signType: 'Wall Signs',
    placement: 'exterior',
    description: '{Size} {Color} Channel Letters',
    priceType: 'fixed',
    signBudgetMultiplier: null,
    installBudgetMultiplier: null,
    image: null,
    sizes: [
      { id: 10, sizeName: '18"', signPrice: 215000, installPrice: 75000, signBudget: 0, installBudget: 0, racewayPrice: 0 },
      { id: 11, sizeName: '24"', signPrice: 285000, installPrice: 95000, signBudget: 0, installBudget: 0, racewayPrice: 0 },
    ],
    options: [
      { id: 1, name: 'Color', type: 'dropdown', values: 'White, Bronze +$150', appliesTo: 'base_sign_price', placeholder: '{Color}', isActive: true },
      { id: 2, name: 'Manufacture Only', type: 'switch', values: 'On, Off', appliesTo: 'base_install_price', placeholder: null, isActive: true },
    ],
  },
};

const custom: PanelItem = {
  kind: 'sign',
  sign: { ...letters.sign, id: 2, name: 'Custom Sign', signType: 'Custom Signs', sizes: [{ ...letters.sign.sizes[0]!, sizeName: 'Custom', signPrice: 0, installPrice: 0 }], options: [] },
} as PanelItem;

const survey: PanelItem = {
  kind: 'service',
  service: { id: 5, name: 'Survey', description: 'Site survey (3 Wall Signs)', priceType: 'formula', priceFormula: null, budgetMultiplier: 0.6, locationMultiplier: null, icon: null },
};
const travel: PanelItem = {
  kind: 'service',
  service: { id: 6, name: 'Travel', description: 'Crew travel', priceType: 'fixed', priceFormula: '$350', budgetMultiplier: 0.65, locationMultiplier: null, icon: null },
};

describe('a fresh configuration', () => {
  it('starts at quantity 1 with options cleared and switches Off', () => {
    expect(freshValues(letters, [])).toMatchObject({ quantity: '1', lineType: 'sign', signId: '1', pricingMode: 'Calculated', 'opt:Manufacture Only': 'Off' });
    expect(freshValues(letters, [])['opt:Color']).toBeUndefined();
  });
  it('pre-fills formula counters from the sign lines, toggles Off', () => {
    const v = freshValues(survey, [{ signType: 'Wall Signs', placement: 'exterior', quantity: 3 }]);
    expect(v['count:Wall Signs']).toBe('3');
    expect(v['toggle:Interior Survey']).toBe('Off');
  });
  it("turns the description switch on for the services that start with it on (Travel) and Custom Signs are Custom", () => {
    expect(freshValues(travel, []).useCustomDescription).toBe('on');
    expect(freshValues(custom, []).pricingMode).toBe('Custom');
  });
});

describe('panelState: what blocks save, in the order the panel shows it', () => {
  it.each([
    [{}, 'Select size'],
    [{ size: '24"' }, 'Select Color'],
    [{ size: '24"', 'opt:Color': 'Bronze' }, null],
  ])('%o -> %s', (extra, prompt) => {
    expect(panelState(letters, { ...freshValues(letters, []), ...extra }).blocked).toBe(prompt);
  });
  it('prices live with the engine: 24" $2,850 + Bronze $150', () => {
    const s = panelState(letters, { ...freshValues(letters, []), size: '24"', 'opt:Color': 'Bronze' });
    expect(s.prices.price).toBe(300000);
    expect(s.description).toBe('24" Bronze Channel Letters');
  });
  it("prefills a switched-on service's description from the catalogue, so it opens ready to save", () => {
    expect(freshValues(travel, []).description).toBe('Crew travel');
    const s = panelState(travel, freshValues(travel, []));
    expect(s.blocked).toBeNull();
    expect(s.errors.description).toBeUndefined();
    expect(s.description).toBe('Crew travel');
  });
  it('a description switch without text blocks a service with the Description Required message', () => {
    const s = panelState(travel, { ...freshValues(travel, []), description: '' });
    expect(s.blocked).toBe('Description Required');
    expect(s.errors.description).toMatch(/^Description Required - Please enter a custom description/);
    expect(panelState(travel, { ...freshValues(travel, []), description: 'Two trips' }).blocked).toBeNull();
  });
  it('Edited amounts: $ and , stripped, more than 2 decimals rounded to the cent', () => {
    const base = { ...freshValues(letters, []), size: '24"', 'opt:Color': 'White', pricingMode: 'Edited' };
    expect(panelState(letters, { ...base, lineItemPrice: '$3,100.5' }).prices.price).toBe(310050);
    const rounded = panelState(letters, { ...base, lineItemPrice: '12.345' });
    expect(rounded.errors.lineItemPrice).toBeUndefined();
    expect(rounded.prices.price).toBe(1235);
    const bad = panelState(letters, { ...base, lineItemPrice: '12.3.4' });
    expect(bad.errors.lineItemPrice).toBe('Enter an amount of 0 or more');
    expect(bad.blocked).toBe('Complete configuration');
  });
  it('withRoundedPrices shows typed amounts as they will be saved', () => {
    expect(withRoundedPrices({ lineItemPrice: '12.345', lineItemBudget: '', lineItemInstallPrice: '10,000,000.00', enteredPrice: '0.005', description: '1.239' })).toEqual({
      lineItemPrice: '12.35',
      lineItemBudget: '',
      lineItemInstallPrice: '10,000,000.00',
      enteredPrice: '0.01',
      description: '1.239',
    });
  });
  it('a custom sign needs a description and an item or install price (message once something is typed)', () => {
    const fresh = panelState(custom, freshValues(custom, []));
    expect(fresh.blocked).toBe('Complete configuration');
    expect(fresh.errors.lineItemPrice).toBeUndefined();
    const typed = panelState(custom, { ...freshValues(custom, []), description: 'Menu board' });
    expect(typed.errors.lineItemPrice).toBe('Please enter a description and at least one price (item or install) for the custom sign.');
    expect(panelState(custom, { ...freshValues(custom, []), description: 'Menu board', lineItemInstallPrice: '300' }).blocked).toBeNull();
  });
});

describe('editing a saved line', () => {
  const saved = {
    quantity: 2,
    selectedOptions: { size: '24"', Color: 'Bronze', 'Manufacture Only': 'Off' },
    pricingMode: 'Calculated' as const,
    description: '24" Bronze Channel Letters',
    useCustomDescription: false,
    prices: { price: 300000, install: 95000, budget: 165000, installBudget: 52250 },
    enteredPrice: null,
  };
  it('restores every value, and nothing counts as changed until something is', () => {
    const v = valuesFromSaved(letters, saved);
    expect(v).toMatchObject({ quantity: '2', size: '24"', 'opt:Color': 'Bronze' });
    expect(sameValues(letters, v, { ...v })).toBe(true);
    expect(sameValues(letters, v, { ...v, quantity: '3' })).toBe(false);
    // Typing the same quantity differently is no change.
    expect(sameValues(letters, v, { ...v, quantity: '2', intent: 'save' })).toBe(true);
  });
  it('an Edited line opens with its amounts in the four fields', () => {
    const v = valuesFromSaved(letters, { ...saved, pricingMode: 'Edited' });
    expect(v).toMatchObject({ pricingMode: 'Edited', lineItemPrice: '3000.00', lineItemInstallBudget: '522.50' });
  });
  it('Edit Prices starts from the calculated amounts', () => {
    expect(editedFrom({ price: 412750, install: 122500, budget: 0, installBudget: 67425 })).toEqual({
      lineItemPrice: '4127.50',
      lineItemInstallPrice: '1225.00',
      lineItemBudget: '0.00',
      lineItemInstallBudget: '674.25',
    });
  });
});

describe('form reading', () => {
  it('reads a switch that posted nothing as Off', () => {
    const form = new FormData();
    form.set('quantity', '1');
    expect(valuesFromForm(letters, form)['opt:Manufacture Only']).toBe('Off');
  });
  it.each([
    ['3', 3],
    ['', 1],
    ['abc', 1],
    ['0', 1],
    ['1.5', 1],
  ])('quantity %j -> %i', (text, n) => {
    expect(readQuantity(text)).toBe(n);
  });
});

describe('panel URLs keep the job page version and tab', () => {
  const links = panelLinks('/job/cjr/2025-003', '?version=2&tab=budget&sign=4');
  it.each([
    [links.job, '/job/cjr/2025-003?version=2&tab=budget'],
    [links.list('signage'), '/job/cjr/2025-003/items/new?version=2&tab=budget'],
    [links.list('services'), '/job/cjr/2025-003/items/new?version=2&tab=budget&list=services'],
    [links.sign(7), '/job/cjr/2025-003/items/new?version=2&tab=budget&sign=7'],
    [links.edit(9), '/job/cjr/2025-003/items/9/edit?version=2&tab=budget'],
    [links.row(9), '/job/cjr/2025-003/items/9?version=2&tab=budget'],
  ])('%s', (got, expected) => {
    expect(got).toBe(expected);
  });
  it('reads anything but services as the Signage list', () => {
    expect(parsePanelList('services')).toBe('services');
    expect(parsePanelList('x')).toBe('signage');
    expect(parsePanelList(null)).toBe('signage');
  });
});

describe('the panel and the limits (domain/pricing/limits.ts)', () => {
  const configured = { size: '24"', 'opt:Color': 'White', 'opt:Manufacture Only': 'Off' };

  it('says a quantity over 99,999 at the field, blocks saving and prices as 1 meanwhile', () => {
    const state = panelState(letters, { ...configured, quantity: '100000' });
    expect(state.errors.quantity).toBe('Quantity must be a whole number from 1 to 99,999');
    expect(state.blocked).toBe('Complete configuration');
    expect(state.quantity).toBe(1);
    expect(panelState(letters, { ...configured, quantity: '99999' })).toMatchObject({ blocked: null, quantity: 99_999 });
    // An absurd one never reaches the engine's totals (which would refuse a sum past 2^53 cents).
    expect(readQuantity('1' + '0'.repeat(30))).toBe(1);
  });

  it('says a typed amount over $9,999,999.99 at its field', () => {
    const state = panelState(letters, { ...configured, quantity: '1', pricingMode: 'Edited', lineItemPrice: '9999999.99', lineItemInstallPrice: '10,000,000' });
    expect(state.errors).toEqual({ lineItemInstallPrice: 'Install Price must be at most $9,999,999.99' });
    expect(state.blocked).toBe('Complete configuration');
    expect(state.prices.price).toBe(999_999_999);
  });
});
