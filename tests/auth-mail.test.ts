/**
 * Real production without SMTP_URL (allowed only with MAIL_OUTBOX=1): the
 * sign-in e-mail is kept in the outbox table, but its link and code (live
 * credentials for anyone who reads them) stay out of the console, which in
 * production feeds shared logs, and off /dev/outbox, even for local callers.
 */
import { describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.NODE_ENV = 'production';
  delete process.env.SIGNBOARD_DEMO;
  delete process.env.SMTP_URL;
  process.env.MAIL_OUTBOX = '1';
});

const { action: loginAction } = await import('../app/routes/login');
const { loader: outboxLoader } = await import('../app/routes/dev.outbox');
const { withClientAddress } = await import('../app/server/auth/rate-limit.server');
const { addUser, call, formPost, get, lastMail, linkAndCode } = await import('./support/auth-helpers');

describe('production without SMTP_URL', () => {
  it('keeps the message in the outbox and logs neither its link nor its code', async () => {
    const logged = [vi.spyOn(console, 'info'), vi.spyOn(console, 'log'), vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')];
    for (const spy of logged) spy.mockImplementation(() => {});
    addUser({ email: 'pm@signboard.local', fullName: 'Priya Nair' });
    await call(loginAction, formPost('/login', { intent: 'request', email: 'pm@signboard.local' }));
    const mail = await lastMail('pm@signboard.local');
    const { link, code } = linkAndCode(mail!.text);
    const output = logged.flatMap((spy) => spy.mock.calls.flat().map(String)).join('\n');
    expect(output).toContain('pm@signboard.local');
    expect(output).not.toContain(code);
    expect(output).not.toContain(new URL(link).search);
  });

  it('never shows /dev/outbox, not even to a caller on this machine', async () => {
    const res = await withClientAddress('127.0.0.1', () => call(outboxLoader, get('/dev/outbox')));
    expect(res.status).toBe(404);
  });
});
