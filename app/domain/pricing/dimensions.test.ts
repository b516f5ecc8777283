import { describe, expect, it } from 'vitest';
import { areaSf, needsDimensions, readDimensions, sizeChosenByArea } from './dimensions';

describe('areaSf: height x width in inches / 144, to 2 decimals', () => {
  it.each([
    [{ heightFt: 6, heightIn: 0, widthFt: 4, widthIn: 0 }, 24], // exactly 24 SF
    [{ heightFt: 6, heightIn: 0, widthFt: 4, widthIn: 1 }, 24.5],
    [{ heightFt: 4, heightIn: 6, widthFt: 8, widthIn: 11 }, 40.13], // 54 x 107 / 144 = 40.125 -> 40.13
    [{ heightFt: 0, heightIn: 11, widthFt: 0, widthIn: 11 }, 0.84],
    [{ heightFt: 2.5, heightIn: 0, widthFt: 2, widthIn: 0 }, 5],
    [{ heightFt: 0, heightIn: 1, widthFt: 0, widthIn: 1 }, 0.01],
  ])('%o -> %f SF', (dims, expected) => {
    expect(areaSf(dims)).toBe(expected);
  });
});

describe('readDimensions', () => {
  it('reads feet and inches; empty inches are 0', () => {
    expect(readDimensions({ heightFt: '6', heightIn: '', widthFt: '4', widthIn: '0' })).toEqual({
      dims: { heightFt: 6, heightIn: 0, widthFt: 4, widthIn: 0 },
      area: 24,
    });
  });
  it('accepts 0 and 11 inches', () => {
    expect(readDimensions({ heightFt: 1, heightIn: 0, widthFt: 1, widthIn: 11 })).toMatchObject({ area: 1.92 });
  });
  it('refuses 12 inches or more', () => {
    expect(readDimensions({ heightFt: 1, heightIn: 12, widthFt: 1, widthIn: 0 })).toEqual({
      errors: { heightIn: 'Height (in) must be below 12' },
      missing: false,
    });
    expect(readDimensions({ heightFt: 1, heightIn: 0, widthFt: 1, widthIn: 12.5 })).toMatchObject({ errors: { widthIn: expect.any(String) } });
  });
  it('refuses negative, non-numeric and exponent input', () => {
    for (const bad of ['-1', 'abc', '1e3', '0x10', '5 ft']) {
      expect(readDimensions({ heightFt: bad, heightIn: 0, widthFt: 1, widthIn: 0 })).toMatchObject({ errors: { heightFt: expect.any(String) } });
    }
  });
  it('an area of 0 or missing feet asks for dimensions', () => {
    expect(readDimensions({ heightFt: 0, heightIn: 0, widthFt: 5, widthIn: 0 })).toEqual({ errors: {}, missing: true });
    expect(readDimensions({ heightFt: '', widthFt: 5 })).toEqual({ errors: {}, missing: true });
  });
});

describe('which signs take dimensions', () => {
  it.each([
    ['Monument Signs', true, true],
    ['Pylon Signs', true, true],
    ['Window/Wall Coverings', true, false],
    ['Wall Signs', false, false],
    ['Monument Tenant Panel', false, false],
    ['Custom Signs', false, false],
  ])('%s: dimensions %s, size by area %s', (type, dims, byArea) => {
    expect(needsDimensions(type)).toBe(dims);
    expect(sizeChosenByArea(type)).toBe(byArea);
  });
});
