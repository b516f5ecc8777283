/**
 * The job page's data: findJob (and old numbers through job_number_history),
 * GET/PATCH /api/jobs/{brandSlug}/{jobNumber} payloads and validation.
 */
import { testStaff } from './support/staff-actor';
import { beforeAll, describe, expect, it } from 'vitest';
import { loader, action } from '../app/routes/api/jobs.$brandSlug.$jobNumber';
import { findJob } from '../app/server/jobs/job-detail.server';
import { updateJobInfo } from '../app/server/jobs/job-info-writes.server';
import { JOB_MESSAGES } from '../app/server/jobs/jobs.server';
import { MESSAGES } from '../app/domain/jobs/job-form';
import { call, cookieFor, makeJob, makeUser } from './support/job-detail-fixtures';

let cookie: string;
beforeAll(async () => {
  cookie = await cookieFor(makeUser('estimator@test.local', 'Sam Ortiz'));
});

const url = (slug: string, number: string) => `http://localhost/api/jobs/${slug}/${encodeURIComponent(number)}`;

function get(slug: string, number: string, headers: Record<string, string> = { Cookie: cookie }) {
  const request = new Request(url(slug, number), { headers });
  return call(() => loader({ request, params: { brandSlug: slug, jobNumber: number }, context: {} } as never));
}

