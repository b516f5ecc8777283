/**
 * Option values and their price modifiers (docs/pricing.md § Options and modifiers).
 * A values string is entries separated by ', '; an entry may end in one
 * modifier starting with '+': '+N%' (of the base), '+$N' (dollars, cents
 * allowed) or '+$N/SF' (dollars per square foot of the sign's area).
 */
import type { Cents } from './types';

export type Modifier = { kind: 'percent'; percent: number } | { kind: 'dollars'; cents: Cents } | { kind: 'perSf'; cents: Cents };

export type OptionValue = { display: string; modifier: string | null };

const MODIFIER = /^\+(?:(\d{1,4}(?:\.\d{1,4})?)%|\$(\d{1,7}(?:\.\d{1,2})?)(\/SF)?)$/i;

export function parseModifier(text: string): Modifier | null {
  const m = MODIFIER.exec(text.trim().replace(/,/g, ''));
  if (!m) return null;
  if (m[1] !== undefined) return { kind: 'percent', percent: Number(m[1]) };
  const cents = Math.round(Number(m[2]) * 100);
  return m[3] ? { kind: 'perSf', cents } : { kind: 'dollars', cents };
}

/**
 * An admin's modifier as stored: a missing leading '+' is added
 * (docs/product.md § Validation rules), '/sf' is written '/SF', thousands commas dropped. Null when it
 * does not read as +N%, +$N or +$N/SF.
 */
export function normalizeModifier(text: string): string | null {
  let t = text.trim().replace(/\s+/g, '').replace(/,/g, '');
  if (t === '') return null;
  if (!t.startsWith('+')) t = `+${t}`;
  t = t.replace(/\/sf$/i, '/SF');
  return parseModifier(t) ? t : null;
}

/** 'Red, Bronze +$150' -> [{display:'Red', modifier:null}, {display:'Bronze', modifier:'+$150'}]. */
export function parseOptionValues(values: string): OptionValue[] {
  return values
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const at = entry.lastIndexOf(' +');
      if (at > 0) {
        const modifier = entry.slice(at + 1);
        if (parseModifier(modifier)) return { display: entry.slice(0, at).trim(), modifier };
      }
      return { display: entry, modifier: null };
    });
}

/** The values string an option stores, from its parsed entries. */
export function joinOptionValues(entries: readonly OptionValue[]): string {
  return entries.map((e) => (e.modifier ? `${e.display} ${e.modifier}` : e.display)).join(', ');
}
