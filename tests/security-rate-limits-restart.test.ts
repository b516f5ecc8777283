/**
 * Sign-in rate limits survive a restart. A "restart" here is
 * what a new server process has: fresh modules, no in-memory state, and a
 * new connection to the same database file.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb, setDbForTests } from '../app/server/db.server';
import type * as rateLimit from '../app/server/auth/rate-limit.server';
import { LIMITS, resetRateLimitsForTests, takeLinkRequest, recordFailedCode } from '../app/server/auth/rate-limit.server';

type RateLimitModule = typeof rateLimit;

const testDb = getDb();
let restartedDb: ReturnType<typeof getDb> | undefined;

afterEach(() => {
  restartedDb?.$client.close();
  restartedDb = undefined;
  setDbForTests(testDb);
  resetRateLimitsForTests();
});

/** The rate-limit module as a freshly started server process sees it. */
async function afterRestart(): Promise<RateLimitModule> {
  delete (globalThis as { __signboardLimiters?: unknown }).__signboardLimiters;
  setDbForTests(undefined);
  vi.resetModules();
  const fresh = (await import('../app/server/auth/rate-limit.server')) as RateLimitModule;
  const db = await import('../app/server/db.server');
  restartedDb = db.getDb();
  expect(restartedDb).not.toBe(testDb);
  return fresh;
}

describe('after a restart', () => {
  it('a client over its link limit for an e-mail is still refused', async () => {
    for (let i = 0; i < LIMITS.linkPerClientEmail.points; i++) {
      expect(await takeLinkRequest('owner@signboard.local', '198.51.100.7')).toEqual({ ok: true });
    }
    const fresh = await afterRestart();
    const again = await fresh.takeLinkRequest('owner@signboard.local', '198.51.100.7');
    expect(again.ok).toBe(false);
    expect(await fresh.takeLinkRequest('owner@signboard.local', '198.51.100.8')).toEqual({ ok: true });
  });

  it('an address over its failed-attempt limit is still refused', async () => {
    for (let i = 0; i < LIMITS.failedCodePerAddress.points; i++) await recordFailedCode(null, '198.51.100.9');
    const fresh = await afterRestart();
    const allowed = await fresh.codeAttemptsAllowed(null, '198.51.100.9');
    expect(allowed.ok).toBe(false);
    if (!allowed.ok) expect(allowed.retryAfterSeconds).toBeGreaterThan(14 * 60);
  });
});

describe('the windows', () => {
  it('end after their duration, and a new one starts from scratch', () => {
    const t0 = 1_000_000_000_000;
    for (let i = 0; i < LIMITS.linkPerClientEmail.points; i++) takeLinkRequest('pm@signboard.local', '192.0.2.1', t0 + i);
    expect(takeLinkRequest('pm@signboard.local', '192.0.2.1', t0 + 1000)).toEqual({ ok: false, retryAfterSeconds: 15 * 60 - 1 });
    const later = t0 + LIMITS.linkPerClientEmail.durationMs;
    expect(takeLinkRequest('pm@signboard.local', '192.0.2.1', later)).toEqual({ ok: true });
  });
});
