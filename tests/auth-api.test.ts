/**
 * Sessions and access control: /api answers 401 / 403 JSON, screens redirect
 * (with Access Denied for non-admins), log out ends the session row so a
 * copied cookie stops working, and the personalized-link contract.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loader as appLayoutLoader } from '../app/routes/app-layout';
import { loader as adminLayoutLoader } from '../app/routes/admin-layout';
import { loader as homeLoader } from '../app/routes/home';
import { action as logoutAction } from '../app/routes/logout';
import { loader as outboxLoader } from '../app/routes/dev.outbox';
import { action as apiLogout } from '../app/routes/api/logout';
import { loader as apiAuthUser } from '../app/routes/api/auth.user';
import { loader as apiUsers } from '../app/routes/api/users';
import { loader as apiStats } from '../app/routes/api/stats';
import { action as magicLinkApi } from '../app/routes/api/auth.personalized-magic-link';
import { getDb, schema } from '../app/server/db.server';
import { resetRateLimitsForTests, withClientAddress } from '../app/server/auth/rate-limit.server';
import { createSession, getUser } from '../app/server/auth/session.server';
import { getToast } from '../app/server/http/toast.server';
import { ORIGIN, Jar, addUser, call, formPost, get, jsonPost, lastMail, linkAndCode, mailCount } from './support/auth-helpers';

let admin: { id: number };
let user: { id: number };

beforeAll(() => {
  admin = addUser({ email: 'admin@signboard.local', fullName: 'Dana Whitfield', firstName: 'Dana', role: 'Admin' });
  user = addUser({ email: 'estimator@signboard.local', fullName: 'Sam Ortiz', jobTitle: 'Estimator' });
  addUser({ email: 'owner@signboard.local', fullName: 'Morgan Reyes', role: 'Super-Admin' });
  addUser({ email: 'noname@signboard.local' });
});
beforeEach(() => resetRateLimitsForTests());

async function jarFor(userId: number): Promise<Jar> {
  const { cookie } = await createSession(userId);
  return new Jar().take(new Headers([['Set-Cookie', cookie]]));
}

async function toastOf(headers: Headers) {
  const cookie = headers.getSetCookie().find((c) => c.startsWith('__toast='))?.split(';')[0];
  return cookie ? (await getToast(new Request(ORIGIN, { headers: { Cookie: cookie } }))).toast : null;
}

describe('/api without a session', () => {
  it.each([
    ['GET /api/auth/user', apiAuthUser, () => get('/api/auth/user')],
    ['GET /api/users', apiUsers, () => get('/api/users')],
    ['GET /api/stats', apiStats, () => get('/api/stats')],
    ['POST /api/logout', apiLogout, () => jsonPost('/api/logout', {})],
  ] as const)('%s answers 401 JSON', async (_name, fn, request) => {
    const res = await call(fn as (args: never) => unknown, request());
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Unauthorized' });
  });
});

describe('admin /api routes', () => {
  it('answer 403 JSON to a User', async () => {
    const jar = await jarFor(user.id);
    for (const [fn, path] of [
      [apiUsers, '/api/users'],
      [apiStats, '/api/stats'],
    ] as const) {
      const res = await call(fn as (args: never) => unknown, get(path, jar));
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: "You don't have permission to access this area." });
    }
  });

  it('answer an Admin with the users list and the counts', async () => {
    const jar = await jarFor(admin.id);
    const users = await call(apiUsers, get('/api/users', jar));
    expect(users.status).toBe(200);
    const list = (users.body as { users: Array<Record<string, unknown>> }).users;
    expect(list.find((u) => u.email === 'estimator@signboard.local')).toMatchObject({
      fullName: 'Sam Ortiz',
      jobTitle: 'Estimator',
      status: 'Active',
      role: 'User',
    });
    expect(Object.keys(list[0]!).sort()).toEqual(['createdAt', 'email', 'fullName', 'id', 'jobTitle', 'role', 'status', 'userImage']);
    const stats = await call(apiStats, get('/api/stats', jar));
    expect(stats.body).toMatchObject({ jobs: 0, brands: 0, signs: 0, services: 0, users: 4, activeUsers: 4 });
  });
});

describe('GET /api/auth/user', () => {
  it('answers the current user as {id, email, user_metadata}', async () => {
    const res = await call(apiAuthUser, get('/api/auth/user', await jarFor(user.id)));
    expect(res.body).toEqual({
      id: user.id,
      email: 'estimator@signboard.local',
      user_metadata: { full_name: 'Sam Ortiz', role: 'User', job_title: 'Estimator', user_image: null },
    });
  });
});

describe('logging out', () => {
  it('POST /api/logout ends the session: a copy of the cookie stops working', async () => {
    const jar = await jarFor(user.id);
    const copy = jar.clone();
    const res = await call(apiLogout, jsonPost('/api/logout', {}, jar));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(await toastOf(res.headers)).toMatchObject({ title: 'Success', description: 'You have been signed out' });
    expect(await getUser(get('/', copy))).toBeNull();
    expect((await call(apiAuthUser, get('/api/auth/user', copy))).status).toBe(401);
  });

  it('POST /api/logout refuses a cross-site or non-JSON request', async () => {
    const jar = await jarFor(user.id);
    const foreign = await call(apiLogout, jsonPost('/api/logout', {}, jar, { Origin: 'https://evil.example' }));
    expect(foreign.status).toBe(403);
    const form = await call(apiLogout, formPost('/api/logout', {}, jar));
    expect(form.status).toBe(415);
    expect(await getUser(get('/', jar))).not.toBeNull();
  });

  it("the profile menu's Log out (POST /logout) goes to /login with the toast", async () => {
    const jar = await jarFor(admin.id);
    const copy = jar.clone();
    const res = await call(logoutAction, formPost('/logout', {}, jar));
    expect(res.location).toBe('/login');
    expect(await toastOf(res.headers)).toMatchObject({ title: 'Success', description: 'You have been signed out' });
    expect(await getUser(get('/', copy))).toBeNull();
  });

  // /logout has no component, so React Router's own cross-origin check for UI
  // form posts does not cover it; a foreign page's form would clear the cookie.
  it.each([{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }])(
    'POST /logout from another site (%j) is refused and clears nothing',
    async (extra) => {
      const jar = await jarFor(admin.id);
      const request = formPost('/logout', {}, jar);
      for (const [k, v] of Object.entries(extra)) request.headers.set(k, v);
      const res = await call(logoutAction, request);
      expect(res.status).toBe(403);
      expect(res.headers.getSetCookie()).toEqual([]);
      expect(await getUser(get('/', jar))).not.toBeNull();
    },
  );
});

describe('screens', () => {
  it('send a signed-out visitor to /login, remembering where they were going', async () => {
    const res = await call(homeLoader, get('/home?x=1'));
    expect(res.location).toBe('/login?redirectTo=%2Fhome%3Fx%3D1');
  });

  it("send a User away from admin screens to / with 'Access Denied' shown once", async () => {
    const jar = await jarFor(user.id);
    const res = await call(adminLayoutLoader, get('/data', jar));
    expect(res.location).toBe('/');
    jar.take(res.headers);
    const shell = await call(appLayoutLoader, get('/', jar));
    expect(shell.body).toMatchObject({ accessDenied: true, profile: { isAdmin: false, name: 'Sam Ortiz', title: 'Estimator' } });
    jar.take(shell.headers);
    expect((await call(appLayoutLoader, get('/', jar))).body).toMatchObject({ accessDenied: false });
  });

  it('let Admin and Super-Admin in', async () => {
    const owner = getDb().select().from(schema.users).where(eq(schema.users.email, 'owner@signboard.local')).get()!;
    for (const id of [admin.id, owner.id]) {
      expect((await call(adminLayoutLoader, get('/users', await jarFor(id)))).status).toBe(200);
    }
  });

  it('sign a disabled user out on the next request', async () => {
    const soon = addUser({ email: 'leaving@signboard.local', fullName: 'Leaving Soon' });
    const jar = await jarFor(soon.id);
    expect((await call(homeLoader, get('/home', jar))).status).toBe(200);
    getDb().update(schema.users).set({ status: 'Disabled' }).where(eq(schema.users.id, soon.id)).run();
    expect((await call(homeLoader, get('/home', jar))).location).toBe('/login?redirectTo=%2Fhome');
    expect(getDb().select().from(schema.sessions).where(eq(schema.sessions.userId, soon.id)).all()).toHaveLength(0);
  });

  it('see a role change on the next request', async () => {
    const jar = await jarFor(user.id);
    expect((await call(homeLoader, get('/home', jar))).body).toMatchObject({ role: 'User' });
    getDb().update(schema.users).set({ role: 'Admin' }).where(eq(schema.users.id, user.id)).run();
    expect((await call(homeLoader, get('/home', jar))).body).toMatchObject({ role: 'Admin' });
    getDb().update(schema.users).set({ role: 'User' }).where(eq(schema.users.id, user.id)).run();
  });
});

describe('POST /api/auth/personalized-magic-link', () => {
  const ask = (body: unknown, headers?: Record<string, string>) =>
    call(magicLinkApi, jsonPost('/api/auth/personalized-magic-link', body, undefined, headers));

  it('sends the personalized e-mail to a named profile and sets the `_totp` cookie', async () => {
    const res = await ask({ email: 'admin@signboard.local', redirectTo: '/jobs' });
    expect(res.body).toEqual({ personalized: false });
    expect(res.headers.getSetCookie().some((c) => c.startsWith('_totp='))).toBe(true);
    const mail = await lastMail('admin@signboard.local');
    expect(mail!.text.startsWith('Hi Dana, ')).toBe(true);
    expect(linkAndCode(mail!.text).link).toContain('redirectTo=%2Fjobs');
  });

  it('answers every address alike without a session: the greeting is decided in the e-mail only', async () => {
    addUser({ email: 'gone@signboard.local', fullName: 'Gone Away', status: 'Disabled' });
    const answers: Array<{ status: number; body: unknown; cookies: Array<string | undefined> }> = [];
    for (const email of ['owner@signboard.local', 'noname@signboard.local', 'nobody@example.com', 'gone@signboard.local']) {
      const res = await ask({ email });
      const cookies = res.headers.getSetCookie().map((c) => c.split('=')[0]);
      answers.push({ status: res.status, body: res.body, cookies });
    }
    expect(answers.every((a) => JSON.stringify(a) === JSON.stringify(answers[0]))).toBe(true);
    expect(answers[0]).toMatchObject({ status: 200, body: { personalized: false } });
    expect((await lastMail('owner@signboard.local'))!.text.startsWith('Hi Morgan, ')).toBe(true);
  });

  it('tells a signed-in caller whether the e-mail greets by name', async () => {
    const jar = await jarFor(user.id);
    const named = await call(magicLinkApi, jsonPost('/api/auth/personalized-magic-link', { email: 'owner@signboard.local' }, jar));
    expect(named.body).toEqual({ personalized: true });
    const nameless = await call(magicLinkApi, jsonPost('/api/auth/personalized-magic-link', { email: 'noname@signboard.local' }, jar));
    expect(nameless.body).toEqual({ personalized: false });
  });

  it('sends the standard e-mail when there is no name', async () => {
    expect((await ask({ email: 'noname@signboard.local' })).body).toEqual({ personalized: false });
    expect((await lastMail('noname@signboard.local'))!.text).not.toContain('Hi ');
  });

  it('answers an unknown address like a nameless one, and sends nothing', async () => {
    const res = await ask({ email: 'nobody@example.com', redirectTo: `${ORIGIN}/auth/callback` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ personalized: false });
    expect(mailCount('nobody@example.com')).toBe(0);
  });

  it('validates its JSON', async () => {
    expect((await ask({ email: 'not-an-email' })).status).toBe(400);
    const form = await call(magicLinkApi, formPost('/api/auth/personalized-magic-link', { email: 'admin@signboard.local' }));
    expect(form.status).toBe(415);
    expect((await ask({ email: 'admin@signboard.local' }, { Origin: 'https://evil.example' })).status).toBe(403);
  });
});

describe('/dev/outbox', () => {
  it('lists recent messages when enabled (not production), to a caller on this machine', async () => {
    const res = await withClientAddress('127.0.0.1', () => call(outboxLoader, get('/dev/outbox')));
    const messages = (res.body as { messages: Array<{ to: string; text: string }> }).messages;
    expect(messages.length).toBeGreaterThan(0);
    expect(messages[0]!.text).toContain('/auth/callback?t=');
  });
});
