/**
 * Database-backed sessions. The cookie holds only a random token (signed); the
 * row is keyed by the token's SHA-256, so a copy of the database (a backup, a
 * leak) holds no working session. The row holds the user, a rolling idle
 * expiry and its creation time (an absolute lifetime), so logging out,
 * disabling a user or changing a role takes effect on the very next request.
 */
import crypto from 'node:crypto';
import { eq, inArray, lt, sql } from 'drizzle-orm';
import { createCookie, data, redirect } from 'react-router';
import { getDb, schema, type DB } from '~/server/db.server';
import { secureCookies, sessionSecret } from '~/server/config.server';
import { setToastCookie } from '~/server/http/toast.server';

export type User = typeof schema.users.$inferSelect;

const DAY = 24 * 60 * 60 * 1000;
/** Idle lifetime of a session; each use within it extends it (rolling). */
export const SESSION_TTL_MS = 7 * DAY;
/** Extend only when less than this remains, so most requests do not write. */
const RENEW_WHEN_LEFT_MS = SESSION_TTL_MS - DAY;
/** However often it is used, a session ends this long after sign-in. */
export const SESSION_MAX_AGE_MS = 30 * DAY;

/** What the sessions table keeps of a token: its SHA-256, hex. */
export function sessionKey(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

let cookieCache: ReturnType<typeof createCookie> | undefined;
export function sessionCookie() {
  cookieCache ??= createCookie('__session', {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies,
    path: '/',
    maxAge: SESSION_MAX_AGE_MS / 1000,
    secrets: [sessionSecret()],
  });
  return cookieCache;
}

/**
 * Cookie header -> sessions-table key. Checking the cookie's signature
 * (WebCrypto HMAC) and hashing its token cost more than the session lookup
 * itself, and every page asks twice (the layout's loader and the screen's);
 * the answer depends only on the header and the process's secret, so the
 * last few hundred are remembered.
 */
const sessionKeys = new Map<string, string | null>();
const SESSION_KEYS_KEPT = 500;

/** The sessions-table key of this request's cookie token, or null. */
async function readSessionKey(request: Request): Promise<string | null> {
  const header = request.headers.get('Cookie');
  if (header === null) return null;
  const known = sessionKeys.get(header);
  if (known !== undefined) return known;
  const value = await sessionCookie().parse(header);
  const key = typeof value === 'string' && /^[a-f0-9]{64}$/.test(value) ? sessionKey(value) : null;
  if (sessionKeys.size >= SESSION_KEYS_KEPT) sessionKeys.clear();
  sessionKeys.set(header, key);
  return key;
}

/** The session row with its user, as a statement prepared once per database handle. */
const sessionLookups = new WeakMap<DB, ReturnType<typeof prepareSessionLookup>>();
function prepareSessionLookup(db: DB) {
  return db
    .select({ user: schema.users, expiresAt: schema.sessions.expiresAt, createdAt: schema.sessions.createdAt })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
    .where(eq(schema.sessions.id, sql.placeholder('id')))
    .prepare();
}
function sessionLookup(db: DB) {
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = prepareSessionLookup(db)));
  return lookup;
}

/** Creates a session row and returns the Set-Cookie header value for it (`id` is the row's key). */
export async function createSession(userId: number): Promise<{ id: string; cookie: string }> {
  const db = getDb();
  const token = crypto.randomBytes(32).toString('hex');
  const id = sessionKey(token);
  const now = Date.now();
  db.delete(schema.sessions).where(lt(schema.sessions.expiresAt, now)).run();
  db.insert(schema.sessions).values({ id, userId, expiresAt: now + SESSION_TTL_MS, createdAt: now }).run();
  return { id, cookie: await sessionCookie().serialize(token) };
}

/**
 * One answer per request: a page's loaders (the app layout's and the screen's,
 * run side by side) each ask for the user, and each asking read the session row
 * again. Keyed by the Request object, so it goes with it.
 */
const usersOfRequests = new WeakMap<Request, Promise<User | null>>();

/** The signed-in, active user for this request, or null. */
export function getUser(request: Request): Promise<User | null> {
  let user = usersOfRequests.get(request);
  if (!user) usersOfRequests.set(request, (user = readUser(request)));
  return user;
}

