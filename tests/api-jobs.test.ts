/** POST /api/jobs and GET /api/jobs, /api/brands, /api/profiles against a fresh seeded database. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { seedAndSignIn } from './support/seeded';
import { getDb, schema } from '../app/server/db.server';
import { action as jobsAction, loader as jobsLoader } from '../app/routes/api/jobs';
import { loader as brandsLoader } from '../app/routes/api/brands';
import { loader as profilesLoader } from '../app/routes/api/profiles';
import { MESSAGES } from '../app/domain/jobs/job-form';

const BASE = 'http://localhost:3000';
let cookie = '';
let userId = 0;
let pmId = 0;
let cjrId = 0;

type Answer = { status: number; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Route functions answer either a Response (thrown or returned) or a data() value. */
async function settle(run: () => Promise<unknown>): Promise<Answer> {
  let out: unknown;
  try {
    out = await run();
  } catch (thrown) {
    out = thrown;
  }
  if (out instanceof Response) return { status: out.status, body: await out.json() };
  if (out && typeof out === 'object' && 'type' in out && (out as { type: string }).type === 'DataWithResponseInit') {
    const d = out as unknown as { data: unknown; init: ResponseInit | null };
    return { status: d.init?.status ?? 200, body: d.data };
  }
  return { status: 200, body: out };
}

function post(body: unknown, headers: Record<string, string> = {}) {
  const request = new Request(`${BASE}/api/jobs`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: BASE, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return settle(() => jobsAction({ request, params: {}, context: {} } as never));
}

function get(path: string, loader: (args: never) => unknown, withCookie = true) {
  const request = new Request(`${BASE}${path}`, { headers: withCookie ? { Cookie: cookie } : {} });
  return settle(async () => loader({ request, params: {}, context: {} } as never));
}

let n = 0;
function valid(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    jobName: `Downtown Remodel ${n}`,
    jobNumber: `J-${1000 + n}`,
    location: '100 Main St, Springfield, IL 62701',
    brandId: cjrId,
    managerId: pmId,
    jobTerms: 'Net30',
    jobTax: { percentage: 8.25, amount: null },
    clientName: `Client ${n}`,
    clientAddress: '1 Client Way, Springfield, IL 62701',
    contactName: 'Pat Lee',
    contactPhone: '(555) 123-4567',
    contactTitle: 'Facilities',
    contactEmail: 'pat@example.com',
    creatorId: 999999,
    ...overrides,
  };
}

beforeAll(async () => {
  ({ userId, pmId, cjrId, cookie } = await seedAndSignIn());
});

