/**
 * ALLOWED_EMAIL_DOMAIN admits new staff of that domain as role User, creating
 * the profile on first sign-in; other unknown addresses still get no code.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.ALLOWED_EMAIL_DOMAIN = 'Signboard.Example';
});

const { action: loginAction } = await import('../app/routes/login');
const { getDb, schema } = await import('../app/server/db.server');
const { resetRateLimitsForTests } = await import('../app/server/auth/rate-limit.server');
const { getUser } = await import('../app/server/auth/session.server');
const { Jar, addUser, call, formPost, get, lastMail, linkAndCode, mailCount } = await import('./support/auth-helpers');

beforeEach(() => resetRateLimitsForTests());

async function signInWithCode(email: string) {
  const jar = new Jar();
  jar.take((await call(loginAction, formPost('/login', { intent: 'request', email }))).headers);
  const mail = await lastMail(email);
  if (!mail) return { jar, mailed: false };
  const { code } = linkAndCode(mail.text);
  jar.take((await call(loginAction, formPost('/login', { intent: 'verify', code }, jar))).headers);
  return { jar, mailed: true };
}

describe('ALLOWED_EMAIL_DOMAIN', () => {
  it('creates a User profile for new staff of the domain on first sign-in', async () => {
    const email = 'new.hire@signboard.example';
    const { jar, mailed } = await signInWithCode(email);
    expect(mailed).toBe(true);
    const user = await getUser(get('/', jar));
    expect(user).toMatchObject({ email, role: 'User', status: 'Active' });
    // No name yet: the standard e-mail was sent.
    expect((await lastMail(email))!.text).not.toContain('Hi ');
  });

  it('only creates the profile once the code is used', async () => {
    const email = 'curious@signboard.example';
    await call(loginAction, formPost('/login', { intent: 'request', email }));
    expect(getDb().select().from(schema.users).where(eq(schema.users.email, email)).get()).toBeUndefined();
  });

  it('still refuses other domains and disabled profiles of the domain', async () => {
    addUser({ email: 'former@signboard.example', status: 'Disabled' });
    for (const email of ['outsider@elsewhere.example', 'former@signboard.example', 'x@evil-signboard.example']) {
      const { mailed } = await signInWithCode(email);
      expect(mailed).toBe(false);
      expect(mailCount(email)).toBe(0);
    }
  });
});
