/**
 * The pieces of remix-auth-totp 4's client-side state that our server reads:
 * its `_totp` cookie (the e-mail asked for, the encrypted TOTP, an error) and
 * the magic link's `t` token (an A256GCM JWE holding the code).
 *
 * The cookie is plain and unsigned, so it only ever carries message KEYS: the
 * strategy's custom errors and our own are keys, and the page maps them to
 * fixed wording here; anything else shows a generic message.
 */
import crypto from 'node:crypto';
import { secureCookies, sessionSecret } from '~/server/config.server';
import { LOGIN_CODE_TTL_MS } from './login-codes.server';
import { minutesText } from './rate-limit.server';

export const TOTP_COOKIE = '_totp';
const TOTP_COOKIE_MAX_AGE = LOGIN_CODE_TTL_MS / 1000;

export const LOGIN_MESSAGES = {
  required: 'Please enter your email address',
  'invalid-email': 'Please enter a valid email address',
  'invalid-code': "That code or link didn't work. Check it and try again, or request a new link.",
  'invalid-link': "That sign-in link isn't valid. Please request a new one.",
  expired: 'That sign-in link or code has expired. Please request a new one.',
  used: 'That sign-in link or code has already been used. Please request a new one.',
  'too-many-attempts': 'Too many incorrect attempts. Please request a new link.',
  'other-browser':
    'This link was opened in a different browser from the one that asked for it. Enter the code from the same e-mail on the sign-in page where you asked for the link, or request a new link here.',
  'no-pending': 'Your sign-in request has ended. Please enter your email address again.',
  'not-allowed': 'This account cannot sign in. Please contact an administrator.',
  unexpected: 'An unexpected error occurred',
} as const;
export type LoginMessageKey = keyof typeof LOGIN_MESSAGES;

export function rateLimitedLinkMessage(seconds: number): string {
  return `Too many sign-in links requested. Please try again in ${minutesText(seconds)}.`;
}
export function rateLimitedCodeMessage(seconds: number): string {
  return `Too many incorrect attempts. Please try again in ${minutesText(seconds)}.`;
}

/** Message for a key from the cookie; 'wait:<seconds>' is the code-attempt limit. */
export function loginMessage(key: string | undefined): string | null {
  if (!key) return null;
  if (key in LOGIN_MESSAGES) return LOGIN_MESSAGES[key as LoginMessageKey];
  const wait = /^wait:(\d{1,6})$/.exec(key);
  if (wait) return rateLimitedCodeMessage(Number(wait[1]));
  return LOGIN_MESSAGES.unexpected;
}

export type TotpState = { email?: string; totp?: string; error?: string };

/** Reads `_totp` the way the strategy does: URLSearchParams in a cookie value. */
export function readTotpState(request: Request): TotpState {
  const header = request.headers.get('Cookie') ?? '';
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== TOTP_COOKIE) continue;
    const raw = part.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1');
    const params = new URLSearchParams(raw);
    return {
      email: params.get('email') || undefined,
      totp: params.get('totp') || undefined,
      error: params.get('error') || undefined,
    };
  }
  return {};
}

function totpValue(state: TotpState): string {
  const params = new URLSearchParams();
  if (state.email) params.set('email', state.email);
  if (state.totp) params.set('totp', state.totp);
  if (state.error) params.set('error', state.error);
  return params.toString();
}

/** Writes `_totp` in the strategy's own format and attributes (Max-Age 0 when empty). */
export function serializeTotpState(state: TotpState): string {
  const value = totpValue(state);
  const maxAge = value ? TOTP_COOKIE_MAX_AGE : 0;
  return `${TOTP_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secureCookies ? '; Secure' : ''}`;
}

// ---------------------------------------------------------------- whose state is this?

/**
 * The `_totp` cookie's e-mail is plain text anyone can edit, while its `totp`
 * (an encrypted JWE holding the TOTP secret) names no e-mail. So when we send a
 * code we also set `_totp_owner`: an HMAC binding that e-mail, that JWE and the
 * hash of the code we recorded for it. A state "belongs" to its e-mail only
 * when the tag matches the e-mail's live code; failures of any other state are
 * charged to the client address alone, never to the e-mail or its code.
 */
