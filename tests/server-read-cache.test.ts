/**
 * Issue 22, item 3: what a signed-in list request no longer repeats. The
 * status counts are read again only after a write (through this connection or
 * another one), and a page's loaders share one session lookup per request.
 */
import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { getDb, schema } from '../app/server/db.server';
import { readUntilWrite } from '../app/server/db.server';
import { statusCounts } from '../app/server/lifecycle/job-status.server';
import { today } from '../app/server/lifecycle/version-state.server';
import { createSession, getUser } from '../app/server/auth/session.server';
import { makeJob } from './support/job-detail-fixtures';

describe('readUntilWrite', () => {
  it('answers from memory until any write, then reads again', () => {
    const db = getDb();
    const read = vi.fn(() => db.select().from(schema.jobs).all().length);
    const first = readUntilWrite(db, 'jobs', read);
    expect(readUntilWrite(db, 'jobs', read)).toBe(first);
    expect(read).toHaveBeenCalledTimes(1);
    makeJob();
    expect(readUntilWrite(db, 'jobs', read)).toBe(first + 1);
    expect(read).toHaveBeenCalledTimes(2);
    // Another key is its own entry.
    readUntilWrite(db, 'other', read);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('sees a write made through another connection to the same file', () => {
    const db = getDb();
    const read = vi.fn(() => db.select().from(schema.jobs).all().length);
    const before = readUntilWrite(db, 'jobs-elsewhere', read);
    const other = new Database(db.$client.name);
    try {
      other.prepare('delete from jobs where id = (select max(id) from jobs)').run();
    } finally {
      other.close();
    }
    expect(readUntilWrite(db, 'jobs-elsewhere', read)).toBe(before - 1);
    expect(read).toHaveBeenCalledTimes(2);
  });
});

describe('statusCounts', () => {
  it('follows a status change made after it was read', () => {
    const job = makeJob();
    const before = statusCounts(today());
    getDb().update(schema.jobs).set({ status: 'Declined' }).where(eq(schema.jobs.id, job.jobId)).run();
    const after = statusCounts(today());
    expect(after.Declined).toBe(before.Declined + 1);
    expect(after.All).toBe(before.All);
  });
});

describe('getUser', () => {
  it('reads the session once per request, and again for the next request', async () => {
    const job = makeJob();
    const userId = getDb().select().from(schema.jobs).where(eq(schema.jobs.id, job.jobId)).get()!.creatorId!;
    const cookie = (await createSession(userId)).cookie.split(';')[0]!;
    const request = new Request('http://localhost/jobs', { headers: { cookie } });
    const [a, b] = await Promise.all([getUser(request), getUser(request)]);
    expect(a?.id).toBe(userId);
    // The same row object: the second loader did not read the session again.
    expect(b).toBe(a);
    // Disabled since: the next request no longer finds a user.
    getDb().update(schema.users).set({ status: 'Disabled' }).where(eq(schema.users.id, userId)).run();
    expect(await getUser(new Request('http://localhost/jobs', { headers: { cookie } }))).toBeNull();
  });
});
