import { describe, expect, it } from 'vitest';
import { readDimensions } from './dimensions';
import { service, sign, size } from './fixtures.test-data';
import {
  assertSafeCents,
  checkComputedPrices,
  checkTypedPrices,
  LIMIT_MESSAGES,
  MAX_AMOUNT_CENTS,
  MAX_FEET,
  MAX_QUANTITY,
  MAX_VERSION_TOTAL_CENTS,
} from './limits';
import { checkManualPrices } from './manual-prices';
import { priceService } from './service-pricing';
import { priceSign } from './sign-pricing';
import { jobTotals, lineTotal } from './totals';

const p = (price: number, install = 0, budget = 0, installBudget = 0) => ({ price, install, budget, installBudget });
const line = (quantity: number, price: number, install: number) => ({
  quantity,
  lineItemPrice: price,
  lineItemInstallPrice: install,
  lineItemBudget: price,
  lineItemInstallBudget: install,
});

describe('the limits', () => {
  it('are what docs/pricing.md § Amounts people type states', () => {
    expect(MAX_QUANTITY).toBe(99_999);
    expect(MAX_FEET).toBe(500);
    expect(MAX_AMOUNT_CENTS).toBe(9_999_999_99);
    expect(MAX_VERSION_TOTAL_CENTS).toBe(999_999_999_999_99);
    // Far below 2^53 cents: every sum of two totals is still exact.
    expect(MAX_VERSION_TOTAL_CENTS * 2).toBeLessThan(Number.MAX_SAFE_INTEGER / 40);
  });

  it('name the limit in their messages', () => {
    expect(LIMIT_MESSAGES.quantity).toBe('Quantity must be a whole number from 1 to 99,999');
    expect(LIMIT_MESSAGES.amount('Unit Price')).toBe('Unit Price must be at most $9,999,999.99');
    expect(LIMIT_MESSAGES.feet('Height (ft)')).toBe('Height (ft) must be at most 500');
  });
});

describe('the largest allowed line and job are exact to the cent', () => {
  it('99,999 x $9,999,999.99 + $9,999,999.99 install', () => {
    expect(lineTotal(MAX_AMOUNT_CENTS, MAX_QUANTITY, MAX_AMOUNT_CENTS)).toBe(99_999_999_900_000); // $999,999,999,000.00
  });

  it('a job of that line and one of $999.99 reaches the version limit exactly', () => {
    const totals = jobTotals([line(MAX_QUANTITY, MAX_AMOUNT_CENTS, MAX_AMOUNT_CENTS), line(1, 999_99, 0)]);
    expect(totals.price).toEqual({ items: 99_998_999_900_001 + 999_99, installation: MAX_AMOUNT_CENTS, total: MAX_VERSION_TOTAL_CENTS });
    expect(totals.budget.total).toBe(MAX_VERSION_TOTAL_CENTS);
  });

  it('the engine stops rather than round a sum past 2^53 cents', () => {
    expect(() => lineTotal(Number.MAX_SAFE_INTEGER, 2, 0)).toThrow(RangeError);
    expect(() => jobTotals([line(1, Number.MAX_SAFE_INTEGER, 0), line(1, 1, 0)])).toThrow(RangeError);
    expect(() => assertSafeCents(0.5, 'x')).toThrow(RangeError);
    expect(assertSafeCents(MAX_VERSION_TOTAL_CENTS, 'x')).toBe(MAX_VERSION_TOTAL_CENTS);
  });
});

describe('typed amounts', () => {
  it('are refused above $9,999,999.99, naming the field', () => {
    expect(checkTypedPrices(p(MAX_AMOUNT_CENTS, MAX_AMOUNT_CENTS, MAX_AMOUNT_CENTS, MAX_AMOUNT_CENTS))).toBeNull();
    expect(checkTypedPrices(p(MAX_AMOUNT_CENTS + 1))).toEqual({ field: 'lineItemPrice', message: 'Unit Price must be at most $9,999,999.99' });
    expect(checkTypedPrices(p(0, 0, 0, MAX_AMOUNT_CENTS + 1))).toEqual({ field: 'lineItemInstallBudget', message: 'Install Budget must be at most $9,999,999.99' });
  });

  it('are checked by the rule for Edited and Custom prices too', () => {
    expect(checkManualPrices({ mode: 'Edited', lineType: 'sign', prices: p(0, 1_000_000_000), description: null })).toEqual({
      field: 'lineItemInstallPrice',
      message: 'Install Price must be at most $9,999,999.99',
    });
    expect(checkManualPrices({ mode: 'Custom', lineType: 'sign', prices: p(MAX_AMOUNT_CENTS), description: 'Pylon refurb' })).toBeNull();
  });
});

