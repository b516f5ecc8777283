/**
 * The values string of a sign option ('White, Bronze +$150, Halo +15%'):
 * entries separated by ', ', each with an optional trailing modifier that
 * starts with '+' (db/seed/options.ts, VALUES FORMAT).
 *
 * Local until the pricing engine's parseOptionValues / normalizeModifier land
 * in app/domain/pricing; then these delegate to it.
 */

export type OptionValue = { display: string; modifier: string | null };

const MODIFIER = /^\+(\d+(\.\d+)?%|\$\d+(\.\d{1,2})?(\/SF)?)$/i;

/** '20%' -> '+20%', '$150' -> '+$150', '+$2/sf' -> '+$2/SF'; null unless +N%, +$N or +$N/SF. */
export function normalizeModifier(text: string): string | null {
  let t = text.trim().replace(/\s+/g, '');
  if (!t) return null;
  if (!t.startsWith('+')) t = `+${t}`;
  if (!MODIFIER.test(t)) return null;
  return t.replace(/\/sf$/i, '/SF');
}

/** Entries with the modifier as typed (rawModifier) and normalized (null when it does not parse). */
export function splitOptionValues(values: string): Array<OptionValue & { rawModifier: string | null }> {
  return values
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      // A trailing '+...' is a modifier (checked); so is a trailing '$N', '$N/SF' or 'N%' missing its '+'.
      const match = /^(.*?)\s*(\+\S*)$/.exec(part) ?? /^(.*\S)\s+(\$\d+(?:\.\d+)?(?:\/sf)?|\d+(?:\.\d+)?%)$/i.exec(part);
      if (!match) return { display: part, modifier: null, rawModifier: null };
      const raw = match[2]!;
      return { display: match[1]!.trim(), modifier: normalizeModifier(raw), rawModifier: raw };
    });
}

/** The spec's parsedValues: [{display, modifier}]. */
export function parseOptionValues(values: string): OptionValue[] {
  return splitOptionValues(values).map(({ display, modifier }) => ({ display, modifier }));
}

export function joinOptionValues(values: readonly OptionValue[]): string {
  return values.map((v) => (v.modifier ? `${v.display} ${v.modifier}` : v.display)).join(', ');
}
