/**
 * The client chooses, with JavaScript and without, on a 390 px phone: a proposal offers optional items and a
 * 'Choose one' group; the client ticks an item and picks the other line of the group, the grand total follows (at
 * once with JavaScript, after 'Update total' without), and Accept records exactly that choice and its total
 * (docs/choices.md). The estimator then sees that choice and total on the job page, the jobs list and the API, and
 * the Accepted selection PDF lists exactly the chosen lines under its recorded SHA-256, the proposal as sent unchanged.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import Database from 'better-sqlite3';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { row } from './support/line-items-helpers';
import { copySeededJob, sendAndGetLink } from './support/seeded-job';

test('the client adds an optional item and picks the other line of a group; the total follows and Accept keeps that choice', async ({ app, userPage: page, browser, javaScriptEnabled }) => {
  test.slow(); // a proposal printed and sent, and a client answer, on a shared machine
  const job = copySeededJob(app.dbPath, { prefix: 'CC', name: 'Client Choices' });
  // Line 2 (the logo cabinet) is optional; lines 3 and 4 (the mural and the window graphics) are 'Choose one:
  // Graphics', the window graphics recommended.
  const db = new Database(app.dbPath);
  const ids = (db.prepare('SELECT id FROM line_items WHERE job_version_id = ? ORDER BY sort_order').all(job.versionId) as { id: number }[]).map((l) => l.id);
  db.prepare('UPDATE line_items SET optional = 1 WHERE id = ?').run(ids[1]);
  db.prepare("UPDATE line_items SET alternative_group = 'Graphics' WHERE id IN (?, ?)").run(ids[2], ids[3]);
  db.prepare('UPDATE line_items SET recommended = 1 WHERE id = ?').run(ids[3]);
  db.close();

  const link = await sendAndGetLink(app, page, job.path, 'choices@example.com');
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
  try {
    const client = await context.newPage();
    await client.goto(link);
    const total = client.getByTestId('client-grand-total');
    const recommended = await total.textContent();
    const optional = client.getByRole('group', { name: 'Optional items' }).getByRole('checkbox');
    const graphics = client.getByRole('group', { name: 'Choose one: Graphics' }).getByRole('radio');
    await expect(optional).toHaveCount(1);
    await expect(optional).not.toBeChecked();
    await expect(graphics.nth(1)).toBeChecked();

    await optional.check();
    await graphics.nth(0).check();
    if (!javaScriptEnabled) await client.getByRole('button', { name: 'Update total' }).click();
    await expect(total).not.toHaveText(recommended!);
    // Without JavaScript the page came back with the choice still made.
    await expect(client.getByRole('group', { name: 'Optional items' }).getByRole('checkbox')).toBeChecked();
    await expect(client.getByRole('group', { name: 'Choose one: Graphics' }).getByRole('radio').nth(0)).toBeChecked();
    const chosenTotal = await total.textContent();

    await client.getByLabel('Your full name (your signature)').fill('Jordan Client');
    await client.getByLabel('Your title').fill('Owner');
    await client.getByLabel('I agree to this proposal, its prices and its terms.').check();
    await client.getByRole('button', { name: 'Accept proposal' }).click();
    await expect(client.getByTestId('client-answer')).toContainText('accepted on');
    await expect(client.getByTestId('client-grand-total')).toHaveText(chosenTotal!);
    await expect(client.getByText(/Not chosen/).first()).toBeVisible();

    const read = new Database(app.dbPath, { readonly: true });
    const version = read.prepare('SELECT chosen_line_ids AS chosen, approved_grand_total AS total FROM job_versions WHERE id = ?').get(job.versionId) as { chosen: string; total: number };
    read.close();
    expect(JSON.parse(version.chosen)).toEqual([ids[0], ids[1], ids[2], ...ids.slice(4)]);
    expect(chosenTotal).toContain((version.total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 }));
  } finally {
    await context.close();
  }
});

/** The SHA-256 of a download's bytes, with the bytes. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ bytes: Buffer; sha: string }> {
  const downloading = page.waitForEvent('download');
  await click();
  const bytes = fs.readFileSync(await (await downloading).path());
  return { bytes, sha: crypto.createHash('sha256').update(bytes).digest('hex') };
}

/** A stored document of the shown version, from the job page's Download menu. */
async function storedDocument(page: Page, label: RegExp) {
  const menu = page.getByTestId('download-menu');
  if ((await menu.getAttribute('open')) === null) await menu.locator('summary').click();
  return downloaded(page, () => menu.getByTestId('stored-document').filter({ hasText: label }).click());
}

