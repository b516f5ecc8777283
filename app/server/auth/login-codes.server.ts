/**
 * One-time sign-in codes, bound on the server. remix-auth-totp keeps the
 * e-mail in a plain `_totp` cookie and checks only the code, so each code we
 * send is also recorded here (as a keyed hash) with its e-mail, expiry and a
 * used flag; sign-in succeeds only for a live, unused record of that same
 * e-mail, which is then marked used.
 */
import crypto from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { sessionSecret } from '~/server/config.server';
import { getDb, schema } from '~/server/db.server';

/** Links and codes live 10 minutes (the strategy's period and cookie use the same figure). */
export const LOGIN_CODE_TTL_MS = 10 * 60 * 1000;
/** A code dies after this many failed attempts against it. */
export const MAX_CODE_ATTEMPTS = 5;
/** Old rows are kept a day so a reused link can be told apart from a bad one. */
const KEEP_ROWS_MS = 24 * 60 * 60 * 1000;

/** Upper case and digits without look-alikes (0/O, 1/I): easy to type, 32^6 combinations. */
export const CODE_CHARSET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 6;

export function normalizeCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

export function hashCode(code: string): string {
  return crypto.createHmac('sha256', sessionSecret()).update(`login-code:${normalizeCode(code)}`).digest('hex');
}

/** Records a freshly sent code for `email`; earlier live codes of that e-mail stop working. */
export function storeLoginCode(email: string, code: string, now = Date.now()): void {
  const db = getDb();
  db.transaction((tx) => {
    tx.delete(schema.loginCodes).where(lt(schema.loginCodes.expiresAt, now - KEEP_ROWS_MS)).run();
    tx.update(schema.loginCodes)
      .set({ expiresAt: now })
      .where(and(eq(schema.loginCodes.email, email), isNull(schema.loginCodes.usedAt), gt(schema.loginCodes.expiresAt, now)))
      .run();
    tx.insert(schema.loginCodes)
      .values({ email, codeHash: hashCode(code), expiresAt: now + LOGIN_CODE_TTL_MS })
      .run();
  });
}

export type CodeCheck = 'ok' | 'invalid' | 'used' | 'expired' | 'too-many';

/** Why a stored code (or none) cannot sign anyone in now, or null while it still can. */
function refusedCode(row: { usedAt: number | null; attempts: number; expiresAt: number } | undefined, now: number): Exclude<CodeCheck, 'ok'> | null {
  if (!row) return 'invalid';
  if (row.usedAt !== null) return 'used';
  if (row.attempts >= MAX_CODE_ATTEMPTS) return 'too-many';
  if (row.expiresAt <= now) return 'expired';
  return null;
}

/** Accepts `code` for `email` at most once: marks the record used and answers 'ok'. */
export function consumeLoginCode(email: string, code: string, now = Date.now()): CodeCheck {
  const db = getDb();
  return db.transaction((tx): CodeCheck => {
    const row = tx
      .select()
      .from(schema.loginCodes)
      .where(and(eq(schema.loginCodes.email, email), eq(schema.loginCodes.codeHash, hashCode(code))))
      .orderBy(desc(schema.loginCodes.id))
      .get();
    const refused = refusedCode(row, now);
    if (refused || !row) return refused ?? 'invalid';
    const marked = tx
      .update(schema.loginCodes)
      .set({ usedAt: now })
      .where(and(eq(schema.loginCodes.id, row.id), isNull(schema.loginCodes.usedAt)))
      .run();
    return marked.changes === 1 ? 'ok' : 'used';
  });
}

/** What became of a code, whoever it was for (a link opened in another browser). */
export function codeStatus(code: string, now = Date.now()): Exclude<CodeCheck, 'ok'> | 'live' {
  const row = getDb()
    .select()
    .from(schema.loginCodes)
    .where(eq(schema.loginCodes.codeHash, hashCode(code)))
    .orderBy(desc(schema.loginCodes.id))
    .get();
  return refusedCode(row, now) ?? 'live';
}

/** The hash of the code `email` can still sign in with (live, unused, attempts left), or null. */
export function liveCodeHash(email: string, now = Date.now()): string | null {
  const row = getDb()
    .select({ codeHash: schema.loginCodes.codeHash, attempts: schema.loginCodes.attempts })
    .from(schema.loginCodes)
    .where(and(eq(schema.loginCodes.email, email), isNull(schema.loginCodes.usedAt), gt(schema.loginCodes.expiresAt, now)))
    .orderBy(desc(schema.loginCodes.id))
    .get();
  return row && row.attempts < MAX_CODE_ATTEMPTS ? row.codeHash : null;
}

/**
 * Counts a failed attempt against the live code of `email` (it dies at
 * MAX_CODE_ATTEMPTS). Answers the attempts that code has left, or null when
 * there is no live code.
 */
export function recordFailedAttempt(email: string, now = Date.now()): number | null {
  const live = and(eq(schema.loginCodes.email, email), isNull(schema.loginCodes.usedAt), gt(schema.loginCodes.expiresAt, now));
  return getDb().transaction((tx) => {
    tx.update(schema.loginCodes)
      .set({ attempts: sql`${schema.loginCodes.attempts} + 1` })
      .where(live)
      .run();
    const row = tx.select().from(schema.loginCodes).where(live).orderBy(desc(schema.loginCodes.id)).get();
    return row ? Math.max(0, MAX_CODE_ATTEMPTS - row.attempts) : null;
  });
}
