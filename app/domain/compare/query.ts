/**
 * The compare page's ?a=&b=: two version numbers, or a clear
 * message saying what is wrong with them. Pure.
 */
import { z } from 'zod';

export const COMPARE_MESSAGES = {
  choose: 'Choose two versions to compare.',
  notNumber: (which: 'a' | 'b', text: string) => `Version ${which === 'a' ? 'A' : 'B'} must be a version number, not '${text}'.`,
} as const;

export type CompareQuery = { ok: true; a: number; b: number } | { ok: false; message: string; a: number | null; b: number | null };

const versionNumber = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/)
  .transform(Number)
  .refine((n) => n > 0);

/** The two versions asked for; a missing or bad one answers the message to show (the rest of the form stays usable). */
export function parseCompareQuery(params: URLSearchParams): CompareQuery {
  const read = (which: 'a' | 'b') => {
    const text = params.get(which);
    if (text === null || text.trim() === '') return { value: null, problem: COMPARE_MESSAGES.choose };
    const parsed = versionNumber.safeParse(text);
    return parsed.success ? { value: parsed.data, problem: null } : { value: null, problem: COMPARE_MESSAGES.notNumber(which, text.slice(0, 20)) };
  };
  const a = read('a');
  const b = read('b');
  if (a.value !== null && b.value !== null) return { ok: true, a: a.value, b: b.value };
  // A bad number is named; otherwise one is missing.
  const bad = [a.problem, b.problem].find((p) => p !== null && p !== COMPARE_MESSAGES.choose);
  return { ok: false, message: bad ?? COMPARE_MESSAGES.choose, a: a.value, b: b.value };
}

export { defaultComparePair } from './default-pair';
