/**
 * A fixed list of stored values, each with the words a person reads for it, written once as pairs so the
 * list of values and the table of labels cannot drift apart. Pure.
 */
type Pairs = readonly (readonly [string, string])[];

export function labelledList<const T extends Pairs>(pairs: T) {
  const values = pairs.map(([value]) => value) as unknown as { readonly [K in keyof T]: T[K][0] };
  const labels = Object.fromEntries(pairs) as Record<T[number][0], string>;
  return { values, labels };
}
