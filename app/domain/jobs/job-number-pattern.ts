/**
 * A brand's job-number pattern: how a quote started before its number is
 * known ('TBD' or left empty) gets one. Tokens: {YYYY} the year, {YY} its last
 * two digits, {MM} the month, and one counter {N...} whose N count is its
 * least number of digits ({NNN}: 001, 002 ... 999, 1000). The counter is one
 * more than the highest the brand's numbers (current and former) already use
 * with the same year and month, so numbers restart each year with {YYYY}.
 * Pure: no I/O.
 */

import { z } from 'zod';

export const DEFAULT_JOB_NUMBER_PATTERN = '{YYYY}-{NNN}';

export const PATTERN_MESSAGES = {
  counter: 'The pattern needs one counter: {N}, {NN}, {NNN} ...',
  token: 'The pattern may use {YYYY}, {YY}, {MM} and one counter {NNN}',
  chars: 'Outside its tokens the pattern may use letters, numbers, spaces, dots, dashes and underscores',
  start: 'The pattern must start with a letter, a number or a token',
  length: 'The pattern must be at most 30 characters',
} as const;

const TOKEN = /\{([A-Za-z]+)\}/g;
const LITERAL = /^[A-Za-z0-9 ._-]*$/;

/** The problem with a pattern as an admin typed it, or null when it can number jobs. */
export function patternProblem(pattern: string): string | null {
  if (pattern.length > 30) return PATTERN_MESSAGES.length;
  let counters = 0;
  for (const [, name] of pattern.matchAll(TOKEN)) {
    if (/^N+$/.test(name!)) counters++;
    else if (name !== 'YYYY' && name !== 'YY' && name !== 'MM') return PATTERN_MESSAGES.token;
  }
  if (counters !== 1) return PATTERN_MESSAGES.counter;
  const literal = pattern.replace(TOKEN, '');
  if (!LITERAL.test(literal) || /[{}]/.test(literal)) return /[{}]/.test(literal) ? PATTERN_MESSAGES.token : PATTERN_MESSAGES.chars;
  if (!/^(\{|[A-Za-z0-9])/.test(pattern)) return PATTERN_MESSAGES.start;
  return null;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pattern with the date filled in, split around its counter: [before, digits, after]. */
function dated(pattern: string, date: Date): [string, number, string] {
  const year = String(date.getFullYear());
  const fill = (s: string) =>
    s.replace(/\{YYYY\}/g, year).replace(/\{YY\}/g, year.slice(2)).replace(/\{MM\}/g, String(date.getMonth() + 1).padStart(2, '0'));
  const m = /\{(N+)\}/.exec(pattern)!;
  return [fill(pattern.slice(0, m.index)), m[1]!.length, fill(pattern.slice(m.index + m[0].length))];
}

/**
 * The next number by `pattern` on `date`, past every number in `taken` (the
 * brand's current and former numbers, compared without regard to case).
 */
export function nextJobNumber(pattern: string | null | undefined, date: Date, taken: readonly string[]): string {
  const usable = pattern && patternProblem(pattern) === null ? pattern : DEFAULT_JOB_NUMBER_PATTERN;
  const [before, digits, after] = dated(usable, date);
  const shape = new RegExp(`^${escape(before)}(\\d+)${escape(after)}$`, 'i');
  let highest = 0;
  for (const number of taken) {
    const m = shape.exec(number);
    if (m) highest = Math.max(highest, Number(m[1]));
  }
  return `${before}${String(highest + 1).padStart(digits, '0')}${after}`;
}

/** A job number left for the app to assign: empty or the default 'TBD' (docs/product.md § Validation rules). */
export function isUnassignedJobNumber(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && (value.trim() === '' || value.trim().toUpperCase() === 'TBD'));
}

/** The brand form's and brands API's field: '' (or absent) means the default pattern. */
export const jobNumberPatternField = z
  .string()
  .trim()
  .superRefine((v, ctx) => {
    const problem = v === '' ? null : patternProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .optional()
  .default('');
