/**
 * Real production without SMTP_URL would keep working sign-in
 * codes in plain text in the database: it refuses to start unless that is
 * asked for with MAIL_OUTBOX=1. The demo (SIGNBOARD_DEMO=1) may run without.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  vi.resetModules();
});

function configWith(env: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  vi.resetModules();
  return import('../app/server/config.server');
}

describe('mail settings at start', () => {
  it('refuses real production without SMTP_URL, saying what to set', async () => {
    const loading = configWith({ NODE_ENV: 'production', SIGNBOARD_DEMO: undefined, SMTP_URL: undefined, MAIL_OUTBOX: undefined });
    await expect(loading).rejects.toMatchObject({ name: 'ConfigError' });
    await expect(loading).rejects.toThrow(/SMTP_URL is not set.*MAIL_OUTBOX=1/s);
  });

  it('starts in production with SMTP_URL, or with MAIL_OUTBOX=1 (outbox page still off)', async () => {
    const smtp = await configWith({ NODE_ENV: 'production', SIGNBOARD_DEMO: undefined, SMTP_URL: 'smtp://localhost:2525', MAIL_OUTBOX: undefined });
    expect(smtp.devOutboxEnabled).toBe(false);
    const outbox = await configWith({ NODE_ENV: 'production', SIGNBOARD_DEMO: undefined, SMTP_URL: undefined, MAIL_OUTBOX: '1' });
    expect(outbox.mailOutboxRequested).toBe(true);
    expect(outbox.devOutboxEnabled).toBe(false);
  });

  it('lets the demo run without a mail server', async () => {
    const demo = await configWith({ NODE_ENV: 'production', SIGNBOARD_DEMO: '1', SMTP_URL: undefined, MAIL_OUTBOX: undefined });
    expect(demo.devOutboxEnabled).toBe(true);
  });
});