const cents = (money: string) => Math.round(Number(/\$([\d,]+\.\d{2})/.exec(money)![1]!.replace(/,/g, '')) * 100);

test('two required lines, a group of two and two optional items: the client picks the other alternative and one item on a phone; Approved with that choice and total everywhere, the Accepted selection lists exactly those lines', async ({ app, userPage: page, browser, javaScriptEnabled }) => {
  test.slow(); // a proposal printed, sent and downloaded, an answer and its selection printed, on a shared machine
  const job = copySeededJob(app.dbPath, { prefix: 'CD', name: 'Client Choice Done' });
  // Required: Channel Letters, Chicken Logo Cabinet. 'Choose one: Graphics': Wall Mural, Window Graphics (recommended).
  // Optional: Survey, Shipping & Crating (Exterior), neither pre-ticked.
  const db = new Database(app.dbPath);
  const ids = (db.prepare('SELECT id FROM line_items WHERE job_version_id = ? ORDER BY sort_order').all(job.versionId) as { id: number }[]).map((l) => l.id);
  expect(ids).toHaveLength(6);
  db.prepare("UPDATE line_items SET alternative_group = 'Graphics' WHERE id IN (?, ?)").run(ids[2], ids[3]);
  db.prepare('UPDATE line_items SET recommended = 1 WHERE id = ?').run(ids[3]);
  db.prepare('UPDATE line_items SET optional = 1 WHERE id IN (?, ?)').run(ids[4], ids[5]);
  db.close();

  const link = await sendAndGetLink(app, page, job.path, 'done-when@example.com');
  await page.goto(`${job.path}?version=1`);
  const sentBefore = await storedDocument(page, /^Proposal as sent/);

  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
  let chosenTotal: string;
  try {
    const client = await context.newPage();
    await client.goto(link);
    const total = client.getByTestId('client-grand-total');
    const recommended = await total.textContent();
    const graphics = () => client.getByRole('group', { name: 'Choose one: Graphics' });
    const optional = () => client.getByRole('group', { name: 'Optional items' });
    await expect(graphics().getByRole('radio', { name: /Window Graphics/ })).toBeChecked();
    await graphics().getByRole('radio', { name: /Wall Mural/ }).check();
    await optional().getByRole('checkbox', { name: /Survey/ }).check();
    if (!javaScriptEnabled) await client.getByRole('button', { name: 'Update total' }).click();
    await expect(total).not.toHaveText(recommended!);
    await expect(graphics().getByRole('radio', { name: /Wall Mural/ })).toBeChecked();
    await expect(optional().getByRole('checkbox', { name: /Survey/ })).toBeChecked();
    await expect(optional().getByRole('checkbox', { name: /Shipping/ })).not.toBeChecked();
    chosenTotal = /\$[\d,]+\.\d{2}/.exec((await total.textContent())!)![0];

    await client.getByLabel('Your full name (your signature)').fill('Megan Kowalski');
    await client.getByLabel('Your title').fill('Owner');
    await client.getByLabel('I agree to this proposal, its prices and its terms.').check();
    await client.getByRole('button', { name: 'Accept proposal' }).click();
    await expect(client.getByTestId('client-answer')).toContainText('accepted on');
    await expect(client.getByTestId('client-grand-total')).toContainText(chosenTotal);
  } finally {
    await context.close();
  }

  // The job page: Approved, each choice in words, the chosen total.
  await page.goto(`${job.path}?version=1`);
  await expect(page.getByTestId('job-title').locator('..').getByTestId('state-badge')).toHaveAttribute('data-state', 'Approved');
  const mark = (name: string) => row(page, name).getByTestId('line-chosen-mark');
  await expect(mark('Wall Mural')).toHaveText('Chosen');
  await expect(mark('Window Graphics')).toHaveText('Not chosen · not in the total');
  await expect(mark('Survey')).toHaveText('Chosen');
  await expect(mark('Shipping')).toHaveText('Not chosen · not in the total');
  await expect(row(page, 'Channel Letters').getByTestId('line-chosen-mark')).toHaveCount(0);
  await expect(page.getByTestId('price-summary').getByTestId('summary-grand-total')).toContainText(chosenTotal);
  // The client has chosen: the total says whose choice it is, and no range is left open.
  await expect(page.getByTestId('price-summary-basis')).toHaveText("with the client's choice");
  await expect(page.getByTestId('price-summary-range')).toHaveCount(0);

  // History names what was chosen.
  await page.goto(`${job.path}/history`);
  await expect(page.getByTestId('history-sentence').filter({ hasText: 'accepted version 1' })).toHaveText(/^Client \(Megan Kowalski\) accepted version 1: chose Wall Mural.*; added Survey/);

  // The jobs list: Approved, that total.
  await page.goto(`/jobs?q=${encodeURIComponent(job.jobNumber)}`);
  const listed = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Client Choice Done', exact: true }) });
  await expect(listed).toContainText('Approved');
  await expect(listed).toContainText(chosenTotal);

  // The API: the job's status and grand total (cents), the lines counted and the client totals (dollars).
  const api = await (await page.request.get(`/api/jobs/dhc/${job.jobNumber}`)).json();
  expect(api).toMatchObject({ status: 'Approved', sentVersion: { state: 'Approved', versionNumber: 1, grandTotal: cents(chosenTotal) } });
  const lines = await (await page.request.get(`/api/job-line-items/by-job/dhc/${job.jobNumber}?version=1`)).json();
  expect(lines.items.filter((l: { counted: boolean }) => l.counted).map((l: { id: number }) => l.id)).toEqual([ids[0], ids[1], ids[2], ids[4]]);
  expect(Math.round(lines.clientTotals.grandTotal * 100)).toBe(cents(chosenTotal));
  const documents = await (await page.request.get(`/api/jobs/${job.jobId}/versions/1/documents`)).json();
  expect(documents.accepted).toMatchObject({ answer: 'Accepted', chosenLineIds: [ids[0], ids[1], ids[2], ids[4]], chosenTotals: { grandTotal: cents(chosenTotal) / 100 } });

  // The Accepted selection: exactly the chosen lines, and the SHA-256 recorded; the proposal as sent unchanged.
  await page.goto(`${job.path}?version=1`);
  const selection = await storedDocument(page, /^Accepted selection/);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(selection.bytes)), { mergePages: true });
  const flat = text.replace(/\s+/g, ' ');
  for (const shown of ['Accepted selection', 'Channel Letters', 'Chicken Logo Cabinet', 'Wall Mural', 'Survey', chosenTotal]) expect(flat).toContain(shown);
  for (const left of ['Window Graphics', 'Shipping', 'Not chosen']) expect(flat).not.toContain(left);
  const read = new Database(app.dbPath, { readonly: true });
  const recorded = read
    .prepare('SELECT a.selection_sha256 AS selection, s.sha256 AS sent FROM proposal_answers a JOIN proposal_sends s ON s.id = a.send_id WHERE s.job_version_id = ?')
    .get(job.versionId) as { selection: string; sent: string };
  read.close();
  expect(selection.sha).toBe(recorded.selection);
  const sentAfter = await storedDocument(page, /^Proposal as sent/);
  expect(sentAfter.sha).toBe(sentBefore.sha);
  expect(sentAfter.sha).toBe(recorded.sent);
});
