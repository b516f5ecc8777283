import { describe, expect, it } from 'vitest';
import { parseClockOffset } from './clock-offset';

describe('parseClockOffset', () => {
  it('reads none as zero', () => {
    expect(parseClockOffset('')).toBe(0);
    expect(parseClockOffset(' 0 ')).toBe(0);
  });
  it('reads days, hours, minutes and seconds, forward and back', () => {
    expect(parseClockOffset('+40d')).toBe(40 * 86_400_000);
    expect(parseClockOffset('40d')).toBe(40 * 86_400_000);
    expect(parseClockOffset('-12h')).toBe(-12 * 3_600_000);
    expect(parseClockOffset('90m')).toBe(90 * 60_000);
    expect(parseClockOffset('30s')).toBe(30_000);
  });
  it('refuses anything else', () => {
    for (const bad of ['40', '+40 days', '1.5d', 'd', '--3d', '40w', '9999999d', 'tomorrow']) expect(parseClockOffset(bad), bad).toBeNull();
  });
});
