/** The new-job wizard's loader and action: steps, intents, messages and the create itself. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { seedAndSignIn } from './support/seeded';
import { getDb, schema } from '../app/server/db.server';
import { action, loader } from '../app/routes/job.new';
import { MESSAGES } from '../app/domain/jobs/job-form';
import type { WizardState } from '../app/server/jobs/job-wizard.server';

const BASE = 'http://localhost:3000';
let cookie = '';
let userId = 0;
let pmId = 0;
let cjrId = 0;

type Answer = { status: number; state: WizardState; location: string | null; setCookie: string | null };

async function post(fields: Record<string, string | number | undefined>, withCookie = true): Promise<Answer> {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) body.set(k, String(v));
  const request = new Request(`${BASE}/job/new`, { method: 'POST', body, headers: withCookie ? { Cookie: cookie } : {} });
  let out: unknown;
  try {
    out = await action({ request, params: {}, context: {} } as never);
  } catch (thrown) {
    out = thrown;
  }
  if (out instanceof Response) {
    return { status: out.status, state: undefined as never, location: out.headers.get('Location'), setCookie: out.headers.get('Set-Cookie') };
  }
  const d = out as { data: WizardState; init: ResponseInit | null };
  return { status: d.init?.status ?? 200, state: d.data, location: null, setCookie: null };
}

const jobInfo = (o: Record<string, string | number | undefined> = {}) => ({
  jobName: 'Harbor Plaza',
  jobNumber: 'HP-100',
  location: '9 Harbor Rd, Long Beach, CA 90802',
  brandId: cjrId,
  managerId: pmId,
  jobTerms: 'COD',
  taxType: 'percentage',
  taxPercentage: '9.5',
  ...o,
});
const clientInfo = (o: Record<string, string | number | undefined> = {}) => ({
  clientName: 'Harbor Holdings',
  clientAddress: '1 Pier Way, Long Beach, CA 90802',
  contactName: 'Robin Diaz',
  contactPhone: '(562) 555-0100',
  contactTitle: 'Owner',
  contactEmail: 'robin@harbor.example',
  ...o,
});

beforeAll(async () => {
  ({ userId, pmId, cjrId, cookie } = await seedAndSignIn());
});

describe('loader', () => {
  it('sends signed-out visitors to /login', async () => {
    const request = new Request(`${BASE}/job/new`);
    await expect(loader({ request, params: {}, context: {} } as never)).rejects.toMatchObject({ status: 302 });
  });

  it('gives Active brands, managers, the time and the tab', async () => {
    const request = new Request(`${BASE}/job/new?tab=Budget`, { headers: { Cookie: cookie } });
    const data = await loader({ request, params: {}, context: {} } as never);
    expect(data.brands.map((b) => b.name)).toContain("Carl's Jr");
    expect(data.managers.map((m) => m.name)).toContain('Priya Nair');
    expect(data.tab).toBe('budget');
    expect(data.lastUpdated).toMatch(/^[A-Z][a-z]{2} \d{1,2}(st|nd|rd|th), \d{1,2}:\d{2} (am|pm)$/);
  });
});

describe('step 1: job-info', () => {
  it('moves to step 2 with the values kept', async () => {
    const res = await post({ intent: 'job-info', ...jobInfo() });
    expect(res.status).toBe(200);
    expect(res.state.step).toBe('client');
    expect(res.state.values).toMatchObject({ jobName: 'Harbor Plaza', jobNumber: 'HP-100', taxPercentage: '9.5' });
  });

  it('answers 400 with the messages on step 1', async () => {
    const res = await post({ intent: 'job-info', ...jobInfo({ jobName: '', jobNumber: 'a/b', brandId: '', jobTerms: 'Net 90', taxPercentage: '100.001' }) });
    expect(res.status).toBe(400);
    expect(res.state.step).toBe('job');
    expect(res.state.result?.error).toMatchObject({
      jobName: [MESSAGES.jobName],
      jobNumber: [MESSAGES.jobNumberChars],
      brandId: [MESSAGES.brand],
      jobTerms: [MESSAGES.terms],
      taxPercentage: [MESSAGES.taxPercentage],
    });
    expect(res.state.values.jobNumber).toBe('a/b');
  });

  it("says a job number the brand already uses on 'Next: Client Info', not after step 2", async () => {
    await post({ intent: 'create', ...jobInfo({ jobNumber: 'STEP1-DUPE' }), ...clientInfo() });
    const res = await post({ intent: 'job-info', ...jobInfo({ jobNumber: 'step1-dupe' }) });
    expect(res.status).toBe(409);
    expect(res.state.step).toBe('job');
    expect(res.state.result?.error).toMatchObject({ jobNumber: [expect.stringMatching(/^Job number step1-dupe already exists for Carl's Jr$/)] });
    // Another brand may use it.
    const other = getDb().select().from(schema.brands).where(eq(schema.brands.slug, 'dhc')).get()!;
    expect((await post({ intent: 'job-info', ...jobInfo({ jobNumber: 'STEP1-DUPE', brandId: String(other.id) }) })).state.step).toBe('client');
  });

  it('refuses a negative fixed amount', async () => {
    const res = await post({ intent: 'job-info', ...jobInfo({ taxType: 'amount', taxPercentage: undefined, taxAmount: '-5' }) });
    expect(res.state.result?.error).toMatchObject({ taxAmount: [MESSAGES.taxAmount] });
  });
});

describe('step 2 intents', () => {
  it('back returns to step 1 keeping both steps', async () => {
    const res = await post({ intent: 'back', ...jobInfo(), ...clientInfo() });
    expect(res.state.step).toBe('job');
    expect(res.state.values).toMatchObject({ jobName: 'Harbor Plaza', clientName: 'Harbor Holdings', contactPhone: '(562) 555-0100' });
  });

  it('search-client finds clients by name; pick-client chooses one and clears address and contact', async () => {
    const db = getDb();
    const client = db.insert(schema.clients).values({ name: 'Searchable Sweets' }).returning().get();
    const addr = db.insert(schema.clientAddresses).values({ clientId: client.id, street: '5 Candy Ln', city: 'Austin', state: 'TX', zipCode: '78701' }).returning().get();
    const contact = db.insert(schema.clientContacts).values({ clientId: client.id, name: 'Kim Sun', phone: '5125550199', email: 'kim@sweets.example' }).returning().get();

    const found = await post({ intent: 'search-client', ...jobInfo(), clientName: 'sweets' });
    expect(found.state.step).toBe('client');
    expect(found.state.clientSearch).toEqual({ q: 'sweets', clients: [{ id: client.id, client_name: 'Searchable Sweets' }] });
    const none = await post({ intent: 'search-client', ...jobInfo(), clientName: 'zzzz-nobody' });
    expect(none.state.clientSearch?.clients).toEqual([]);

    const picked = await post({ intent: `pick-client:${client.id}`, ...jobInfo(), ...clientInfo({ clientName: 'sweets' }) });
    expect(picked.state.values).toMatchObject({ clientName: 'Searchable Sweets', existingClientId: String(client.id) });
    expect(picked.state.values.clientAddress).toBeUndefined();
    expect(picked.state.values.contactName).toBeUndefined();
    expect(picked.state.clientRecords?.addresses.map((a) => a.id)).toEqual([addr.id]);
    expect(picked.state.clientRecords?.contacts.map((c) => c.id)).toEqual([contact.id]);

    const withAddress = await post({ intent: `pick-address:${addr.id}`, ...picked.state.values });
    expect(withAddress.state.values).toMatchObject({ clientAddress: '5 Candy Ln, Austin, TX 78701', existingClientAddressId: String(addr.id) });
    const withContact = await post({ intent: `pick-contact:${contact.id}`, ...withAddress.state.values });
    expect(withContact.state.values).toMatchObject({ contactName: 'Kim Sun', contactPhone: '(512) 555-0199', existingContactId: String(contact.id) });

    const created = await post({ intent: 'create', ...withContact.state.values, jobNumber: 'SWEET-1' });
    expect(created.status).toBe(302);
    const job = db.select().from(schema.jobs).where(eq(schema.jobs.jobNumber, 'SWEET-1')).get()!;
    expect([job.clientId, job.clientAddressId, job.contactId]).toEqual([client.id, addr.id, contact.id]);
  });

  it('drops a chosen contact or client whose text was edited afterwards (no JavaScript clears them)', async () => {
    const db = getDb();
    const client = db.insert(schema.clients).values({ name: 'Edited Eats' }).returning().get();
    const contact = db.insert(schema.clientContacts).values({ clientId: client.id, name: 'Lee Ray', phone: '5125550111' }).returning().get();
    const res = await post({
      intent: 'create',
      ...jobInfo({ jobNumber: 'EDIT-1' }),
      ...clientInfo({ clientName: 'Edited Eats', existingClientId: client.id, existingContactId: contact.id, contactName: 'Lee Ray Jr', contactPhone: '', contactEmail: '', contactTitle: '' }),
    });
    expect(res.status).toBe(302);
    const job = db.select().from(schema.jobs).where(eq(schema.jobs.jobNumber, 'EDIT-1')).get()!;
    expect(job.clientId).toBe(client.id);
    expect(job.contactId).not.toBe(contact.id);
    expect(db.select().from(schema.clientContacts).where(eq(schema.clientContacts.id, job.contactId!)).get()!.name).toBe('Lee Ray Jr');
  });
});

describe('create', () => {
  it('creates and redirects to the job page with the 3 s toast', async () => {
    const res = await post({ intent: 'create', ...jobInfo({ jobNumber: 'HP 200' }), ...clientInfo() });
    expect(res.status).toBe(302);
    expect(res.location).toBe('/job/cjr/HP%20200');
    expect(res.setCookie).toMatch(/^__toast=/);
    const job = getDb().select().from(schema.jobs).where(eq(schema.jobs.jobNumber, 'HP 200')).get()!;
    expect(job).toMatchObject({ jobName: 'Harbor Plaza', creatorId: userId, status: 'Draft', taxPercentage: 950, jobTerms: 'COD' });
    expect(job.proposalNo).toMatch(/^CJRP-\d{3}$/);
  });

  it('names a duplicate job number on step 1 with 409 and flags the failure', async () => {
    await post({ intent: 'create', ...jobInfo({ jobNumber: 'DUPE' }), ...clientInfo() });
    const res = await post({ intent: 'create', ...jobInfo({ jobNumber: 'DUPE' }), ...clientInfo() });
    expect(res.status).toBe(409);
    expect(res.state.step).toBe('job');
    expect(res.state.failed).toBe(true);
    expect(res.state.result?.error).toMatchObject({ jobNumber: ["Job number DUPE already exists for Carl's Jr"] });
    expect(res.state.values).toMatchObject({ clientName: 'Harbor Holdings', jobNumber: 'DUPE' });
  });

  it('client errors stay on step 2', async () => {
    const res = await post({ intent: 'create', ...jobInfo({ jobNumber: 'C-ERR' }), ...clientInfo({ contactEmail: 'nope', contactPhone: '12345678901' }) });
    expect(res.status).toBe(400);
    expect(res.state.step).toBe('client');
    expect(res.state.result?.error).toMatchObject({ contactEmail: [MESSAGES.email], contactPhone: [MESSAGES.phone] });
  });

  it("header 'Create Job' guards: job info first, then client info", async () => {
    const noJob = await post({ intent: 'create-header', jobName: 'New Job' });
    expect(noJob.state.step).toBe('job');
    expect(noJob.state.result?.error?.['']).toEqual([MESSAGES.completeJobInfo]);
    const empty = await post({ intent: 'create-header' });
    expect(empty.state.result?.error?.['']).toEqual([MESSAGES.completeJobInfo]);

    const noClient = await post({ intent: 'create-header', ...jobInfo({ jobNumber: 'HDR-1' }), clientName: 'Client Name' });
    expect(noClient.state.step).toBe('client');
    expect(noClient.state.result?.error?.['']).toEqual([MESSAGES.completeClientInfo]);

    const ok = await post({ intent: 'create-header', ...jobInfo({ jobNumber: 'HDR-1' }), ...clientInfo() });
    expect(ok.status).toBe(302);
  });

  it('refuses unknown intents and signed-out posts', async () => {
    expect((await post({ intent: 'drop-tables' })).status).toBe(400);
    const res = await post({ intent: 'create', ...jobInfo(), ...clientInfo() }, false);
    expect(res.status).toBe(302);
    expect(res.location).toMatch(/^\/login/);
  });
});
