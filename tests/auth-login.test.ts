/**
 * Magic-link sign-in against a real database: codes bound to their e-mail on
 * the server, used once, expiring; the same answer for every address.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { action as loginAction, loader as loginLoader } from '../app/routes/login';
import { loader as callbackLoader } from '../app/routes/auth.callback';
import { getDb, schema } from '../app/server/db.server';
import { resetRateLimitsForTests } from '../app/server/auth/rate-limit.server';
import { getUser } from '../app/server/auth/session.server';
import { LOGIN_MESSAGES } from '../app/server/auth/login-state.server';
import { ORIGIN, Jar, addUser, call, formPost, get, lastMail, linkAndCode, mailCount } from './support/auth-helpers';

const DANA = 'admin@signboard.local';
const SAM = 'estimator@signboard.local';

beforeAll(() => {
  addUser({ email: DANA, fullName: 'Dana Whitfield', firstName: 'Dana', lastName: 'Whitfield', role: 'Admin' });
  addUser({ email: SAM, fullName: 'Sam Ortiz', firstName: 'Sam', lastName: 'Ortiz', jobTitle: 'Estimator' });
  addUser({ email: 'noname@signboard.local' });
  addUser({ email: 'gone@signboard.local', fullName: 'Gone Person', status: 'Disabled' });
});
beforeEach(() => resetRateLimitsForTests());

/** Asks for a link as a browser would; answers that browser's jar and the mail's link and code. */
async function requestLink(email: string, redirectTo = '/') {
  const jar = new Jar();
  const res = await call(loginAction, formPost('/login', { intent: 'request', email, redirectTo }));
  jar.take(res.headers);
  const mail = await lastMail(email);
  return { res, jar, mail, ...(mail ? linkAndCode(mail.text) : { link: '', code: '' }) };
}

async function pageError(jar: Jar): Promise<string | null> {
  const page = await call(loginLoader, get('/login', jar));
  jar.take(page.headers);
  return (page.body as { error: string | null }).error;
}

async function sessionUserEmail(jar: Jar): Promise<string | null> {
  return (await getUser(get('/', jar)))?.email ?? null;
}

describe('asking for a link', () => {
  it('needs an e-mail address', async () => {
    const res = await call(loginAction, formPost('/login', { intent: 'request', email: '' }));
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Please enter your email address');
  });

  it('mails a link built from APP_ORIGIN (not the Host header) and the same code', async () => {
    const jar = new Jar();
    const res = await call(loginAction, formPost('/login', { intent: 'request', email: ' Admin@Signboard.local ' }, undefined, 'http://evil.example'));
    jar.take(res.headers);
    expect(res.location).toBe('/login');
    const mail = await lastMail(DANA);
    const { link, code } = linkAndCode(mail!.text);
    expect(link.startsWith(`${ORIGIN}/auth/callback?t=`)).toBe(true);
    expect(mail!.text.startsWith('Hi Dana, ')).toBe(true);
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    const page = await call(loginLoader, get('/login', jar));
    expect(page.body).toMatchObject({ sentTo: DANA, error: null });
  });

  it('sends the standard message when the profile has no name', async () => {
    const { mail } = await requestLink('noname@signboard.local');
    expect(mail!.text).not.toContain('Hi ');
  });

  it('answers unknown and disabled addresses the same way, without mail or code', async () => {
    const known = await requestLink(SAM);
    for (const email of ['nobody@example.com', 'gone@signboard.local']) {
      const other = await requestLink(email);
      expect(other.res.status).toBe(known.res.status);
      expect(other.res.location).toBe(known.res.location);
      expect([...other.jar.cookies.keys()]).toEqual([...known.jar.cookies.keys()]);
      expect((await call(loginLoader, get('/login', other.jar))).body).toMatchObject({ sentTo: email });
      expect(mailCount(email)).toBe(0);
      expect(getDb().select().from(schema.loginCodes).where(eq(schema.loginCodes.email, email)).all()).toHaveLength(0);
    }
  });

  it('stores only a hash of the code', async () => {
    const { code } = await requestLink(SAM);
    const rows = getDb().select().from(schema.loginCodes).where(eq(schema.loginCodes.email, SAM)).all();
    expect(rows.every((r) => !r.codeHash.includes(code))).toBe(true);
  });
});

