/**
 * Issue 21 over real SMTP (smtp-server), JavaScript on and off: the proposal
 * e-mail arrives with the PDF attached and the client link; after a
 * catalogue price and the client's address change, 'Proposal as sent'
 * still returns the very bytes that were mailed; and once the valid-until
 * date has passed (the date moved back in the database, as a clock moved
 * forward would) the job reads Expired in its tab and the link is dead.
 */
import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import { expect, signIn, startApp, test as base, type App } from './support/fixtures';
import { startSmtp, type Smtp } from './support/auth-mail';

const test = base.extend<object, { smtp: Smtp; app: App }>({
  smtp: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const smtp = await startSmtp();
      await use(smtp);
      await smtp.close();
    },
    { scope: 'worker' },
  ],
  app: [
    async ({ smtp }, use) => {
      const app = await startApp({ env: { SMTP_URL: smtp.url } });
      await use(app);
      await app.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

function run(app: App, sql: string, ...args: unknown[]) {
  const db = new Database(app.dbPath);
  try {
    db.pragma('busy_timeout = 5000');
    return db.prepare(sql).run(...args);
  } finally {
    db.close();
  }
}

/** A fresh copy of seeded job 2025-014 (version 1 with its lines) under a new number. */
function copyJob(app: App): string {
  const db = new Database(app.dbPath);
  const jobNumber = `QS-${crypto.randomBytes(3).toString('hex')}`;
  try {
    db.pragma('busy_timeout = 5000');
    db.transaction(() => {
      const source = db.prepare("SELECT * FROM jobs WHERE job_number = '2025-014'").get() as Record<string, unknown>;
      const { id: sourceId, ...fields } = source;
      Object.assign(fields, { job_number: jobNumber, job_name: `Quote Smtp ${jobNumber}`, proposal_no: `DHCP-${jobNumber}`, status: 'Draft' });
      const cols = Object.keys(fields);
      const jobId = db.prepare(`INSERT INTO jobs (${cols.join(',')}) VALUES (${cols.map(() => '?').join(',')})`).run(...Object.values(fields)).lastInsertRowid;
      const version = db.prepare('SELECT id FROM job_versions WHERE job_id = ? ORDER BY version_number DESC LIMIT 1').get(sourceId) as { id: number };
      const newVersion = db.prepare('INSERT INTO job_versions (job_id, version_number) VALUES (?, 1)').run(jobId).lastInsertRowid;
      for (const { id: _id, ...line } of db.prepare('SELECT * FROM line_items WHERE job_version_id = ?').all(version.id) as Record<string, unknown>[]) {
        line.job_version_id = newVersion;
        const lc = Object.keys(line);
        db.prepare(`INSERT INTO line_items (${lc.join(',')}) VALUES (${lc.map(() => '?').join(',')})`).run(...Object.values(line));
      }
    })();
    return `/job/dhc/${jobNumber}`;
  } finally {
    db.close();
  }
}

/** The base64 PDF part of a raw MIME message, decoded. */
function pdfAttachment(raw: string): Buffer {
  const match = /Content-Type: application\/pdf[^\r\n]*(?:\r?\n[^\r\n]+)*\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw);
  if (!match) throw new Error('No PDF attachment in the message');
  return Buffer.from(match[1]!.replace(/\s+/g, ''), 'base64');
}

const sha = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

test('the e-mail arrives over SMTP with the PDF and the link; "as sent" keeps its bytes; past valid-until it is Expired', async ({ app, smtp, page, context, browser, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  await signIn(context, 'estimator@signboard.local', app);
  const path = copyJob(app);
  const to = `client-${crypto.randomBytes(3).toString('hex')}@example.com`;
  await page.goto(path);
  await page.getByRole('link', { name: 'Send Proposal' }).click();
  const panel = page.getByRole('dialog', { name: 'Send Proposal' });
  await panel.getByLabel('To').fill(to);
  await panel.getByRole('button', { name: 'Send Proposal' }).click();
  await expect(page.getByTestId('toast')).toContainText(`Proposal version 1 sent to ${to}`);

  const text = await smtp.waitForMail(to, 0);
  const link = /(http:\/\/[^\s]+\/p\/[A-Za-z0-9_-]{43})/.exec(text)![1]!;
  const message = smtp.received.find((m) => m.to.includes(to))!;
  const mailed = pdfAttachment(message.raw);
  expect(mailed.subarray(0, 5).toString()).toBe('%PDF-');

  // The catalogue and the client change; the stored copy does not.
  run(app, "UPDATE sign_sizes SET sign_price = sign_price + 100000 WHERE sign_id IN (SELECT id FROM signs WHERE brand_id = (SELECT id FROM brands WHERE slug = 'dhc'))");
  run(app, "UPDATE client_addresses SET street = '999 Changed Ave' WHERE id = (SELECT client_address_id FROM jobs WHERE job_number = ?)", path.split('/').pop());
  await page.goto(path);
  await page.getByTestId('download-menu').locator('summary').click();
  const asSent = page.getByTestId('stored-document').first();
  const bytes = await (await page.request.get((await asSent.getAttribute('href'))!)).body();
  expect(sha(bytes)).toBe(sha(mailed));

  // Past valid-until: Expired in the job header and its tab; the link is dead and says so.
  run(app, "UPDATE job_versions SET valid_until = '2001-01-01' WHERE job_id = (SELECT id FROM jobs WHERE job_number = ?)", path.split('/').pop());
  run(app, "UPDATE proposal_sends SET valid_until = '2001-01-01' WHERE job_version_id IN (SELECT v.id FROM job_versions v JOIN jobs j ON j.id = v.job_id WHERE j.job_number = ?)", path.split('/').pop());
  await page.goto(path);
  await expect(page.getByTestId('job-title').locator('..').getByTestId('state-badge')).toHaveAttribute('data-state', 'Expired');
  await page.goto('/jobs?status=expired');
  await expect(page.getByRole('link', { name: `Quote Smtp ${path.split('/').pop()}` })).toBeVisible();
  const client = await browser.newContext({ javaScriptEnabled });
  try {
    const visitor = await client.newPage();
    const answer = await visitor.goto(link);
    expect(answer?.status()).toBe(410);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('This proposal has expired.');
    await expect(visitor.getByRole('button', { name: 'Accept proposal' })).toHaveCount(0);
  } finally {
    await client.close();
  }
});
