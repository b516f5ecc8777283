/**
 * A job's History: every write to a job, by screen form or
 * /api route, records one row with the right person and what changed, in the
 * write's own transaction; a refused write records nothing; and no code in
 * app/ updates or deletes a history row.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { seedAndSignIn } from './support/seeded';
import { call } from './support/job-detail-fixtures';
import { LETTERS_24, linesOf, signId } from './support/line-items-fixtures';
import { openEdit, postEdit, postRow } from './support/panel-posts';
import { createSession } from '../app/server/auth/session.server';
import { getDb, schema } from '../app/server/db.server';
import { historyPage, historyPanel } from '../app/server/lifecycle/history.server';
import { removeLinePicture, setLinePicture } from '../app/server/line-items/pictures.server';
import { action as jobsAction } from '../app/routes/api/jobs';
import { action as jobApiAction } from '../app/routes/api/jobs.$brandSlug.$jobNumber';
import { action as versionsAction } from '../app/routes/api/jobs.$id.versions';
import { action as jobPageAction } from '../app/routes/job';
import * as createLine from '../app/routes/api/job-line-items';
import * as lineRoute from '../app/routes/api/job-line-items.$id';
import sharp from 'sharp';

const BASE = 'http://localhost:3000';
type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any

let sam = ''; // Sam Ortiz, estimator
let priya = ''; // Priya Nair, project manager
let cjrId = 0;

beforeAll(async () => {
  const seeded = await seedAndSignIn();
  sam = seeded.cookie;
  priya = (await createSession(seeded.pmId)).cookie.split(';')[0]!;
  cjrId = seeded.cjrId;
});

function json(cookie: string, method: string, path: string, body?: unknown) {
  return new Request(`${BASE}${path}`, {
    method,
    headers: { Cookie: cookie, Origin: BASE, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const apiAddLine = (cookie: string, body: unknown) => call(() => createLine.action({ request: json(cookie, 'POST', '/api/job-line-items', body), params: {}, context: {} } as never));
const apiLine = (cookie: string, method: string, id: number, body?: unknown) =>
  call(() => lineRoute.action({ request: json(cookie, method, `/api/job-line-items/${id}`, body), params: { id: String(id) }, context: {} } as never));

function jobPagePost(cookie: string, job: { brandSlug: string; jobNumber: string }, fields: Record<string, string>) {
  const request = new Request(`${BASE}/job/${job.brandSlug}/${job.jobNumber}`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: BASE, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  return call(() => jobPageAction({ request, params: { brandSlug: job.brandSlug, jobNumber: job.jobNumber }, context: {} } as never));
}

let n = 0;
async function newJob(cookie = sam) {
  n += 1;
  const body = { jobName: `History ${n}`, jobNumber: `HIST-${n}`, location: '100 Main St, Springfield, IL 62701', brandId: cjrId, jobTerms: 'Net30', jobTax: { percentage: 8.25, amount: null }, clientName: `Acme ${n}` };
  const created = await call(() => jobsAction({ request: json(cookie, 'POST', '/api/jobs', body), params: {}, context: {} } as never));
  expect(created.status).toBe(201);
  const job = getDb().select().from(schema.jobs).where(eq(schema.jobs.jobNumber, body.jobNumber)).get()!;
  const versionId = getDb().select().from(schema.jobVersions).where(eq(schema.jobVersions.jobId, job.id)).get()!.id;
  return { jobId: job.id, versionId, brandSlug: 'cjr', jobNumber: job.jobNumber, jobName: body.jobName };
}

/** The job's rows, oldest first: 'event | who | detail'. */
const rows = (jobId: number) =>
  historyPage(jobId, 0)
    .rows.reverse()
    .map((r) => `${r.event} | ${r.actorName} | ${r.detail}`);
const count = (jobId: number) => historyPage(jobId, 0).total;
const letters = (versionId: number, extra: Record<string, unknown> = {}) => ({ jobVersionId: versionId, lineType: 'sign', signId: signId('cjr', 'Channel Letters'), quantity: 2, selectedOptions: LETTERS_24, pricingMode: 'Calculated', ...extra });

