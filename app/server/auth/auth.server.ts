/**
 * Magic-link sign-in: remix-auth 4 with remix-auth-totp 4, plus what the
 * library leaves to us (see ARCHITECTURE.md, Sign-in):
 * - codes are bound to their e-mail on the server (login-codes.server.ts);
 * - links are built from APP_ORIGIN, never from the Host header;
 * - only active profiles (or new staff of ALLOWED_EMAIL_DOMAIN) get a code,
 *   yet every address gets the same answer;
 * - requests and failed attempts are rate-limited per e-mail and per client
 *   address (rate-limit.server.ts); a failure counts against an e-mail only
 *   when the sign-in state is bound to it (`_totp_owner`, login-state.server.ts).
 *
 * The strategy always answers with a redirect. Ours are tagged so we can tell
 * "sent" from "failed" from "signed in", then re-aimed at /login keeping
 * redirectTo. Everything the flows return is a Response for the route to return.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { redirect } from 'react-router';
import { Authenticator } from 'remix-auth';
import { TOTPStrategy, type TOTPVerifyParams } from 'remix-auth-totp';
import { z } from 'zod';
import { greetingName, loginMail } from '~/domain/auth/login-mail';
import { allowedEmailDomain, appOrigin, secureCookies, totpSecret } from '~/server/config.server';
import { getDb, schema } from '~/server/db.server';
import {
  CODE_CHARSET,
  CODE_LENGTH,
  LOGIN_CODE_TTL_MS,
  consumeLoginCode,
  codeStatus,
  hashCode,
  liveCodeHash,
  normalizeCode,
  recordFailedAttempt,
  storeLoginCode,
} from './login-codes.server';
import {
  codeFromLinkToken,
  loginMessage,
  ownerTag,
  readOwnerTag,
  readTotpState,
  serializeOwnerTag,
  serializeTotpState,
  stateFromSetCookie,
  stateJwe,
  tagMatches,
  totpCookieHeader,
  type LoginMessageKey,
  type TotpState,
} from './login-state.server';
import { queueMail } from '~/server/mail.server';
import {
  clearFailedCodes,
  clientAddress,
  codeAttemptsAllowed,
  recordFailedCode,
  takeLinkRequest,
} from './rate-limit.server';
import { createSession, safeRedirect, type User } from './session.server';

export const LOGIN_PATH = '/login';
export const CALLBACK_PATH = '/auth/callback';
const SENT_MARK = `${LOGIN_PATH}?totp=sent`;
const FAILED_MARK = `${LOGIN_PATH}?totp=failed`;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Where the login page lives for this destination (redirectTo kept when it is not '/'). */
export function loginPath(redirectTo: string): string {
  return redirectTo === '/' ? LOGIN_PATH : `${LOGIN_PATH}?${new URLSearchParams({ redirectTo })}`;
}

// ---------------------------------------------------------------- who may sign in

type Candidate = { user: User } | { newStaff: true };

function signInCandidate(email: string): Candidate | null {
  const user = getDb().select().from(schema.users).where(eq(schema.users.email, email)).get();
  if (user) return user.status === 'Active' ? { user } : null;
  if (allowedEmailDomain && email.endsWith(`@${allowedEmailDomain}`)) return { newStaff: true };
  return null;
}

/** The active profile for `email`; new staff of the allowed domain get one (role User). */
function userForSignIn(email: string): User | null {
  const candidate = signInCandidate(email);
  if (!candidate) return null;
  if ('user' in candidate) return candidate.user;
  const db = getDb();
  db.insert(schema.users).values({ email, role: 'User', status: 'Active' }).onConflictDoNothing().run();
  const created = db.select().from(schema.users).where(eq(schema.users.email, email)).get();
  return created?.status === 'Active' ? created : null;
}

/** A known, active profile with a name gets the personalized e-mail. */
export function isPersonalized(email: string): boolean {
  const candidate = signInCandidate(normalizeEmail(email));
  return !!candidate && 'user' in candidate && greetingName(candidate.user) !== null;
}

// ---------------------------------------------------------------- the strategy

/**
 * The hash of the code sendTOTP recorded, by the id sendLink gave its strategy
 * request (remix-auth hands the strategy a copy of the request, so the id
 * travels in a header); sendLink then binds the new state to that code.
 */
const SEND_ID_HEADER = 'X-Signboard-Send-Id';
const sentCodeHash = new Map<string, string>();

type SendParams = { email: string; code: string; magicLink: string; formData: FormData; request: Request };

async function sendTOTP({ email, code, magicLink, formData, request }: SendParams) {
  const address = normalizeEmail(email);
  const candidate = signInCandidate(address);
  // Unknown or disabled: the same answer on screen, but no code and no mail.
  if (!candidate) return;
  storeLoginCode(address, code);
  const sendId = request.headers.get(SEND_ID_HEADER);
  if (sendId) sentCodeHash.set(sendId, hashCode(code));
  // The strategy builds the link from the request's Host; only its query is ours to keep.
  const link = new URL(CALLBACK_PATH, appOrigin);
  link.search = new URL(magicLink).search;
  const redirectTo = safeRedirect(formData.get('redirectTo'));
  if (redirectTo !== '/') link.searchParams.set('redirectTo', redirectTo);
  const greetName = 'user' in candidate ? greetingName(candidate.user) : null;
  queueMail(loginMail({ to: address, greetName, link: link.toString(), code, minutes: LOGIN_CODE_TTL_MS / 60_000 }));
}

