/**
 * A quote's life from the outside, with JavaScript on and off: send a version
 * (the e-mail carries the PDF and the client link), download it 'as sent'
 * (the stored bytes), open the link in a fresh browser with no session and
 * accept with a typed name, see the job Approved and the estimator's e-mail,
 * then try to change the approved version by screen and by API (refused,
 * nothing changed) and start version 2 from it. Also: a superseded and a
 * withdrawn link say so, and a decline is recorded with its reason.
 */
import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import { expect, outbox, test, type App } from './support/fixtures';
import { copySeededJob } from './support/seeded-job';
import type { Browser, Page } from '@playwright/test';
import { rows, toast } from './support/line-items-helpers';

/** A copy of seeded job 2025-014 (its latest version and lines, client and contact) under a new number. */
function copyJob(app: App, name: string): { path: string; contactEmail: string } {
  return copySeededJob(app.dbPath, { prefix: 'QL', name });
}

function query<T>(app: App, sql: string, ...args: unknown[]): T {
  const db = new Database(app.dbPath, { readonly: true });
  try {
    db.pragma('busy_timeout = 5000');
    return db.prepare(sql).get(...args) as T;
  } finally {
    db.close();
  }
}

function linkIn(text: string): string {
  return /(http:\/\/[^\s]+\/p\/[A-Za-z0-9_-]{43})/.exec(text)![1]!;
}

