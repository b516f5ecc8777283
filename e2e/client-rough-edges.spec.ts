/**
 * Small things people see, with JavaScript on and off: an invitation's link
 * fills the address in on /login, the dev outbox shows what a message had
 * attached and hands over its bytes, Move up on a long job lands at the
 * moved line, and the Signs grid's toast sits where every other toast does.
 */
import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, outbox, signIn, startApp, test, type App } from './support/fixtures';
import { copySeededJob } from './support/seeded-job';
import { toast } from './support/line-items-helpers';

/** A copy of seeded job 2025-014 whose version 1 holds its latest version's lines `copies` times over. */
function copyJob(app: App, name: string, copies = 1): string {
  return copySeededJob(app.dbPath, { prefix: 'CR', name, copies }).path;
}

test('an invitation link fills the invited address in on the sign-in page', async ({ page }) => {
  await page.goto('/login?email=megan.kowalski%40example.com');
  await expect(page.getByLabel('Email')).toHaveValue('megan.kowalski@example.com');
  // Not an address: nothing is filled in.
  await page.goto('/login?email=%3Cscript%3E');
  await expect(page.getByLabel('Email')).toHaveValue('');
});

test("the dev outbox shows a sent proposal's attachment and hands over its bytes", async ({ app, userPage: page }) => {
  test.setTimeout(90_000);
  const path = copyJob(app, 'Outbox Attachment');
  await page.goto(`${path}?version=1`);
  await page.getByRole('link', { name: 'Send Proposal', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Send Proposal' });
  await panel.getByLabel('To').fill('attached@example.com');
  await panel.getByRole('button', { name: 'Send Proposal' }).click();
  await expect(toast(page)).toContainText('Proposal version 1 sent to');
  expect(outbox(app.dbPath, 'attached@example.com')).not.toBeNull();

  await page.goto('/dev/outbox');
  const attachments = page.getByRole('list', { name: 'Attachments to attached@example.com' });
  await expect(attachments.getByRole('listitem')).toHaveCount(1);
  await expect(attachments).toContainText(/\.pdf \(application\/pdf, \d+(\.\d)? (KB|MB)\)$/);
  const href = await attachments.getByRole('link').getAttribute('href');
  const answer = await page.request.get(href!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  const bytes = await answer.body();
  const db = new Database(app.dbPath, { readonly: true });
  try {
    const sent = db.prepare('SELECT sha256 FROM proposal_sends ORDER BY id DESC LIMIT 1').get() as { sha256: string };
    expect(crypto.createHash('sha256').update(bytes).digest('hex')).toBe(sent.sha256);
  } finally {
    db.close();
  }
});

test('Move up on a long job lands the page at the moved line, not the top', async ({ app, userPage: page }) => {
  test.setTimeout(60_000);
  const path = copyJob(app, 'Long Job To Reorder', 6);
  await page.goto(path);
  const rows = page.getByTestId('line-item-row');
  const count = await rows.count();
  expect(count).toBeGreaterThan(12);
  const last = rows.nth(count - 1);
  const id = (await last.getAttribute('id'))!;
  // The row menu as rowMenu() opens it, on the last row (its name is not unique on this job).
  await last.getByRole('link', { name: /^Actions for / }).click();
  await page.locator(`#${id}`).getByRole('group', { name: /^Actions for / }).getByRole('button', { name: 'Move up', exact: true }).click();
  await expect(toast(page)).toContainText('Line items reordered successfully');
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect(page.locator(`#${id}`)).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  // It did move: one place up.
  await expect(rows.nth(count - 2)).toHaveAttribute('id', id);
});

test.describe('toasts', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the Signs grid and its toast are the JavaScript view');
  // A catalogue change: this test gets its own server and database.
  let own: App;
  test.beforeAll(async () => {
    own = await startApp();
  });
  test.afterAll(async () => {
    await own?.stop();
  });

  async function gridToastBox(page: Page) {
    await signIn(page.context(), 'admin@signboard.local', own);
    await page.goto(`${own.baseURL}/data?tab=signs`);
    await page.getByRole('link', { name: 'Open Channel Letters sizes' }).first().click();
    const price = page.getByRole('gridcell', { name: 'Sign Price for 18"', exact: true });
    await price.click();
    await page.keyboard.press('Enter');
    const input = price.getByRole('textbox');
    await input.fill(`$${2000 + Math.floor(Math.random() * 900)}.50`);
    await input.press('Enter');
    const grid = page.getByTestId('grid-toast');
    await expect(grid).toContainText('Saved Sign Price of 18"');
    return (await grid.boundingBox())!;
  }

  test('the Signs grid toast sits where the app toast does: bottom left from 1024 px, at the top on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 1512, height: 900 });
    const wide = await gridToastBox(page);
    expect(wide.x).toBeLessThan(20);
    expect(wide.width).toBeLessThan(260);
    expect(900 - (wide.y + wide.height)).toBeLessThan(30);
    await page.setViewportSize({ width: 390, height: 844 });
    const narrow = await gridToastBox(page);
    expect(narrow.y).toBeLessThan(60);
    expect(narrow.x).toBeGreaterThan(40);
  });
});
