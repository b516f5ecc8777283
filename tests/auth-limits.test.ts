/**
 * Abuse limits: magic-link requests per e-mail and per client address, failed
 * code attempts per code, per e-mail and per address; the client address.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { action as loginAction, loader as loginLoader } from '../app/routes/login';
import { action as magicLinkApi } from '../app/routes/api/auth.personalized-magic-link';
import { MAX_CODE_ATTEMPTS } from '../app/server/auth/login-codes.server';
import { LOGIN_MESSAGES } from '../app/server/auth/login-state.server';
import {
  LIMITS,
  addressKey,
  clientAddressFrom,
  resetRateLimitsForTests,
  withClientAddress,
} from '../app/server/auth/rate-limit.server';
import { getToast } from '../app/server/http/toast.server';
import { Jar, addUser, call, formPost, get, jsonPost, lastMail, linkAndCode, mailCount } from './support/auth-helpers';

const SAM = 'estimator@signboard.local';
const PRIYA = 'pm@signboard.local';

beforeAll(() => {
  addUser({ email: SAM, fullName: 'Sam Ortiz' });
  addUser({ email: PRIYA, fullName: 'Priya Nair' });
});
beforeEach(() => resetRateLimitsForTests());

const ask = (email: string, from = '203.0.113.7') =>
  withClientAddress(from, () => call(loginAction, formPost('/login', { intent: 'request', email })));

describe('magic-link requests', () => {
  it(`allow ${LIMITS.linkPerClientEmail.points} per client and e-mail, then say when to try again`, async () => {
    for (let i = 0; i < LIMITS.linkPerClientEmail.points; i++) {
      expect((await ask(SAM, '198.51.100.1')).location).toBe('/login');
    }
    const refused = await ask(SAM, '198.51.100.1');
    expect(refused.status).toBe(429);
    expect(JSON.stringify(refused.body)).toMatch(/Too many sign-in links requested\. Please try again in 15 minutes\./);
    // Another e-mail from that client, and that e-mail from another client, are unaffected.
    expect((await ask(PRIYA, '198.51.100.1')).location).toBe('/login');
    expect((await ask(SAM, '198.51.100.2')).location).toBe('/login');
  });

  it(`allow ${LIMITS.linkPerEmail.points} per e-mail whoever asks (mail volume)`, async () => {
    for (let i = 0; i < LIMITS.linkPerEmail.points; i++) {
      expect((await ask(SAM, `198.51.100.${i}`)).location).toBe('/login');
    }
    expect((await ask(SAM, '198.51.100.99')).status).toBe(429);
  });

  it(`allow ${LIMITS.linkPerAddress.points} per client address across e-mails`, async () => {
    for (let i = 0; i < LIMITS.linkPerAddress.points; i++) {
      expect((await ask(`person${i}@example.com`)).location).toBe('/login');
    }
    expect((await ask('one-more@example.com')).status).toBe(429);
    expect((await ask('one-more@example.com', '203.0.113.8')).location).toBe('/login');
  });

  it('limit unknown addresses exactly like known ones', async () => {
    for (let i = 0; i < LIMITS.linkPerClientEmail.points; i++) await ask('stranger@example.com', '192.0.2.1');
    expect((await ask('stranger@example.com', '192.0.2.1')).status).toBe(429);
    for (let i = LIMITS.linkPerClientEmail.points; i < LIMITS.linkPerEmail.points; i++) await ask('stranger@example.com', `192.0.2.${i}`);
    expect((await ask('stranger@example.com', '192.0.2.200')).status).toBe(429);
  });

  it('are shared with POST /api/auth/personalized-magic-link (429 JSON)', async () => {
    for (let i = 0; i < LIMITS.linkPerClientEmail.points; i++) await ask(PRIYA, '192.0.2.77');
    const res = await withClientAddress('192.0.2.77', () => call(magicLinkApi, jsonPost('/api/auth/personalized-magic-link', { email: PRIYA })));
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toMatch(/^\d+$/);
  });

  it("refuse a resend over the limit with 'Failed to resend link'", async () => {
    const jar = new Jar();
    jar.take((await ask(SAM)).headers);
    for (let i = 1; i < LIMITS.linkPerClientEmail.points; i++) await ask(SAM);
    const res = await withClientAddress('203.0.113.7', () => call(loginAction, formPost('/login', { intent: 'resend' }, jar)));
    const toastCookie = res.headers.getSetCookie().find((c) => c.startsWith('__toast='))!.split(';')[0]!;
    const { toast } = await getToast(new Request('http://localhost/', { headers: { Cookie: toastCookie } }));
    expect(toast).toMatchObject({ title: 'Failed to resend link', variant: 'destructive' });
    expect(toast!.description).toMatch(/^Too many sign-in links requested/);
  });
});

describe('code attempts', () => {
  async function pending(email: string, from: string) {
    const jar = new Jar();
    jar.take((await ask(email, from)).headers);
    const { code } = linkAndCode((await lastMail(email))!.text);
    return { jar, code };
  }
  const typeCode = (jar: Jar, code: string, from: string) =>
    withClientAddress(from, () => call(loginAction, formPost('/login', { intent: 'verify', code }, jar)));

  it(`kill a code after ${MAX_CODE_ATTEMPTS} wrong tries, even if the right one follows`, async () => {
    const { jar, code } = await pending(SAM, '198.51.100.1');
    const saved = jar.clone();
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) jar.take((await typeCode(jar, 'ZZZZZZ', '198.51.100.1')).headers);
    const page = await call(loginLoader, get('/login', jar));
    expect(page.body).toMatchObject({ error: LOGIN_MESSAGES['too-many-attempts'], sentTo: null });
    // Even with a cookie saved earlier, the right code no longer signs in.
    const res = await typeCode(saved, code, '198.51.100.1');
    expect(res.location).toBe('/login');
  });

  it(`stop an address after ${LIMITS.failedCodePerAddress.points} failures, whatever the e-mail`, async () => {
    const from = '198.51.100.50';
    let failures = 0;
    while (failures < LIMITS.failedCodePerAddress.points) {
      const email = `guess${failures}@example.com`;
      const jar = new Jar();
      jar.take((await ask(email, `10.0.${failures}.1`)).headers);
      for (let i = 0; i < 3 && failures < LIMITS.failedCodePerAddress.points; i++, failures++) {
        jar.take((await typeCode(jar, 'ZZZZZZ', from)).headers);
      }
    }
    const { jar, code } = await pending(PRIYA, '10.9.9.9');
    const res = await typeCode(jar, code, from);
    jar.take(res.headers);
    const page = await call(loginLoader, get('/login', jar));
    expect((page.body as { error: string }).error).toMatch(/^Too many incorrect attempts\. Please try again in \d+ minutes?\.$/);
    // From another address the same code still works.
    expect((await typeCode(jar, code, '10.9.9.10')).location).toBe('/');
  });
});

describe('a second _totp cookie', () => {
  // The strategy reads the last `_totp` cookie of the header; a decoy placed
  // before it must not draw the counting away from the e-mail really in use.
  const withDecoy = (path: string, fields: Record<string, string>, real: string, decoyEmail: string) => {
    const request = formPost(path, fields);
    const decoy = new URLSearchParams({ email: decoyEmail, totp: '{"jwe":"x","attempts":0}' });
    request.headers.set('Cookie', `_totp=${decoy}; _totp=${real}`);
    return request;
  };

  it('cannot aim guesses at a code while its failures are counted for another e-mail', async () => {
    const from = '198.51.100.60';
    const jar = new Jar();
    jar.take((await ask(SAM, from)).headers);
    const { code } = linkAndCode((await lastMail(SAM))!.text);
    const real = jar.cookies.get('_totp')!;
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) {
      const request = withDecoy('/login', { intent: 'verify', code: 'ZZZZZZ' }, real, `decoy${i}@example.com`);
      await withClientAddress(from, () => call(loginAction, request));
    }
    const right = withDecoy('/login', { intent: 'verify', code }, real, 'decoy@example.com');
    const res = await withClientAddress(from, () => call(loginAction, right));
    expect(res.location).toBe('/login');
    expect(res.headers.getSetCookie().some((c) => c.startsWith('__session='))).toBe(false);
  });

  it('cannot send more links to an e-mail than its limit', async () => {
    const jar = new Jar();
    jar.take((await ask(PRIYA, '192.0.2.1')).headers);
    const real = jar.cookies.get('_totp')!;
    const before = mailCount(PRIYA);
    for (let i = 0; i < LIMITS.linkPerEmail.points + 2; i++) {
      const request = withDecoy('/login', { intent: 'resend' }, real, `decoy${i}@example.com`);
      await withClientAddress(`192.0.2.${10 + i}`, () => call(loginAction, request));
    }
    await lastMail(PRIYA);
    expect(mailCount(PRIYA) - before).toBeLessThanOrEqual(LIMITS.linkPerEmail.points - 1);
    // From one client, not even that: a client never spends a person's whole budget.
    const fromOne = mailCount(PRIYA);
    for (let i = 0; i < LIMITS.linkPerEmail.points + 2; i++) {
      const request = withDecoy('/login', { intent: 'resend' }, real, `decoy${i}@example.com`);
      await withClientAddress('192.0.2.250', () => call(loginAction, request));
    }
    await lastMail(PRIYA);
    expect(mailCount(PRIYA) - fromOne).toBeLessThanOrEqual(LIMITS.linkPerClientEmail.points);
  });
});

describe('client address', () => {
  const req = (xff?: string) => new Request('http://localhost/', { headers: xff ? { 'X-Forwarded-For': xff } : {} });

  it('is the socket address unless TRUST_PROXY says otherwise', () => {
    expect(clientAddressFrom(req('1.2.3.4'), { trustProxy: false, socket: '::ffff:10.0.0.5' })).toBe('10.0.0.5');
    expect(clientAddressFrom(req('6.6.6.6, 1.2.3.4'), { trustProxy: true, socket: '10.0.0.5' })).toBe('1.2.3.4');
    expect(clientAddressFrom(req(), { trustProxy: true, socket: '10.0.0.5' })).toBe('10.0.0.5');
    expect(clientAddressFrom(req(), { trustProxy: false, socket: undefined })).toBe('unknown');
  });

  it('groups IPv6 by /64', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('not an ip')).toBe('unknown');
  });
});
