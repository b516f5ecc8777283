import { describe, expect, it } from 'vitest';
import { mulCents, mulHundredths, round2 } from './rounding';

describe('mulCents rounds half a cent up, exactly', () => {
  it.each([
    [1010, 0.55, 556], // 555.5: floating point gives 555.4999..., by hand it is 556
    [1000, 0.55, 550],
    [1, 0.5, 1],
    [3, 0.5, 2],
    [2850_00, 0.55, 1567_50],
    [199, 0.15, 30], // 29.85
    [101, 0.125, 13], // 12.625
    [123456789_00, 1.35, 166666665_15],
    [0, 0.55, 0],
  ])('%i x %f = %i', (cents, factor, expected) => {
    expect(mulCents(cents, factor)).toBe(expected);
  });
});

describe('mulHundredths (amount x area)', () => {
  it.each([
    [350_00, 2667, 9334_50], // $350/SF x 26.67 SF
    [18_00, 1, 18], // 0.01 SF
    [150, 50, 75],
    [1, 50, 1], // half a cent up
    [650_00, 2400, 15600_00],
  ])('%i x %i/100 = %i', (cents, hundredths, expected) => {
    expect(mulHundredths(cents, hundredths)).toBe(expected);
  });
});

describe('round2', () => {
  it.each([
    [2.675, 2.68],
    [1.005, 1.01],
    [0.125, 0.13],
    [24.004, 24],
    [24.005, 24.01],
  ])('%f -> %f', (value, expected) => {
    expect(round2(value)).toBe(expected);
  });
});
