/**
 * What a signed-in list request no longer repeats, to keep the jobs list fast. The
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
import { brandOptions, listActiveProfiles, managerOptions } from '../app/server/catalogue/lookup.server';
import { listJobs } from '../app/server/jobs/job-list.server';
import { formatListDate } from '../app/domain/dates';
import { jobListScreenQuery, readJobListQuery } from '../app/domain/jobs/job-search';
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

  it('keeps nothing read inside a transaction: a rolled-back write must not stay in memory', () => {
    const db = getDb();
    const read = vi.fn(() => db.select().from(schema.jobs).all().length);
    const committed = readUntilWrite(db, 'jobs-rollback', read);
    const rollback = new Error('roll back');
    expect(() =>
      db.transaction(() => {
        makeJob();
        // Inside: the answer counts the transaction's own job...
        expect(readUntilWrite(db, 'jobs-rollback', read)).toBe(committed + 1);
        throw rollback;
      }),
    ).toThrow(rollback);
    // ...and after the rollback the job is gone, and so is that answer.
    expect(readUntilWrite(db, 'jobs-rollback', read)).toBe(committed);
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

describe('the jobs list request (what it no longer does per request)', () => {
  it('reads Expired with the page rows (no second query), on the All tab too', () => {
    const sent = makeJob();
    const expired = makeJob();
    const db = getDb();
    for (const [job, validUntil] of [
      [sent, '2999-01-01'],
      [expired, '2001-01-01'],
    ] as const) {
      db.update(schema.jobs).set({ status: 'Sent' }).where(eq(schema.jobs.id, job.jobId)).run();
      db.update(schema.jobVersions).set({ state: 'Sent', validUntil }).where(eq(schema.jobVersions.id, job.versionId)).run();
    }
    const rows = listJobs({}).jobs;
    expect(rows.find((r) => r.id === expired.jobId)?.status).toBe('Expired');
    expect(rows.find((r) => r.id === sent.jobId)?.status).toBe('Sent');
    expect(listJobs({ status: 'expired' }).jobs.map((r) => r.id)).toContain(expired.jobId);
  });

  it("names each row's people from one list kept until a write: one object per person, renamed after a write", () => {
    const a = makeJob();
    const b = makeJob();
    const db = getDb();
    const managerId = db.select().from(schema.jobs).where(eq(schema.jobs.id, a.jobId)).get()!.projectManagerId!;
    const rows = listJobs({}).jobs;
    const [ra, rb] = [a, b].map((f) => rows.find((r) => r.id === f.jobId)!);
    expect(ra!.projectManager).toMatchObject({ name: 'Priya Nair' });
    // The same person on two rows is one object (the hydration payload then carries it once).
    expect(rb!.projectManager).toBe(ra!.projectManager);
    db.update(schema.users).set({ fullName: 'Priya Nair-Shah' }).where(eq(schema.users.id, managerId)).run();
    expect(listJobs({}).jobs.find((r) => r.id === a.jobId)!.projectManager).toMatchObject({ name: 'Priya Nair-Shah' });
    db.update(schema.jobs).set({ projectManagerId: null }).where(eq(schema.jobs.id, a.jobId)).run();
    expect(listJobs({}).jobs.find((r) => r.id === a.jobId)!.projectManager).toBeNull();
  });

  it('answers the same page from memory until a write here or elsewhere; other pages, filters and days are their own', () => {
    const job = makeJob();
    const db = getDb();
    const first = listJobs({});
    // Nothing written: the very same answer, not read again.
    expect(listJobs({})).toBe(first);
    expect(listJobs({ page: 1 })).not.toBe(first);
    expect(listJobs({ status: 'Draft' })).not.toBe(first);
    // A write through this connection: read again, and it shows.
    db.update(schema.jobs).set({ jobName: 'Renamed Pylon' }).where(eq(schema.jobs.id, job.jobId)).run();
    const renamed = listJobs({});
    expect(renamed).not.toBe(first);
    expect(renamed.jobs.find((r) => r.id === job.jobId)?.jobName).toBe('Renamed Pylon');
    // A write through another connection to the same file (another server process): read again too.
    const other = new Database(db.$client.name);
    try {
      other.prepare('update jobs set job_name = ? where id = ?').run('Renamed Elsewhere', job.jobId);
    } finally {
      other.close();
    }
    expect(listJobs({}).jobs.find((r) => r.id === job.jobId)?.jobName).toBe('Renamed Elsewhere');
  });

  it('reads a Sent job as Expired the day after its valid-until with no write in between', () => {
    const job = makeJob();
    const db = getDb();
    db.update(schema.jobs).set({ status: 'Sent' }).where(eq(schema.jobs.id, job.jobId)).run();
    db.update(schema.jobVersions).set({ state: 'Sent', validUntil: '2031-06-15' }).where(eq(schema.jobVersions.id, job.versionId)).run();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(2031, 5, 15, 12));
      expect(listJobs({}).jobs.find((r) => r.id === job.jobId)?.status).toBe('Sent');
      vi.setSystemTime(new Date(2031, 5, 16, 12));
      expect(listJobs({}).jobs.find((r) => r.id === job.jobId)?.status).toBe('Expired');
    } finally {
      vi.useRealTimers();
    }
  });

  it('labels each row with its day as date-fns formats it', () => {
    makeJob();
    const rows = listJobs({}).jobs;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.dateLabel).toBe(formatListDate(row.createdAt));
  });

  it('keeps the brand and people choices until a write, shared and frozen', () => {
    makeJob();
    const brands = brandOptions();
    const people = managerOptions();
    expect(brandOptions()).toBe(brands);
    expect(managerOptions()).toBe(people);
    expect(listActiveProfiles()).toBe(listActiveProfiles());
    // Shared between requests: a caller changing it would change every later answer.
    expect(() => (brands as unknown[]).push({})).toThrow(TypeError);
    const db = getDb();
    const brand = db.select().from(schema.brands).all()[0]!;
    db.update(schema.brands).set({ name: `${brand.name} Renamed` }).where(eq(schema.brands.id, brand.id)).run();
    expect(brandOptions()).not.toBe(brands);
    expect(brandOptions().find((b) => b.id === brand.id)?.name).toBe(`${brand.name} Renamed`);
    const user = db.select().from(schema.users).where(eq(schema.users.status, 'Active')).all()[0]!;
    db.update(schema.users).set({ status: 'Disabled' }).where(eq(schema.users.id, user.id)).run();
    expect(managerOptions().some((p) => p.id === user.id)).toBe(false);
    db.update(schema.users).set({ status: 'Active' }).where(eq(schema.users.id, user.id)).run();
    expect(managerOptions().some((p) => p.id === user.id)).toBe(true);
  });

  it('reads a list URL without parameters as the defaults, a new object each time', () => {
    const first = readJobListQuery(new URLSearchParams());
    expect(first).toEqual({ query: jobListScreenQuery.parse({}), ignored: [] });
    const second = readJobListQuery(new URLSearchParams(''));
    expect(second.query).not.toBe(first.query);
    second.query.page = 3;
    expect(readJobListQuery(new URLSearchParams()).query.page).toBe(0);
    expect(readJobListQuery(new URLSearchParams('page=2&sort=bogus'))).toMatchObject({ query: { page: 2, sort: 'date-desc' }, ignored: ['sort'] });
  });
});