function fail(key: LoginMessageKey): never {
  throw new Error(key);
}

/** Runs after the strategy accepted the code against its cookie: now the server's own check. */
async function verify({ email, formData, request }: TOTPVerifyParams): Promise<never> {
  const address = normalizeEmail(email);
  const url = new URL(request.url);
  const isLink = request.method === 'GET';
  const presented = isLink ? codeFromLinkToken(url.searchParams.get('t'), totpSecret())?.code : formData?.get('code');
  if (typeof presented !== 'string' || !presented) fail('invalid-code');
  const check = consumeLoginCode(address, presented);
  if (check === 'invalid') fail('invalid-code');
  if (check === 'too-many') fail('too-many-attempts');
  if (check !== 'ok') fail(check);
  const user = userForSignIn(address);
  if (!user) fail('not-allowed');
  const { cookie } = await createSession(user.id);
  const redirectTo = safeRedirect(isLink ? url.searchParams.get('redirectTo') : formData?.get('redirectTo'));
  throw redirect(redirectTo, { headers: { 'Set-Cookie': cookie } });
}

const emailSchema = z.email();

let authCache: Authenticator<never> | undefined;
function authenticator(): Authenticator<never> {
  authCache ??= new Authenticator<never>().use(
    new TOTPStrategy<never>(
      {
        secret: totpSecret(),
        cookieOptions: { maxAge: LOGIN_CODE_TTL_MS / 1000, ...(secureCookies ? { secure: true as const } : {}) },
        // The period is the code's whole life here; the cookie lives as long.
        totpGeneration: { period: LOGIN_CODE_TTL_MS / 1000, charSet: CODE_CHARSET, digits: CODE_LENGTH },
        magicLinkPath: CALLBACK_PATH,
        // Keys, not wording: the cookie is client-editable (login-state.server.ts).
        customErrors: {
          requiredEmail: 'required',
          invalidEmail: 'invalid-email',
          invalidTotp: 'invalid-code',
          expiredTotp: 'expired',
          rateLimitExceeded: 'too-many-attempts',
          missingSessionEmail: 'other-browser',
          missingSessionTotp: 'no-pending',
        },
        sendTOTP,
        validateEmail: async (email) => emailSchema.safeParse(email).success,
        emailSentRedirect: SENT_MARK,
        successRedirect: '/',
        failureRedirect: FAILED_MARK,
      },
      verify,
    ),
  );
  return authCache;
}

type Outcome = 'sent' | 'failed' | 'signed-in';

async function runStrategy(request: Request): Promise<{ outcome: Outcome; response: Response }> {
  try {
    await authenticator().authenticate('TOTP', request);
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    const location = thrown.headers.get('Location');
    const outcome = location === SENT_MARK ? 'sent' : location === FAILED_MARK ? 'failed' : 'signed-in';
    return { outcome, response: thrown };
  }
  throw new Error('The TOTP strategy always answers with a redirect');
}

/** A form POST to the strategy with just these fields and the `_totp` state we read. */
function strategyRequest(request: Request, fields: Record<string, string>): Request {
  const headers = new Headers({ 'Content-Type': 'application/x-www-form-urlencoded' });
  headers.set('Cookie', totpCookieHeader(readTotpState(request)));
  return new Request(new URL(LOGIN_PATH, request.url), { method: 'POST', headers, body: new URLSearchParams(fields) });
}

function cookiesOf(response: Response | null, ...extra: string[]): Headers {
  const headers = new Headers();
  for (const c of response?.headers.getSetCookie() ?? []) headers.append('Set-Cookie', c);
  for (const c of extra) headers.append('Set-Cookie', c);
  return headers;
}

// ---------------------------------------------------------------- the flows

export type LinkResult =
  | { kind: 'sent' | 'failed'; headers: Headers }
  | { kind: 'limited'; retryAfterSeconds: number };

/**
 * Asks for a magic link: `email` (first request) or the pending one (resend,
 * when null). Answers the same for every address.
 */
export async function sendLink(request: Request, email: string | null, redirectTo: string): Promise<LinkResult> {
  const address = normalizeEmail(email ?? readTotpState(request).email ?? '');
  if (!address) return { kind: 'failed', headers: new Headers() };
  const limit = takeLinkRequest(address, clientAddress(request));
  if (!limit.ok) return { kind: 'limited', retryAfterSeconds: limit.retryAfterSeconds };
  const fields: Record<string, string> = { redirectTo };
  if (email) fields.email = normalizeEmail(email);
  const strategyReq = strategyRequest(request, fields);
  const sendId = crypto.randomUUID();
  strategyReq.headers.set(SEND_ID_HEADER, sendId);
  try {
    const { outcome, response } = await runStrategy(strategyReq);
    if (outcome !== 'sent') return { kind: 'failed', headers: cookiesOf(response) };
    return { kind: 'sent', headers: cookiesOf(response, ownerCookie(response, address, sentCodeHash.get(sendId))) };
  } finally {
    sentCodeHash.delete(sendId);
  }
}

