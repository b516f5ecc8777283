import { describe, expect, it } from 'vitest';
import { service } from './fixtures.test-data';
import { PRICE_MESSAGES } from './manual-prices';
import { descriptionDefaultsOn, formulaCounters, isLabourService, permitsDollars, priceService, serviceCounterFields, serviceDescription } from './service-pricing';
import type { ServiceSelections } from './types';

const survey = service('Survey', { budgetMultiplier: 0.6 });
const removal = service('Removal');
const permits = service('Permits & Procurement', { budgetMultiplier: 0.7 });
const shipping = service('Shipping & Crating (Exterior)', { budgetMultiplier: 0.8, locationMultiplier: 1.35 });
const labor = service('Labor', { priceType: 'user_input' });
const materials = service('Materials', { priceType: 'user_input', budgetMultiplier: 0.7 });
const serviceCall = service('Service Call', { priceType: 'fixed', priceFormula: '$295', budgetMultiplier: 0.55 });
const travel = service('Travel', { priceType: 'fixed', priceFormula: '$1,350.50', budgetMultiplier: 0.65 });

const amount = (s: typeof survey, selected: ServiceSelections, enteredPrice?: number) => {
  const q = priceService({ service: s, selected, enteredPrice });
  if (!q.ok) throw new Error(q.message);
  return q;
};

describe('Survey: wall x100 + monument x350 + pylon x950 + monument panel x250 + pylon panel x500, min 595, +595 interior', () => {
  it.each([
    [{}, 595_00],
    [{ 'Wall Signs': 5 }, 595_00], // 500 -> minimum
    [{ 'Wall Signs': 6 }, 600_00],
    [{ 'Wall Signs': 2, 'Monument Signs': 1 }, 595_00], // 550 -> minimum
    [{ 'Wall Signs': 1, 'Monument Signs': 1, 'Pylon Signs': 1, 'Monument Tenant Panel': 1, 'Pylon Tenant Panel': 1 }, 2150_00],
    [{ 'Interior Survey': 'On' }, 1190_00], // minimum, then + 595
    [{ 'Pylon Signs': 1, 'Interior Survey': 'On' }, 1545_00],
  ])('%o -> %i', (selected, cents) => {
    const q = amount(survey, selected);
    expect(q.amount).toBe(cents);
    // Labour: the price is the install price; budget 0.6.
    expect(q.prices).toEqual({ price: 0, budget: 0, install: cents, installBudget: Math.round(cents * 0.6) });
  });
});

describe('Removal: wall x795, min 985', () => {
  it.each([
    [0, 985_00],
    [1, 985_00],
    [2, 1590_00],
  ])('%i wall signs -> %i', (wall, cents) => {
    expect(amount(removal, { 'Wall Signs': wall }).prices.install).toBe(cents);
  });
});

describe('Permits & Procurement: wall x970 when that exceeds 1970, otherwise 495', () => {
  it('exactly 1970 does not exceed it; 1971 does', () => {
    expect(permitsDollars(1970)).toBe(495);
    expect(permitsDollars(1971)).toBe(1971);
  });
  it.each([
    [0, 495_00],
    [2, 495_00], // 1940
    [3, 2910_00],
  ])('%i wall signs -> %i (unit column, budget 0.7)', (wall, cents) => {
    const q = amount(permits, { 'Wall Signs': wall });
    expect(q.prices).toEqual({ price: cents, budget: Math.round(cents * 0.7), install: 0, installBudget: 0 });
  });
});

describe('Shipping & Crating (Exterior): wall x1000 + monument x250 + pylon x500, min 3190, Canada x location', () => {
  it.each([
    [{}, 3190_00],
    [{ 'Wall Signs': 3 }, 3190_00],
    [{ 'Wall Signs': 3, 'Monument Signs': 1 }, 3250_00],
    [{ 'Wall Signs': 3, Canada: 'On' }, 4306_50], // 3190 x 1.35
    [{ 'Wall Signs': 2, 'Monument Signs': 1, 'Pylon Signs': 1, Canada: 'On' }, 4306_50], // 2750 -> minimum 3190, then x1.35
    [{ 'Wall Signs': 3, 'Monument Signs': 1, Canada: 'On' }, 4387_50], // 3250 x 1.35
    [{ 'Wall Signs': 4, Canada: 'Off' }, 4000_00],
  ])('%o -> %i (unit column, budget 0.8)', (selected, cents) => {
    const q = amount(shipping, selected);
    expect(q.amount).toBe(cents);
    expect(q.prices).toEqual({ price: cents, budget: Math.round(cents * 0.8), install: 0, installBudget: 0 });
  });
  it('Canada with no location multiplier on the service is x1', () => {
    expect(amount(service('Shipping & Crating (Exterior)', { locationMultiplier: null }), { Canada: 'On' }).amount).toBe(3190_00);
  });
  it('Canada rounds half a cent up: 3190 x 1.0005 = 3191.595 -> 3191.60', () => {
    expect(amount(service('Shipping & Crating (Exterior)', { locationMultiplier: 1.0005 }), { Canada: 'On' }).amount).toBe(3191_60);
  });
});