export const TOTP_OWNER_COOKIE = '_totp_owner';

/** The JWE inside the state's `totp` ({"jwe": ..., "attempts": n}), or null. */
export function stateJwe(state: TotpState): string | null {
  if (!state.totp) return null;
  try {
    const parsed = JSON.parse(state.totp) as { jwe?: unknown };
    return typeof parsed.jwe === 'string' && parsed.jwe ? parsed.jwe : null;
  } catch {
    return null;
  }
}

/** The tag for `email` + `jwe` + the recorded code's hash (any fixed string for an address that got no code). */
export function ownerTag(email: string, jwe: string, codeHash: string): string {
  return crypto.createHmac('sha256', sessionSecret()).update(`totp-owner\n${email}\n${jwe}\n${codeHash}`).digest('base64url');
}

export function serializeOwnerTag(tag: string | null): string {
  const maxAge = tag ? TOTP_COOKIE_MAX_AGE : 0;
  return `${TOTP_OWNER_COOKIE}=${tag ?? ''}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secureCookies ? '; Secure' : ''}`;
}

export function readOwnerTag(request: Request): string | null {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq >= 0 && part.slice(0, eq).trim() === TOTP_OWNER_COOKIE) return part.slice(eq + 1).trim() || null;
  }
  return null;
}

/** Whether `tag` is the one made for `email`, the state's JWE and `codeHash` (constant time). */
export function tagMatches(tag: string | null, email: string, state: TotpState, codeHash: string): boolean {
  const jwe = stateJwe(state);
  if (!tag || !jwe) return false;
  const expected = Buffer.from(ownerTag(email, jwe, codeHash));
  const given = Buffer.from(tag);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** The `_totp` state a strategy response sets, if any. */
export function stateFromSetCookie(headers: Headers): TotpState | null {
  for (const line of headers.getSetCookie()) {
    if (!line.startsWith(`${TOTP_COOKIE}=`)) continue;
    const value = line.slice(TOTP_COOKIE.length + 1).split(';')[0] ?? '';
    return readTotpState(new Request('http://x/', { headers: { Cookie: `${TOTP_COOKIE}=${value}` } }));
  }
  return null;
}

/**
 * A Cookie header holding only this state, for the strategy. Its parser takes
 * the LAST `_totp` of a header, ours the first: a decoy cookie sent before the
 * real one would have us count failures and link requests against one e-mail
 * while the strategy checks codes and sends links for another. Re-serialized
 * (URL-encoded, nothing quoted), both read the very same e-mail.
 */
export function totpCookieHeader(state: TotpState): string {
  return `${TOTP_COOKIE}=${totpValue(state)}`;
}

/**
 * The code inside a magic link's `t` token (compact JWE, alg dir, enc
 * A256GCM, key = the strategy's secret), or null when it is not one of ours.
 */
export function codeFromLinkToken(token: string | null, secretHex: string): { code: string; expires: number } | null {
  const parts = (token ?? '').split('.');
  if (parts.length !== 5) return null;
  const [header, encryptedKey, iv, ciphertext, tag] = parts as [string, string, string, string, string];
  try {
    const protectedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (protectedHeader.alg !== 'dir' || protectedHeader.enc !== 'A256GCM' || encryptedKey !== '') return null;
    const decipher = crypto.createDecipheriv('aes-256-gcm', Buffer.from(secretHex, 'hex'), Buffer.from(iv, 'base64url'), {
      authTagLength: 16,
    });
    decipher.setAAD(Buffer.from(header, 'ascii'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
    const params = JSON.parse(plain.toString('utf8')) as { code?: unknown; expires?: unknown };
    if (typeof params.code !== 'string' || typeof params.expires !== 'number') return null;
    return { code: params.code, expires: params.expires };
  } catch {
    return null;
  }
}
