import { describe, expect, it } from 'vitest';
import { PRICE_TYPE_OPTIONS, PRICE_TYPES, optionTypeLabel, priceTypeLabel } from './vocabulary';

describe('catalogue words', () => {
  it('every price type reads as words, none as its stored value', () => {
    for (const t of PRICE_TYPES) expect(priceTypeLabel(t)).not.toMatch(/_/);
    expect(priceTypeLabel('user_input')).toBe('Price entered when quoting');
    expect(priceTypeLabel('input_formula')).toBe('Formula with entered counts');
    expect(PRICE_TYPE_OPTIONS.map((o) => o.value)).toEqual([...PRICE_TYPES]);
  });
  it('option types read as words; an unknown value shows as stored', () => {
    expect(optionTypeLabel('switch')).toBe('On/Off switch');
    expect(optionTypeLabel('odd')).toBe('odd');
  });
});