describe('formulaCounters: pre-filled from the version\'s sign lines', () => {
  const lines = [
    { signType: 'Wall Signs' as const, placement: 'exterior', quantity: 2 },
    { signType: 'Wall Signs' as const, placement: 'interior', quantity: 1 },
    { signType: 'Monument Signs' as const, placement: 'exterior', quantity: 1 },
    { signType: 'Window/Wall Coverings' as const, placement: 'interior', quantity: 4 },
  ];
  it('counts quantities by sign type', () => {
    expect(formulaCounters(survey, lines)).toEqual({ 'Wall Signs': 3, 'Monument Signs': 1, 'Pylon Signs': 0, 'Monument Tenant Panel': 0, 'Pylon Tenant Panel': 0, 'Interior Survey': 'Off' });
    expect(formulaCounters(removal, lines)).toEqual({ 'Wall Signs': 3 });
  });
  it('shipping counts exterior signs only', () => {
    expect(formulaCounters(shipping, lines)).toEqual({ 'Wall Signs': 2, 'Monument Signs': 1, 'Pylon Signs': 0, Canada: 'Off' });
  });
  it('services without counters have none', () => {
    expect(formulaCounters(labor, lines)).toBeNull();
    expect(serviceCounterFields(serviceCall)).toEqual({ counters: [], toggles: [] });
  });
});

describe('fixed and user-entered services', () => {
  it('fixed reads priceFormula as dollars', () => {
    expect(amount(serviceCall, {}).prices).toEqual({ price: 0, budget: 0, install: 295_00, installBudget: 162_25 });
    expect(amount(travel, {}).prices).toEqual({ price: 1350_50, budget: 877_83, install: 0, installBudget: 0 });
  });
  it('a fixed service without a readable amount is refused', () => {
    expect(priceService({ service: service('Odd', { priceType: 'fixed', priceFormula: 'call us' }), selected: {} })).toEqual({ ok: false, field: 'price', message: PRICE_MESSAGES.fixedInvalid });
    expect(priceService({ service: service('Odd', { priceType: 'fixed', priceFormula: '$0' }), selected: {} })).toMatchObject({ ok: false, message: PRICE_MESSAGES.fixedInvalid });
    expect(priceService({ service: service('Odd formula', { priceFormula: 'x * 2' }), selected: {} })).toMatchObject({ ok: false, message: PRICE_MESSAGES.calculatedInvalid });
  });
  it('user_input takes the entered price (> 0); Labor keeps it as install', () => {
    expect(amount(materials, {}, 120_00).prices).toEqual({ price: 120_00, budget: 84_00, install: 0, installBudget: 0 });
    expect(amount(labor, {}, 450_00).prices).toEqual({ price: 0, budget: 0, install: 450_00, installBudget: 270_00 });
    for (const bad of [0, -5, undefined, null, 1.5]) {
      expect(priceService({ service: materials, selected: {}, enteredPrice: bad })).toEqual({ ok: false, field: 'enteredPrice', message: PRICE_MESSAGES.serviceEntered });
    }
  });
  it('a missing budget multiplier is 0', () => {
    expect(amount(service('Materials', { priceType: 'user_input', budgetMultiplier: null }), {}, 100_00).prices.budget).toBe(0);
  });
});

describe('counter input', () => {
  it.each([[-1], [1.5], ['abc'], [10_001]])('refuses %s', (value) => {
    expect(priceService({ service: removal, selected: { 'Wall Signs': value } })).toMatchObject({ ok: false, field: 'Wall Signs' });
  });
  it('refuses a setting the service does not have, and a toggle that is not On/Off', () => {
    expect(priceService({ service: removal, selected: { 'Pylon Signs': 1 } })).toMatchObject({ ok: false, field: 'Pylon Signs' });
    expect(priceService({ service: survey, selected: { 'Interior Survey': 'yes' } })).toMatchObject({ ok: false, field: 'Interior Survey' });
  });
  it('saves every counter and toggle', () => {
    expect(amount(survey, { 'Wall Signs': '3' }).selected).toEqual({ 'Wall Signs': 3, 'Monument Signs': 0, 'Pylon Signs': 0, 'Monument Tenant Panel': 0, 'Pylon Tenant Panel': 0, 'Interior Survey': 'Off' });
  });
});

describe('names and descriptions', () => {
  it.each([
    ['Survey', true],
    ['removal', true],
    [' Labor ', true],
    ['Service Call', true],
    ['Materials', false],
    ['Travel', false],
  ])('%s is labour: %s', (name, expected) => {
    expect(isLabourService(name)).toBe(expected);
  });
  it('description switch defaults on for Labor, Materials, Miscellaneous, Service Call, Travel', () => {
    expect(['Labor', 'Materials', 'Miscellaneous', 'Service Call', 'Travel', 'Survey'].map(descriptionDefaultsOn)).toEqual([true, true, true, true, true, false]);
  });
  it.each([
    ['Crating and freight of exterior signs (3 Wall Signs)', 'Crating and freight of exterior signs'],
    ['Site survey (1 Monument Sign)', 'Site survey'],
    ['Removal (12 Signs)', 'Removal'],
    ['Permits (city of Ontario)', 'Permits (city of Ontario)'],
    [null, ''],
  ])('%s -> %s', (text, expected) => {
    expect(serviceDescription(text)).toBe(expected);
  });
});
