/**
 * A stranger must not be able to lock a named person out of
 * signing in. The `_totp` cookie's e-mail is plain text: a failure counts
 * against an e-mail (and its live code) only when the sign-in state really
 * belongs to it; and no single client can spend a person's link budget.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { action as loginAction, loader as loginLoader } from '../app/routes/login';
import { loader as callbackLoader } from '../app/routes/auth.callback';
import { MAX_CODE_ATTEMPTS } from '../app/server/auth/login-codes.server';
import { LIMITS, resetRateLimitsForTests, withClientAddress } from '../app/server/auth/rate-limit.server';
import { Jar, addUser, call, formPost, get, lastMail, linkAndCode, mailCount } from './support/auth-helpers';

const VICTIM = 'owner@signboard.local';
const ATTACKER = '198.51.100.66';
const VICTIM_AT = '203.0.113.10';

beforeAll(() => {
  addUser({ email: VICTIM, fullName: 'Morgan Reyes', role: 'Super-Admin' });
  addUser({ email: 'mallory@signboard.local', fullName: 'Mallory Stone' });
});
beforeEach(() => resetRateLimitsForTests());

const ask = (email: string, from: string, jar = new Jar()) =>
  withClientAddress(from, () => call(loginAction, formPost('/login', { intent: 'request', email }, jar)));
const typeCode = (jar: Jar, code: string, from: string) =>
  withClientAddress(from, () => call(loginAction, formPost('/login', { intent: 'verify', code }, jar)));

/** The victim asks for a link in their own browser. */
async function victimPending() {
  const jar = new Jar().take((await ask(VICTIM, VICTIM_AT)).headers);
  const { link, code } = linkAndCode((await lastMail(VICTIM))!.text);
  return { jar, link, code };
}

/** A state for a throwaway address (known or not), its e-mail then edited to the victim's. */
async function forgedState(throwaway: string) {
  const jar = new Jar().take((await ask(throwaway, ATTACKER)).headers);
  jar.setTotpEmail(VICTIM);
  return jar;
}

async function signsIn(jar: Jar, code: string, from = VICTIM_AT) {
  const res = await typeCode(jar, code, from);
  return res.location === '/' && res.headers.getSetCookie().some((c) => c.startsWith('__session='));
}

describe('failures under an edited _totp cookie', () => {
  it.each(['nobody@example.com', 'mallory@signboard.local'])(
    "are not charged to the victim's e-mail or code (throwaway %s)",
    async (throwaway) => {
      const victim = await victimPending();
      const forged = await forgedState(throwaway);
      // Far more wrong codes than any per-e-mail or per-code limit, from several addresses.
      for (let i = 0; i < LIMITS.failedCodePerEmail.points + MAX_CODE_ATTEMPTS; i++) {
        forged.take((await typeCode(forged, 'ZZZZZZ', `198.51.100.${i % 20}`)).headers);
        forged.setTotpEmail(VICTIM);
      }
      expect(await signsIn(victim.jar, victim.code)).toBe(true);
    },
  );

  it("through the magic-link route are not charged to the victim's e-mail either", async () => {
    const victim = await victimPending();
    const forged = await forgedState('nobody@example.com');
    for (let i = 0; i < LIMITS.failedCodePerEmail.points + MAX_CODE_ATTEMPTS; i++) {
      // The attacker replays the edited cookie as it is (the strategy would drop its TOTP after 3 tries).
      await withClientAddress(`198.51.100.${i % 20}`, () => call(callbackLoader, get('/auth/callback?t=not-a-token', forged)));
    }
    const res = await withClientAddress(VICTIM_AT, () => call(callbackLoader, get(new URL(victim.link).pathname + new URL(victim.link).search, victim.jar)));
    expect(res.location).toBe('/');
  });

  it('are still charged to the client address', async () => {
    const forged = await forgedState('nobody@example.com');
    for (let i = 0; i < LIMITS.failedCodePerAddress.points; i++) {
      forged.take((await typeCode(forged, 'ZZZZZZ', ATTACKER)).headers);
      forged.setTotpEmail(VICTIM);
    }
    forged.take((await typeCode(forged, 'ZZZZZZ', ATTACKER)).headers);
    const page = await call(loginLoader, get('/login', forged));
    expect((page.body as { error: string }).error).toMatch(/^Too many incorrect attempts\. Please try again in \d+ minutes?\.$/);
  });
});

describe("failures with the e-mail's own state", () => {
  it('from one client stop that client only, never the person elsewhere', async () => {
    // Someone asks a real link for the victim (it reaches the victim) and guesses from their own browser.
    let guessed = 0;
    while (guessed < LIMITS.failedCodePerClientEmail.points + 5) {
      const jar = new Jar().take((await ask(VICTIM, ATTACKER)).headers);
      for (let i = 0; i < MAX_CODE_ATTEMPTS - 1; i++, guessed++) jar.take((await typeCode(jar, 'ZZZZZZ', ATTACKER)).headers);
    }
    const victim = await victimPending();
    expect(await signsIn(victim.jar, victim.code)).toBe(true);
  });

  it('from an old state whose code was replaced do not burn the new code', async () => {
    const stale = new Jar().take((await ask(VICTIM, ATTACKER)).headers);
    const victim = await victimPending();
    for (let i = 0; i < MAX_CODE_ATTEMPTS + 2; i++) stale.take((await typeCode(stale, 'ZZZZZZ', ATTACKER)).headers);
    expect(await signsIn(victim.jar, victim.code)).toBe(true);
  });
});

describe('the link budget', () => {
  it("cannot be spent by one client: the person still gets a link", async () => {
    const before = mailCount(VICTIM);
    for (let i = 0; i < LIMITS.linkPerEmail.points + 5; i++) await ask(VICTIM, ATTACKER);
    await lastMail(VICTIM);
    expect(mailCount(VICTIM) - before).toBe(LIMITS.linkPerClientEmail.points);
    const own = await ask(VICTIM, VICTIM_AT);
    expect(own.location).toBe('/login');
    await lastMail(VICTIM);
    expect(mailCount(VICTIM) - before).toBe(LIMITS.linkPerClientEmail.points + 1);
  });

  it('cannot be spent through resend with an edited cookie from one client', async () => {
    const forged = await forgedState('nobody@example.com');
    for (let i = 0; i < LIMITS.linkPerEmail.points + 5; i++) {
      forged.take((await withClientAddress(ATTACKER, () => call(loginAction, formPost('/login', { intent: 'resend' }, forged)))).headers);
      forged.setTotpEmail(VICTIM);
    }
    expect((await ask(VICTIM, VICTIM_AT)).location).toBe('/login');
  });

  it('still caps the mail one address receives, whoever asks', async () => {
    for (let i = 0; i < LIMITS.linkPerEmail.points; i++) await ask(VICTIM, `192.0.2.${i}`);
    expect((await ask(VICTIM, VICTIM_AT)).status).toBe(429);
  });
});
