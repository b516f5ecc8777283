/**
 * The proposal's own fields on the server: the Job Info edit saves the
 * proposal's fields of a job (client PO, tax name and registration number,
 * scope notes with their line breaks) and the JSON PATCH keeps them when it
 * leaves them out; the job page's Price Summary figures (tax, grand total,
 * deposit) come from clientTotal; a person's phone is edited with their
 * profile.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb, schema } from '../app/server/db.server';
import { action, loader } from '../app/routes/job';
import { action as apiAction } from '../app/routes/api/jobs.$brandSlug.$jobNumber';
import { action as editUserAction, loader as editUserLoader } from '../app/routes/users.$userId.edit';
import { call, cookieFor, makeJob, makeUser } from './support/job-detail-fixtures';
import { hit, sessionFor } from './support/admin-helpers';

let cookie: string;
beforeAll(async () => {
  cookie = await cookieFor(makeUser('estimator@test.local', 'Sam Ortiz'));
});

const base = 'http://localhost';
const params = (jobNumber: string) => ({ brandSlug: 'dhc', jobNumber });

function post(jobNumber: string, fields: Record<string, string>) {
  const request = new Request(`${base}/job/dhc/${jobNumber}`, {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  return call(() => action({ request, params: params(jobNumber), context: {} } as never));
}

function load(jobNumber: string) {
  const request = new Request(`${base}/job/dhc/${jobNumber}`, { headers: { Cookie: cookie } });
  return call(() => loader({ request, params: params(jobNumber), context: {} } as never));
}

function patch(jobNumber: string, body: unknown) {
  const request = new Request(`${base}/api/jobs/dhc/${jobNumber}`, {
    method: 'PATCH',
    headers: { Cookie: cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return call(() => apiAction({ request, params: params(jobNumber), context: {} } as never));
}

const jobRow = (id: number) => getDb().select().from(schema.jobs).where(eq(schema.jobs.id, id)).get()!;

const jobFields = (f: { jobNumber: string; brandId: number }, over: Record<string, string> = {}) => ({
  intent: 'edit-job',
  jobName: 'Harbor Point',
  jobNumber: f.jobNumber,
  location: '100 King St W, Toronto, ON M5V 2T6',
  brandId: String(f.brandId),
  managerId: '',
  jobTerms: '50% Deposit / 50% before install',
  taxType: 'percentage',
  taxPercentage: '13',
  taxAmount: '',
  ...over,
});

describe('Job Info: the proposal fields of a job', () => {
  it('saves the PO, tax name, registration number and scope notes (line breaks kept); blanks clear them', async () => {
    const f = makeJob();
    const saved = await post(
      f.jobNumber,
      jobFields(f, {
        clientReference: 'PO 4471-A',
        taxName: 'HST',
        taxRegistrationNo: '81234 5678 RT0001',
        scopeNotes: 'Excludes:\r\n- primary electrical\r\n- landlord approvals',
      }),
    );
    expect(saved.status).toBe(302);
    expect(jobRow(f.jobId)).toMatchObject({
      clientReference: 'PO 4471-A',
      taxName: 'HST',
      taxRegistrationNo: '81234 5678 RT0001',
      scopeNotes: 'Excludes:\n- primary electrical\n- landlord approvals',
    });
    await post(f.jobNumber, jobFields(f, { clientReference: '', taxName: '', taxRegistrationNo: '', scopeNotes: '' }));
    expect(jobRow(f.jobId)).toMatchObject({ clientReference: null, taxName: null, taxRegistrationNo: null, scopeNotes: null });
  });

  it('refuses scope notes over 2,000 characters with the limit, and saves nothing', async () => {
    const f = makeJob();
    const res = await post(f.jobNumber, jobFields(f, { jobName: 'Not Saved', scopeNotes: 'x'.repeat(2001) }));
    expect(res.status).toBe(400);
    expect((res.body as { result: { error: Record<string, string[]> } }).result.error.scopeNotes).toEqual(['Scope notes: at most 2,000 characters (you typed 2,001)']);
    expect(jobRow(f.jobId).jobName).not.toBe('Not Saved');
    expect((await post(f.jobNumber, jobFields(f, { scopeNotes: 'x'.repeat(2000) }))).status).toBe(302);
  });

  it('PATCH /api/jobs keeps the fields it leaves out and sets the ones it sends', async () => {
    const f = makeJob();
    await post(f.jobNumber, jobFields(f, { clientReference: 'PO 1', scopeNotes: 'Line one\nLine two' }));
    expect((await patch(f.jobNumber, { jobName: 'Renamed' })).status).toBe(200);
    expect(jobRow(f.jobId)).toMatchObject({ jobName: 'Renamed', clientReference: 'PO 1', scopeNotes: 'Line one\nLine two' });
    expect((await patch(f.jobNumber, { clientReference: 'PO 2', taxName: 'GST' })).status).toBe(200);
    expect(jobRow(f.jobId)).toMatchObject({ clientReference: 'PO 2', taxName: 'GST', scopeNotes: 'Line one\nLine two' });
  });
});

describe('Price Summary figures', () => {
  type Page = {
    clientTotal: { subtotal: number; tax: { label: string; cents: number }; grandTotal: number; deposit: { label: string; cents: number; balanceCents: number } | null; currency: string };
  };

  it('show the tax as the job names it, the grand total and the deposit of the payment terms', async () => {
    const f = makeJob();
    await post(f.jobNumber, jobFields(f, { jobName: 'Summary Job', taxName: 'HST' }));
    const page = (await load(f.jobNumber)).body as Page;
    // 6,518.45 + 13% (847.40) = 7,365.85; half of it is 3,682.925 -> 3,682.93.
    expect(page.clientTotal).toEqual({
      subtotal: 651_845,
      tax: { label: 'HST 13%', cents: 84_740 },
      grandTotal: 736_585,
      deposit: { label: 'Deposit due (50%)', cents: 368_293, balanceCents: 368_292 },
      currency: 'CAD', // the location is in Toronto
    });
  });

  it('have no deposit when the terms ask none (Net30)', async () => {
    const f = makeJob();
    const page = (await load(f.jobNumber)).body as Page;
    expect(page.clientTotal).toMatchObject({ tax: { label: 'Tax (8.25%)', cents: 53_777 }, grandTotal: 705_622, deposit: null, currency: 'USD' });
  });
});

describe('a person’s phone on their profile', () => {
  it('is edited with the profile (digits stored, shown formatted) and refused with letters or over 10 digits', async () => {
    const admin = makeUser('boss@test.local', 'Ada Boss', 'Admin');
    const target = makeUser('phone.person@test.local', 'Phone Person');
    const adminCookie = await sessionFor(admin);
    const form = { role: 'User', status: 'Active', jobTitle: 'Estimator' };
    const p = { userId: String(target) };
    const bad = await hit(editUserAction, { cookie: adminCookie, path: `/users/${target}/edit`, params: p, form: { ...form, phone: '555-CALL-NOW' } });
    expect(bad.status).toBe(400);
    const long = await hit(editUserAction, { cookie: adminCookie, path: `/users/${target}/edit`, params: p, form: { ...form, phone: '(951) 555-017799' } });
    expect(long.status).toBe(400);
    const ok = await hit(editUserAction, { cookie: adminCookie, path: `/users/${target}/edit`, params: p, form: { ...form, phone: '(951) 555-0177' } });
    expect(ok.status).toBe(302);
    expect(getDb().select().from(schema.users).where(eq(schema.users.id, target)).get()!.phone).toBe('9515550177');
    const shown = await hit(editUserLoader, { cookie: adminCookie, path: `/users/${target}/edit`, params: p });
    expect(shown.body.defaults.phone).toBe('(951) 555-0177');
  });
});
