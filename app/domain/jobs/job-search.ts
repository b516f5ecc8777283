/**
 * The jobs list's search, filters and sort, as the
 * URL carries them: `?q=&brand=&manager=&creator=&status=&from=&to=&sort=&page=`.
 * Pure: the Zod schemas of the query (a screen's, which ignores a bad value,
 * and the API's, which names it), and the one place a person's words become
 * an FTS5 query.
 */
import { isValid, parse } from 'date-fns';
import { z } from 'zod';
import { userText } from '~/domain/user-text';

import { DEFAULT_SORT, SEARCH_MAX, SORT_VALUES } from './job-sort';

export { DEFAULT_SORT, SEARCH_MAX, SORT_KEYS, SORT_VALUES, nextSort, parseSort } from './job-sort';
export type { JobSort, SortDirection, SortKey, SortValue } from './job-sort';

/** A calendar day 'yyyy-MM-dd' that exists (2025-02-30 does not). */
const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2025-06-13')
  .refine((s) => isValid(parse(s, 'yyyy-MM-dd', new Date(0))), 'Use a date like 2025-06-13');

const personId = z.coerce.number().int().positive().max(2_147_483_647);

/** The API's query: a bad value is a 400 naming it. */
export const jobListApiQuery = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  q: userText(SEARCH_MAX).optional(),
  status: z.string().trim().max(50).optional(),
  brand: z.string().trim().max(50).optional(),
  /** An older name of `brand`, still accepted. */
  brandSlug: z.string().trim().max(50).optional(),
  manager: personId.optional(),
  creator: personId.optional(),
  from: day.optional(),
  to: day.optional(),
  sort: z.enum(SORT_VALUES).default(DEFAULT_SORT),
});

const blankAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** A screen's query: a hand-edited URL never fails; a bad value is ignored (and `ignored` names it). */
export const jobListScreenQuery = z.object({
  page: z.coerce.number().int().min(0).catch(0),
  q: userText(SEARCH_MAX).catch(''),
  status: z.string().trim().max(50).catch('all'),
  /** A brand's slug; '' for every brand. */
  brand: z.string().trim().max(50).catch(''),
  manager: z.preprocess(blankAsUndefined, personId.optional()).catch(undefined),
  creator: z.preprocess(blankAsUndefined, personId.optional()).catch(undefined),
  from: z.preprocess(blankAsUndefined, day.optional()).catch(undefined),
  to: z.preprocess(blankAsUndefined, day.optional()).catch(undefined),
  sort: z.enum(SORT_VALUES).catch(DEFAULT_SORT),
});
export type JobListScreenQuery = z.output<typeof jobListScreenQuery>;

const DEFAULT_SCREEN_QUERY: JobListScreenQuery = Object.freeze(jobListScreenQuery.parse({}));

/** The screen's query, and the names of the parameters it had to ignore (shown as a note, never a failure). */
export function readJobListQuery(params: URLSearchParams): { query: JobListScreenQuery; ignored: string[] } {
  // A list opened from the sidebar has no parameters: its query is always the defaults (Zod's parse of it cost 0.1 ms a request).
  if (params.toString() === '') return { query: { ...DEFAULT_SCREEN_QUERY }, ignored: [] };
  const raw = Object.fromEntries(params);
  const strict = jobListApiQuery.shape;
  const ignored = (['q', 'manager', 'creator', 'from', 'to', 'sort'] as const).filter(
    (key) => raw[key] !== undefined && raw[key] !== '' && !strict[key].safeParse(raw[key]).success,
  );
  return { query: jobListScreenQuery.parse(raw), ignored };
}

/**
 * A person's words as an FTS5 query: each word (split on white space) becomes
 * one quoted string with a prefix star, `"palm"* "spr"*`, so every word must
 * match the start of an indexed word, in any column. Inside quotes FTS5 reads
 * nothing as syntax (a `"` is doubled), so `NEAR(`, `OR`, `-`, `*` or a column
 * filter typed in the box are plain text; a word the tokenizer would read as
 * no word at all (only punctuation) is dropped. Null: nothing to search for.
 */
export function ftsQuery(text: string): string | null {
  const terms = text
    .split(/\s+/u)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, 16)
    .map((word) => `"${word.replace(/"/g, '""')}"*`);
  return terms.length ? terms.join(' ') : null;
}

/**
 * Whether the words could be a job or proposal number ('2025-017', 'CJRP-002',
 * 'S-000300'): one word with a digit. Only then does an exact number rank
 * first; comparing every match's numbers for a plain word would be wasted work.
 */
export function looksLikeNumber(text: string): boolean {
  const t = text.trim();
  return t !== '' && !/\s/.test(t) && /\d/.test(t);
}

/** The words as typed, for the exact job-number or proposal-number match that ranks first. */
export function exactNumber(text: string): string {
  return text.trim().toLowerCase();
}

/**
 * The place words of a job address that found no job (`/job/cjr/upland` ->
 * 'upland', `palm-springs` -> 'palm springs'), for the job page's 404 (docs/product.md § Job page:
 * a job of the same brand whose name holds the place words of the URL): its
 * words of three or more letters, numbers and short codes dropped, so a
 * mistyped job number ('S-0003', '2025-999') never leads to another job.
 */
export function placeWords(segment: string): string {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // a malformed escape: the raw text
  }
  return text
    .split(/[^\p{L}\p{M}]+/u)
    .filter((word) => word.length >= 3)
    .slice(0, 8)
    .join(' ');
}
