/**
 * The jobs list's search, filters and sort against a fresh seeded
 * database with 600 varied jobs (db/seed/search-jobs.ts) and a few needles:
 * the FTS index and its triggers, the escaping of hostile input, the query
 * builder's filters and orders, the price total against the engine, the
 * screens' and the API's answers to bad values, and the job page's 404.
 */
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, schema } from '../app/server/db.server';
import { listJobs, jobListQueryPlan } from '../app/server/jobs/job-list.server';
import { versionLineAmounts } from '../app/server/line-items/version-total.server';
import { jobTotals } from '../app/domain/pricing/totals';
import { seedSearchJobs } from '../db/seed/search-jobs';
import type { JobColumns } from '../app/domain/jobs/list-rows';
import { loader as jobsLoader } from '../app/routes/jobs';
import { loader as brandJobsLoader } from '../app/routes/brand-jobs';
import { loader as apiJobsLoader } from '../app/routes/api/jobs';
import { loader as jobLoader } from '../app/routes/job';
import { seedAndSignIn } from './support/seeded';
import { call } from './support/job-detail-fixtures';
import { MARKUP, UNICODE } from './support/hostile-strings';

const { jobs, clients, clientContacts, jobVersions, users, brands } = schema;
let cookie = '';
let needle: { jobId: number; number: string };

const ids = (page: ReturnType<typeof listJobs>) => page.jobs.map((j) => j.id);

beforeAll(async () => {
  ({ cookie } = await seedAndSignIn());
  const db = getDb();
  seedSearchJobs(db, 600);
  // A needle in the middle: an accented client and location, a contact with an e-mail.
  const job = db.select().from(jobs).where(eq(jobs.jobNumber, 'S-000300')).get()!;
  db.transaction((tx) => {
    const client = tx.insert(clients).values({ name: 'Café Olé Holdings' }).returning().get();
    const contact = tx.insert(clientContacts).values({ clientId: client.id, name: 'Zoë Marchetti', email: 'zoe.marchetti@cafe-ole.example' }).returning().get();
    tx.update(jobs).set({ clientId: client.id, contactId: contact.id, jobLocation: '12 Rue Thériault, Montréal, QC', proposalNo: 'CJRP-90210' }).where(eq(jobs.id, job.id)).run();
  });
  needle = { jobId: job.id, number: job.jobNumber };
});

