/**
 * Database-backed sessions. The cookie holds only a random session id (signed);
 * the row holds the user and a rolling expiry, so logging out, disabling a user
 * or changing a role takes effect on the very next request.
 */
import crypto from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { createCookie, data, redirect } from 'react-router';
import { getDb, schema } from './db.server';
import { secureCookies, sessionSecret } from './config.server';
import { setToastCookie } from './toast.server';

export type User = typeof schema.users.$inferSelect;

const DAY = 24 * 60 * 60 * 1000;
/** Idle lifetime of a session; each use within it extends it (rolling). */
export const SESSION_TTL_MS = 7 * DAY;
/** Extend only when less than this remains, so most requests do not write. */
const RENEW_WHEN_LEFT_MS = SESSION_TTL_MS - DAY;

let cookieCache: ReturnType<typeof createCookie> | undefined;
export function sessionCookie() {
  cookieCache ??= createCookie('__session', {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies,
    path: '/',
    maxAge: 30 * 24 * 60 * 60,
    secrets: [sessionSecret()],
  });
  return cookieCache;
}

async function readSessionId(request: Request): Promise<string | null> {
  const value = await sessionCookie().parse(request.headers.get('Cookie'));
  return typeof value === 'string' && /^[a-f0-9]{64}$/.test(value) ? value : null;
}

/** Creates a session row and returns the Set-Cookie header value for it. */
export async function createSession(userId: number): Promise<{ id: string; cookie: string }> {
  const db = getDb();
  const id = crypto.randomBytes(32).toString('hex');
  const now = Date.now();
  db.delete(schema.sessions).where(lt(schema.sessions.expiresAt, now)).run();
  db.insert(schema.sessions).values({ id, userId, expiresAt: now + SESSION_TTL_MS }).run();
  return { id, cookie: await sessionCookie().serialize(id) };
}

/** The signed-in, active user for this request, or null. */
export async function getUser(request: Request): Promise<User | null> {
  const id = await readSessionId(request);
  if (!id) return null;
  const db = getDb();
  const now = Date.now();
  const row = db
    .select({ user: schema.users, expiresAt: schema.sessions.expiresAt })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
    .where(eq(schema.sessions.id, id))
    .get();
  if (!row) return null;
  if (row.expiresAt <= now || row.user.status !== 'Active') {
    db.delete(schema.sessions).where(eq(schema.sessions.id, id)).run();
    return null;
  }
  if (row.expiresAt - now < RENEW_WHEN_LEFT_MS) {
    db.update(schema.sessions)
      .set({ expiresAt: now + SESSION_TTL_MS })
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

/** Ends the session row and returns the headers that clear the cookie. */
export async function destroySession(request: Request): Promise<Headers> {
  const id = await readSessionId(request);
  if (id) getDb().delete(schema.sessions).where(eq(schema.sessions.id, id)).run();
  const headers = new Headers();
  headers.append('Set-Cookie', await sessionCookie().serialize('', { maxAge: 0 }));
  return headers;
}

export async function logoutAndRedirect(request: Request, to = '/login') {
  const headers = await destroySession(request);
  headers.append(
    'Set-Cookie',
    await setToastCookie({ title: 'Success', description: 'You have been signed out' }),
  );
  return redirect(to, { headers });
}
