/**
 * The job page route (/job/{brandSlug}/{jobNumber}): which version shows,
 * 404s, old-number redirects, and the action's three intents with their
 * toasts and field errors.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { action, loader } from '../app/routes/job';
import { getToast } from '../app/server/http/toast.server';
import { listVersions, createVersion } from '../app/server/jobs/job-versions.server';
import { findJob } from '../app/server/jobs/job-detail.server';
import { MESSAGES } from '../app/domain/jobs/job-form';
import { unpackLineItemRows, type PackedLineItemRow } from '../app/domain/line-items/packed-rows';
import { call, cookieFor, makeJob, makeUser } from './support/job-detail-fixtures';

let cookie: string;
beforeAll(async () => {
  cookie = await cookieFor(makeUser('estimator@test.local', 'Sam Ortiz'));
});

const base = 'http://localhost';

function load(path: string, search = '') {
  const [, , brandSlug, jobNumber] = path.split('/');
  const request = new Request(`${base}${path}${search}`, { headers: { Cookie: cookie } });
  return call(() => loader({ request, params: { brandSlug: brandSlug!, jobNumber: decodeURIComponent(jobNumber!) }, context: {} } as never));
}

function post(path: string, fields: Record<string, string>, search = '') {
  const [, , brandSlug, jobNumber] = path.split('/');
  const request = new Request(`${base}${path}${search}`, {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  return call(() => action({ request, params: { brandSlug: brandSlug!, jobNumber: decodeURIComponent(jobNumber!) }, context: {} } as never));
}

async function toastOf(headers: Headers) {
  const setCookie = headers.get('Set-Cookie') ?? '';
  const pair = setCookie.split(';')[0]!;
  return (await getToast(new Request(base, { headers: { Cookie: pair } }))).toast;
}

type Page = {
  job: { id: number; jobNumber: string };
  currentVersion: number | null;
  versions: { versionNumber: number }[];
  rows: PackedLineItemRow[];
  totals: { price: { items: number; installation: number; total: number } };
  tab: string;
  edit: string | null;
};

describe('loader', () => {
  it('shows the latest version by default, and the named one with ?version=', async () => {
    const f = makeJob();
    createVersion(f.jobId, 1, f.userId);
    const latest = (await load(`/job/dhc/${f.jobNumber}`)).body as Page;
    expect(latest.currentVersion).toBe(2);
    expect(latest.versions.map((v) => v.versionNumber)).toEqual([2, 1]);
    expect(unpackLineItemRows(latest.rows).map((i) => i.description)).toEqual(['Channel letters 24"', 'Custom panel', 'Site survey']);
    // 2 x $2,500 + $123.45 items; $800 + $595 installation.
    expect(latest.totals.price).toEqual({ items: 512345, installation: 139500, total: 651845 });
    const first = (await load(`/job/dhc/${f.jobNumber}`, '?version=1&tab=Budget&edit=job')).body as Page;
    expect(first).toMatchObject({ currentVersion: 1, tab: 'budget', edit: 'job' });
    expect((await load(`/job/dhc/${f.jobNumber}`, '?edit=bogus')).body).toMatchObject({ edit: null, tab: 'all' });
  });

  it('offers a project manager disabled since in the Edit Job dialog, so saving other fields keeps them', async () => {
    const f = makeJob();
    const gone = makeUser('gone@test.local', 'Gone Person');
    const { getDb, schema } = await import('../app/server/db.server');
    const { eq } = await import('drizzle-orm');
    getDb().update(schema.users).set({ status: 'Disabled' }).where(eq(schema.users.id, gone)).run();
    getDb().update(schema.jobs).set({ projectManagerId: gone }).where(eq(schema.jobs.id, f.jobId)).run();
    const page = (await load(`/job/dhc/${f.jobNumber}`)).body as Page & { managers: { id: number; name: string }[] };
    expect(page.managers).toContainEqual(expect.objectContaining({ id: gone, name: 'Gone Person' }));
    // Other jobs do not offer them.
    const other = (await load(`/job/dhc/${makeJob().jobNumber}`)).body as Page & { managers: { id: number }[] };
    expect(other.managers.map((m) => m.id)).not.toContain(gone);
  });

  it("answers 404 'Job not found' for unknown jobs and 'Version not found' for unknown versions", async () => {
    const f = makeJob();
    expect(await load('/job/dhc/NOPE-404')).toMatchObject({ status: 404 });
    expect(await load(`/job/dhc/${f.jobNumber}`, '?version=9')).toMatchObject({ status: 404 });
    expect(await load(`/job/dhc/${f.jobNumber}`, '?version=abc')).toMatchObject({ status: 404 });
    const thrown = await (async () => {
      try {
        await loader({
          request: new Request(`${base}/job/dhc/NOPE-404`, { headers: { Cookie: cookie } }),
          params: { brandSlug: 'dhc', jobNumber: 'NOPE-404' },
          context: {},
        } as never);
      } catch (e) {
        return e as { data: unknown; init: { status: number } };
      }
    })();
    expect(thrown).toMatchObject({ data: 'Job not found', init: { status: 404 } });
  });

  it('sends the new/job placeholder to the wizard and signed-out visitors to /login', async () => {
    const res = await load('/job/new/job');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/job/new/job');
    const f = makeJob();
    const anon = await call(() =>
      loader({ request: new Request(`${base}/job/dhc/${f.jobNumber}`), params: { brandSlug: 'dhc', jobNumber: f.jobNumber }, context: {} } as never),
    );
    expect(anon.status).toBe(302);
    expect(anon.headers.get('Location')).toMatch(/^\/login/);
  });
});

describe('action', () => {
  it('new-version copies the shown version and redirects to it with the toast', async () => {
    const f = makeJob();
    const res = await post(`/job/dhc/${f.jobNumber}`, { intent: 'new-version', sourceVersion: '1' }, '?tab=pricing');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(`/job/dhc/${f.jobNumber}?version=2&tab=pricing`);
    expect(await toastOf(res.headers)).toMatchObject({ description: 'New version 2 created successfully', variant: 'default' });
    expect(listVersions(f.jobId)).toHaveLength(2);
  });

  it("a missing source answers 'Failed to create new version'", async () => {
    const f = makeJob();
    const res = await post(`/job/dhc/${f.jobNumber}`, { intent: 'new-version', sourceVersion: '5' }, '?version=1');
    expect(res.headers.get('Location')).toBe(`/job/dhc/${f.jobNumber}?version=1`);
    expect(await toastOf(res.headers)).toMatchObject({ description: 'Failed to create new version', variant: 'destructive' });
  });

  it('a tampered source never makes an empty version: junk fails, a missing one copies the latest', async () => {
    const f = makeJob();
    for (const junk of ['abc', '0', '-1', '1.5']) {
      const res = await post(`/job/dhc/${f.jobNumber}`, { intent: 'new-version', sourceVersion: junk });
      expect(await toastOf(res.headers)).toMatchObject({ description: 'Failed to create new version' });
    }
    expect(listVersions(f.jobId)).toHaveLength(1);
    const res = await post(`/job/dhc/${f.jobNumber}`, { intent: 'new-version' });
    expect(await toastOf(res.headers)).toMatchObject({ description: 'New version 2 created successfully' });
    const page = (await load(`/job/dhc/${f.jobNumber}`, '?version=2')).body as Page;
    expect(page.rows).toHaveLength(3);
  });

  const jobFields = (f: { jobNumber: string; brandId: number }, over: Record<string, string> = {}) => ({
    intent: 'edit-job',
    jobName: 'Edited Name',
    jobNumber: f.jobNumber,
    location: '1 Elm St, Springfield, IL 62701',
    brandId: String(f.brandId),
    managerId: '',
    jobTerms: 'Net45',
    taxType: 'percentage',
    taxPercentage: '7.5',
    taxAmount: '',
    ...over,
  });

  it('edit-job saves, toasts, and follows a changed number; the old URL then redirects', async () => {
    const f = makeJob();
    const res = await post(`/job/dhc/${f.jobNumber}`, jobFields(f, { jobNumber: `${f.jobNumber}-B` }), '?version=1&tab=budget&edit=job');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(`/job/dhc/${f.jobNumber}-B?version=1&tab=budget`);
    expect(await toastOf(res.headers)).toMatchObject({ description: 'Job information updated successfully' });
    const old = await load(`/job/dhc/${f.jobNumber}`, '?version=1&tab=budget');
    expect(old.status).toBe(302);
    expect(old.headers.get('Location')).toBe(`/job/dhc/${f.jobNumber}-B?version=1&tab=budget`);
    const page = (await load(`/job/dhc/${f.jobNumber}-B`)).body as Page & { job: { jobName: string; jobTax: unknown; jobTerms: string } };
    expect(page.job).toMatchObject({ jobName: 'Edited Name', jobTerms: 'Net45', jobTax: { percentage: 7.5, amount: null } });
  });

  it('edit-job answers 400 with the field messages and saves nothing', async () => {
    const f = makeJob();
    const a = makeJob();
    const bad = await post(`/job/dhc/${f.jobNumber}`, jobFields(f, { jobName: '', taxPercentage: '100.5' }));
    expect(bad.status).toBe(400);
    const body = bad.body as { intent: string; result: { error: Record<string, string[]> } };
    expect(body.intent).toBe('edit-job');
    expect(body.result.error).toMatchObject({ taxPercentage: [MESSAGES.taxPercentage] });
    expect(body.result.error.jobName?.length).toBeGreaterThan(0);
    const dup = await post(`/job/dhc/${f.jobNumber}`, jobFields(f, { jobNumber: a.jobNumber }));
    expect(dup.status).toBe(400);
    expect((dup.body as typeof body).result.error.jobNumber).toEqual([`Job number ${a.jobNumber} already exists for Dave's Hot Chicken`]);
    expect(findJob('dhc', f.jobNumber)).toMatchObject({ job: { jobName: expect.stringMatching(/^Test Job/) } });
  });

  it('edit-client without chosen ids reuses unchanged rows and creates changed ones', async () => {
    const f = makeJob();
    const before = findJob('dhc', f.jobNumber) as { job: { clientId: number; clientName: string; clientAddressId: number; contactId: number } };
    const fields = {
      intent: 'edit-client',
      clientName: before.job.clientName,
      clientAddress: '12 Main St, Springfield, IL 62701, United States',
      contactName: 'Pat Lee',
      contactPhone: '(555) 123-4567',
      contactTitle: 'Owner',
      contactEmail: 'pat@example.com',
    };
    const same = await post(`/job/dhc/${f.jobNumber}`, fields, '?edit=client');
    expect(same.headers.get('Location')).toBe(`/job/dhc/${f.jobNumber}`);
    expect(await toastOf(same.headers)).toMatchObject({ description: 'Client information updated successfully' });
    expect(findJob('dhc', f.jobNumber)).toMatchObject({
      job: { clientId: before.job.clientId, clientAddressId: before.job.clientAddressId, contactId: before.job.contactId },
    });
    await post(`/job/dhc/${f.jobNumber}`, { ...fields, contactTitle: 'Regional Manager' });
    const after = findJob('dhc', f.jobNumber) as typeof before;
    expect(after.job).toMatchObject({ clientId: before.job.clientId, clientAddressId: before.job.clientAddressId, contactTitle: 'Regional Manager' });
    expect(after.job.contactId).not.toBe(before.job.contactId);
  });

  it('edit-client answers 400 with the field messages', async () => {
    const f = makeJob();
    const res = await post(`/job/dhc/${f.jobNumber}`, { intent: 'edit-client', clientName: 'Acme', contactEmail: 'nope', contactPhone: '12345678901' });
    expect(res.status).toBe(400);
    expect((res.body as { result: { error: Record<string, string[]> } }).result.error).toMatchObject({
      contactEmail: [MESSAGES.email],
      contactPhone: [MESSAGES.phone],
    });
  });

  it('an unknown intent is a 400; an unknown job a 404', async () => {
    const f = makeJob();
    expect((await post(`/job/dhc/${f.jobNumber}`, { intent: 'delete-everything' })).status).toBe(400);
    expect((await post('/job/dhc/NOPE-9', { intent: 'new-version' })).status).toBe(404);
  });
});