describe('search', () => {
  it('finds a job by each indexed field, any word start, case and accents folded', () => {
    for (const q of ['cafe ole', 'CAFÉ', 'ole hold', 'zoe', 'marchetti', 'zoe.marchetti@cafe-ole.example', 'theriault montreal', 'CJRP-90210', 'cjrp-902', needle.number]) {
      expect(ids(listJobs({ q })), q).toContain(needle.jobId);
    }
    const palm = listJobs({ q: 'palm spr' });
    expect(palm.total).toBeGreaterThan(0);
    expect(palm.total).toBeLessThan(600);
    expect(palm.jobs.some((j) => j.jobName.includes('Palm Springs'))).toBe(true);
    expect(listJobs({ q: 'zoe nothingelse' }).total).toBe(0);
  });

  it('pages in SQL, 25 at a time, in the list order (newest first)', () => {
    const all = listJobs({ q: 'store' });
    expect(all.total).toBe(600);
    expect(all.jobs).toHaveLength(25);
    expect(all.pageCount).toBe(24);
    const dates = all.jobs.map((j) => j.createdAt);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(ids(listJobs({ q: 'store', page: 1 }))[0]).not.toBe(all.jobs[0]!.id);
  });

  it('ranks an exact job or proposal number first, ahead of newer jobs that start with it', () => {
    const db = getDb();
    const older = db.select().from(jobs).where(eq(jobs.jobNumber, 'S-000010')).get()!;
    db.update(jobs).set({ proposalNo: 'Q-7001' }).where(eq(jobs.id, older.id)).run();
    db.update(jobs).set({ proposalNo: 'Q-70012' }).where(eq(jobs.jobNumber, 'S-000500')).run();
    const found = listJobs({ q: 'q-7001' });
    expect(found.total).toBe(2);
    expect(found.jobs[0]!.id).toBe(older.id);
    expect(listJobs({ q: 'S-000010' }).jobs[0]!.id).toBe(older.id);
  });

  it('reads hostile input as plain words: never an FTS syntax error, never a 500', async () => {
    for (const q of ['"', '*', 'NEAR(', 'NEAR(a b)', '-', 'OR', 'AND', 'NOT', 'a OR b', '^x', 'job_name:x', '{job_name}: x', '(', ')', "'; drop table jobs; --", ...MARKUP, ...UNICODE]) {
      expect(() => listJobs({ q }), q).not.toThrow();
      const res = await call(() => jobsLoader({ request: new Request(`http://localhost/jobs?q=${encodeURIComponent(q)}`, { headers: { Cookie: cookie } }), params: {}, context: {} } as never));
      expect(res.status, q).toBe(200);
    }
    expect(listJobs({ q: 'OR' }).total).toBe(0);
    expect(listJobs({}).total).toBeGreaterThanOrEqual(600);
  });

  it('keeps the index in step with every write of an indexed field, in the same transaction', () => {
    const db = getDb();
    const job = db.select().from(jobs).where(eq(jobs.jobNumber, 'S-000042')).get()!;
    db.update(jobs).set({ jobName: 'Quetzalcoatl Plaza' }).where(eq(jobs.id, job.id)).run();
    expect(ids(listJobs({ q: 'quetzal' }))).toEqual([job.id]);
    // A client renamed, a contact's e-mail changed: every job of theirs follows.
    db.update(clients).set({ name: 'Xylophonic Retail' }).where(eq(clients.id, job.clientId!)).run();
    const sameClient = db.select({ id: jobs.id }).from(jobs).where(eq(jobs.clientId, job.clientId!)).all().map((r) => r.id);
    expect(ids(listJobs({ q: 'xylophon' })).sort()).toEqual(sameClient.sort());
    db.update(clientContacts).set({ email: 'new.person@zebra-mail.example' }).where(eq(clientContacts.id, job.contactId!)).run();
    expect(ids(listJobs({ q: 'zebra-mail' })).sort()).toEqual(sameClient.sort());
    // A refused write leaves nothing behind in the index either.
    expect(() =>
      db.transaction((tx) => {
        tx.update(jobs).set({ jobName: 'Ephemeral Name' }).where(eq(jobs.id, job.id)).run();
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(listJobs({ q: 'ephemeral' }).total).toBe(0);
    expect(ids(listJobs({ q: 'quetzal' }))).toEqual([job.id]);
    // A deleted contact (ON DELETE SET NULL) and a deleted job leave the index too.
    db.delete(clientContacts).where(eq(clientContacts.id, job.contactId!)).run();
    expect(listJobs({ q: 'zebra-mail' }).total).toBe(0);
    db.delete(jobs).where(eq(jobs.id, job.id)).run();
    expect(listJobs({ q: 'quetzal' }).total).toBe(0);
  });

  it('searches through the index, not by scanning every job', () => {
    expect(jobListQueryPlan({ q: 'montreal' }).join('\n')).toMatch(/VIRTUAL TABLE INDEX/);
  });
});

describe('filters and sort', () => {
  it('combines brand, manager, creator, status, dates and search', () => {
    const db = getDb();
    const [pm] = db.select().from(users).where(eq(users.email, 'pm@signboard.local')).all();
    const cjr = db.select().from(brands).where(eq(brands.slug, 'cjr')).get()!;
    const page = listJobs({ q: 'store', brandSlug: 'cjr', manager: pm!.id, status: 'draft' });
    expect(page.total).toBeGreaterThan(0);
    const rows = db.select().from(jobs).all();
    const expected = rows.filter((j) => j.brandId === cjr.id && j.projectManagerId === pm!.id && j.status === 'Draft' && j.jobName.endsWith('Store'));
    expect(page.total).toBe(expected.length);
    const byCreator = listJobs({ creator: pm!.id });
    expect(byCreator.total).toBe(rows.filter((j) => j.creatorId === pm!.id).length);

    // Created on 2024-01-01 (server time zone) from 00:00 to 23:59, both ends kept.
    const day = (d: string) => listJobs({ from: d, to: d, q: 'store' });
    const start = new Date(2024, 0, 1).getTime();
    const end = new Date(2024, 0, 2).getTime();
    expect(day('2024-01-01').total).toBe(rows.filter((j) => j.jobName.endsWith('Store') && j.createdAt >= start && j.createdAt < end).length);
    expect(listJobs({ from: '2030-01-01' }).total).toBe(0);
  });

  it('sorts by name, client, date and total, both ways, with the newest as tie-break', () => {
    const names = listJobs({ sort: 'name-asc' }).jobs.map((j) => j.jobName.toLowerCase());
    expect(names).toEqual([...names].sort());
    const clientsDesc = listJobs({ q: 'store', sort: 'client-desc' }).jobs.map((j) => j.clientName.toLowerCase());
    expect(clientsDesc).toEqual([...clientsDesc].sort().reverse());
    const oldest = listJobs({ sort: 'date-asc' }).jobs.map((j) => j.createdAt);
    expect(oldest).toEqual([...oldest].sort((a, b) => a - b));
    const totals = listJobs({ sort: 'total-desc', brandSlug: 'dhc' }).jobs.map((j) => j.priceTotal);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const low = listJobs({ sort: 'total-asc' }).jobs.map((j) => j.priceTotal);
    expect(low).toEqual([...low].sort((a, b) => a - b));
  });

  it("shows each job's current price total: the engine's Job Pricing Total of its latest version", () => {
    const db = getDb();
    // Varied data: 1 or 2 versions, 1 to 4 lines, quantities 1-5, and a job with no version at all.
    db.insert(jobs).values({ jobName: 'No Version Yet', jobNumber: 'NV-1', brandId: db.select().from(brands).get()!.id }).run();
    let compared = 0;
    for (let page = 0; page < 30; page++) {
      const list = listJobs({ page, sort: 'total-desc' });
      for (const row of list.jobs) {
        const latest = db.select().from(jobVersions).where(eq(jobVersions.jobId, row.id)).orderBy(desc(jobVersions.versionNumber)).get();
        const engine = latest ? jobTotals(versionLineAmounts(db, latest.id)).price.total : 0;
        expect(row.priceTotal, row.jobNumber).toBe(engine);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(600);
  });
});

describe('the screens and the API', () => {
  const get = (path: string, loader: (args: never) => unknown) =>
    call(() => loader({ request: new Request(`http://localhost${path}`, { headers: { Cookie: cookie } }), params: {}, context: {} } as never));

  it('the jobs list reads its query from the URL and ignores a bad value, saying which', async () => {
    const res = await get('/jobs?q=cafe%20ole&sort=bogus&manager=x&from=2024-02-31', jobsLoader);
    // The screen gets its rows as columns of what it shows (domain/jobs/list-rows.ts): the job by its number.
    const body = res.body as { list: { jobs: JobColumns }; ignored: string[]; query: { sort: string } };
    expect(res.status).toBe(200);
    expect(body.list.jobs.jobNumber).toContain(needle.number);
    expect(body.query.sort).toBe('date-desc');
    expect(body.ignored).toEqual(['manager', 'from', 'sort']);
  });

  it('a brand list searches only its brand', async () => {
    const res = await get('/skechers?q=store', brandJobsLoader);
    const body = res.body as { list: { total: number; jobs: JobColumns } };
    expect(body.list.total).toBeGreaterThan(0);
    expect(body.list.jobs.brandSlug.every((slug) => slug === 'skx')).toBe(true);
  });

  it('GET /api/jobs takes q, brand, manager, status, from, to, sort and page; a bad value is a 400 naming it', async () => {
    const ok = await get('/api/jobs?q=store&brand=cjr&sort=total-desc&page=1', apiJobsLoader);
    const body = ok.body as ReturnType<typeof listJobs>;
    expect(ok.status).toBe(200);
    expect(body.page).toBe(1);
    expect(body.jobs.every((j) => j.brandSlug === 'cjr')).toBe(true);
    const totals = body.jobs.map((j) => j.priceTotal);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const bad = await get('/api/jobs?sort=cheapest&from=yesterday', apiJobsLoader);
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { fields: Record<string, string[]> }).fields).sort()).toEqual(['from', 'sort']);
    const signedOut = await call(() => apiJobsLoader({ request: new Request('http://localhost/api/jobs?q=x'), params: {}, context: {} } as never));
    expect(signedOut.status).toBe(401);
  });
});

describe('a job address that finds nothing', () => {
  const load = (brandSlug: string, jobNumber: string) =>
    call(() =>
      jobLoader({ request: new Request(`http://localhost/job/${brandSlug}/${jobNumber}`, { headers: { Cookie: cookie } }), params: { brandSlug, jobNumber }, context: {} } as never),
    );

  it('goes to the one job of that brand its words match', async () => {
    const db = getDb();
    const cjr = db.select().from(brands).where(eq(brands.slug, 'cjr')).get()!;
    db.insert(jobs).values({ jobName: "Carl's Jr Kalamazoo Remodel", jobNumber: 'KZ-1', brandId: cjr.id }).run();
    const res = await load('cjr', 'kalamazoo');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/job/cjr/KZ-1');
  });

  it("otherwise says 'Job not found' and lists the matches of that brand and of the others", async () => {
    const res = await load('cjr', 'montreal');
    expect(res.status).toBe(404);
    const body = res.body as { message: string; sameBrand: { href: string }[]; anyBrand: { href: string }[] };
    expect(body.message).toBe('Job not found');
    expect(body.sameBrand.length).toBeGreaterThan(1);
    expect(body.sameBrand.every((s) => s.href.startsWith('/job/cjr/'))).toBe(true);
    expect(body.anyBrand.length).toBeGreaterThan(0);
    expect(body.anyBrand.some((s) => s.href.startsWith('/job/cjr/'))).toBe(false);
    // Words matching nothing, and a mistyped number (never another job): the plain 'Job not found'.
    expect(await load('cjr', 'qqqzzz')).toMatchObject({ status: 404, body: 'Job not found' });
    expect(await load('cjr', 'S-0003')).toMatchObject({ status: 404, body: 'Job not found' });
  });
});
