/**
 * Small pure helpers for the catalogue's JSON shapes (spec section 3 field
 * names; money in dollars in responses).
 */

/** 123450 cents -> 1234.5 (a number, 2 decimals at most). */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/**
 * The sort key of a size name: its first number ('18"' -> 18, "4' x 8'" -> 4,
 * '<24 SF' -> 24, 'Per SF' -> Infinity so sizes without a number come last).
 */
export function sizeSortKey(sizeName: string): number {
  const m = /\d+(?:\.\d+)?/.exec(sizeName);
  return m ? Number(m[0]) : Number.POSITIVE_INFINITY;
}

export type ParsedOptionValue = { display: string; modifier: string | null };

/**
 * An option's values string ('White, Bronze +$150, Reverse Halo-Lit +15%')
 * as [{display, modifier}]: entries are separated by commas; a trailing
 * ' +N%', ' +$N' or ' +$N/SF' is the modifier.
 */
export function parseOptionValuesForApi(values: string): ParsedOptionValue[] {
  return values
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .map((entry) => {
      const m = /^(.*?)\s+(\+\$?\d+(?:\.\d+)?%?(?:\/SF)?)$/i.exec(entry);
      return m ? { display: m[1]!.trim(), modifier: m[2]! } : { display: entry, modifier: null };
    });
}
