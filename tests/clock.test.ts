/**
 * The server's one clock (app/server/config.server.ts): CLOCK_OFFSET, read
 * when the server starts, moves what decides 'today', a sent proposal's
 * expiry and a dead client link; a value that is not an offset stops the
 * server from starting. Each case loads the server modules afresh with the
 * environment as a server would start with it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { format, addDays } from 'date-fns';
import { getDb, schema } from '../app/server/db.server';
import { hashToken, newToken } from '../app/server/lifecycle/tokens.server';
import { linkState } from '../app/server/lifecycle/client-answer.server';
import { makeJob } from './support/job-detail-fixtures';
import { eq } from 'drizzle-orm';

const started = process.env.CLOCK_OFFSET;

/** The server's modules as a server started with CLOCK_OFFSET=`offset` has them, on this test's database. */
async function startedWith(offset: string | undefined) {
  if (offset === undefined) delete process.env.CLOCK_OFFSET;
  else process.env.CLOCK_OFFSET = offset;
  vi.resetModules();
  const fresh = await import('../app/server/db.server');
  fresh.setDbForTests(getDb());
  return {
    clock: await import('../app/server/config.server'),
    versionState: await import('../app/server/lifecycle/version-state.server'),
    answers: await import('../app/server/lifecycle/client-answer.server'),
    jobStatus: await import('../app/server/lifecycle/job-status.server'),
  };
}

afterEach(() => {
  if (started === undefined) delete process.env.CLOCK_OFFSET;
  else process.env.CLOCK_OFFSET = started;
});

const day = (at: number) => format(at, 'yyyy-MM-dd');

describe('CLOCK_OFFSET', () => {
  it('is the real time when unset', async () => {
    const { clock, versionState } = await startedWith(undefined);
    const before = Date.now();
    const now = clock.now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
    expect([day(before), day(Date.now())]).toContain(versionState.today());
  });

  it("moves 'today', a sent proposal's expiry and its link", async () => {
    // A Sent version valid through today (real time), with a live link.
    const f = makeJob();
    const { token, hash } = newToken();
    const validUntil = day(Date.now());
    getDb().update(schema.jobVersions).set({ state: 'Sent', validUntil }).where(eq(schema.jobVersions.id, f.versionId)).run();
    getDb().update(schema.jobs).set({ status: 'Sent' }).where(eq(schema.jobs.id, f.jobId)).run();
    getDb()
      .insert(schema.proposalSends)
      .values({ jobVersionId: f.versionId, tokenHash: hash, method: 'email', validUntil, fileName: 'p.pdf', pdf: Buffer.from('%PDF-'), sha256: hashToken('x'), sentById: f.userId, sentAt: Date.now() })
      .run();
    expect(linkState(token).kind).toBe('live');

    const moved = await startedWith('+2d');
    const offset = moved.clock.now() - Date.now();
    expect(offset).toBeGreaterThan(2 * 86_400_000 - 5_000);
    expect(offset).toBeLessThanOrEqual(2 * 86_400_000);
    expect(moved.versionState.today()).toBe(day(addDays(Date.now(), 2).getTime()));
    expect(moved.answers.linkState(token)).toMatchObject({ kind: 'dead', reason: 'expired' });
    const today = moved.versionState.today();
    expect(moved.jobStatus.expiredJobIds([f.jobId], today).has(f.jobId)).toBe(true);

    // The same database read by a server on the real clock: still live.
    const real = await startedWith(undefined);
    expect(real.answers.linkState(token).kind).toBe('live');
    expect(real.jobStatus.expiredJobIds([f.jobId], real.versionState.today()).has(f.jobId)).toBe(false);
  });

  it('stops the server from starting when it is not an offset', async () => {
    process.env.CLOCK_OFFSET = 'next week';
    vi.resetModules();
    await expect(import('../app/server/config.server')).rejects.toMatchObject({ name: 'ConfigError', message: expect.stringContaining("CLOCK_OFFSET 'next week' is not an offset") });
  });
});