/**
 * `_totp_owner` for the state the strategy just set: binds its e-mail and JWE
 * to the code we recorded. An address that got no code gets a tag just the
 * same (bound to nothing), so the answer does not tell which addresses exist.
 */
function ownerCookie(response: Response, address: string, codeHash: string | undefined): string {
  const jwe = stateJwe(stateFromSetCookie(response.headers) ?? {});
  if (!jwe) return serializeOwnerTag(null);
  return serializeOwnerTag(ownerTag(address, jwe, codeHash ?? 'no code was sent'));
}

/**
 * The e-mail whose sign-in this state really is: the tag binds the state's
 * e-mail and JWE to that e-mail's live code. Null for a state whose e-mail was
 * edited, an old state whose code was replaced, or no state at all.
 */
function ownedEmail(request: Request, state: TotpState): string | null {
  const email = state.email ? normalizeEmail(state.email) : null;
  if (!email) return null;
  const live = liveCodeHash(email);
  return live && tagMatches(readOwnerTag(request), email, state, live) ? email : null;
}

/**
 * After a failed code or link: count it per address, and per e-mail and
 * against the live code only when the state belongs to that e-mail (else a
 * stranger could edit the cookie and lock a named person out).
 */
async function countFailure(email: string | null, address: string): Promise<string | null> {
  recordFailedCode(email, address);
  if (!email) return null;
  const left = recordFailedAttempt(email);
  return left === 0 ? serializeTotpState({ email, error: 'too-many-attempts' }) : null;
}

/** Checks a code typed on the login page (or a link's code, via `linkRequest`). */
async function checkCode(request: Request, strategyReq: Request, redirectTo: string): Promise<Response> {
  const state = readTotpState(request);
  const email = ownedEmail(request, state);
  const address = clientAddress(request);
  const allowed = codeAttemptsAllowed(email, address);
  if (!allowed.ok) {
    const cookie = serializeTotpState({ ...state, error: `wait:${allowed.retryAfterSeconds}` });
    return redirect(loginPath(redirectTo), { headers: cookiesOf(null, cookie) });
  }
  const { outcome, response } = await runStrategy(strategyReq);
  if (outcome === 'signed-in') {
    if (email) clearFailedCodes(email, address);
    return response;
  }
  const burnt = await countFailure(email, address);
  return redirect(loginPath(redirectTo), { headers: cookiesOf(response, ...(burnt ? [burnt] : [])) });
}

export async function verifyTypedCode(request: Request, code: string, redirectTo: string): Promise<Response> {
  const state = readTotpState(request);
  if (!state.email || !state.totp) {
    const cookie = serializeTotpState({ email: state.email, error: 'no-pending' });
    return redirect(loginPath(redirectTo), { headers: cookiesOf(null, cookie) });
  }
  return checkCode(request, strategyRequest(request, { code: normalizeCode(code), redirectTo }), redirectTo);
}

/** GET /auth/callback?t=...: signs in, or goes to /login saying why not. */
export async function completeMagicLink(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const token = url.searchParams.get('t');
  const redirectTo = safeRedirect(url.searchParams.get('redirectTo'));
  const state = readTotpState(request);
  if (!token || !state.email || !state.totp) {
    // No pending request in this browser: say what became of the link, without using it.
    const link = codeFromLinkToken(token, totpSecret());
    const status = link ? codeStatus(link.code) : 'invalid';
    const key: LoginMessageKey =
      status === 'live' ? 'other-browser' : status === 'invalid' ? 'invalid-link' : status === 'too-many' ? 'too-many-attempts' : status;
    return redirect(loginPath(redirectTo), { headers: cookiesOf(null, serializeTotpState({ ...state, error: key })) });
  }
  const headers = new Headers({ Cookie: totpCookieHeader(state) });
  const strategyReq = new Request(new URL(`${CALLBACK_PATH}${url.search}`, url.origin), { headers });
  return checkCode(request, strategyReq, redirectTo);
}

/** Forgets the pending request ('Use a different email'). */
export function clearPendingLogin(redirectTo: string): Response {
  return redirect(loginPath(redirectTo), { headers: cookiesOf(null, serializeTotpState({}), serializeOwnerTag(null)) });
}

/** What the login page shows: the e-mail step, or 'We sent your link!' with the code field. */
export function loginPageState(request: Request) {
  const state = readTotpState(request);
  const headers = new Headers();
  // The error is shown once.
  if (state.error) headers.append('Set-Cookie', serializeTotpState({ ...state, error: undefined }));
  return {
    sentTo: state.email && state.totp ? state.email : null,
    email: state.email ?? '',
    error: loginMessage(state.error),
    headers,
  };
}