describe('dimensions', () => {
  const dims = (heightFt: string, widthFt = '10', heightIn = '', widthIn = '') => readDimensions({ heightFt, widthFt, heightIn, widthIn });

  it('take feet up to 500 and inches below 12', () => {
    expect(dims('500', '500', '11', '11.5')).toMatchObject({ dims: { heightFt: 500, widthFt: 500, heightIn: 11, widthIn: 11.5 } });
  });

  it('refuse more feet than 500 with the limit, a 999,999 ft pylon among them', () => {
    expect(dims('500.01')).toEqual({ errors: { heightFt: 'Height (ft) must be at most 500' }, missing: false });
    expect(dims('10', '999999')).toEqual({ errors: { widthFt: 'Width (ft) must be at most 500' }, missing: false });
    expect(dims('10', '10', '12')).toEqual({ errors: { heightIn: 'Height (in) must be below 12' }, missing: false });
  });
});

describe('calculated amounts', () => {
  const covering = sign({ name: 'Window Graphics', signType: 'Window/Wall Coverings', description: 'Window graphics {Size}' });

  it('a 500 ft x 500 ft covering at $39.99/SF is priced: $9,997,500.00', () => {
    const quote = priceSign({ sign: covering, sizes: [size('Per SF', { sign: 39.99, install: 0 })], options: [], selected: { heightFt: 500, widthFt: 500 } });
    expect(quote).toMatchObject({ ok: true, prices: { price: 9_997_500_00 } });
  });

  it('one over $9,999,999.99 is refused with a message at the amount', () => {
    const quote = priceSign({ sign: covering, sizes: [size('Per SF', { sign: 40, install: 0 })], options: [], selected: { heightFt: 500, widthFt: 500 } });
    expect(quote).toEqual({
      ok: false,
      prompt: 'Price over the limit',
      notApplied: {},
      errors: { lineItemPrice: 'The calculated Unit Price ($10,000,000.00) is over the limit of $9,999,999.99: check the dimensions and options' },
    });
  });

  it('a budget multiplier that pushes the budget over the limit is refused too', () => {
    const greedy = sign({ signBudgetMultiplier: 2 });
    const quote = priceSign({ sign: greedy, sizes: [size('24"', { sign: 5_000_000, install: 0 })], options: [], selected: {} });
    expect(quote).toMatchObject({ ok: false, errors: { lineItemBudget: expect.stringContaining('Unit Budget ($10,000,000.00)') } });
  });

  it('a service: an entered price over the limit, and a formula that computes past it', () => {
    const materials = service('Materials', { priceType: 'user_input' });
    expect(priceService({ service: materials, selected: {}, enteredPrice: MAX_AMOUNT_CENTS })).toMatchObject({ ok: true, amount: MAX_AMOUNT_CENTS });
    expect(priceService({ service: materials, selected: {}, enteredPrice: MAX_AMOUNT_CENTS + 1 })).toEqual({
      ok: false,
      field: 'enteredPrice',
      message: 'Price must be at most $9,999,999.99',
    });
    // Survey: 10,000 pylons x $950 = $9,500,000, + 10,000 monuments x $350 = $13,000,000: a labour service, so the install column.
    const survey = priceService({ service: service('Survey'), selected: { 'Pylon Signs': 10_000, 'Monument Signs': 10_000 } });
    expect(survey).toMatchObject({ ok: false, field: 'lineItemInstallPrice', message: expect.stringContaining('($13,000,000.00)') });
  });

  it('the engine asserts its own results are whole cents', () => {
    expect(() => checkComputedPrices(p(1.5))).toThrow(RangeError);
    expect(checkComputedPrices(p(MAX_AMOUNT_CENTS, MAX_AMOUNT_CENTS, MAX_AMOUNT_CENTS, MAX_AMOUNT_CENTS))).toBeNull();
  });
});