describe('each write records who changed what', () => {
  it('job created (API), info edited by the Job Info and Client Info dialogs and by PATCH, each field old -> new', async () => {
    const job = await newJob();
    expect(rows(job.jobId)).toEqual([`job created | Sam Ortiz | created the job '${job.jobName}' (${job.jobNumber}) for 'Acme ${n}'`]);

    const edited = await jobPagePost(priya, job, {
      intent: 'edit-job',
      jobName: `${job.jobName} North`,
      jobNumber: job.jobNumber,
      location: '100 Main St, Springfield, IL 62701',
      brandId: String(cjrId),
      managerId: '',
      jobTerms: 'Net45',
      taxType: 'percentage',
      taxPercentage: '7.5',
      taxAmount: '',
    });
    expect(edited.status).toBe(302);
    const client = await jobPagePost(priya, job, { intent: 'edit-client', clientName: `Acme ${n}`, contactName: 'Pat Lee', contactEmail: 'pat@example.com' });
    expect(client.status).toBe(302);
    const patched = await call(() => jobApiAction({ request: json(sam, 'PATCH', `/api/jobs/cjr/${job.jobNumber}`, { clientReference: 'PO-7781' }), params: { brandSlug: 'cjr', jobNumber: job.jobNumber }, context: {} } as never));
    expect(patched.status).toBe(200);

    expect(rows(job.jobId).slice(1)).toEqual([
      `info edited | Priya Nair | changed the job name from '${job.jobName}' to '${job.jobName} North'`,
      "info edited | Priya Nair | changed the terms from 'Net30' to 'Net45'",
      "info edited | Priya Nair | changed the tax from '8.25%' to '7.5%'",
      "info edited | Priya Nair | changed the contact name from (empty) to 'Pat Lee'",
      "info edited | Priya Nair | changed the contact e-mail from (empty) to 'pat@example.com'",
      "info edited | Sam Ortiz | changed the client reference from (empty) to 'PO-7781'",
    ]);
  });

  it('a brand move says the brand changed and what happened to the lines', async () => {
    const job = await newJob();
    const travel = getDb().select().from(schema.services).where(eq(schema.services.name, 'Travel')).all().find((x) => x.brandId === cjrId)!;
    expect((await apiAddLine(sam, { jobVersionId: job.versionId, lineType: 'service', serviceId: travel.id, quantity: 1, selectedOptions: {}, pricingMode: 'Calculated' })).status).toBe(201);
    const moved = await call(() => jobApiAction({ request: json(priya, 'PATCH', `/api/jobs/cjr/${job.jobNumber}`, { brandName: 'Skechers' }), params: { brandSlug: 'cjr', jobNumber: job.jobNumber }, context: {} } as never));
    expect(moved.status).toBe(200);
    expect(rows(job.jobId).slice(2)).toEqual(["info edited | Priya Nair | changed the brand from 'Carl's Jr' to 'Skechers'", "info edited | Priya Nair | moved the job's 1 line to Skechers: 1 re-priced from its catalogue"]);
  });

  it('a refused info edit records nothing', async () => {
    const job = await newJob();
    const other = await newJob();
    const before = count(job.jobId);
    const dup = await call(() => jobApiAction({ request: json(sam, 'PATCH', `/api/jobs/cjr/${job.jobNumber}`, { jobNumber: other.jobNumber }), params: { brandSlug: 'cjr', jobNumber: job.jobNumber }, context: {} } as never));
    expect(dup.status).toBe(409);
    const bad = await jobPagePost(priya, job, { intent: 'edit-client', clientName: 'Acme', contactEmail: 'nope' });
    expect(bad.status).toBe(400);
    expect(count(job.jobId)).toBe(before);
  });

  it('lines added, edited, priced, reset, moved, deleted and restored, by screen and by API, each with its person and amounts', async () => {
    const job = await newJob();
    const first = await apiAddLine(sam, letters(job.versionId));
    expect(first.status).toBe(201);
    const firstId = (first.body as Any).id as number;
    const second = await apiAddLine(sam, letters(job.versionId, { quantity: 1 }));
    const secondId = (second.body as Any).id as number;
    const { lineItemPrice: unit, lineItemInstallPrice: install, lineItemBudget: budget, lineItemInstallBudget: installBudget } = linesOf(job.versionId)[0]!;
    const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

    // Priya changes the quantity in the Edit panel (a form post, as without JavaScript).
    const opened = await openEdit(priya, job, firstId);
    const initial = (opened.body as { initial: Record<string, string> }).initial;
    expect((await postEdit(priya, job, firstId, { ...initial, quantity: '4', intent: 'save' })).status).toBe(302);
    // Sam types prices through the API, then resets them; Priya moves and deletes from the row menu, then undoes the delete.
    expect((await apiLine(sam, 'PATCH', firstId, { prices: { price: 1000, install: 100, budget: 500, installBudget: 50 }, pricingMode: 'Edited' })).status).toBe(200);
    expect((await apiLine(sam, 'PATCH', firstId, { pricingMode: 'Calculated' })).status).toBe(200);
    const moved = await postRow(priya, job, secondId, { intent: 'move-up' });
    expect(moved.status).toBe(302);
    // A page post (the menu without JavaScript) lands at the moved line, not the top of the page.
    expect(moved.headers.get('Location')).toMatch(new RegExp(`#line-${secondId}$`));
    const deleted = await postRow(priya, job, firstId, { intent: 'delete' });
    expect(deleted.status).toBe(302);
    const deletion = getDb().select().from(schema.deletedLineItems).where(eq(schema.deletedLineItems.lineItemId, firstId)).get()!;
    expect((await postRow(priya, job, firstId, { intent: 'undo-delete', deletion: String(deletion.id) })).status).toBe(302);
    expect((await apiLine(sam, 'DELETE', secondId)).status).toBe(200);

    const lines = rows(job.jobId).slice(1);
    const price = (quantity: number) => money(unit * quantity + install);
    expect(lines[0]).toBe(`line added | Sam Ortiz | added Channel Letters (line 1): quantity 2 at ${money(unit)}, install ${money(install)}: price ${price(2)} (Calculated)`);
    expect(lines[1]).toBe(`line added | Sam Ortiz | added Channel Letters (line 2): quantity 1 at ${money(unit)}, install ${money(install)}: price ${price(1)} (Calculated)`);
    expect(lines[2]).toBe(`line edited | Priya Nair | changed the quantity of Channel Letters (line 1) from 2 to 4: price ${price(2)} -> ${price(4)}`);
    expect(lines[3]).toBe(`prices edited | Sam Ortiz | edited the prices of Channel Letters (line 1) (Calculated -> Edited): price ${price(4)} -> $4,100.00, unit price ${money(unit)} -> $1,000.00, install ${money(install)} -> $100.00, budget ${money(budget)} -> $500.00, install budget ${money(installBudget)} -> $50.00`);
    expect(lines[4]).toBe(`prices reset | Sam Ortiz | reset the pricing of Channel Letters (line 1) to Calculated: price $4,100.00 -> ${price(4)}, unit price $1,000.00 -> ${money(unit)}, install $100.00 -> ${money(install)}, budget $500.00 -> ${money(budget)}, install budget $50.00 -> ${money(installBudget)}`);
    expect(lines[5]).toBe('line moved | Priya Nair | moved Channel Letters from line 2 to line 1');
    expect(lines[6]).toBe(`line deleted | Priya Nair | deleted Channel Letters (line 2): quantity 4 at ${money(unit)}, install ${money(install)}: price ${price(4)}`);
    expect(lines[7]).toBe(`line restored | Priya Nair | restored Channel Letters (line 2) (undid its delete): quantity 4 at ${money(unit)}, install ${money(install)}: price ${price(4)}`);
    expect(lines[8]).toBe(`line deleted | Sam Ortiz | deleted Channel Letters (line 1): quantity 1 at ${money(unit)}, install ${money(install)}: price ${price(1)}`);
    expect(lines).toHaveLength(9);
  });

  it('a picture added and removed, and a version created, name their person', async () => {
    const job = await newJob();
    const added = await apiAddLine(sam, letters(job.versionId));
    const id = (added.body as Any).id as number;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } }).png().toBuffer();
    const priyaUser = getDb().select().from(schema.users).where(eq(schema.users.email, 'pm@signboard.local')).get()!;
    expect((await setLinePicture({ kind: 'staff', user: priyaUser }, id, job.versionId, new Uint8Array(png))).ok).toBe(true);
    expect(removeLinePicture({ kind: 'staff', userId: priyaUser.id }, id, job.versionId).ok).toBe(true);
    expect(removeLinePicture({ kind: 'staff', userId: priyaUser.id }, id, job.versionId).ok).toBe(false);
    const version = await call(() => versionsAction({ request: json(priya, 'POST', `/api/jobs/${job.jobId}/versions`, { sourceVersionNumber: 1 }), params: { id: String(job.jobId) }, context: {} } as never));
    expect(version.status).toBe(201);
    expect(rows(job.jobId).slice(2)).toEqual([
      'picture added | Priya Nair | added a picture to Channel Letters (line 1)',
      'picture removed | Priya Nair | removed the picture of Channel Letters (line 1)',
      'version created | Priya Nair | created version 2 as a copy of version 1',
    ]);
  });

  it('a refused line write records nothing: bad quantity, stale edit, unknown line, another version', async () => {
    const job = await newJob();
    const added = await apiAddLine(sam, letters(job.versionId));
    const id = (added.body as Any).id as number;
    const before = count(job.jobId);
    expect((await apiAddLine(sam, letters(job.versionId, { quantity: 0 }))).status).toBe(400);
    expect((await apiLine(sam, 'PATCH', id, { prices: { price: -5, install: 0, budget: 0, installBudget: 0 }, pricingMode: 'Edited' })).status).toBe(400);
    const opened = await openEdit(priya, job, id);
    const initial = (opened.body as { initial: Record<string, string> }).initial;
    expect((await postEdit(priya, job, id, { ...initial, quantity: '3', intent: 'save', updatedAt: '1' })).status).toBe(409);
    expect((await apiLine(sam, 'DELETE', 99_999_999)).status).toBe(404);
    expect((await apiLine(sam, 'PATCH', id, { sortOrder: 1, jobVersionId: job.versionId + 1_000 })).status).toBe(400);
    expect(count(job.jobId)).toBe(before);
  });

  it('the History panel says each row as a sentence, newest first', async () => {
    const job = await newJob();
    const added = await apiAddLine(sam, letters(job.versionId));
    const id = (added.body as Any).id as number;
    const opened = await openEdit(priya, job, id);
    await postEdit(priya, job, id, { ...(opened.body as { initial: Record<string, string> }).initial, quantity: '4', intent: 'save' });
    const panel = historyPanel(job.jobId, 0);
    expect(panel.rows.map((r) => r.sentence)).toEqual([
      expect.stringMatching(/^Priya Nair changed the quantity of Channel Letters \(line 1\) from 2 to 4: price \$[\d,.]+ -> \$[\d,.]+$/),
      expect.stringMatching(/^Sam Ortiz added Channel Letters \(line 1\): quantity 2 at \$[\d,.]+, install \$[\d,.]+: price \$[\d,.]+ \(Calculated\)$/),
      `Sam Ortiz created the job '${job.jobName}' (${job.jobNumber}) for 'Acme ${n}'`,
    ]);
  });
});

describe('history rows are append-only', () => {
  /** Every source file under app/ (tests aside). */
  function sources(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return sources(path);
      return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
    });
  }

  it('no code in app/ updates or deletes job_history', () => {
    const offenders = sources(join(__dirname, '..', 'app')).filter((file) => {
      const text = readFileSync(file, 'utf8');
      return /\.(update|delete)\(\s*(schema\.)?jobHistory\b/.test(text) || /\b(update|delete\s+from)\s+["`']?job_history\b/i.test(text);
    });
    expect(offenders).toEqual([]);
  });
});
