/**
 * Search, filters and sort on the jobs list, JavaScript on and off,
 * among 10,000 generated jobs on a server of its own: the jobs are written
 * straight into its database in one transaction (db/seed/search-jobs.ts) before
 * it starts, with four needles in the middle of them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, signIn, startApp, test, type App } from './support/fixtures';
import { seedSearchJobs } from '../db/seed/search-jobs';
import { jobTotals } from '../app/domain/pricing/totals';
import type { DB } from '../db/connection';

const rows = (page: Page) => page.locator('table tbody tr');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search jobs' });

const NEEDLE = {
  number: 'S-005000',
  name: 'Lindenhof Pylon Refresh',
  client: 'Quillfeather Signworks',
  contactEmail: 'odile.brandt@quillfeather.example',
  location: '18 Rue Thériault, Montréal, QC',
  proposal: 'CJRP-90210',
};

let app: App;
let dir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signboard-e2e-search-'));
  const dbPath = path.join(dir, 'search.db');
  fs.copyFileSync(process.env.E2E_TEMPLATE_DB!, dbPath);
  const sqlite = new Database(dbPath);
  try {
    seedSearchJobs({ $client: sqlite } as unknown as DB, 10_000);
    sqlite.transaction(() => {
      const client = sqlite.prepare('INSERT INTO clients (name) VALUES (?)').run(NEEDLE.client).lastInsertRowid;
      const contact = sqlite.prepare('INSERT INTO client_contacts (client_id, name, email) VALUES (?, ?, ?)').run(client, 'Odile Brandt', NEEDLE.contactEmail).lastInsertRowid;
      sqlite
        .prepare(
          "UPDATE jobs SET job_name = ?, client_id = ?, contact_id = ?, job_location = ?, proposal_no = ?, brand_id = (SELECT id FROM brands WHERE slug = 'cjr') WHERE job_number = ?",
        )
        .run(NEEDLE.name, client, contact, NEEDLE.location, NEEDLE.proposal, NEEDLE.number);
    })();
  } finally {
    sqlite.close();
  }
  app = await startApp({ dbPath });
});
test.afterAll(async () => {
  await app?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Types the words as a person does: with JavaScript the list follows (no Enter); without, Enter submits the form. */
