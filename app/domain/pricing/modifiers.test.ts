import { describe, expect, it } from 'vitest';
import { joinOptionValues, normalizeModifier, parseModifier, parseOptionValues } from './modifiers';

describe('parseModifier', () => {
  it.each([
    ['+15%', { kind: 'percent', percent: 15 }],
    ['+12.5%', { kind: 'percent', percent: 12.5 }],
    ['+$150', { kind: 'dollars', cents: 15000 }],
    ['+$1.50/SF', { kind: 'perSf', cents: 150 }],
    ['+$2/sf', { kind: 'perSf', cents: 200 }],
    ['+$1,250', { kind: 'dollars', cents: 125000 }],
  ])('%s', (text, expected) => {
    expect(parseModifier(text)).toEqual(expected);
  });
  it.each(['15%', '$150', '-$5', '+5', '+$1.505', '+abc', '+$', ''])('refuses %s', (text) => {
    expect(parseModifier(text)).toBeNull();
  });
});

describe('normalizeModifier adds the missing +', () => {
  it.each([
    ['20%', '+20%'],
    ['$150', '+$150'],
    ['+$150', '+$150'],
    [' $2/sf ', '+$2/SF'],
    ['$1,250', '+$1250'],
    ['abc', null],
    ['-10%', null],
    ['', null],
  ])('%s -> %s', (text, expected) => {
    expect(normalizeModifier(text)).toBe(expected);
  });
});

describe('parseOptionValues', () => {
  it('splits values and their modifiers', () => {
    expect(parseOptionValues("White, Bronze +$150, Reverse Halo-Lit +15%, 2' x 10' +$850, Perforated Vinyl +$2/SF")).toEqual([
      { display: 'White', modifier: null },
      { display: 'Bronze', modifier: '+$150' },
      { display: 'Reverse Halo-Lit', modifier: '+15%' },
      { display: "2' x 10'", modifier: '+$850' },
      { display: 'Perforated Vinyl', modifier: '+$2/SF' },
    ]);
  });
  it('keeps a + that is not a modifier as part of the name, and drops empty entries', () => {
    expect(parseOptionValues('A+ Grade, , Plus +more')).toEqual([
      { display: 'A+ Grade', modifier: null },
      { display: 'Plus +more', modifier: null },
    ]);
  });
  it('joins back', () => {
    const text = 'Yes +$350, No';
    expect(joinOptionValues(parseOptionValues(text))).toBe(text);
  });
});
