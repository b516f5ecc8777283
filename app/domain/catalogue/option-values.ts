/**
 * The values string of a sign option ('White, Bronze +$150, Halo +15%') as the
 * admin screens check it before saving. Reading and writing the string, and
 * what a modifier may be, are the pricing engine's (domain/pricing/modifiers);
 * this adds only the admin's leniency and strictness: a trailing '$N', '$N/SF'
 * or 'N%' missing its '+' counts as a modifier, and a trailing '+...' that is
 * not a valid modifier is reported instead of being read as part of the name.
 */
import { joinOptionValues, normalizeModifier, parseOptionValues, type OptionValue } from '~/domain/pricing/modifiers';

export { joinOptionValues, normalizeModifier, parseOptionValues, type OptionValue };

/** Entries with the modifier as typed (rawModifier) and normalized (null when it does not parse). */
export function splitOptionValues(values: string): Array<OptionValue & { rawModifier: string | null }> {
  return values
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const match = /^(.*?)\s*(\+\S*)$/.exec(part) ?? /^(.*\S)\s+(\$\d+(?:\.\d+)?(?:\/sf)?|\d+(?:\.\d+)?%)$/i.exec(part);
      if (!match) return { display: part, modifier: null, rawModifier: null };
      const raw = match[2]!;
      return { display: match[1]!.trim(), modifier: normalizeModifier(raw), rawModifier: raw };
    });
}
