import { describe, expect, it } from 'vitest';
import { DEFAULT_JOB_NUMBER_PATTERN, isUnassignedJobNumber, nextJobNumber, patternProblem, PATTERN_MESSAGES } from './job-number-pattern';

const may2026 = new Date(2026, 4, 12);

describe('nextJobNumber', () => {
  it('counts past the highest number of the same year, padded to the counter', () => {
    expect(nextJobNumber('{YYYY}-{NNN}', may2026, [])).toBe('2026-001');
    expect(nextJobNumber('{YYYY}-{NNN}', may2026, ['2026-014', '2026-009', '2025-120', 'OTHER'])).toBe('2026-015');
    expect(nextJobNumber('{YYYY}-{NNN}', may2026, ['2026-999'])).toBe('2026-1000');
  });

  it('fills year and month tokens, keeps literals, compares without case', () => {
    expect(nextJobNumber('WEN-{YY}{MM}-{NN}', may2026, ['wen-2605-07', 'WEN-2604-30'])).toBe('WEN-2605-08');
    expect(nextJobNumber('Q.{N}', may2026, ['Q.9'])).toBe('Q.10');
  });

  it('uses the default pattern when none (or a broken one) is set', () => {
    expect(nextJobNumber(null, may2026, ['2026-003'])).toBe('2026-004');
    expect(nextJobNumber('{XX}', may2026, [])).toBe('2026-001');
    expect(DEFAULT_JOB_NUMBER_PATTERN).toBe('{YYYY}-{NNN}');
  });
});

describe('patternProblem', () => {
  it('accepts patterns with one counter and known tokens', () => {
    expect(patternProblem('{YYYY}-{NNN}')).toBeNull();
    expect(patternProblem('DHC {YY}.{MM}_{NNNN}')).toBeNull();
  });
  it('names what is wrong', () => {
    expect(patternProblem('{YYYY}')).toBe(PATTERN_MESSAGES.counter);
    expect(patternProblem('{NN}-{NNN}')).toBe(PATTERN_MESSAGES.counter);
    expect(patternProblem('{DD}-{NNN}')).toBe(PATTERN_MESSAGES.token);
    expect(patternProblem('A/{NNN}')).toBe(PATTERN_MESSAGES.chars);
    expect(patternProblem('-{NNN}')).toBe(PATTERN_MESSAGES.start);
    expect(patternProblem(`${'A'.repeat(30)}{N}`)).toBe(PATTERN_MESSAGES.length);
  });
});

describe('isUnassignedJobNumber', () => {
  it("is empty or 'TBD' in any case", () => {
    expect([undefined, '', '  ', 'TBD', 'tbd '].every(isUnassignedJobNumber)).toBe(true);
    expect(isUnassignedJobNumber('2026-001')).toBe(false);
  });
});
