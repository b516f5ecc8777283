/**
 * A quote started before its job number is known. 'TBD' (the default of
 * docs/product.md § Validation rules) or an empty number gets the brand's next number by the
 * pattern an admin sets on the brand (default {YYYY}-{NNN}), assigned in the
 * create transaction; the wizard says it on step 1; the number can be changed
 * later and the old one still redirects (and is never handed out again).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb, schema } from '../app/server/db.server';
import { hit, seedWithSessions, type Who } from './support/admin-helpers';
import { action as jobsAction } from '../app/routes/api/jobs';
import { action as brandAction } from '../app/routes/api/brands.$id';
import { loader as brandsLoader } from '../app/routes/api/brands';
import { action as editBrandAction } from '../app/routes/data.brands.$brandId.edit';
import { action as wizardAction, loader as wizardLoader } from '../app/routes/job.new';
import { action as jobPageAction } from '../app/routes/job';
import { findJob } from '../app/server/jobs/job-detail.server';
import { nextJobNumbers } from '../app/server/jobs/jobs.server';
import { PATTERN_MESSAGES } from '../app/domain/jobs/job-number-pattern';

let cookies: Record<Who, string>;
const brand = (slug: string) => getDb().select().from(schema.brands).where(eq(schema.brands.slug, slug)).get()!;
const year = String(new Date().getFullYear());
let n = 0;

beforeAll(async () => {
  ({ cookies } = await seedWithSessions());
});

function createByApi(brandId: number, jobNumber: unknown) {
  n += 1;
  return hit(jobsAction, {
    cookie: cookies.user,
    path: '/api/jobs',
    body: { jobName: `Numbered ${n}`, jobNumber, brandId, clientName: `Numbered Client ${n}`, jobTax: { percentage: 0, amount: null } },
  });
}

describe('numbering a job left TBD', () => {
  it("assigns the brand's next number by the default pattern to 'TBD' and to an empty number", async () => {
    const epl = brand('epl');
    const expected = nextJobNumbers([epl.id])[String(epl.id)]!;
    expect(expected).toMatch(new RegExp(`^${year}-\\d{3,}$`));
    const first = await createByApi(epl.id, 'TBD');
    expect(first).toMatchObject({ status: 201, body: { jobNumber: expected, brandSlug: 'epl' } });
    const counter = Number(expected.slice(5));
    const second = await createByApi(epl.id, '');
    expect(second.body.jobNumber).toBe(`${year}-${String(counter + 1).padStart(3, '0')}`);
    const third = await createByApi(epl.id, 'tbd');
    expect(third.body.jobNumber).toBe(`${year}-${String(counter + 2).padStart(3, '0')}`);
  });

  it('follows the pattern an admin sets on the brand (API and /data dialog), refusing one that cannot number jobs', async () => {
    const skx = brand('skx');
    const bad = await hit(brandAction, { cookie: cookies.admin, method: 'PATCH', params: { id: String(skx.id) }, body: { jobNumberPattern: '{YYYY}' } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(PATTERN_MESSAGES.counter);
    const set = await hit(brandAction, { cookie: cookies.admin, method: 'PATCH', params: { id: String(skx.id) }, body: { jobNumberPattern: 'SKX-{YY}-{NN}' } });
    expect(set.status).toBe(200);
    const listed = (await hit(brandsLoader, { cookie: cookies.user })).body as { brand_slug: string; job_number_pattern: string | null }[];
    expect(listed.find((b) => b.brand_slug === 'skx')!.job_number_pattern).toBe('SKX-{YY}-{NN}');
    const created = await createByApi(skx.id, 'TBD');
    expect(created.body.jobNumber).toBe(`SKX-${year.slice(2)}-01`);
    expect((await createByApi(skx.id, 'TBD')).body.jobNumber).toBe(`SKX-${year.slice(2)}-02`);

    // The Edit Brand dialog (a form post) sets it too; empty goes back to the default.
    const form = { name: skx.name, slug: skx.slug, proposalPrefix: skx.proposalPrefix, image: skx.image ?? '', status: 'Active' };
    const refused = await hit(editBrandAction, { cookie: cookies.admin, path: `/data/brands/${skx.id}/edit`, params: { brandId: String(skx.id) }, form: { ...form, jobNumberPattern: 'Q/{NNN}' } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(PATTERN_MESSAGES.chars);
    const saved = await hit(editBrandAction, { cookie: cookies.admin, path: `/data/brands/${skx.id}/edit`, params: { brandId: String(skx.id) }, form: { ...form, jobNumberPattern: '' } });
    expect(saved.status).toBe(302);
    expect(brand('skx').jobNumberPattern).toBeNull();
    expect((await createByApi(skx.id, 'TBD')).body.jobNumber).toMatch(new RegExp(`^${year}-\\d{3}$`));
  });

  it("the wizard says the number on step 1 and creates the job with it", async () => {
    const cjr = brand('cjr');
    const loaded = (await hit(wizardLoader, { cookie: cookies.user, path: '/job/new' })).body as { nextNumbers: Record<string, string> };
    const expected = loaded.nextNumbers[String(cjr.id)]!;
    expect(expected).toMatch(new RegExp(`^${year}-\\d{3,}$`));
    const fields = { jobName: 'Wizard TBD', jobNumber: 'TBD', brandId: String(cjr.id), taxType: 'percentage', taxPercentage: '0', clientName: 'Wizard Client' };
    const step1 = await hit(wizardAction, { cookie: cookies.user, path: '/job/new', form: { intent: 'job-info', ...fields } });
    expect(step1.status).toBe(200);
    const created = await hit(wizardAction, { cookie: cookies.user, path: '/job/new', form: { intent: 'create', ...fields } });
    expect(created.status).toBe(302);
    expect(findJob('cjr', expected)).toMatchObject({ job: { jobName: 'Wizard TBD', jobNumber: expected } });
  });

  it('an assigned number can be changed later: the old one redirects and is not handed out again', async () => {
    const dhc = brand('dhc');
    const created = await createByApi(dhc.id, 'TBD');
    const assigned = created.body.jobNumber as string;
    const job = findJob('dhc', assigned) as { job: { id: number } };
    const renamed = await hit(jobPageAction, {
      cookie: cookies.user,
      path: `/job/dhc/${assigned}`,
      params: { brandSlug: 'dhc', jobNumber: assigned },
      form: { intent: 'edit-job', jobName: 'Renamed', jobNumber: 'DHC-OWN-1', brandId: String(dhc.id), taxType: 'percentage', taxPercentage: '0' },
    });
    expect(renamed.status).toBe(302);
    expect(findJob('dhc', assigned)).toEqual({ redirectTo: { id: job.job.id, brandSlug: 'dhc', jobNumber: 'DHC-OWN-1' } });
    const next = await createByApi(dhc.id, 'TBD');
    expect(next.body.jobNumber).not.toBe(assigned);
    expect(Number(next.body.jobNumber.slice(5))).toBe(Number(assigned.slice(5)) + 1);
  });
});