describe('signing in', () => {
  it('accepts the typed code once, in the browser that asked, and keeps redirectTo', async () => {
    const { jar, code } = await requestLink(SAM, '/jobs');
    const before = jar.clone();
    const res = await call(loginAction, formPost('/login', { intent: 'verify', code: code.toLowerCase(), redirectTo: '/jobs' }, jar));
    expect(res.location).toBe('/jobs');
    jar.take(res.headers);
    expect(await sessionUserEmail(jar)).toBe(SAM);
    expect(jar.cookies.has('_totp')).toBe(false);

    // Replaying the same code with the cookie saved before sign-in is refused.
    const replay = await call(loginAction, formPost('/login', { intent: 'verify', code }, before));
    expect(replay.location).toBe('/login');
    before.take(replay.headers);
    expect(await sessionUserEmail(before)).toBeNull();
    expect(await pageError(before)).toBe(LOGIN_MESSAGES.used);
  });

  it('accepts the magic link and goes to redirectTo', async () => {
    const { jar, link } = await requestLink(DANA, '/data');
    const res = await call(callbackLoader, get(link.slice(ORIGIN.length), jar));
    expect(res.location).toBe('/data');
    jar.take(res.headers);
    expect(await sessionUserEmail(jar)).toBe(DANA);
  });

  it('refuses a code for A presented with a `_totp` cookie edited to B', async () => {
    await requestLink(DANA); // B has a live code of their own
    const { jar, code } = await requestLink(SAM);
    jar.setTotpEmail(DANA);
    const res = await call(loginAction, formPost('/login', { intent: 'verify', code }, jar));
    expect(res.location).toBe('/login');
    jar.take(res.headers);
    expect(await sessionUserEmail(jar)).toBeNull();
    expect(await pageError(jar)).toBe(LOGIN_MESSAGES['invalid-code']);
  });

  it('refuses an expired link (the record says so even when the cookie does not)', async () => {
    const { jar, link } = await requestLink(SAM);
    getDb().update(schema.loginCodes).set({ expiresAt: Date.now() - 1000 }).where(eq(schema.loginCodes.email, SAM)).run();
    const res = await call(callbackLoader, get(link.slice(ORIGIN.length), jar));
    expect(res.location).toBe('/login');
    jar.take(res.headers);
    expect(await sessionUserEmail(jar)).toBeNull();
    expect(await pageError(jar)).toBe(LOGIN_MESSAGES.expired);
  });

  it('refuses a reused link and says so', async () => {
    const { jar, link } = await requestLink(SAM);
    const first = await call(callbackLoader, get(link.slice(ORIGIN.length), jar));
    expect(first.location).toBe('/');
    const other = new Jar(); // e.g. after signing out, or another browser
    const again = await call(callbackLoader, get(link.slice(ORIGIN.length), other));
    expect(again.location).toBe('/login');
    other.take(again.headers);
    expect(await pageError(other)).toBe(LOGIN_MESSAGES.used);
  });

  it('explains a live link opened in another browser, and does not use it up', async () => {
    const { jar, link, code } = await requestLink(DANA);
    const elsewhere = new Jar();
    const res = await call(callbackLoader, get(link.slice(ORIGIN.length), elsewhere));
    elsewhere.take(res.headers);
    expect(await pageError(elsewhere)).toBe(LOGIN_MESSAGES['other-browser']);
    // The code from the same e-mail still works where the link was asked for.
    const ok = await call(loginAction, formPost('/login', { intent: 'verify', code }, jar));
    expect(ok.location).toBe('/');
  });

  it('refuses a tampered link', async () => {
    const { jar, link } = await requestLink(SAM);
    const tampered = link.replace(/t=([^&]{10})/, 't=AAAAAAAAAA');
    const res = await call(callbackLoader, get(tampered.slice(ORIGIN.length), jar));
    expect(res.location).toBe('/login');
    jar.take(res.headers);
    expect(await sessionUserEmail(jar)).toBeNull();
    expect(await pageError(jar)).toBe(LOGIN_MESSAGES['invalid-code']);
  });

  it('replaces the earlier code when a new one is asked for', async () => {
    const first = await requestLink(SAM);
    const second = await requestLink(SAM);
    expect(second.code).not.toBe(first.code);
    const old = await call(callbackLoader, get(first.link.slice(ORIGIN.length), first.jar));
    expect(old.location).toBe('/login');
    const fresh = await call(loginAction, formPost('/login', { intent: 'verify', code: second.code }, second.jar));
    expect(fresh.location).toBe('/');
  });

  it('refuses a profile disabled after the link was sent', async () => {
    const email = 'soon-gone@signboard.local';
    addUser({ email, fullName: 'Soon Gone' });
    const { jar, code } = await requestLink(email);
    getDb().update(schema.users).set({ status: 'Disabled' }).where(eq(schema.users.email, email)).run();
    const res = await call(loginAction, formPost('/login', { intent: 'verify', code }, jar));
    expect(res.location).toBe('/login');
  });

  it('sends a signed-in visitor of /login to /', async () => {
    const { jar, code } = await requestLink(SAM);
    jar.take((await call(loginAction, formPost('/login', { intent: 'verify', code }, jar))).headers);
    const res = await call(loginLoader, get('/login?redirectTo=%2Fjobs', jar));
    expect(res.location).toBe('/');
  });

  it('resends to the pending address with a toast', async () => {
    const { jar } = await requestLink(SAM);
    const before = mailCount(SAM);
    const res = await call(loginAction, formPost('/login', { intent: 'resend' }, jar));
    expect(res.location).toBe('/login');
    expect(res.headers.getSetCookie().some((c) => c.startsWith('__toast='))).toBe(true);
    await lastMail(SAM);
    expect(mailCount(SAM)).toBe(before + 1);
  });
});
