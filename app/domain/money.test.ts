import { describe, expect, it } from 'vitest';
import { centsToInput, compactDollars, formatCents, groupThousands, parseMoneyStrict, parseMoneyToCents, roundedMoneyInput, roundsToCents } from './money';

describe('money', () => {
  it('formats cents with a dollar sign and two decimals', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
    expect(centsToInput(59500)).toBe('595.00');
  });
  it('writes every amount as the en-US dollar format of Intl does', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
    const amounts = [0, -0, 1, -1, 99, 100, 101, 99_999, 100_000, 123_456_789, -123_456_789, 12.5, -12.5, 0.4, -0.4, 100.49999999999999, 2 ** 53, -(2 ** 60), NaN, Infinity];
    for (let n = 1; n < 1e15; n *= 7) amounts.push(n, -n, n + 0.5);
    for (const cents of amounts) expect(formatCents(cents), String(cents)).toBe(intl.format(cents / 100));
  });
  it('groups a whole number in thousands as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 99_999, 100_000, 1_234_567, 2 ** 53]) expect(groupThousands(n), String(n)).toBe(n.toLocaleString('en-US'));
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

describe('roundedMoneyInput', () => {
  it('shows a typed amount as it will be saved', () => {
    expect(roundedMoneyInput('12.345')).toBe('12.35');
    expect(roundedMoneyInput('$1,000')).toBe('1000.00');
    expect(roundedMoneyInput('abc')).toBe('abc');
    expect(roundsToCents('12.345')).toBe(1235);
    expect(roundsToCents('12.34')).toBeNull();
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
    ['12.345', 1235],
    ['12.344', 1234],
    ['1.005', 101],
    ['0.005', 1],
    ['9.995', 1000],
    ['$1,234.5678', 123457],
    [1.005, 101],
    [12.345, 1235],
  ])('%s -> %i', (input, cents) => {
    expect(parseMoneyStrict(input)).toBe(cents);
  });
  it.each(['-5', '-1.005', 'abc', '', '1e3', '0x10', '1.2.3', null, undefined, -1])('refuses %s', (input) => {
    expect(parseMoneyStrict(input)).toBeNull();
  });
});

describe('compactDollars', () => {
  it('writes what the browser writes for a chart axis, whatever the ICU', () => {
    expect(compactDollars(0)).toBe('$0');
    expect(compactDollars(25_000)).toBe('$250');
    expect(compactDollars(100_000)).toBe('$1K');
    expect(compactDollars(250_000)).toBe('$2.5K');
    expect(compactDollars(5_000_000)).toBe('$50K');
    expect(compactDollars(3_750_000)).toBe('$37.5K');
    expect(compactDollars(12_345_678)).toBe('$123.5K');
    expect(compactDollars(99_996_000)).toBe('$1M');
    expect(compactDollars(250_000_000)).toBe('$2.5M');
    expect(compactDollars(-5_000_000)).toBe('-$50K');
  });

  it('matches the en-US compact currency format of the running ICU where it drops a trailing .0', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
    for (const cents of [0, 1_000, 25_000, 100_000, 250_000, 1_250_000, 5_000_000, 7_500_000, 10_000_000, 25_000_000, 100_000_000, 250_000_000]) {
      expect(compactDollars(cents)).toBe(intl.format(cents / 100).replace(/\.0(?=[KMB]?$)/, ''));
    }
  });
});
