import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, schema } from '../app/server/db.server';
import { createSession } from '../app/server/auth/session.server';
import { JOBS_PAGE_SIZE, jobListQueryPlan, listJobs } from '../app/server/jobs/job-list.server';
import { loader as jobsLoader } from '../app/routes/jobs';
import { loader as brandJobsLoader } from '../app/routes/brand-jobs';
import { insertJobs, insertPeopleAndBrands } from './support/job-list.fixtures';

const START = Date.UTC(2025, 5, 13, 12, 0, 0); // Jun 13th, 2025
let f: ReturnType<typeof insertPeopleAndBrands>;
let cookie = '';

beforeAll(async () => {
  f = insertPeopleAndBrands();
  // 30 Carl's Jr jobs (oldest), then 12 Dave's (4 'Sent'), then 3 Skechers (newest): 45 jobs.
  insertJobs({ count: 30, brandId: f.cjr.id, prefix: 'CJR', start: START, creatorId: f.owner.id, projectManagerId: f.pm.id, clientId: f.client.id });
  insertJobs({ count: 8, brandId: f.dhc.id, prefix: 'DHC', start: START + 3_600_000, creatorId: f.nameless.id });
  insertJobs({ count: 4, brandId: f.dhc.id, prefix: 'DHCS', start: START + 7_200_000, status: 'Sent' });
  insertJobs({ count: 3, brandId: f.skx.id, prefix: 'SKX', start: START + 10_800_000 });
  const db = getDb();
  db.update(schema.jobs).set({ proposalNo: 'CJRP-777' }).where(eq(schema.jobs.jobNumber, 'CJR-1000')).run();
  cookie = (await createSession(f.owner.id)).cookie.split(';')[0]!;
});

const args = (url: string, withCookie = true) =>
  ({ request: new Request(`http://localhost${url}`, { headers: withCookie ? { Cookie: cookie } : {} }), params: {}, context: {} }) as never;

describe('listJobs', () => {
  it('pages 25 at a time, newest first, with counts', () => {
    const first = listJobs({ page: 0 });
    expect(first).toMatchObject({ total: 45, page: 0, pageSize: JOBS_PAGE_SIZE, pageCount: 2 });
    expect(first.jobs).toHaveLength(25);
    expect(first.jobs.slice(0, 3).map((j) => j.jobNumber)).toEqual(['SKX-1002', 'SKX-1001', 'SKX-1000']);
    const created = first.jobs.map((j) => j.createdAt);
    expect(created).toEqual([...created].sort((a, b) => b - a));

    const second = listJobs({ page: 1 });
    expect(second.jobs).toHaveLength(20);
    expect(second.jobs.at(-1)!.jobNumber).toBe('CJR-1000');
    const ids = new Set([...first.jobs, ...second.jobs].map((j) => j.id));
    expect(ids.size).toBe(45);
  });

  it('clamps the page to [0, last]', () => {
    expect(listJobs({ page: 99 }).page).toBe(1);
    expect(listJobs({ page: -3 }).page).toBe(0);
    expect(listJobs({ page: Number.NaN }).page).toBe(0);
    expect(listJobs({}).jobs[0]!.jobNumber).toBe('SKX-1002');
  });

  it('fills each row with brand, client, proposal, date and people', () => {
    const rows = listJobs({ page: 1 }).jobs;
    const oldest = rows.at(-1)!;
    expect(oldest).toMatchObject({
      jobName: 'CJR Job 1',
      brandSlug: 'cjr',
      brandName: "Carl's Jr",
      clientName: 'Acme Foods',
      proposalNo: 'CJRP-777',
      status: 'Draft',
      dateLabel: 'Jun 13th, 2025',
      creator: { name: 'Morgan Reyes', image: null, role: 'Super-Admin' },
      projectManager: { name: 'Priya Nair', image: null, role: 'User' },
    });
    expect(rows.at(-2)!.proposalNo).toBe('CJRP-001');

    const dhc = listJobs({ brandSlug: 'dhc' }).jobs.find((j) => j.jobNumber === 'DHC-1000')!;
    expect(dhc).toMatchObject({ clientName: 'Client Name', proposalNo: 'DHCP-001', projectManager: null });
    expect(dhc.creator).toEqual({ name: '', image: null, role: 'User' });
  });

  it('restricts to one brand', () => {
    const dhc = listJobs({ brandSlug: 'dhc' });
    expect(dhc).toMatchObject({ total: 12, pageCount: 1 });
    expect(dhc.jobs.every((j) => j.brandSlug === 'dhc')).toBe(true);
    expect(listJobs({ brandSlug: 'skx' }).jobs.map((j) => j.proposalNo)).toEqual(['SKXP-001', 'SKXP-001', 'SKXP-001']);
    expect(listJobs({ brandSlug: 'nope' })).toMatchObject({ total: 0, pageCount: 0, page: 0, jobs: [] });
  });

  it('filters by status case-insensitively; all or empty means no filter', () => {
    expect(listJobs({ status: 'sent' }).total).toBe(4);
    expect(listJobs({ status: 'SENT', brandSlug: 'dhc' }).total).toBe(4);
    expect(listJobs({ status: 'All' }).total).toBe(45);
    expect(listJobs({ status: '' }).total).toBe(45);
    expect(listJobs({ status: 'Won' }).total).toBe(0);
  });

  it('reads the indexes, never sorting all jobs', () => {
    const all = jobListQueryPlan({ page: 1 }).join('\n');
    expect(all).toMatch(/COVERING INDEX jobs_created_idx/);
    const brand = jobListQueryPlan({ page: 0, brandSlug: 'dhc' }).join('\n');
    expect(brand).toMatch(/COVERING INDEX jobs_brand_created_idx/);
    // The only sort is of the 25 rows of the page, after the subquery picked them.
    expect(all).not.toMatch(/SCAN jobs\b(?! USING)/);
  });
});

describe('jobs list screens', () => {
  it('needs a session', async () => {
    const res = await jobsLoader(args('/jobs', false)).catch((e: unknown) => e);
    expect(res).toBeInstanceOf(Response);
    expect((res as Response).status).toBe(302);
    expect((res as Response).headers.get('Location')).toMatch(/^\/login/);
  });

  it('reads ?page= and treats junk as page 0', async () => {
    expect((await jobsLoader(args('/jobs?page=1'))).list.page).toBe(1);
    expect((await jobsLoader(args('/jobs?page=abc'))).list.page).toBe(0);
    expect((await jobsLoader(args('/?page=-2'))).list.page).toBe(0);
    expect((await jobsLoader(args('/jobs?page=5000'))).list.page).toBe(1);
    expect((await jobsLoader(args('/jobs?status=sent'))).list.total).toBe(4);
  });

  it('per-brand lists show only their brand', async () => {
    const skx = await brandJobsLoader(args('/skechers'));
    expect(skx.title).toBe('Skechers');
    expect(skx.list.jobs.brandSlug).toEqual(['skx', 'skx', 'skx']);
    const dhc = await brandJobsLoader(args('/daves-hot-chicken?page=3'));
    expect(dhc.title).toBe("Dave's Hot Chicken");
    expect(dhc.list).toMatchObject({ total: 12, page: 0 });
    const other = await brandJobsLoader(args('/wendys')).catch((e: unknown) => e);
    expect((other as { init?: { status?: number } }).init?.status).toBe(404);
  });
});
