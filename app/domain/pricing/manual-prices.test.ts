import { describe, expect, it } from 'vitest';
import { checkManualPrices, PRICE_MESSAGES } from './manual-prices';

const p = (price: number, install = 0, budget = 0, installBudget = 0) => ({ price, install, budget, installBudget });

describe('checkManualPrices', () => {
  it.each([
    ['custom sign with description and an item price', { mode: 'Custom', lineType: 'sign', prices: p(100), description: 'Pylon refurb' }, null],
    ['custom sign with only an install price', { mode: 'Custom', lineType: 'sign', prices: p(0, 100), description: 'Pylon refurb' }, null],
    ['custom sign without prices', { mode: 'Custom', lineType: 'sign', prices: p(0, 0, 50), description: 'Pylon refurb' }, PRICE_MESSAGES.customSign],
    ['custom sign without description', { mode: 'Custom', lineType: 'sign', prices: p(100), description: '  ' }, PRICE_MESSAGES.customSign],
    ['edited sign may be zero', { mode: 'Edited', lineType: 'sign', prices: p(0), description: null }, null],
    ['edited service needs an item price', { mode: 'Edited', lineType: 'service', prices: p(0, 100), description: null }, PRICE_MESSAGES.serviceEdited],
    ['edited service with a price', { mode: 'Edited', lineType: 'service', prices: p(1), description: null }, null],
    ['edited labour service uses the install price', { mode: 'Edited', lineType: 'service', labour: true, prices: p(0, 500), description: null }, null],
    ['edited labour service at 0', { mode: 'Edited', lineType: 'service', labour: true, prices: p(500, 0), description: null }, PRICE_MESSAGES.serviceEdited],
  ] as const)('%s', (_, input, message) => {
    expect(checkManualPrices(input)?.message ?? null).toBe(message);
  });
});

it('keeps the price messages word for word', () => {
  // Pinned word for word: people and the end-to-end tests read them; spot checks keep the pin short.
  expect(Object.keys(PRICE_MESSAGES)).toHaveLength(6);
  expect(PRICE_MESSAGES.serviceEntered).toBe('Please enter a valid service price.');
  expect(PRICE_MESSAGES.customSign).toMatch(/^Please enter a description and at least one price \(item or install\)/);
  expect(PRICE_MESSAGES.descriptionRequired).toMatch(/^Description Required - /);
});
