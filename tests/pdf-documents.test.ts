/**
 * The proposal and pricing sheet as a reader sees them: their text, read
 * back from the PDF bytes with unpdf, holds the job, the client, every line's
 * description, the tax and the totals to the cent, and the proposal holds no
 * budget figure. Also: the routes' answers (file names, 400/401/404, 503
 * when busy, needsApiKey only without Chromium), a hostile job that points
 * at a local server makes no request, and a browser killed mid-run is
 * replaced for the next document.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb, schema } from '../app/server/db.server';
import { makeDocument } from '../app/server/pdf/documents.server';
import { closePdfBrowser, pdfBrowserPid, pdfStats, PdfTimeoutError, printPdf } from '../app/server/pdf/browser.server';
import { pdfLimits } from '../app/server/pdf/config.server';
import { action as proposalAction } from '../app/routes/api/generate-proposal';
import { action as sheetAction } from '../app/routes/api/generate-pricing-sheet';
import { call, cookieFor, makeJob, makeUser, type JobFixture } from './support/job-detail-fixtures';
import { pdfText } from './support/pdf-helpers';

let job: JobFixture;
let cookie: string;
let hits: string[] = [];
let hostile: http.Server;
let hostileOrigin: string;

beforeAll(async () => {
  job = makeJob();
  cookie = await cookieFor(makeUser('estimator@test.local', 'Sam Ortiz'));
  hostile = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    res.end('x');
  });
  await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
  hostileOrigin = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await closePdfBrowser();
  await new Promise((resolve) => hostile.close(resolve));
});

async function make(kind: 'proposal' | 'pricing-sheet', jobNumber = job.jobNumber, version: number | null = 1) {
  const made = await makeDocument(kind, { brandSlug: 'dhc', jobNumber, version });
  if (!made.ok) throw new Error(made.error);
  return made.document;
}

function post(actionFn: (args: never) => unknown, body: unknown, headers: Record<string, string> = {}) {
  const request = new Request('http://localhost/api/x', {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return call(() => actionFn({ request, params: {}, context: {} } as never));
}

// The fixture: 2 x $2,500.00 + $800.00 install; $123.45; Survey $595.00 install. Tax 8.25%.
const PRICES = { items: '$5,123.45', installation: '$1,395.00', subtotal: '$6,518.45', tax: '$537.77', grand: '$7,056.22' };
// Budgets: 2 x $1,375.00 + $440.00 install; $67.89; Survey $300.00 install.
const BUDGETS = ['$1,375.00', '$440.00', '$67.89', '$300.00', '$2,817.89', '$3,557.89'];

describe('proposal PDF', () => {
  it('holds the job, client, every description, tax and totals to the cent, and no budget', async () => {
    const doc = await make('proposal');
    const { text } = await pdfText(doc.pdf);
    const row = getDb().select().from(schema.jobs).where(eq(schema.jobs.id, job.jobId)).get()!;
    expect(text).toContain(row.jobName);
    const client = getDb().select().from(schema.clients).where(eq(schema.clients.id, row.clientId!)).get()!;
    expect(text).toContain(client.name);
    expect(text).toContain('Priya Nair'); // the project manager
    expect(text).toContain('12 Main St'); // client address
    for (const description of ['Channel letters 24"', 'Custom panel', 'Site survey']) expect(text).toContain(description);
    expect(text).toContain('Tax (8.25%)');
    for (const amount of Object.values(PRICES)) expect(text).toContain(amount);
    expect(text).toContain('$5,800.00'); // line total: 2 x 2,500 + 800
    for (const budget of BUDGETS) expect(text).not.toContain(budget);
    expect(text).not.toMatch(/budget/i);
    expect(text).toMatch(/Page 1 of \d+/);
    expect(text).toContain('Net30');
    expect(text).toMatch(/Printed name.*Signature.*Date/);
    expect(doc.fileName).toBe(`DHCP-${job.jobNumber.slice(2)} v1 (${row.jobName}).pdf`);
  });

  it('prints a fixed tax amount when the job has one', async () => {
    getDb().update(schema.jobs).set({ taxPercentage: null, taxAmount: 10000 }).where(eq(schema.jobs.id, job.jobId)).run();
    try {
      const { text } = await pdfText((await make('proposal')).pdf);
      expect(text).toContain('$100.00');
      expect(text).toContain('$6,618.45');
    } finally {
      getDb().update(schema.jobs).set({ taxPercentage: 825, taxAmount: null }).where(eq(schema.jobs.id, job.jobId)).run();
    }
  });
});

describe('pricing sheet PDF', () => {
  it('is marked internal and shows price, budget and margin per line and in total', async () => {
    const doc = await make('pricing-sheet');
    const { text } = await pdfText(doc.pdf);
    expect(text).toContain('Internal - do not send');
    for (const description of ['Channel letters 24"', 'Custom panel', 'Site survey']) expect(text).toContain(description);
    for (const budget of BUDGETS) expect(text).toContain(budget);
    // Line 1: price 5,800.00, budget 3,190.00, margin 2,610.00 (45.0%); job: 6,518.45 - 3,557.89 = 2,960.56 (45.4%).
    expect(text).toContain('$3,190.00');
    expect(text).toContain('$2,610.00');
    expect(text).toContain('$2,960.56');
    expect(text).toContain('45.4%');
    expect(text).toContain(PRICES.tax);
    expect(text).toContain(PRICES.grand);
    expect(doc.fileName).toMatch(/^Pricing Sheet - DHCP-\d+ v1 \(Test Job \d+\)\.pdf$/);
  });
});

describe('untrusted text', () => {
  it('prints markup in a job as text and fetches nothing it points at', async () => {
    hits = [];
    const name = `<img src="${hostileOrigin}/img-from-name"> <script>alert(1)</script>`;
    const description = `<link rel="stylesheet" href="${hostileOrigin}/css-from-description"><iframe src="${hostileOrigin}/frame">`;
    const f = makeJob();
    getDb().update(schema.jobs).set({ jobName: name, jobLocation: `<img src=${hostileOrigin}/loc>` }).where(eq(schema.jobs.id, f.jobId)).run();
    getDb().update(schema.lineItems).set({ description }).where(eq(schema.lineItems.jobVersionId, f.versionId)).run();
    for (const kind of ['proposal', 'pricing-sheet'] as const) {
      const doc = await make(kind, f.jobNumber);
      const { text } = await pdfText(doc.pdf);
      expect(text).toContain('<img src=');
      expect(text).toContain('<link rel="stylesheet"');
      expect(doc.blockedRequests).toEqual([]);
    }
    expect(hits).toEqual([]);
  });

  it('refuses every request of the page even for raw markup (the second wall)', async () => {
    hits = [];
    const html = `<!DOCTYPE html><html><head><link rel="stylesheet" href="${hostileOrigin}/raw-css">
      <style>@import url("${hostileOrigin}/raw-import"); body{background:url("${hostileOrigin}/raw-bg")}</style></head>
      <body><img src="${hostileOrigin}/raw-img"><iframe src="${hostileOrigin}/raw-frame"></iframe>
      <object data="${hostileOrigin}/raw-object"></object><script src="${hostileOrigin}/raw-script"></script>hello</body></html>`;
    const printed = await printPdf(html);
    expect(printed.blockedRequests.length).toBeGreaterThan(0);
    expect(printed.blockedRequests.every((u) => u.startsWith(hostileOrigin))).toBe(true);
    expect(hits).toEqual([]);
    expect((await pdfText(printed.pdf)).text).toContain('hello');
  });
});

describe('the warm browser', () => {
  it('is reused, and replaced when it is killed mid-run', async () => {
    await make('proposal');
    const launches = pdfStats().launches;
    await make('pricing-sheet');
    expect(pdfStats().launches).toBe(launches); // warm: no new browser

    const pid = await pdfBrowserPid();
    expect(pid).toBeTruthy();
    const inFlight = make('pricing-sheet').then(
      () => 'ok',
      () => 'failed',
    );
    process.kill(pid!, 'SIGKILL');
    // The document being printed is retried once in a new browser (or fails cleanly), never hangs.
    expect(['ok', 'failed']).toContain(await inFlight);
    const next = await make('proposal');
    expect((await pdfText(next.pdf)).text).toContain('Grand total');
    expect(await pdfBrowserPid()).not.toBe(pid);
  });
});

describe('the time limit', () => {
  it('stops a document that takes too long, and the next one prints', async () => {
    await make('proposal'); // warm
    // 1 ms: no document can open its context, lay out and print in that time.
    await expect(printPdf('<p>slow</p>', { timeoutMs: 1 })).rejects.toBeInstanceOf(PdfTimeoutError);
    expect(pdfStats()).toMatchObject({ active: 0, waiting: 0 }); // the slot was given back
    expect((await pdfText((await make('proposal')).pdf)).text).toContain('Grand total');
  });
});

describe('routes', () => {
  it('answer the PDF with RFC 6266 file names', async () => {
    const res = await proposalActionRaw({ brandSlug: 'dhc', jobNumber: job.jobNumber, version: 1 });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="DHCP-\d+ v1 \(Test Job \d+\)\.pdf"; filename\*=UTF-8''DHCP-\d+%20v1%20%28Test%20Job%20\d+%29\.pdf$/);
    const sheet = await call(() =>
      sheetAction({ request: jsonRequest({ brandSlug: 'dhc', jobNumber: job.jobNumber, version: '1' }), params: {}, context: {} } as never),
    );
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('Content-Disposition')).toMatch(/filename="Pricing Sheet - DHCP-\d+ v1 \(Test Job \d+\)\.pdf"/);
  });

  it('answer 401 signed out, 400 for a bad body, 404 for an unknown job or version', async () => {
    expect((await post(proposalAction, { brandSlug: 'dhc', jobNumber: job.jobNumber }, { Cookie: '' })).status).toBe(401);
    expect(await post(sheetAction, { brandSlug: 'dhc', jobNumber: job.jobNumber, version: 1 }, { Cookie: '' })).toMatchObject({ status: 401 });
    expect(await post(proposalAction, { brandSlug: 'dhc' })).toMatchObject({ status: 400, body: { error: 'Invalid request' } });
    expect(await post(proposalAction, { brandSlug: 'dhc', jobNumber: job.jobNumber, version: 'x' })).toMatchObject({ status: 400 });
    expect(await post(proposalAction, { brandSlug: 'dhc', jobNumber: 'nope', version: 1 })).toMatchObject({ status: 404, body: { error: 'Job not found' } });
    expect(await post(sheetAction, { brandSlug: 'dhc', jobNumber: job.jobNumber, version: 9 })).toMatchObject({ status: 404, body: { error: 'Version not found' } });
  });

  it('answer 503 with Retry-After when the queue is full', async () => {
    const saved = { ...pdfLimits };
    pdfLimits.concurrency = 1;
    pdfLimits.queue = 0;
    try {
      // Which of the two takes the one slot depends on scheduling (a loaded machine reorders them): one prints, the other is refused.
      const both = await Promise.all([
        post(proposalAction, { brandSlug: 'dhc', jobNumber: job.jobNumber, version: 1 }),
        post(proposalAction, { brandSlug: 'dhc', jobNumber: job.jobNumber, version: 1 }),
      ]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 503]);
      const refused = both.find((r) => r.status === 503)!;
      expect(refused.headers.get('Retry-After')).toBe('5');
      expect(refused.body).not.toHaveProperty('needsApiKey');
    } finally {
      Object.assign(pdfLimits, saved);
    }
  });

  it('flag needsApiKey only when no Chromium can be started', async () => {
    await closePdfBrowser();
    const saved = process.env.CHROMIUM_PATH;
    process.env.CHROMIUM_PATH = '/nonexistent/chromium';
    try {
      const res = await post(proposalAction, { brandSlug: 'dhc', jobNumber: job.jobNumber, version: 1 });
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ needsApiKey: true, error: expect.stringContaining('Chromium') });
    } finally {
      if (saved === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = saved;
    }
    // And it recovers once Chromium is there again.
    expect((await post(proposalAction, { brandSlug: 'dhc', jobNumber: job.jobNumber, version: 1 })).status).toBe(200);
  });
});

function jsonRequest(body: unknown) {
  return new Request('http://localhost/api/x', {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function proposalActionRaw(body: unknown): Promise<Response> {
  const out = await proposalAction({ request: jsonRequest(body), params: {}, context: {} } as never);
  if (!(out instanceof Response)) throw new Error('expected a Response');
  return out;
}