function patch(slug: string, number: string, body: unknown, headers: Record<string, string> = {}) {
  const request = new Request(url(slug, number), {
    method: 'PATCH',
    headers: { Cookie: cookie, 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return call(() => action({ request, params: { brandSlug: slug, jobNumber: number }, context: {} } as never));
}

describe('GET /api/jobs/{brandSlug}/{jobNumber}', () => {
  it('answers the job in its documented API shape', async () => {
    const f = makeJob();
    const res = await get('dhc', f.jobNumber);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: f.jobId,
      jobNumber: f.jobNumber,
      brandSlug: 'dhc',
      brandId: f.brandId,
      brandName: "Dave's Hot Chicken",
      jobLocation: '1 Elm St, Springfield, IL 62701',
      clientAddress: '12 Main St, Springfield, IL 62701, United States',
      contactName: 'Pat Lee',
      contactPhone: '(555) 123-4567',
      contactTitle: 'Owner',
      contactEmail: 'pat@example.com',
      projectManagerId: f.managerId,
      jobTerms: 'Net30',
      jobTax: { percentage: 8.25, amount: null },
      status: 'Draft',
      versionNumber: 1,
      creator: { name: 'Sam Ortiz', image: null, role: 'User' },
      projectManager: { name: 'Priya Nair', image: null, role: 'User' },
    });
    const body = res.body as { createdAt: unknown; updatedAt: unknown; clientName: string };
    expect(typeof body.createdAt).toBe('number');
    expect(typeof body.updatedAt).toBe('number');
    expect(body.clientName).toMatch(/^Client \d+$/);
  });

  it('answers 401 without a session and 404 for an unknown job', async () => {
    const f = makeJob();
    expect((await get('dhc', f.jobNumber, {})).status).toBe(401);
    expect(await get('dhc', 'NOPE-1')).toMatchObject({ status: 404, body: { error: 'Job not found' } });
    expect(await get('nobrand', f.jobNumber)).toMatchObject({ status: 404, body: { error: 'Job not found' } });
  });

  it("falls back to 'Client Name' when the job has no client", async () => {
    const f = makeJob();
    await patch('dhc', f.jobNumber, { jobName: 'x' }); // touch nothing else
    const { getDb, schema } = await import('../app/server/db.server');
    const { eq } = await import('drizzle-orm');
    getDb().update(schema.jobs).set({ clientId: null }).where(eq(schema.jobs.id, f.jobId)).run();
    expect((await get('dhc', f.jobNumber)).body).toMatchObject({ clientName: 'Client Name' });
  });
});

describe('PATCH job info', () => {
  it('saves the fields and answers the updated job', async () => {
    const f = makeJob();
    const res = await patch('dhc', f.jobNumber, {
      jobName: 'Renamed Job',
      jobNumber: f.jobNumber,
      jobLocation: '9 Oak Ave, Springfield, IL 62704',
      parsedJobLocation: null,
      brandName: "Dave's Hot Chicken",
      managerId: f.userId,
      jobTerms: 'COD',
      jobTax: { percentage: null, amount: 150.456 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      jobName: 'Renamed Job',
      jobLocation: '9 Oak Ave, Springfield, IL 62704',
      projectManagerId: f.userId,
      jobTerms: 'COD',
      jobTax: { percentage: null, amount: 150.46 },
    });
  });

  it('changes the number, keeps the old link answering and records history', async () => {
    const f = makeJob();
    const res = await patch('dhc', f.jobNumber, { jobNumber: `${f.jobNumber}-NEW` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ jobNumber: `${f.jobNumber}-NEW`, brandSlug: 'dhc' });
    expect(findJob('dhc', f.jobNumber)).toEqual({ redirectTo: { id: f.jobId, brandSlug: 'dhc', jobNumber: `${f.jobNumber}-NEW` } });
    // The API answers the job itself at the old address.
    expect(await get('dhc', f.jobNumber)).toMatchObject({ status: 200, body: { id: f.jobId, jobNumber: `${f.jobNumber}-NEW` } });
    // A second change: the first old number still leads to the job.
    await patch('dhc', `${f.jobNumber}-NEW`, { jobNumber: `${f.jobNumber}-THIRD` });
    expect(findJob('dhc', f.jobNumber)).toEqual({ redirectTo: { id: f.jobId, brandSlug: 'dhc', jobNumber: `${f.jobNumber}-THIRD` } });
    expect(findJob('dhc', `${f.jobNumber}-NEW`)).toMatchObject({ redirectTo: { jobNumber: `${f.jobNumber}-THIRD` } });
  });

  it('moves the job to another brand by name; the old brand link redirects', async () => {
    const f = makeJob();
    const res = await patch('dhc', f.jobNumber, { brandName: 'Skechers' });
    expect(res).toMatchObject({ status: 200, body: { brandSlug: 'skx', brandName: 'Skechers', jobNumber: f.jobNumber } });
    expect(findJob('dhc', f.jobNumber)).toEqual({ redirectTo: { id: f.jobId, brandSlug: 'skx', jobNumber: f.jobNumber } });
    expect(findJob('skx', f.jobNumber)).toMatchObject({ job: { id: f.jobId } });
  });

  it('finds a job whatever the case of its number, pointing at the exact spelling', () => {
    const f = makeJob({ jobNumber: `Ab-${Date.now()}` });
    expect(findJob('dhc', f.jobNumber.toUpperCase())).toEqual({ redirectTo: { id: f.jobId, brandSlug: 'dhc', jobNumber: f.jobNumber } });
  });

  it('keeps a parsed location only when it is a chosen suggestion', async () => {
    const f = makeJob();
    const suggestion = {
      id: 'x1',
      name: '9 Oak Ave',
      full_address: '9 Oak Ave, Springfield, IL 62704',
      mapbox_id: null,
      context: { place: { name: 'Springfield' } },
      source: 'local',
    };
    await patch('dhc', f.jobNumber, { jobLocation: '', parsedJobLocation: suggestion });
    const { getDb, schema } = await import('../app/server/db.server');
    const { eq } = await import('drizzle-orm');
    const row = () => getDb().select().from(schema.jobs).where(eq(schema.jobs.id, f.jobId)).get()!;
    expect(row().jobLocation).toBe('9 Oak Ave, Springfield, IL 62704');
    expect(JSON.parse(row().jobLocationParsed!)).toMatchObject({ id: 'x1' });
    // A new typed location drops the old suggestion.
    await patch('dhc', f.jobNumber, { jobLocation: 'Somewhere typed' });
    expect(row()).toMatchObject({ jobLocation: 'Somewhere typed', jobLocationParsed: null });
  });

  it('a current number wins over an old one handed on', async () => {
    const a = makeJob();
    const b = makeJob();
    await patch('dhc', a.jobNumber, { jobNumber: `${a.jobNumber}-A` });
    await patch('dhc', b.jobNumber, { jobNumber: a.jobNumber });
    expect(findJob('dhc', a.jobNumber)).toMatchObject({ job: { id: b.jobId } });
  });

  it('answers 409 naming jobNumber when another job of the brand has it', async () => {
    const a = makeJob();
    const b = makeJob();
    const res = await patch('dhc', b.jobNumber, { jobNumber: a.jobNumber });
    expect(res).toMatchObject({
      status: 409,
      body: { fields: { jobNumber: [JOB_MESSAGES.duplicateNumber(a.jobNumber, "Dave's Hot Chicken")] } },
    });
    // Numbers are unique regardless of case.
    expect((await patch('dhc', b.jobNumber, { jobNumber: a.jobNumber.toLowerCase() })).status).toBe(409);
    expect(findJob('dhc', b.jobNumber)).toMatchObject({ job: { id: b.jobId } });
    // The same number in another brand is fine.
    const other = await patch('dhc', b.jobNumber, { jobNumber: a.jobNumber, brandName: 'Skechers' });
    expect(other.status).toBe(200);
  });

  it('answers 400 naming each bad field with the form messages', async () => {
    const f = makeJob();
    const res = await patch('dhc', f.jobNumber, {
      jobName: '',
      jobNumber: 'bad/number',
      jobTerms: 'Net90',
      jobTax: { percentage: 101 },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'Invalid request',
      fields: {
        jobName: [MESSAGES.jobName],
        jobNumber: [MESSAGES.jobNumberChars],
        jobTerms: [MESSAGES.terms],
        'jobTax.percentage': [MESSAGES.taxPercentage],
      },
    });
    expect(await patch('dhc', f.jobNumber, { brandName: 'No Such Brand' })).toMatchObject({
      status: 400,
      body: { fields: { brandName: [MESSAGES.brand] } },
    });
    expect(await patch('dhc', f.jobNumber, { managerId: 999999 })).toMatchObject({
      status: 400,
      body: { fields: { managerId: [MESSAGES.manager] } },
    });
    expect(await patch('dhc', f.jobNumber, { jobTax: { amount: -1 } })).toMatchObject({
      status: 400,
      body: { fields: { 'jobTax.amount': [MESSAGES.taxAmount] } },
    });
    // Both kinds of tax at once would lose one of them: refused, and the job keeps its 8.25%.
    expect(await patch('dhc', f.jobNumber, { jobTax: { percentage: 8.25, amount: 10 } })).toMatchObject({
      status: 400,
      body: { fields: { jobTax: [MESSAGES.taxBoth] } },
    });
    expect(await patch('dhc', f.jobNumber, { jobTax: { percentage: '0x10' } })).toMatchObject({ status: 400 });
    expect(await patch('dhc', f.jobNumber, { clientName: 'Acme', contactPhone: '555-CALL-NOW' })).toMatchObject({
      status: 400,
      body: { fields: { contactPhone: [MESSAGES.phoneChars] } },
    });
    expect((await get('dhc', f.jobNumber)).body).toMatchObject({ jobTax: { percentage: 8.25, amount: null }, contactPhone: '(555) 123-4567' });
  });

  it('refuses bodies that are neither or both kinds, non-JSON and cross-site', async () => {
    const f = makeJob();
    expect(await patch('dhc', f.jobNumber, {})).toMatchObject({ status: 400, body: { error: 'Send job info or client info' } });
    expect((await patch('dhc', f.jobNumber, { jobName: 'A', clientName: 'B' })).status).toBe(400);
    expect((await patch('dhc', f.jobNumber, 'jobName=x', { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await patch('dhc', f.jobNumber, { jobName: 'x' }, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await patch('dhc', 'NOPE-2', { jobName: 'x' })).status).toBe(404);
    expect((await patch('dhc', f.jobNumber, { jobName: 'x' }, { Cookie: '' })).status).toBe(401);
  });

  it('updateJobInfo touches updated_at', async () => {
    const f = makeJob();
    const before = (await get('dhc', f.jobNumber)).body as { updatedAt: number };
    await new Promise((r) => setTimeout(r, 5));
    const result = updateJobInfo(testStaff, f.jobId, {
      jobName: 'Touched',
      jobNumber: f.jobNumber,
      location: undefined,
      parsedJobLocation: undefined,
      brandId: f.brandId,
      taxPercentage: 0,
      taxAmount: null,
    });
    expect(result).toMatchObject({ ok: true });
    const after = (await get('dhc', f.jobNumber)).body as { updatedAt: number };
    expect(after.updatedAt).toBeGreaterThan(before.updatedAt);
  });
});