async function search(page: Page, words: string, javaScriptEnabled: boolean) {
  const box = searchBox(page);
  await box.click();
  await box.fill('');
  await box.pressSequentially(words);
  if (!javaScriptEnabled) await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(words).replace(/%20/g, '(\\+|%20)')}(&|$)`));
}

test.describe('among 10,000 jobs', () => {
  test.beforeEach(async ({ context }) => signIn(context, 'estimator@signboard.local', app));

  for (const [what, words] of [
    ["part of its client's name", 'quillfeath'],
    ['its proposal number', NEEDLE.proposal],
    ['its accented location typed without accents', 'theriault montreal'],
    ["its contact's e-mail", NEEDLE.contactEmail],
  ] as const) {
    test(`finds a job by ${what}, on the first page`, async ({ page, javaScriptEnabled }) => {
      await page.goto(`${app.baseURL}/jobs`);
      await expect(page.getByText(/^Showing 1-25 of 10,?\d{3} Jobs$/)).toBeVisible();
      await search(page, words, !!javaScriptEnabled);
      const link = page.getByRole('link', { name: NEEDLE.name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', `/job/cjr/${NEEDLE.number}`);
      await expect(page.getByText(/^Showing 1-\d+ of \d+ Jobs$/)).toBeVisible();
      if (javaScriptEnabled) {
        // The list followed the typing without taking the focus or moving the caret.
        await expect(searchBox(page)).toBeFocused();
        expect(await searchBox(page).evaluate((el: HTMLInputElement) => [el.selectionStart, el.value.length])).toEqual([words.length, words.length]);
      }
      // The address is the search: opened again (a bookmark), it shows the same.
      await page.goto(page.url());
      await expect(searchBox(page)).toHaveValue(words);
      await expect(page.getByRole('link', { name: NEEDLE.name, exact: true })).toBeVisible();
    });
  }

  test('a brand filter with the sort by total reads highest first, the engine\'s totals', async ({ page, javaScriptEnabled }) => {
    await page.goto(`${app.baseURL}/jobs`);
    await page.getByRole('combobox', { name: 'Brand', exact: true }).selectOption({ label: "Dave's Hot Chicken" });
    if (!javaScriptEnabled) await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/brand=dhc/);
    await page.getByRole('link', { name: 'Total', exact: true }).click();
    await expect(page).toHaveURL(/sort=total-desc/);
    await expect(page.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'descending');

    // The expected order, worked out from the database with the pricing engine.
    const db = new Database(app.dbPath, { readonly: true });
    let expected: string[];
    try {
      const jobs = db.prepare("SELECT j.id, j.job_number AS number FROM jobs j JOIN brands b ON b.id = j.brand_id WHERE b.slug = 'dhc'").all() as { id: number; number: string }[];
      const latest = db.prepare('SELECT id FROM job_versions WHERE job_id = ? ORDER BY version_number DESC LIMIT 1');
      const lines = db.prepare('SELECT quantity, line_item_price AS lineItemPrice, line_item_install_price AS lineItemInstallPrice, line_item_budget AS lineItemBudget, line_item_install_budget AS lineItemInstallBudget FROM line_items WHERE job_version_id = ?');
      const totals = jobs.map((j) => {
        const v = latest.get(j.id) as { id: number } | undefined;
        return { ...j, total: v ? jobTotals(lines.all(v.id) as never).price.total : 0 };
      });
      totals.sort((a, b) => b.total - a.total || b.id - a.id);
      expected = totals.slice(0, 5).map((t) => `$${(t.total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    } finally {
      db.close();
    }
    const shown = await rows(page).locator('td:nth-child(5)').allTextContents();
    expect(shown).toHaveLength(25);
    expect(shown.slice(0, 5)).toEqual(expected);
    const cents = shown.map((s) => Number(s.replace(/[$,.]/g, '')));
    expect(cents).toEqual([...cents].sort((a, b) => b - a));

    // Again: lowest first. With JavaScript the sort is a navigation in the page that replaces the history entry
    // (Back leaves the sorted list rather than stepping through each sort).
    const entries = await page.evaluate(() => history.length);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('link', { name: 'Total', exact: true }).click();
    await expect(page).toHaveURL(/sort=total-asc/);
    await expect(page.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'ascending');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true)).toBe(javaScriptEnabled);
    if (javaScriptEnabled) expect(await page.evaluate(() => history.length)).toBe(entries);
  });

  test('no result says so and offers to clear the search', async ({ page, javaScriptEnabled }) => {
    await page.goto(`${app.baseURL}/jobs`);
    await search(page, 'zzqqxx', !!javaScriptEnabled);
    await expect(page.getByText("No jobs match 'zzqqxx'")).toBeVisible();
    await expect(page.getByText('Showing 0-0 of 0 Jobs')).toBeVisible();
    await page.getByRole('link', { name: 'Clear the search' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(searchBox(page)).toHaveValue('');
    await expect(rows(page)).toHaveCount(25);
  });

  test('a job address that finds nothing leads to the one job its words match, or lists the matches', async ({ page }) => {
    await page.goto(`${app.baseURL}/job/cjr/lindenhof`);
    await expect(page).toHaveURL(new RegExp(`/job/cjr/${NEEDLE.number}$`));
    await expect(page.getByRole('heading', { name: new RegExp(NEEDLE.name) }).first()).toBeVisible();

    await page.goto(`${app.baseURL}/job/cjr/montreal`);
    await expect(page.getByRole('heading', { name: 'Job not found' })).toBeVisible();
    await expect(page.getByRole('heading', { name: "Carl's Jr jobs" })).toBeVisible();
    const first = page.getByRole('main').getByRole('listitem').first().getByRole('link');
    const name = await first.textContent();
    await first.click();
    await expect(page.getByRole('heading', { name: new RegExp(name!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first()).toBeVisible();
  });
});