async function readUser(request: Request): Promise<User | null> {
  const id = await readSessionKey(request);
  if (!id) return null;
  const db = getDb();
  const now = Date.now();
  const row = sessionLookup(db).get({ id });
  if (!row) return null;
  const endsAt = row.createdAt + SESSION_MAX_AGE_MS;
  if (row.expiresAt <= now || endsAt <= now || row.user.status !== 'Active') {
    db.delete(schema.sessions).where(eq(schema.sessions.id, id)).run();
    return null;
  }
  if (row.expiresAt - now < RENEW_WHEN_LEFT_MS && row.expiresAt < endsAt) {
    db.update(schema.sessions)
      .set({ expiresAt: Math.min(now + SESSION_TTL_MS, endsAt) })
      .where(eq(schema.sessions.id, id))
      .run();
  }
  return row.user;
}

export function isAdmin(user: Pick<User, 'role'>): boolean {
  return user.role === 'Admin' || user.role === 'Super-Admin';
}

/** Only same-site relative paths are followed after sign-in (no open redirects). */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.length > 2000) return fallback;
  // Browsers drop tabs and newlines and read a backslash as '/', so '/\t/evil.example' would leave the site.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  const base = 'http://signboard.invalid';
  return new URL(to, base).origin === base ? to : fallback;
}

function loginRedirect(request: Request): never {
  const url = new URL(request.url);
  const here = url.pathname + url.search;
  const params = here === '/' ? '' : `?${new URLSearchParams({ redirectTo: here })}`;
  throw redirect(`/login${params}`);
}

/** Screens: signed-out visitors go to /login (and come back after sign-in). */
export async function requireUser(request: Request): Promise<User> {
  const user = await getUser(request);
  if (!user) loginRedirect(request);
  return user;
}

/** Admin screens: others go to / and see the Access Denied screen once. */
export async function requireAdmin(request: Request): Promise<User> {
  const user = await requireUser(request);
  if (!isAdmin(user)) {
    const headers = new Headers();
    headers.append('Set-Cookie', await accessDeniedCookie().serialize('1'));
    throw redirect('/', { headers });
  }
  return user;
}

let deniedCache: ReturnType<typeof createCookie> | undefined;
/** A one-shot flag read by the app layout to show 'Access Denied'. */
export function accessDeniedCookie() {
  deniedCache ??= createCookie('__denied', {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies,
    path: '/',
    maxAge: 60,
    secrets: [sessionSecret()],
  });
  return deniedCache;
}

/** /api routes: 401 JSON without a session. */
export async function requireApiUser(request: Request): Promise<User> {
  const user = await getUser(request);
  if (!user) throw data({ error: 'Unauthorized' }, { status: 401 });
  return user;
}

/** Admin /api routes: 401 without a session, 403 JSON for other roles. */
export async function requireApiAdmin(request: Request): Promise<User> {
  const user = await requireApiUser(request);
  if (!isAdmin(user)) throw data({ error: "You don't have permission to access this area." }, { status: 403 });
  return user;
}

/**
 * Ends this request's session row (with `everywhere`, every session of its
 * user: other browsers and devices too) and returns the headers that clear
 * the cookie.
 */
export async function destroySession(request: Request, { everywhere = false } = {}): Promise<Headers> {
  const id = await readSessionKey(request);
  if (id) {
    const { sessions } = schema;
    const own = eq(sessions.id, id);
    // One statement: every row of the user this session belongs to, or just this one.
    const mine = getDb().select({ userId: sessions.userId }).from(sessions).where(own);
    getDb()
      .delete(sessions)
      .where(everywhere ? inArray(sessions.userId, mine) : own)
      .run();
  }
  const headers = new Headers();
  headers.append('Set-Cookie', await sessionCookie().serialize('', { maxAge: 0 }));
  return headers;
}

export async function logoutAndRedirect(request: Request, { to = '/login', everywhere = false } = {}) {
  const headers = await destroySession(request, { everywhere });
  const description = everywhere ? 'You have been signed out on every device' : 'You have been signed out';
  headers.append('Set-Cookie', await setToastCookie({ title: 'Success', description }));
  return redirect(to, { headers });
}
