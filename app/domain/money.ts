/** Money is integer cents everywhere; these are the only conversions. */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** 123456 -> '$1,234.56' (Intl does grouping and the sign, so we don't hand-roll it). */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
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
