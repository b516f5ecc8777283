/**
 * The jobs list's sort and search-box limit, as the list screen needs them in
 * the browser. Kept apart from the query's Zod schemas (job-search.ts, which
 * re-exports these) so the list loads no Zod, date parser or schema set-up
 * before it answers: only the server reads the query. Pure.
 */

export const SEARCH_MAX = 100;

export const SORT_KEYS = ['date', 'name', 'client', 'total'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';
export type JobSort = { key: SortKey; direction: SortDirection };

/** `?sort=` values: 'date-desc' (the default: newest first), 'name-asc', ... */
export const SORT_VALUES = SORT_KEYS.flatMap((k) => [`${k}-asc`, `${k}-desc`] as const);
export type SortValue = (typeof SORT_VALUES)[number];
export const DEFAULT_SORT: SortValue = 'date-desc';

export function parseSort(value: SortValue): JobSort {
  const [key, direction] = value.split('-') as [SortKey, SortDirection];
  return { key, direction };
}

/** The first click on a column sorts dates and totals high to low, names A to Z; the next click reverses. */
export function nextSort(current: JobSort, key: SortKey): SortValue {
  if (current.key === key) return `${key}-${current.direction === 'asc' ? 'desc' : 'asc'}`;
  return `${key}-${key === 'date' || key === 'total' ? 'desc' : 'asc'}`;
}
