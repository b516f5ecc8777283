/**
 * Hostile strings through the JSON API: markup, SQL
 * fragments, emoji, combining marks and bidi controls are stored exactly as
 * sent and read back as the same text; NUL and other control characters are
 * stored as spaces; 10,000-character names are refused with the field's
 * limit; the invite e-mail escapes the name in its HTML part and keeps a
 * fixed subject; the proposal and pricing sheet print every string as text
 * and fetch nothing an injected tag points at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb, schema } from '../app/server/db.server';
import { makeDocument } from '../app/server/pdf/documents.server';
import { closePdfBrowser } from '../app/server/pdf/browser.server';
import { action as jobsAction } from '../app/routes/api/jobs';
import { action as jobAction, loader as jobLoader } from '../app/routes/api/jobs.$brandSlug.$jobNumber';
import { action as lineItemsAction } from '../app/routes/api/job-line-items';
import { loader as byJobLoader } from '../app/routes/api/job-line-items.by-job.$brandSlug.$jobNumber';
import { action as brandsAction } from '../app/routes/api/brands';
import { action as servicesAction } from '../app/routes/api/services';
import { action as signsAction } from '../app/routes/api/signs';
import { action as usersAction } from '../app/routes/api/users';
import { hit, seedWithSessions, type Who } from './support/admin-helpers';
import { lastMail } from './support/auth-helpers';
import { signId } from './support/line-items-fixtures';
import { pdfText } from './support/pdf-helpers';
import { greetingName, loginMail } from '../app/domain/auth/login-mail';
import { MARKUP, UNICODE } from './support/hostile-strings';

let cookies: Record<Who, string>;
let pmId = 0;
let cjrId = 0;

beforeAll(async () => {
  ({ cookies } = await seedWithSessions());
  const db = getDb();
  pmId = db.select().from(schema.users).where(eq(schema.users.email, 'pm@signboard.local')).get()!.id;
  cjrId = db.select().from(schema.brands).where(eq(schema.brands.slug, 'cjr')).get()!.id;
});
afterAll(async () => {
  await closePdfBrowser();
});

const CONTROL = 'Ctl\u0000Nul\u0007Bel\u001b[31mEsc\u007fDel\u0085Nel';
const CONTROL_STORED = 'Ctl Nul Bel [31mEsc Del Nel';
const LONG = 'W'.repeat(10_000);

let n = 0;
function jobBody(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    jobName: `Hostile ${n}`,
    jobNumber: `H-${n}`,
    location: '100 Main St, Springfield, IL 62701',
    brandId: cjrId,
    managerId: pmId,
    jobTerms: 'Net30',
    jobTax: { percentage: 8.25, amount: null },
    clientName: `Client ${n}`,
    ...overrides,
  };
}

const createJob = (body: unknown) => hit(jobsAction, { cookie: cookies.user, path: '/api/jobs', body });
const readJob = (jobNumber: string) => hit(jobLoader, { cookie: cookies.user, params: { brandSlug: 'cjr', jobNumber } });

describe('jobs: POST /api/jobs and PATCH', () => {
  it('stores markup, SQL, emoji, combining marks and bidi controls exactly, in every text field', async () => {
    for (const s of [...MARKUP, ...UNICODE]) {
      const clientName = `${s} ${n}`; // a new client each time
      const body = jobBody({ jobName: s, location: s, clientName, clientAddress: s, contactName: s, contactTitle: s });
      const res = await createJob(body);
      expect(res.status, s).toBe(201);
      const job = (await readJob(String(body.jobNumber))).body;
      expect(job).toMatchObject({ jobName: s, jobLocation: s, clientName, contactName: s, contactTitle: s });
    }
    // The SQL fragment did nothing: the jobs table is there and holds every job.
    expect(getDb().select().from(schema.jobs).all().length).toBeGreaterThanOrEqual(MARKUP.length + UNICODE.length);
  });

  it('stores control characters as spaces', async () => {
    const body = jobBody({ jobName: CONTROL, clientName: `${CONTROL}\r\n`, contactName: `\t${CONTROL}` });
    expect((await createJob(body)).status).toBe(201);
    const job = (await readJob(String(body.jobNumber))).body;
    expect(job).toMatchObject({ jobName: CONTROL_STORED, clientName: CONTROL_STORED, contactName: CONTROL_STORED });
    const patched = await hit(jobAction, { cookie: cookies.user, method: 'PATCH', params: { brandSlug: 'cjr', jobNumber: String(body.jobNumber) }, body: { jobName: `A\u0000B` } });
    expect(patched.status).toBe(200);
    expect(patched.body.jobName).toBe('A B');
  });

  it('refuses 10,000-character values naming each field and its limit', async () => {
    const res = await createJob(jobBody({ jobName: LONG, clientName: LONG, contactName: LONG, location: LONG }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      jobName: ['At most 200 characters'],
      location: ['At most 300 characters'],
    });
    const client = await createJob(jobBody({ clientName: LONG, contactName: LONG, contactTitle: LONG }));
    expect(client.status).toBe(400);
    expect(client.body.fields).toMatchObject({
      clientName: ['At most 200 characters'],
      contactName: ['At most 120 characters'],
      contactTitle: ['At most 120 characters'],
    });
    const body = jobBody();
    await createJob(body);
    const patch = await hit(jobAction, { cookie: cookies.user, method: 'PATCH', params: { brandSlug: 'cjr', jobNumber: String(body.jobNumber) }, body: { jobName: LONG } });
    expect(patch.status).toBe(400);
    expect(patch.body.fields.jobName).toEqual(['At most 200 characters']);
  });
});

describe('line items: POST /api/job-line-items', () => {
  it('stores a hostile custom description as text, cleans controls and refuses more than 150 characters', async () => {
    const body = jobBody();
    const job = (await createJob(body)).body;
    const versionId = getDb().select().from(schema.jobVersions).where(eq(schema.jobVersions.jobId, job.id)).get()!.id;
    const custom = (description: string) =>
      hit(lineItemsAction, {
        cookie: cookies.user,
        path: '/api/job-line-items',
        body: { jobVersionId: versionId, lineType: 'sign', signId: signId('cjr', 'Custom Sign'), quantity: 1, description, lineItemPrice: '$100.00' },
      });
    for (const s of [MARKUP[0]!, MARKUP[1]!, MARKUP[3]!, UNICODE[1]!, UNICODE[2]!, CONTROL]) expect((await custom(s)).status, s).toBe(201);
    const tooLong = await custom(LONG);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields.description).toEqual(['Description must be at most 150 characters']);
    // Prices are money, never text: a hostile string there is refused with the money message.
    const price = await hit(lineItemsAction, {
      cookie: cookies.user,
      path: '/api/job-line-items',
      body: { jobVersionId: versionId, lineType: 'sign', signId: signId('cjr', 'Custom Sign'), quantity: 1, description: 'x', lineItemPrice: MARKUP[3] },
    });
    expect(price.status).toBe(400);
    expect(price.body.fields.lineItemPrice).toBeTruthy();

    const read = await hit(byJobLoader, { cookie: cookies.user, params: { brandSlug: 'cjr', jobNumber: String(body.jobNumber) } });
    const descriptions = (read.body.items as Array<{ description: string }>).map((l) => l.description);
    expect(descriptions).toEqual([MARKUP[0], MARKUP[1], MARKUP[3], UNICODE[1], UNICODE[2], CONTROL_STORED]);
  });
});

describe('admin APIs', () => {
  it('brands, signs and services keep hostile names as text; controls become spaces; long names are refused', async () => {
    const brand = await hit(brandsAction, { cookie: cookies.admin, body: { name: `${MARKUP[1]}\u0000`, slug: 'hostile', proposalPrefix: 'HX' } });
    expect(brand.status).toBe(201);
    expect(brand.body.brand.name).toBe(MARKUP[1]);
    const longBrand = await hit(brandsAction, { cookie: cookies.admin, body: { name: LONG, slug: 'long', proposalPrefix: 'LX' } });
    expect(longBrand.status).toBe(400);
    expect(longBrand.body.fields.name).toEqual(['At most 80 characters']);

    const sign = await hit(signsAction, {
      cookie: cookies.admin,
      body: { brandId: cjrId, name: MARKUP[2], signType: 'Wall Signs', description: `{Size} ${UNICODE[0]}\u001b` },
    });
    expect(sign.status).toBe(201);
    const stored = getDb().select().from(schema.signs).where(eq(schema.signs.name, MARKUP[2]!)).get()!;
    expect(stored.description).toBe(`{Size} ${UNICODE[0]}`);

    const service = await hit(servicesAction, { cookie: cookies.admin, body: { brandId: cjrId, name: UNICODE[1], description: MARKUP[4] } });
    expect(service.status).toBe(201);
    expect(getDb().select().from(schema.services).where(eq(schema.services.name, UNICODE[1]!)).get()?.description).toBe(MARKUP[4]);
    const longService = await hit(servicesAction, { cookie: cookies.admin, body: { brandId: cjrId, name: LONG } });
    expect(longService.body.fields.name).toEqual(['At most 120 characters']);
  });

  it('the invite stores the name as text; its e-mail escapes it in HTML and keeps a fixed one-line subject', async () => {
    const name = `${MARKUP[1]} ${MARKUP[0]}\r\nBcc: victim@example.com`;
    const res = await hit(usersAction, { cookie: cookies.admin, body: { fullName: name, email: 'hostile@example.com', jobTitle: `${UNICODE[2]}\u0000`, role: 'User' } });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ fullName: `${MARKUP[1]} ${MARKUP[0]} Bcc: victim@example.com`, jobTitle: UNICODE[2] });
    const mail = await lastMail('hostile@example.com');
    expect(mail?.subject).toBe("You're invited to Signboard");
    expect(mail?.to).toBe('hostile@example.com');
    // The greeting takes the first word of the name: '<img' arrives as text.
    expect(mail?.html).toContain('Hi &#60;img,');
    expect(mail?.html).not.toMatch(/<img|<script|onerror=/);
    expect(mail?.text).toContain('Hi <img,');

    const long = await hit(usersAction, { cookie: cookies.admin, body: { fullName: LONG, email: 'long@example.com', role: 'User' } });
    expect(long.status).toBe(400);
    expect(long.body.fields.fullName).toEqual(['At most 120 characters']);
  });
});

describe('PDFs', () => {
  it('print every hostile string as text, emoji and right-to-left text intact, and fetch nothing', async () => {
    const name = `${MARKUP[1]} ${UNICODE[0]}`;
    const body = jobBody({ jobName: name, clientName: `${MARKUP[3]} pdf`, contactName: UNICODE[1], location: MARKUP[2] });
    const job = (await createJob(body)).body;
    const versionId = getDb().select().from(schema.jobVersions).where(eq(schema.jobVersions.jobId, job.id)).get()!.id;
    for (const description of [MARKUP[0]!, UNICODE[2]!, UNICODE[1]!]) {
      const line = await hit(lineItemsAction, {
        cookie: cookies.user,
        path: '/api/job-line-items',
        body: { jobVersionId: versionId, lineType: 'sign', signId: signId('cjr', 'Custom Sign'), quantity: 1, description, lineItemPrice: 100 },
      });
      expect(line.status).toBe(201);
    }
    for (const kind of ['proposal', 'pricing-sheet'] as const) {
      const made = await makeDocument(kind, { brandSlug: 'cjr', jobNumber: String(body.jobNumber), version: 1 });
      if (!made.ok) throw new Error(made.error);
      const { text } = await pdfText(made.document.pdf);
      // pdf.js gives text in logical order and may drop the invisible bidi controls; compare what prints.
      const visible = (s: string) => s.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').replace(/\s+/g, ' ');
      const printed = visible(text).normalize('NFC');
      for (const s of [MARKUP[1]!, MARKUP[0]!, MARKUP[3]!, MARKUP[2]!]) expect(printed, `${kind}: ${s}`).toContain(s);
      // Precomposed and combining accents, a ZWJ family, a flag and Hebrew print intact. (Stacked marks
      // outside Inter's coverage and emoji modifiers are not compared: pdf.js reads them back apart.)
      expect(printed).toContain('Caf\u00e9 caf\u00e9');
      expect(printed).toContain('\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466} \u{1F1FA}\u{1F1F8}');
      expect(printed).toContain('\u05e9\u05dc\u05d5\u05dd');
      expect(made.document.blockedRequests).toEqual([]);
      // The download name holds no markup characters a header or a file system would choke on.
      expect(made.document.fileName).not.toMatch(/[<>"\r\n]/);
    }
  });
});

describe('no field answers 500', () => {
  const STRINGS = [...MARKUP, ...UNICODE, CONTROL, LONG, '\ud800', '%', '_', '\\', '{}', '[]', 'null', '-1', '1e309', 'NaN'];

  it('any hostile string in any field of a job or line-item payload is a 2xx or a 4xx', async () => {
    const base = jobBody();
    const job = (await createJob(base)).body;
    const versionId = getDb().select().from(schema.jobVersions).where(eq(schema.jobVersions.jobId, job.id)).get()!.id;
    const line = { jobVersionId: versionId, lineType: 'sign', signId: signId('cjr', 'Channel Letters'), quantity: 1, selectedOptions: { size: '24"' } };
    const statuses: Array<[string, number]> = [];
    for (const s of STRINGS) {
      for (const key of Object.keys(jobBody())) statuses.push([`job.${key}`, (await createJob(jobBody({ [key]: s }))).status]);
      for (const key of ['jobTerms', 'brandName', 'managerId', 'contactPhone', 'contactEmail', 'parsedJobLocation', 'parsedClientAddress', 'existingClientId']) {
        statuses.push([`job.${key}`, (await createJob(jobBody({ [key]: s }))).status]);
      }
      statuses.push(['job.jobTax', (await createJob(jobBody({ jobTax: { percentage: s, amount: s } }))).status]);
      const patch = (body: unknown) => hit(jobAction, { cookie: cookies.user, method: 'PATCH', params: { brandSlug: 'cjr', jobNumber: String(base.jobNumber) }, body });
      for (const key of ['jobName', 'jobLocation', 'brandName', 'jobTerms', 'clientName', 'contactEmail', 'selectedClientId']) {
        statuses.push([`patch.${key}`, (await patch({ [key]: s })).status]);
      }
      for (const key of ['description', 'quantity', 'lineItemPrice', 'enteredPrice', 'pricingMode', 'signPricingId']) {
        statuses.push([`line.${key}`, (await hit(lineItemsAction, { cookie: cookies.user, path: '/api/job-line-items', body: { ...line, [key]: s } })).status]);
      }
      statuses.push(['line.option value', (await hit(lineItemsAction, { cookie: cookies.user, path: '/api/job-line-items', body: { ...line, selectedOptions: { size: s, Color: s } } })).status]);
      statuses.push(['line.option name', (await hit(lineItemsAction, { cookie: cookies.user, path: '/api/job-line-items', body: { ...line, selectedOptions: { [s]: 'x', size: '24"' } } })).status]);
      statuses.push(['line.options text', (await hit(lineItemsAction, { cookie: cookies.user, path: '/api/job-line-items', body: { ...line, selectedOptions: s } })).status]);
    }
    expect(statuses.filter(([, status]) => status >= 500)).toEqual([]);
  });
});

describe('the sign-in e-mail', () => {
  it('greets a person with a hostile name as text, under its fixed subject', () => {
    const greet = greetingName({ fullName: `${MARKUP[1]} Smith\r\nBcc: x@y.z` });
    const mail = loginMail({ to: 'a@b.co', greetName: greet, link: 'http://localhost/auth/callback?t="><x>', code: 'ABC123', minutes: 10 });
    expect(mail.subject).toBe('Your Signboard sign-in link');
    expect(mail.html).toContain('Hi &#60;img,');
    expect(mail.html).toContain('href="http://localhost/auth/callback?t=&#34;&#62;&#60;x&#62;"');
    expect(mail.html).not.toMatch(/<img|<x>/);
    // An override in the name ends with it (FSI ... PDI).
    expect(loginMail({ to: 'a@b.co', greetName: '\u202eDana', link: 'http://l/', code: 'A', minutes: 10 }).text).toContain('Hi \u2068\u202eDana\u2069, here is');
  });
});
