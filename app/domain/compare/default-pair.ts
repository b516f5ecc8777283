/** The versions 'Compare with...' starts from; apart from query.ts so the job page loads no Zod for it. Pure. */

/**
 * What 'Compare with...' opens from the version shown: the version before it
 * (the nearest lower number, else the nearest higher) against it. Null with
 * fewer than two versions.
 */
export function defaultComparePair(versions: readonly number[], current: number | null): { a: number; b: number } | null {
  if (current === null || versions.length < 2) return null;
  const lower = versions.filter((v) => v < current);
  const higher = versions.filter((v) => v > current);
  const other = lower.length ? Math.max(...lower) : higher.length ? Math.min(...higher) : null;
  return other === null ? null : { a: other, b: current };
}
