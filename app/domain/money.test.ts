import { describe, expect, it } from 'vitest';
import { centsToInput, formatCents, parseMoneyStrict, parseMoneyToCents } from './money';

describe('money', () => {
  it('formats cents with a dollar sign and two decimals', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
    expect(centsToInput(59500)).toBe('595.00');
  });
  it('parses typed money to cents, stripping $ and commas', () => {
    expect(parseMoneyToCents('$1,234.5')).toBe(123450);
    expect(parseMoneyToCents('1.005')).toBe(101);
    expect(parseMoneyToCents('0.1')).toBe(10);
    expect(parseMoneyToCents('.5')).toBe(50);
    expect(parseMoneyToCents('abc')).toBeNull();
    expect(parseMoneyToCents('1.2.3')).toBeNull();
    expect(parseMoneyToCents('')).toBeNull();
  });
});

describe('parseMoneyStrict', () => {
  it.each([
    ['$1,234.50', 123450],
    ['12', 1200],
    ['0.5', 50],
    ['.05', 5],
    [12.34, 1234],
    ['0', 0],
    ['1.', 100],
  ])('%s -> %i', (input, cents) => {
    expect(parseMoneyStrict(input)).toBe(cents);
  });
  it.each(['-5', '1.234', 'abc', '', '1e3', '0x10', null, undefined, 1.005, -1])('refuses %s', (input) => {
    expect(parseMoneyStrict(input)).toBeNull();
  });
});
