/** Contact phones: digits only, at most 10, shown as (xxx) xxx-xxxx. */

export const PHONE_MAX_DIGITS = 10;

export function phoneDigits(input: string | null | undefined): string {
  return (input ?? '').replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
}

/** Formats as the person types: '555' -> '(555', '5551234' -> '(555) 123-4'. */
export function formatPhone(input: string | null | undefined): string {
  const d = phoneDigits(input);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** A stored phone is shown formatted only when it has exactly 10 digits (docs/product.md § Validation rules). */
export function displayPhone(stored: string | null | undefined): string {
  const d = (stored ?? '').replace(/\D/g, '');
  return d.length === PHONE_MAX_DIGITS ? formatPhone(d) : (stored ?? '');
}
