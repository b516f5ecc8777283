/**
 * A quote's life over real SMTP (smtp-server), JavaScript on and off: the proposal
 * e-mail arrives with the PDF attached and the client link; after the job's
 * name (by Edit Job Info), a catalogue price and the client's address change,
 * 'Proposal as sent' still returns the very bytes that were mailed and the
 * client page still shows what that PDF prints; and a second server on the
 * same build and database, started with its clock moved past the valid-until
 * date (CLOCK_OFFSET), shows the job Expired in its tab with the count and
 * the header badge, and the link dead, saying so.
 */
import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import { addDays, format } from 'date-fns';
import { extractText } from 'unpdf';
import { expect, signIn, startApp, type App } from './support/fixtures';
import { copySeededJob } from './support/seeded-job';
import { pdfAttachment, test } from './support/smtp-app';

function run(app: App, sql: string, ...args: unknown[]) {
  const db = new Database(app.dbPath);
  try {
    db.pragma('busy_timeout = 5000');
    return db.prepare(sql).run(...args);
  } finally {
    db.close();
  }
}

function count(app: App, sql: string, ...args: unknown[]): number {
  const db = new Database(app.dbPath, { readonly: true });
  try {
    db.pragma('busy_timeout = 5000');
    return (db.prepare(sql).get(...args) as { n: number }).n;
  } finally {
    db.close();
  }
}

/** A fresh copy of seeded job 2025-014 (version 1 with its lines) under a new number. */
function copyJob(app: App): string {
  const jobNumber = `QS-${crypto.randomBytes(3).toString('hex')}`;
  return copySeededJob(app.dbPath, { jobNumber, name: `Quote Smtp ${jobNumber}` }).path;
}

const sha = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

test('the e-mail arrives over SMTP with the PDF and the link; "as sent" and the client page keep what was sent; with the clock moved past valid-until it is Expired', async ({ app, smtp, page, context, browser, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  await signIn(context, 'estimator@signboard.local', app);
  const path = copyJob(app);
  const to = `client-${crypto.randomBytes(3).toString('hex')}@example.com`;
  await page.goto(path);
  await page.getByRole('link', { name: 'Send Proposal', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Send Proposal' });
  await panel.getByLabel('To').fill(to);
  await panel.getByRole('button', { name: 'Send Proposal' }).click();
  await expect(page.getByTestId('toast')).toContainText(`Proposal version 1 sent to ${to}`);

  const text = await smtp.waitForMail(to, 0);
  const link = /(http:\/\/[^\s]+\/p\/[A-Za-z0-9_-]{43})/.exec(text)![1]!;
  const message = smtp.received.find((m) => m.to.includes(to))!;
  const mailed = pdfAttachment(message.raw);
  expect(mailed.subarray(0, 5).toString()).toBe('%PDF-');

  // The job's name (on screen), the catalogue and the client change; the stored copy does not.
  const jobNumber = path.split('/').pop()!;
  const sentName = `Quote Smtp ${jobNumber}`;
  await page.getByRole('link', { name: 'Edit Job Info' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Job Info' });
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
  await dialog.getByLabel('Job Name').fill(`Renamed ${jobNumber}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('toast')).toContainText('Job information updated successfully');
  await expect(page.getByTestId('job-title')).toContainText(`Renamed ${jobNumber}`);
  run(app, "UPDATE sign_sizes SET sign_price = sign_price + 100000 WHERE sign_id IN (SELECT id FROM signs WHERE brand_id = (SELECT id FROM brands WHERE slug = 'dhc'))");
  run(app, "UPDATE client_addresses SET street = '999 Changed Ave' WHERE id = (SELECT client_address_id FROM jobs WHERE job_number = ?)", jobNumber);
  await page.goto(path);
  await page.getByTestId('download-menu').locator('summary').click();
  const asSent = page.getByTestId('stored-document').first();
  const bytes = await (await page.request.get((await asSent.getAttribute('href'))!)).body();
  expect(sha(bytes)).toBe(sha(mailed));

  // The client page shows what the mailed PDF prints, not the job as it is now.
  const { text: printed } = await extractText(new Uint8Array(mailed), { mergePages: true });
  const reader = await browser.newContext({ javaScriptEnabled });
  try {
    const visitor = await reader.newPage();
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText('Proposal');
    const shown = await visitor.locator('main').innerText();
    expect(shown).toContain(sentName);
    expect(printed).toContain(sentName);
    expect(shown).not.toContain(`Renamed ${jobNumber}`);
    expect(shown).not.toContain('999 Changed Ave');
    expect(printed).not.toContain('999 Changed Ave');
    const grandTotal = (await visitor.getByTestId('client-grand-total').innerText()).trim();
    expect(printed).toContain(grandTotal);
  } finally {
    await reader.close();
  }

  // Past valid-until: a second server of the same build and database, its clock moved 40 days on.
  const later = await startApp({ dbPath: app.dbPath, env: { SMTP_URL: smtp.url, CLOCK_OFFSET: '+40d' } });
  const staff = await browser.newContext({ javaScriptEnabled });
  try {
    await signIn(staff, 'estimator@signboard.local', later);
    const screen = await staff.newPage();
    await screen.goto(`${later.baseURL}${path}`);
    await expect(screen.getByTestId('job-title').locator('..').getByTestId('state-badge')).toHaveAttribute('data-state', 'Expired');
    await screen.goto(`${later.baseURL}/jobs`);
    await screen.getByTestId('status-tab-Expired').click();
    await expect(screen).toHaveURL(/\?status=expired$/);
    await expect(screen.getByRole('link', { name: `Renamed ${jobNumber}` })).toBeVisible();
    const movedToday = format(addDays(new Date(), 40), 'yyyy-MM-dd');
    const expired = count(app, "SELECT count(*) AS n FROM jobs j WHERE lower(j.status) = 'sent' AND EXISTS (SELECT 1 FROM job_versions v WHERE v.job_id = j.id AND v.state = 'Sent' AND v.valid_until < ?)", movedToday);
    expect(expired).toBeGreaterThan(0);
    await expect(screen.getByTestId('status-tab-Expired').getByTestId('status-tab-count')).toHaveText(String(expired));

    // Its link is dead there and says so, naming the proposal as it was sent and whom to contact.
    const visitor = await (await browser.newContext({ javaScriptEnabled })).newPage();
    try {
      const dead = await visitor.goto(link.replace(app.baseURL, later.baseURL));
      expect(dead?.status()).toBe(410);
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('This proposal has expired.');
      await expect(visitor.getByText(`The link to the proposal for ${sentName} no longer works.`)).toBeVisible();
      await expect(visitor.getByText(/^Please contact .+ at .+@.+\.$/)).toBeVisible();
      await expect(visitor.getByRole('button', { name: 'Accept proposal' })).toHaveCount(0);
      // The same database on the real clock: still open to answer.
      expect((await visitor.goto(link))?.status()).toBe(200);
      await expect(visitor.getByRole('button', { name: 'Accept proposal' })).toBeVisible();
    } finally {
      await visitor.context().close();
    }
  } finally {
    await staff.close();
    await later.stop();
  }
});
