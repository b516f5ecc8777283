import { describe, expect, it } from 'vitest';
import { brandPatchSchema, servicePatchSchema, signPatchSchema } from './catalogue';
import { compareSizes } from './sizes';
import { optionPatchSchema, optionValueSchema } from './options';
import { parseCellMoney } from './price-cells';
import { normalizeModifier, parseOptionValues } from './option-values';

describe('parseCellMoney', () => {
  it.each([
    ['$1,234.50', 123450],
    ['1234.5', 123450],
    [' 12 ', 1200],
    ['.5', 50],
    ['0', 0],
    [12.34, 1234],
  ])('%j -> %i cents', (input, cents) => expect(parseCellMoney(input)).toEqual({ ok: true, cents }));
  it.each([
    ['-5', 'A price cannot be negative'],
    ['abc', 'Enter a dollar amount, like 1,234.50'],
    ['', 'Enter a dollar amount, like 1,234.50'],
    ['1.234', 'Use at most 2 decimals'],
    [null, 'Enter a dollar amount, like 1,234.50'],
    [Number.NaN, 'Enter a dollar amount, like 1,234.50'],
  ])('refuses %j', (input, message) => expect(parseCellMoney(input)).toEqual({ ok: false, message }));
});

describe('compareSizes', () => {
  it('sorts by the numeric part of the size', () => {
    const names = ['48"', '18"', '<24 SF', '>24 SF', '100"', 'Custom', '9"'];
    expect(names.map((sizeName) => ({ sizeName })).sort(compareSizes).map((s) => s.sizeName)).toEqual(['9"', '18"', '<24 SF', '>24 SF', '48"', '100"', 'Custom']);
  });
});

describe('option values', () => {
  it('adds a missing + and refuses what is not +N%, +$N or +$N/SF', () => {
    expect(normalizeModifier('20%')).toBe('+20%');
    expect(normalizeModifier('$150')).toBe('+$150');
    expect(normalizeModifier('+$2.50/sf')).toBe('+$2.50/SF');
    expect(normalizeModifier('abc')).toBeNull();
    expect(normalizeModifier('+-5%')).toBeNull();
  });
  it('parses the joined string into {display, modifier}', () => {
    expect(parseOptionValues('White, Bronze +$150, Halo +15%')).toEqual([
      { display: 'White', modifier: null },
      { display: 'Bronze', modifier: '+$150' },
      { display: 'Halo', modifier: '+15%' },
    ]);
  });
  it('PATCH {values} is checked and normalized; bad modifiers, blanks and duplicates are refused', () => {
    expect(optionPatchSchema.parse({ values: 'A, B +$5' })).toEqual({ values: 'A, B +$5' });
    expect(optionPatchSchema.safeParse({ values: 'A, B +abc' }).success).toBe(false);
    expect(optionPatchSchema.safeParse({ values: 'A, a' }).success).toBe(false);
    expect(optionPatchSchema.safeParse({}).success).toBe(false);
  });
  it('the dialog adds the leading + and refuses commas in names', () => {
    expect(optionValueSchema.parse({ name: 'Gold', modifier: '20%' })).toEqual({ name: 'Gold', modifier: '+20%' });
    expect(optionValueSchema.parse({ name: 'Gold', modifier: '' })).toEqual({ name: 'Gold', modifier: null });
    expect(optionValueSchema.safeParse({ name: 'Go, ld' }).success).toBe(false);
    expect(optionValueSchema.safeParse({ name: 'Gold', modifier: '20' }).success).toBe(false);
  });
});

describe('PATCH payloads (brands, services, signs)', () => {
  it('carry only the fields sent: no defaults fill in the others', () => {
    expect(brandPatchSchema.parse({ name: 'X' })).toEqual({ name: 'X' });
    expect(brandPatchSchema.parse({ status: 'Disabled' })).toEqual({ status: 'Disabled' });
    expect(signPatchSchema.parse({ name: 'X' })).toEqual({ name: 'X' });
    expect(servicePatchSchema.parse({ name: 'X' })).toEqual({ name: 'X' });
  });

  it('still validate what is sent', () => {
    expect(signPatchSchema.parse({ displayOrder: '5', signBudgetMultiplier: '0.6' })).toEqual({ displayOrder: 5, signBudgetMultiplier: 0.6 });
    expect(brandPatchSchema.safeParse({ slug: 'Not A Slug' }).success).toBe(false);
    expect(servicePatchSchema.safeParse({ unknownField: 1 }).success).toBe(false);
  });

  it('refuse an empty body', () => {
    for (const schema of [brandPatchSchema, servicePatchSchema, signPatchSchema]) {
      expect(schema.safeParse({}).error?.issues[0]?.message).toBe('Nothing to change');
    }
  });
});

describe('catalogue prices and the amount limit (domain/pricing/limits.ts)', () => {
  it('take up to $9,999,999.99 and refuse more, saying the limit', () => {
    expect(parseCellMoney('$9,999,999.99')).toEqual({ ok: true, cents: 999_999_999 });
    expect(parseCellMoney('10000000')).toEqual({ ok: false, message: 'That amount is too large: at most $9,999,999.99' });
    expect(parseCellMoney(99_999_999)).toEqual({ ok: false, message: 'That amount is too large: at most $9,999,999.99' });
  });
});
