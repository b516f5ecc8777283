/**
 * Money is integer cents everywhere. This file formats cents for people and parses what
 * they type; the engine's own arithmetic on cents (factors, areas, percentages) lives in
 * pricing/rounding.ts, and the /api contract's dollars in line-items/catalogue-shape.ts.
 */

// Made on first use, for amounts that are not whole cents: building a currency formatter loads ICU's
// currency data, 40-260 ms in a slow browser while a page hydrates, for every money cell's '$1,234.56'.
let usd: Intl.NumberFormat | undefined;

/** 99999 -> '99,999': a whole number as en-US writes it, without building Intl's number formatter (ICU's data). */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 123456 -> '$1,234.56', -5 -> '-$0.05': what Intl's en-US USD format writes, without building one. */
export function formatCents(cents: number): string {
  // Money is whole cents; anything else (a fraction, NaN, beyond 2^53) goes to Intl, whose rounding it is.
  if (!Number.isSafeInteger(cents)) {
    usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
    return usd.format(cents / 100);
  }
  const whole = Math.abs(cents);
  const sign = cents < 0 || Object.is(cents, -0) ? '-' : '';
  const dollars = groupThousands(Math.floor(whole / 100));
  return `${sign}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * 5_000_000 -> '$50K', 125_000 -> '$1.3K', 0 -> '$0': a chart axis's short dollars (one decimal at most, K, M and B),
 * written here rather than by Intl's compact notation, whose output differs between ICU versions (Node 20 writes
 * '$50.0K' where Chromium writes '$50K'), so the server's HTML and the browser's render would disagree.
 */
export function compactDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const dollars = Math.abs(cents) / 100;
  const [value, suffix] = dollars >= 1e9 ? [dollars / 1e9, 'B'] : dollars >= 1e6 ? [dollars / 1e6, 'M'] : dollars >= 1e3 ? [dollars / 1e3, 'K'] : [dollars, ''];
  const rounded = Math.round(value * 10) / 10;
  // 999,960 dollars rounds to 1000K: say it as the next unit up.
  if (rounded >= 1000 && suffix !== 'B') return compactDollars(Math.sign(cents) * (suffix === '' ? 1e3 : suffix === 'K' ? 1e6 : 1e9) * 100);
  return `${sign}$${Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1)}${suffix}`;
}

/** 123456 -> '1234.56', for inputs. */
export function centsToInput(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * '$1,234.5' -> 123450. Strips dollar signs, commas and spaces; accepts up to
 * two decimals (more are rounded to the cent). Returns null for anything else.
 */
export function parseMoneyToCents(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  const text = String(input).replace(/[$,\s]/g, '');
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
  const cents = Math.round(Number(text) * 100 + (Number(text) >= 0 ? 1e-9 : -1e-9));
  return Number.isSafeInteger(cents) ? cents : null;
}

/**
 * A typed amount for saving: '$1,234.50', '12', '0.5' -> cents. More than two
 * decimals are rounded to the cent, half away from zero ('12.345' -> 1235,
 * docs/pricing.md § Amounts people type: 'rounded to cents'), worked on the digits so no binary
 * fraction decides it. Null for a negative amount or anything that is not a
 * number.
 */
export function parseMoneyStrict(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  const text = (typeof input === 'number' ? String(input) : input).replace(/[$,\s]/g, '');
  if (!/^(\d{1,10}(\.\d{0,20})?|\.\d{1,20})$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  const cents = Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return cents + (Number(fraction[2] ?? '0') >= 5 ? 1 : 0);
}

/** The cents a typed amount with more than two decimals will be saved as ('12.345' -> 1235); null otherwise. */
export function roundsToCents(text: string | undefined): number | null {
  return /\.\d{3,}\s*$/.test(text ?? '') ? parseMoneyStrict(text!) : null;
}

/** A typed amount as it will be saved ('12.345' -> '12.35'), or the text unchanged when it is not an amount. */
export function roundedMoneyInput(text: string): string {
  const cents = parseMoneyStrict(text);
  return cents === null ? text : centsToInput(cents);
}
