import { describe, expect, it } from 'vitest';
import { formatListDate, formatUpdated } from './dates';

describe('dates', () => {
  it('formats list dates with an ordinal day and update times with am/pm', () => {
    const d = new Date(2025, 5, 13, 10, 7);
    expect(formatListDate(d)).toBe('Jun 13th, 2025');
    expect(formatUpdated(d)).toBe('Jun 13th, 10:07 am');
    expect(formatListDate(new Date(2025, 0, 1))).toBe('Jan 1st, 2025');
    expect(formatListDate(new Date(2025, 0, 22))).toBe('Jan 22nd, 2025');
    expect(formatUpdated(new Date(2025, 0, 3, 15, 0))).toBe('Jan 3rd, 3:00 pm');
  });
});