async function sendVersion(page: Page, path: string, version: number, to: string | null) {
  await page.goto(`${path}?version=${version}`);
  await page.getByRole('link', { name: 'Send Proposal', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Send Proposal' });
  await expect(panel.getByLabel('To')).toBeVisible();
  if (to !== null) await panel.getByLabel('To').fill(to);
  await panel.getByRole('button', { name: 'Send Proposal' }).click();
  await expect(toast(page)).toContainText(`Proposal version ${version} sent to`);
}

/** A fresh browser context with no session, JavaScript as the project says. */
async function clientPage(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  return { page: await context.newPage(), close: () => context.close() };
}

const badge = (page: Page) => page.getByTestId('job-title').locator('..').getByTestId('state-badge');

test('send, the client accepts in a fresh browser, the job is Approved and the approved version refuses every change', async ({ app, userPage: page, browser, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const job = copyJob(app, 'Quote Life Accept');
  await sendVersion(page, job.path, 1, null);
  await expect(badge(page)).toHaveAttribute('data-state', 'Sent');
  // What was sent is frozen: the page says so and offers no Add Item.
  await expect(page.getByTestId('frozen-note')).toHaveText(/^Version 1 was sent on .+ and cannot be changed\. Withdraw it or create a new version to revise it\.$/);
  await expect(page.getByRole('link', { name: 'Add Item' })).toHaveCount(0);

  // The e-mail: to the contact (prefilled), with the PDF attached and the link.
  const mail = outbox(app.dbPath, job.contactEmail)!;
  const link = linkIn(mail.text);
  const sent = query<{ id: number; sha256: string }>(app, 'SELECT s.id, s.sha256 FROM proposal_sends s JOIN job_versions v ON v.id = s.job_version_id JOIN jobs j ON j.id = v.job_id WHERE j.job_name = ?', 'Quote Life Accept');
  const attachments = query<{ attachments: string }>(app, 'SELECT attachments FROM mail_outbox WHERE lower("to") = ? ORDER BY id DESC LIMIT 1', job.contactEmail.toLowerCase());
  expect(JSON.parse(attachments.attachments)).toEqual([expect.objectContaining({ contentType: 'application/pdf', sha256: sent.sha256 })]);

  // 'Proposal as sent <date>' returns the stored bytes.
  const asSent = page.getByTestId('stored-document').first();
  await expect(asSent).toHaveText(/^Proposal as sent /);
  const bytes = await (await page.request.get((await asSent.getAttribute('href'))!)).body();
  expect(crypto.createHash('sha256').update(bytes).digest('hex')).toBe(sent.sha256);

  // The client, in a browser with no session.
  const client = await clientPage(browser, javaScriptEnabled);
  try {
    await client.page.goto(link);
    await expect(client.page.getByRole('heading', { level: 1 })).toContainText('Proposal');
    await expect(client.page.getByText('Budget')).toHaveCount(0);
    await client.page.getByLabel('Your full name (your signature)').fill('Jordan Client');
    await client.page.getByLabel('Your title').fill('Owner');
    await client.page.getByLabel('I agree to this proposal, its prices and its terms.').check();
    await client.page.getByRole('button', { name: 'Accept proposal' }).click();
    await expect(client.page.getByTestId('client-answer')).toContainText('accepted on');
    await expect(client.page.getByTestId('client-answer')).toContainText('Jordan Client');
    // Replaying the page shows the recorded answer, never the forms again.
    await client.page.goto(link);
    await expect(client.page.getByRole('button', { name: 'Accept proposal' })).toHaveCount(0);
  } finally {
    await client.close();
  }
  expect(query<{ n: number }>(app, 'SELECT count(*) AS n FROM proposal_answers WHERE send_id = ?', sent.id).n).toBe(1);
  await expect.poll(() => outbox(app.dbPath, 'estimator@signboard.local')?.subject ?? '').toContain('was accepted by the client');

  await page.goto(job.path);
  await expect(badge(page)).toHaveAttribute('data-state', 'Approved');
  await expect(page.getByTestId('frozen-note')).toContainText(/^Version 1 was approved on .+ and cannot be changed\. Create a new version to revise it\.$/);
  // The jobs list's Approved tab (a link, ?status=approved) holds it, with its count.
  await page.goto('/jobs');
  await page.getByTestId('status-tab-Approved').click();
  await expect(page).toHaveURL(/\?status=approved$/);
  await expect(page.getByRole('link', { name: 'Quote Life Accept' })).toBeVisible();
  const approvedCount = query<{ n: number }>(app, "SELECT count(*) AS n FROM jobs WHERE status = 'Approved'").n;
  await expect(page.getByTestId('status-tab-Approved').getByTestId('status-tab-count')).toHaveText(String(approvedCount));
  await page.goto(job.path);

  // Every change to version 1 is refused: by screen (toast), and by API (409), nothing changed.
  const linesOf = () => {
    const db = new Database(app.dbPath, { readonly: true });
    try {
      return JSON.stringify(db.prepare('SELECT li.* FROM line_items li JOIN job_versions v ON v.id = li.job_version_id JOIN jobs j ON j.id = v.job_id WHERE j.job_name = ? ORDER BY li.id').all('Quote Life Accept'));
    } finally {
      db.close();
    }
  };
  const before = linesOf();
  // The row's 'Actions for ...' opens its menu (one menu per table, opened one row at a time).
  await rows(page).first().getByRole('link', { name: /^Actions for / }).click();
  // A locked version's row offers only a read-only View: no Delete, Edit or Move to press.
  const menu = rows(page).first().getByTestId('row-menu');
  await expect(menu.getByRole('link', { name: /^View/ })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('frozen-note')).toContainText(/Version 1 was approved on .+ and cannot be changed\. Create a new version to revise it\./);
  expect(linesOf()).toBe(before);
  const line = query<{ id: number }>(app, 'SELECT li.id FROM line_items li JOIN job_versions v ON v.id = li.job_version_id JOIN jobs j ON j.id = v.job_id WHERE j.job_name = ? ORDER BY li.sort_order LIMIT 1', 'Quote Life Accept');
  const headers = { 'Content-Type': 'application/json' };
  // A full edit as the API takes it: the line as the API reads it, with another quantity.
  const got = (await (await page.request.get(`/api/job-line-items/${line.id}`)).json()) as Record<string, unknown>;
  const edit = { lineType: got.lineType, signId: got.signId, serviceId: got.serviceId, quantity: 7, selectedOptions: got.selectedOptions, pricingMode: 'Calculated' };
  for (const [method, data] of [
    ['PATCH', edit],
    ['PATCH', { sortOrder: 2 }],
    ['PATCH', { pricingMode: 'Calculated' }],
    ['DELETE', undefined],
  ] as [string, Record<string, unknown> | undefined][]) {
    const answer = await page.request.fetch(`/api/job-line-items/${line.id}`, { method, headers, ...(data ? { data } : {}) });
    expect(answer.status(), `${method} ${JSON.stringify(data)}`).toBe(409);
    expect((await answer.json()) as { error: string }).toMatchObject({ error: expect.stringMatching(/^Version 1 was approved on/) });
  }
  expect(linesOf()).toBe(before);

  // New Version from it: an editable Draft.
  await page.getByRole('button', { name: 'New Version', exact: true }).click();
  await expect(toast(page)).toContainText('New version 2 created successfully');
  await page.getByTestId('versions-menu').locator('summary').click();
  await expect(page.getByTestId('versions-menu').getByRole('link', { name: /Version 2/ }).getByTestId('state-badge')).toHaveText('Draft');
  await expect(page.getByTestId('versions-menu').getByRole('link', { name: /Version 1/ }).getByTestId('state-badge')).toHaveText('Approved');

  // The History panel: each change with who did it, newest first.
  await page.goto(`${job.path}/history`);
  const history = page.getByTestId('history-row');
  await expect(history.nth(0)).toContainText('Version 2: version created');
  await expect(history.nth(0)).toContainText('by Sam Ortiz');
  await expect(history.nth(1)).toContainText('Version 1: accepted');
  await expect(history.nth(1)).toContainText('by Client (Jordan Client)');
  await expect(history.nth(2)).toContainText('Version 1: viewed by client');
  await expect(history.nth(2).getByText('by Client', { exact: true })).toBeVisible();
  await expect(history.nth(3)).toContainText('Version 1: sent');
  await expect(history.nth(3)).toContainText('by Sam Ortiz');
});

test('a superseded link says it was replaced, a withdrawn one says withdrawn, and a decline is recorded with its reason', async ({ app, userPage: page, browser, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const job = copyJob(app, 'Quote Life Supersede');
  await sendVersion(page, job.path, 1, 'first@example.com');
  const first = linkIn(outbox(app.dbPath, 'first@example.com')!.text);
  await page.getByRole('button', { name: 'New Version', exact: true }).click();
  await expect(toast(page)).toContainText('New version 2 created successfully');
  await sendVersion(page, job.path, 2, 'second@example.com');
  const second = linkIn(outbox(app.dbPath, 'second@example.com')!.text);

  const client = await clientPage(browser, javaScriptEnabled);
  try {
    const replaced = await client.page.goto(first);
    expect(replaced?.status()).toBe(410);
    await expect(client.page.getByRole('heading', { level: 1 })).toHaveText('This proposal has been replaced by a newer version.');
    await client.page.goto(second);
    await client.page.getByLabel('Reason').selectOption('Price is too high');
    await client.page.getByLabel('Anything to add (optional)').fill('Over our budget this year');
    await client.page.getByRole('button', { name: 'Decline proposal' }).click();
    await expect(client.page.getByTestId('client-answer')).toContainText('You declined this proposal');
    await expect(client.page.getByTestId('client-answer')).toContainText('Over our budget this year');
  } finally {
    await client.close();
  }
  await page.goto(job.path);
  await expect(badge(page)).toHaveAttribute('data-state', 'Declined');

  // Withdraw: version 3 sent, then taken back; its link says so.
  await page.getByRole('button', { name: 'New Version', exact: true }).click();
  await expect(toast(page)).toContainText('New version 3 created successfully');
  await sendVersion(page, job.path, 3, 'third@example.com');
  const third = linkIn(outbox(app.dbPath, 'third@example.com')!.text);
  await page.getByRole('link', { name: 'Send Proposal', exact: true }).click();
  await page.getByRole('dialog', { name: 'Send Proposal' }).getByRole('button', { name: 'Withdraw version 3' }).click();
  await expect(toast(page)).toContainText('Version 3 withdrawn; its link no longer works');
  // A Draft again, and editable.
  await page.goto(`${job.path}?version=3`);
  await expect(page.getByTestId('frozen-note')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add Item' })).toBeVisible();
  const again = await clientPage(browser, javaScriptEnabled);
  try {
    await again.page.goto(third);
    await expect(again.page.getByRole('heading', { level: 1 })).toHaveText('This proposal has been withdrawn.');
  } finally {
    await again.close();
  }
});