describe('POST /api/jobs', () => {
  it('creates a job with client, address, contact and version 1', async () => {
    const res = await post(valid({ jobName: 'Main Street', jobNumber: 'MS-1' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ jobName: 'Main Street', jobNumber: 'MS-1', brandSlug: 'cjr' });
    expect(res.body.proposalNo).toMatch(/^CJRP-\d{3}$/);
    const db = getDb();
    const job = db.select().from(schema.jobs).where(eq(schema.jobs.id, res.body.id)).get()!;
    expect(job).toMatchObject({ status: 'Draft', creatorId: userId, projectManagerId: pmId, taxPercentage: 825, taxAmount: null });
    expect(job.jobLocation).toBe('100 Main St, Springfield, IL 62701');
    expect(job.jobLocationParsed).toBeNull();
    const versions = db.select().from(schema.jobVersions).where(eq(schema.jobVersions.jobId, job.id)).all();
    expect(versions).toMatchObject([{ versionNumber: 1, createdById: userId }]);
    const contact = db.select().from(schema.clientContacts).where(eq(schema.clientContacts.id, job.contactId!)).get()!;
    expect(contact).toMatchObject({ name: 'Pat Lee', phone: '5551234567', email: 'pat@example.com', clientId: job.clientId });
    const address = db.select().from(schema.clientAddresses).where(eq(schema.clientAddresses.id, job.clientAddressId!)).get()!;
    expect(address).toMatchObject({ street: '1 Client Way', city: 'Springfield', state: 'IL', zipCode: '62701', clientId: job.clientId });
  });

  it('numbers proposals per brand, one more than the highest', async () => {
    const a = await post(valid());
    const b = await post(valid());
    const num = (p: string) => Number(p.split('-')[1]);
    expect(num(b.body.proposalNo)).toBe(num(a.body.proposalNo) + 1);
  });

  it('never hands out a proposal number again after its job moved to another brand', async () => {
    const db = getDb();
    const moved = await post(valid());
    const skx = db.select().from(schema.brands).where(eq(schema.brands.slug, 'skx')).get()!;
    // A brand change keeps the job's proposal number (PATCH brandName does this).
    db.update(schema.jobs).set({ brandId: skx.id }).where(eq(schema.jobs.id, moved.body.id)).run();
    const next = await post(valid());
    expect(next.body.proposalNo).not.toBe(moved.body.proposalNo);
  });

  it('ignores a client-sent creatorId', async () => {
    const res = await post(valid({ creatorId: pmId }));
    const job = getDb().select().from(schema.jobs).where(eq(schema.jobs.id, res.body.id)).get()!;
    expect(job.creatorId).toBe(userId);
  });

  it('takes a fixed tax amount rounded to cents', async () => {
    const res = await post(valid({ jobTax: { percentage: null, amount: 12.345 } }));
    expect(res.status).toBe(201);
    const job = getDb().select().from(schema.jobs).where(eq(schema.jobs.id, res.body.id)).get()!;
    expect(job).toMatchObject({ taxPercentage: null, taxAmount: 1235 });
  });

  it('accepts 100 and refuses 100.001 percent, and a negative amount', async () => {
    expect((await post(valid({ jobTax: { percentage: 100 } }))).status).toBe(201);
    const over = await post(valid({ jobTax: { percentage: 100.001 } }));
    expect(over.status).toBe(400);
    expect(Object.keys(over.body.fields)).toEqual(['jobTax.percentage']);
    const steps = await post(valid({ jobTax: { percentage: 8.255 } }));
    expect(Object.keys(steps.body.fields)).toEqual(['jobTax.percentage']);
    const negative = await post(valid({ jobTax: { amount: -1 } }));
    expect(Object.keys(negative.body.fields)).toEqual(['jobTax.amount']);
  });

  it('refuses a percentage and an amount together, hex numbers and phone letters, and writes nothing', async () => {
    const jobs = () => getDb().select().from(schema.jobs).all().length;
    const clients = () => getDb().select().from(schema.clients).all().length;
    const before = [jobs(), clients()];
    expect(await post(valid({ jobTax: { percentage: 5, amount: 10 } }))).toMatchObject({ status: 400, body: { fields: { jobTax: [MESSAGES.taxBoth] } } });
    expect(await post(valid({ jobTax: { percentage: '0x10' } }))).toMatchObject({ status: 400, body: { fields: { 'jobTax.percentage': [MESSAGES.taxPercentage] } } });
    expect(await post(valid({ jobTax: { amount: '0x10' } }))).toMatchObject({ status: 400, body: { fields: { 'jobTax.amount': [MESSAGES.taxAmount] } } });
    expect(await post(valid({ contactPhone: '555-CALL-NOW' }))).toMatchObject({ status: 400, body: { fields: { contactPhone: [MESSAGES.phoneChars] } } });
    expect([jobs(), clients()]).toEqual(before);
    // A zero beside the real value is the unused one.
    const res = await post(valid({ jobTax: { percentage: 0, amount: '$1,234.565' } }));
    expect(res.status).toBe(201);
    expect(getDb().select().from(schema.jobs).where(eq(schema.jobs.id, res.body.id)).get()).toMatchObject({ taxPercentage: null, taxAmount: 123457 });
  });

  it.each([
    ['jobName', { jobName: '' }],
    ['jobName', { jobName: 'New Job' }],
    // An empty or 'TBD' number is assigned by the brand's pattern (tests/job-numbering.test.ts).
    ['jobNumber', { jobNumber: 'a/b' }],
    ['brandId', { brandId: null }],
    ['brandId', { brandId: 'abc' }],
    ['managerId', { managerId: -3 }],
    ['jobTerms', { jobTerms: 'Net 90' }],
    ['clientName', { clientName: '' }],
    ['clientName', { clientName: 'Client Name' }],
    ['contactPhone', { contactPhone: '555 123 4567 8' }],
    ['contactEmail', { contactEmail: 'not-an-email' }],
    ['jobName', { jobName: { x: 1 } }],
  ])('names the bad field %s', async (field, overrides) => {
    const res = await post(valid(overrides));
    expect(res.status).toBe(400);
    expect(res.body.error).toBeTruthy();
    expect(Object.keys(res.body.fields)).toEqual([field]);
  });

  it('refuses an unknown brand or manager id after validation', async () => {
    expect((await post(valid({ brandId: 99999 }))).body.fields).toHaveProperty('brandId');
    expect((await post(valid({ managerId: 99999 }))).body.fields).toHaveProperty('managerId');
  });

  it('answers 409 for a job number the brand already has (any case)', async () => {
    expect((await post(valid({ jobNumber: 'DUP-1' }))).status).toBe(201);
    const again = await post(valid({ jobNumber: 'dup-1' }));
    expect(again.status).toBe(409);
    expect(again.body.fields.jobNumber[0]).toBe("Job number dup-1 already exists for Carl's Jr");
    const skx = getDb().select().from(schema.brands).where(eq(schema.brands.slug, 'skx')).get()!;
    expect((await post(valid({ jobNumber: 'DUP-1', brandId: skx.id }))).status).toBe(201);
  });

  it('accepts jobLocation and brandName, and parsed suggestions as objects', async () => {
    const suggestion = {
      id: 'mb.1',
      name: '200 Oak Ave',
      full_address: '200 Oak Ave, Austin, Texas 78701, United States',
      mapbox_id: 'mb.1',
      context: { place: { name: 'Austin' }, region: { name: 'Texas', region_code: 'TX' }, postcode: { name: '78701' }, country: { name: 'United States' } },
    };
    const body = valid({ brandId: undefined, brandName: "wendy's", location: undefined, jobLocation: '200 Oak Ave, Austin', parsedJobLocation: suggestion, parsedClientAddress: suggestion, clientAddress: '200 Oak Ave, Austin' });
    const res = await post(body);
    expect(res.status).toBe(201);
    expect(res.body.brandSlug).toBe('wen');
    const job = getDb().select().from(schema.jobs).where(eq(schema.jobs.id, res.body.id)).get()!;
    expect(job.jobLocation).toBe('200 Oak Ave, Austin');
    expect(JSON.parse(job.jobLocationParsed!)).toMatchObject({ mapbox_id: 'mb.1' });
    const address = getDb().select().from(schema.clientAddresses).where(eq(schema.clientAddresses.id, job.clientAddressId!)).get()!;
    expect(address).toMatchObject({ street: '200 Oak Ave', city: 'Austin', state: 'TX', zipCode: '78701', country: 'United States' });

    const unknown = await post(valid({ brandId: undefined, brandName: 'Nobody' }));
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.fields)).toEqual(['brandName']);
    const badLocation = await post(valid({ location: undefined, jobLocation: 'x'.repeat(301) }));
    expect(Object.keys(badLocation.body.fields)).toEqual(['jobLocation']);
  });

  it('reuses an existing client by exact name, any case, and an identical address and contact', async () => {
    const first = await post(valid({ clientName: 'Reuse Foods Inc' }));
    const second = await post(valid({ clientName: 'reuse foods inc' }));
    const db = getDb();
    const [a, b] = [first, second].map((r) => db.select().from(schema.jobs).where(eq(schema.jobs.id, r.body.id)).get()!);
    expect(b!.clientId).toBe(a!.clientId);
    expect(b!.clientAddressId).toBe(a!.clientAddressId);
    expect(b!.contactId).toBe(a!.contactId);
    const third = await post(valid({ clientName: 'Reuse Foods', contactName: 'Other Person' }));
    const c = db.select().from(schema.jobs).where(eq(schema.jobs.id, third.body.id)).get()!;
    expect(c.clientId).not.toBe(a!.clientId);
  });

  it('uses existing ids when they belong together and refuses them otherwise', async () => {
    const db = getDb();
    const one = await post(valid({ clientName: 'Owner One' }));
    const two = await post(valid({ clientName: 'Owner Two' }));
    const jobOne = db.select().from(schema.jobs).where(eq(schema.jobs.id, one.body.id)).get()!;
    const jobTwo = db.select().from(schema.jobs).where(eq(schema.jobs.id, two.body.id)).get()!;

    const ok = await post(
      valid({ clientName: 'Owner One', existingClientId: jobOne.clientId, existingClientAddressId: jobOne.clientAddressId, existingContactId: String(jobOne.contactId) }),
    );
    expect(ok.status).toBe(201);
    const reused = db.select().from(schema.jobs).where(eq(schema.jobs.id, ok.body.id)).get()!;
    expect([reused.clientId, reused.clientAddressId, reused.contactId]).toEqual([jobOne.clientId, jobOne.clientAddressId, jobOne.contactId]);

    const wrongAddress = await post(
      valid({ clientName: 'Owner One', existingClientId: jobOne.clientId, existingClientAddressId: jobTwo.clientAddressId }),
    );
    expect(wrongAddress.status).toBe(400);
    expect(Object.keys(wrongAddress.body.fields)).toEqual(['existingClientAddressId']);
    const wrongContact = await post(valid({ clientName: 'Owner One', existingClientId: jobOne.clientId, existingContactId: jobTwo.contactId }));
    expect(Object.keys(wrongContact.body.fields)).toEqual(['existingContactId']);
    const noClient = await post(valid({ existingClientId: 987654 }));
    expect(Object.keys(noClient.body.fields)).toEqual(['existingClientId']);
    // Nothing of a refused request is kept (one transaction).
    const before = db.select().from(schema.clients).all().length;
    await post(valid({ clientName: 'Never Saved', existingContactId: jobTwo.contactId }));
    expect(db.select().from(schema.clients).all().length).toBe(before);
  });

  it('does not link a chosen client whose name was changed: the typed name wins, as in the wizard', async () => {
    const db = getDb();
    const one = await post(valid({ clientName: 'Chosen Then Renamed' }));
    const jobOne = db.select().from(schema.jobs).where(eq(schema.jobs.id, one.body.id)).get()!;
    const renamed = await post(valid({ clientName: 'Someone Else Entirely', existingClientId: jobOne.clientId }));
    expect(renamed.status).toBe(201);
    const job = db.select().from(schema.jobs).where(eq(schema.jobs.id, renamed.body.id)).get()!;
    expect(job.clientId).not.toBe(jobOne.clientId);
    const client = db.select().from(schema.clients).where(eq(schema.clients.id, job.clientId!)).get()!;
    expect(client.name).toBe('Someone Else Entirely');
  });

  it('answers 401 without a session, 415 for non-JSON, 400 for bad JSON, 403 cross-origin', async () => {
    const saved = cookie;
    cookie = '';
    expect((await post(valid())).status).toBe(401);
    cookie = saved;
    expect((await post(valid(), { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await post('{not json')).status).toBe(400);
    expect((await post(valid(), { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(valid(), { Origin: BASE, 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
  });
});

describe('GET /api/jobs, /api/brands, /api/profiles', () => {
  it('answers the paging shape and validates the query', async () => {
    const res = await get('/api/jobs?page=0', jobsLoader);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['jobs', 'page', 'pageCount', 'pageSize', 'total']);
    expect(res.body.pageSize).toBe(25);
    // More than one page: enough jobs were created above and by the seed; pad to be sure.
    for (let i = res.body.total; i < 30; i++) await post(valid());
    const first = await get('/api/jobs', jobsLoader);
    expect(first.body.total).toBeGreaterThan(25);
    expect(first.body.jobs).toHaveLength(25);
    expect(first.body.pageCount).toBe(Math.ceil(first.body.total / 25));
    const last = await get(`/api/jobs?page=${first.body.pageCount - 1}`, jobsLoader);
    expect(last.body.page).toBe(first.body.pageCount - 1);
    expect(last.body.jobs).toHaveLength(first.body.total - 25 * (first.body.pageCount - 1));
    const brand = await get('/api/jobs?brandSlug=cjr', jobsLoader);
    expect(brand.body.jobs.every((j: { brandSlug: string }) => j.brandSlug === 'cjr')).toBe(true);
    expect((await get('/api/jobs?page=-1', jobsLoader)).status).toBe(400);
    expect((await get('/api/jobs?page=abc', jobsLoader)).status).toBe(400);
    expect((await get('/api/jobs', jobsLoader, false)).status).toBe(401);
  });

  it('lists brands with counts', async () => {
    const res = await get('/api/brands', brandsLoader);
    expect(res.status).toBe(200);
    const cjr = res.body.find((b: { brand_slug: string }) => b.brand_slug === 'cjr');
    expect(Object.keys(cjr).sort()).toEqual(
      ['brand_image', 'brand_name', 'brand_slug', 'id', 'job_number_pattern', 'proposal_prefix', 'services_number', 'signs_count', 'status', 'target_margin_percent'].sort(),
    );
    expect(cjr).toMatchObject({ brand_name: "Carl's Jr", proposal_prefix: 'CJRP', status: 'Active' });
    // Each brand's own counts (every brand showed 1 and 1 while the subquery bound to the wrong table).
    const db = getDb();
    for (const brand of res.body as { id: number; signs_count: number; services_number: number }[]) {
      const signs = db.select().from(schema.signs).where(eq(schema.signs.brandId, brand.id)).all().length;
      const services = db.select().from(schema.services).where(eq(schema.services.brandId, brand.id)).all().length;
      expect(brand, `brand ${brand.id}`).toMatchObject({ signs_count: signs, services_number: services });
    }
    expect(cjr.signs_count).toBeGreaterThan(1);
    expect((await get('/api/brands', brandsLoader, false)).status).toBe(401);
  });

  it('lists Active profiles only', async () => {
    const db = getDb();
    db.insert(schema.users).values({ email: 'gone@signboard.local', fullName: 'Gone Person', status: 'Disabled' }).run();
    const res = await get('/api/profiles', profilesLoader);
    expect(res.status).toBe(200);
    const emails = res.body.map((p: { email: string }) => p.email);
    expect(emails).toContain('pm@signboard.local');
    expect(emails).not.toContain('gone@signboard.local');
    expect(Object.keys(res.body[0]).sort()).toEqual(['email', 'fullName', 'id', 'jobTitle', 'role', 'status', 'userImage']);
    expect((await get('/api/profiles', profilesLoader, false)).status).toBe(401);
  });
});
