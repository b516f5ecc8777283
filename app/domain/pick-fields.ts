/**
 * The named fields of a row, and nothing else: how a database row becomes the smaller shape a rule or a
 * screen takes without listing every field twice (once as the key, once as the value). Pure.
 */
export function pickFields<T extends object, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = row[key];
  return picked;
}
