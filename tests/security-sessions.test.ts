/**
 * The sessions table keeps only a hash of each session token,
 * a session ends 30 days after sign-in however often it is used, and 'Sign
 * out everywhere' ends every session of the person.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { action as logoutAction } from '../app/routes/logout';
import { getDb, schema } from '../app/server/db.server';
import { SESSION_MAX_AGE_MS, SESSION_TTL_MS, createSession, getUser, sessionCookie, sessionKey } from '../app/server/auth/session.server';
import { getToast } from '../app/server/http/toast.server';
import { Jar, addUser, call, formPost, get } from './support/auth-helpers';

const DAY = 24 * 60 * 60 * 1000;
let sam: { id: number };
let dana: { id: number };

beforeAll(() => {
  sam = addUser({ email: 'estimator@signboard.local', fullName: 'Sam Ortiz' });
  dana = addUser({ email: 'admin@signboard.local', fullName: 'Dana Whitfield', role: 'Admin' });
});

async function signedIn(userId: number) {
  const { id, cookie } = await createSession(userId);
  return { id, jar: new Jar().take(new Headers([['Set-Cookie', cookie]])), token: (await sessionCookie().parse(cookie.split(';')[0]!)) as string };
}

const row = (id: string) => getDb().select().from(schema.sessions).where(eq(schema.sessions.id, id)).get();

describe('the sessions table', () => {
  it("keeps the token's SHA-256, never the token the cookie holds", async () => {
    const { id, token } = await signedIn(sam.id);
    expect(token).toMatch(/^[a-f0-9]{64}$/);
    expect(id).toBe(sessionKey(token));
    expect(id).not.toBe(token);
    const all = getDb().select({ id: schema.sessions.id }).from(schema.sessions).all();
    expect(all.some((r) => r.id === token)).toBe(false);
  });

  it('gives nothing to someone who copies it: a stored key used as a cookie signs no one in', async () => {
    const { id } = await signedIn(sam.id);
    const forged = new Jar().take(new Headers([['Set-Cookie', await sessionCookie().serialize(id)]]));
    expect(await getUser(get('/', forged))).toBeNull();
  });
});

describe('the absolute lifetime', () => {
  it(`ends a session ${SESSION_MAX_AGE_MS / DAY} days after sign-in, even one used every day`, async () => {
    const { id, jar } = await signedIn(sam.id);
    const now = Date.now();
    getDb()
      .update(schema.sessions)
      .set({ createdAt: now - SESSION_MAX_AGE_MS - 1000, expiresAt: now + SESSION_TTL_MS - DAY / 2 })
      .where(eq(schema.sessions.id, id))
      .run();
    expect(await getUser(get('/', jar))).toBeNull();
    expect(row(id)).toBeUndefined();
  });

  it('never rolls the idle expiry past it', async () => {
    const { id, jar } = await signedIn(sam.id);
    const now = Date.now();
    const createdAt = now - SESSION_MAX_AGE_MS + 2 * DAY;
    getDb().update(schema.sessions).set({ createdAt, expiresAt: now + DAY }).where(eq(schema.sessions.id, id)).run();
    expect(await getUser(get('/', jar))).not.toBeNull();
    expect(row(id)!.expiresAt).toBeLessThanOrEqual(createdAt + SESSION_MAX_AGE_MS);
  });
});

describe("'Sign out everywhere'", () => {
  it("ends every session of the person, and nobody else's", async () => {
    const here = await signedIn(sam.id);
    const phone = await signedIn(sam.id);
    const other = await signedIn(dana.id);
    const res = await call(logoutAction, formPost('/logout', { intent: 'everywhere' }, here.jar));
    expect(res.location).toBe('/login');
    expect(res.headers.getSetCookie().some((c) => c.startsWith('__session=;'))).toBe(true);
    const toastCookie = res.headers.getSetCookie().find((c) => c.startsWith('__toast='))!.split(';')[0]!;
    const { toast } = await getToast(new Request('http://localhost/', { headers: { Cookie: toastCookie } }));
    expect(toast).toMatchObject({ title: 'Success', description: 'You have been signed out on every device' });
    expect(await getUser(get('/', here.jar))).toBeNull();
    expect(await getUser(get('/', phone.jar))).toBeNull();
    expect(await getUser(get('/', other.jar))).not.toBeNull();
  });

  it('while a plain Log out ends only this one', async () => {
    const here = await signedIn(sam.id);
    const phone = await signedIn(sam.id);
    await call(logoutAction, formPost('/logout', {}, here.jar));
    expect(await getUser(get('/', here.jar))).toBeNull();
    expect(await getUser(get('/', phone.jar))).not.toBeNull();
  });
});
