/**
 * Rough edges, the screens part, with JavaScript on and
 * off: coming-soon pages lead to the brand's jobs, /data Brands counts each
 * brand's own signs and services, Delete offers Undo (and asks first without
 * JavaScript), Last Updated is the shown version's own, a taken job number is
 * said on step 1, Job Info and Client Info read at 1512 px, phone cards label
 * the quantity, admin tables fit a phone, and toasts cover nothing needed next.
 */
import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { config, deleteRow, pickService, row, rows, sheet, toast } from './support/line-items-helpers';

/** 2 Jan 2025, noon UTC: a day every time zone shows as 'Jan 2nd'. */
const LONG_AGO = Date.UTC(2025, 0, 2, 12);

/**
 * A Carl's Jr job of its own with `versions` versions, each holding a copy of
 * the seeded job 2025-003's lines, created (and last changed) LONG_AGO.
 */
function jobWithVersions(dbPath: string, name: string, versions: number): { path: string; lines: number } {
  const db = new Database(dbPath);
  try {
    db.pragma('busy_timeout = 5000');
    const number = `RE-${crypto.randomBytes(4).toString('hex')}`;
    const source = db
      .prepare("SELECT v.id FROM job_versions v JOIN jobs j ON j.id = v.job_id WHERE j.job_number = '2025-003' ORDER BY v.version_number LIMIT 1")
      .get() as { id: number };
    const brand = db.prepare("SELECT id FROM brands WHERE slug = 'cjr'").get() as { id: number };
    const job = db
      .prepare('INSERT INTO jobs (job_name, job_number, brand_id, job_location, proposal_no, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(name, number, brand.id, '100 Test Way, Dallas, TX 75201', `${number}-P`, LONG_AGO, LONG_AGO);
    const columns =
      'line_type, sign_id, sign_size_id, service_id, quantity, description, selected_options, line_item_price, line_item_install_price, line_item_budget, line_item_install_budget, pricing_mode, sort_order, level';
    let lines = 0;
    for (let n = 1; n <= versions; n++) {
      const version = db.prepare('INSERT INTO job_versions (job_id, version_number, created_at) VALUES (?, ?, ?)').run(job.lastInsertRowid, n, LONG_AGO);
      lines = db
        .prepare(`INSERT INTO line_items (job_version_id, ${columns}, created_at, updated_at) SELECT ?, ${columns}, ?, ? FROM line_items WHERE job_version_id = ?`)
        .run(version.lastInsertRowid, LONG_AGO, LONG_AGO, source.id).changes;
    }
    return { path: `/job/cjr/${number}`, lines };
  } finally {
    db.close();
  }
}

const lastUpdated = (page: Page) => page.getByTestId('job-last-updated');

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'element has a box').not.toBeNull();
  return b!;
}

test.describe('coming-soon pages', () => {
  test("lead to the brand's own jobs list, or the jobs list filtered to the brand", async ({ userPage: page }) => {
    await page.goto('/coming-soon/wendys');
    await expect(page.getByRole('heading', { level: 1, name: "Wendy's" })).toBeVisible();
    await expect(page.getByText('Coming soon.')).toBeVisible();
    await page.getByRole('link', { name: "See Wendy's jobs" }).click();
    await expect(page).toHaveURL(/\/jobs\?brand=wen$/);
    await expect(page.getByRole('heading', { level: 1, name: "Wendy's Jobs" })).toBeVisible();
    const jobLinks = page.getByRole('link', { name: /#\d+/ });
    await expect(jobLinks.first()).toBeVisible();
    for (const name of await jobLinks.allTextContents()) expect(name).toContain("Wendy's");
    await expect(page.getByText("Carl's Jr #1187 Upland Reimage")).toHaveCount(0);

    await page.goto('/coming-soon/skechers');
    await page.getByRole('link', { name: 'See Skechers jobs' }).click();
    await expect(page).toHaveURL(/\/skechers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Skechers' })).toBeVisible();

    // A name that is no sidebar brand keeps the page, without a link to nowhere.
    await page.goto('/coming-soon/taco-bell');
    await expect(page.getByRole('heading', { level: 1, name: 'Taco Bell' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^See .* jobs$/ })).toHaveCount(0);
  });
});

test("/data Brands counts each brand's own signs and services", async ({ adminPage: page, app }) => {
  const db = new Database(app.dbPath, { readonly: true });
  const expected = db
    .prepare('SELECT b.name, (SELECT count(*) FROM signs s WHERE s.brand_id = b.id) AS signs, (SELECT count(*) FROM services v WHERE v.brand_id = b.id) AS services FROM brands b')
    .all() as { name: string; signs: number; services: number }[];
  db.close();
  await page.goto('/data');
  const wendys = page.getByRole('table', { name: 'Brands' }).getByRole('row').filter({ hasText: "Wendy's" });
  await expect(wendys.getByTestId('brand-signs')).toHaveText('10');
  await expect(wendys.getByTestId('brand-services')).toHaveText('9');
  for (const brand of expected) {
    const r = page.getByRole('table', { name: 'Brands' }).getByRole('row').filter({ hasText: brand.name });
    await expect(r.getByTestId('brand-signs')).toHaveText(String(brand.signs));
    await expect(r.getByTestId('brand-services')).toHaveText(String(brand.services));
  }
});

test.describe('Delete and Undo', () => {
  test('a deleted line comes back where it was with its amounts from the toast’s Undo', async ({ userPage: page, app, javaScriptEnabled }) => {
    const job = jobWithVersions(app.dbPath, 'Undo Delete', 1);
    await page.goto(job.path);
    await expect(rows(page)).toHaveCount(job.lines);
    const order = await rows(page).locator('td:nth-child(3) b').allTextContents();
    const second = order[1]!;
    const money = await row(page, second).locator('td:nth-child(n+4):not(:last-child)').allTextContents();
    const priceTotal = await page.getByTestId('price-summary').textContent();

    if (!javaScriptEnabled) {
      // Without JavaScript Delete asks first; Cancel leaves the line alone.
      await row(page, second).getByRole('link', { name: /^Actions for / }).click();
      await row(page, second).getByTestId('row-menu').getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByRole('dialog', { name: `Delete ${second}?` }).getByRole('link', { name: 'Cancel' }).click();
      await expect(rows(page)).toHaveCount(job.lines);
    }
    await deleteRow(page, second, javaScriptEnabled);
    await expect(toast(page)).toContainText('Item deleted successfully');
    await expect(rows(page)).toHaveCount(job.lines - 1);
    await expect(row(page, second)).toHaveCount(0);

    await toast(page).getByRole('button', { name: 'Undo' }).click();
    await expect(toast(page)).toContainText('Item restored');
    await expect(rows(page)).toHaveCount(job.lines);
    await expect(rows(page).locator('td:nth-child(3) b')).toHaveText(order);
    await expect(row(page, second).locator('td:nth-child(n+4):not(:last-child)')).toHaveText(money);
    await expect(page.getByTestId('price-summary')).toHaveText(priceTotal!);
  });

  test('an Undo sent twice restores the line once', async ({ userPage: page, app, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'a replayed form post: once is enough');
    const job = jobWithVersions(app.dbPath, 'Undo Twice', 1);
    await page.goto(job.path);
    const first = 'Star Logo Cabinet';
    await deleteRow(page, first, true);
    await expect(toast(page)).toContainText('Item deleted successfully');
    const form = toast(page).locator('form');
    const action = (await form.getAttribute('action'))!;
    const fields = Object.fromEntries(
      await form.locator('input[type=hidden]').evaluateAll((inputs) => inputs.map((i) => [(i as HTMLInputElement).name, (i as HTMLInputElement).value])),
    );
    const origin = new URL(page.url()).origin;
    for (let i = 0; i < 2; i++) await page.request.post(action, { form: fields, headers: { Origin: origin }, maxRedirects: 0 });
    await page.goto(job.path);
    await expect(row(page, first)).toHaveCount(1);
  });
});

test("'Last Updated' is the shown version's own last change", async ({ userPage: page, app, javaScriptEnabled }) => {
  const job = jobWithVersions(app.dbPath, 'Two Versions', 2);
  await page.goto(`${job.path}?version=1`);
  await expect(lastUpdated(page)).toHaveText(/^Jan 2nd, /);
  const v1 = await lastUpdated(page).textContent();

  // A change to version 2 is version 2's, not version 1's.
  await page.goto(`${job.path}?version=2`);
  await expect(lastUpdated(page)).toHaveText(v1!);
  await deleteRow(page, 'Star Logo Cabinet', javaScriptEnabled);
  await expect(toast(page)).toContainText('Item deleted successfully');
  await expect(lastUpdated(page)).not.toHaveText(v1!);
  await page.goto(`${job.path}?version=1`);
  await expect(lastUpdated(page)).toHaveText(v1!);
  await expect(rows(page)).toHaveCount(job.lines);
});

test("the wizard says a taken job number on 'Next: Client Info'", async ({ userPage: page }) => {
  await page.goto('/job/new/job');
  const dialog = page.getByRole('dialog', { name: 'Job Info' });
  await expect(dialog.getByRole('button', { name: 'Next: Client Info' })).toBeVisible();
  await dialog.getByLabel('Job Name').fill('Second Upland');
  await dialog.getByLabel('Job Number').fill('2025-003');
  await dialog.getByLabel('Brand').selectOption({ label: "Carl's Jr" });
  await dialog.getByLabel('Payment Terms').selectOption('Net30');
  await dialog.getByLabel('Tax percentage (%)').fill('8.25');
  await dialog.getByLabel('Location').fill('12 Harbor Rd, Long Beach, CA 90802');
  await dialog.getByRole('button', { name: 'Next: Client Info' }).click();
  await expect(dialog.getByText("Job number 2025-003 already exists for Carl's Jr")).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Client Info' })).toHaveCount(0);
  await expect(dialog.getByLabel('Job Number')).toHaveValue('2025-003');
});

test.describe('at 1512 px', () => {
  test.use({ viewport: { width: 1512, height: 1000 } });

  test('Job Info and Client Info read in one column, names and e-mails whole', async ({ userPage: page }) => {
    await page.goto('/job/dhc/2025-014');
    const jobInfo = await box(page.getByTestId('job-info'));
    const clientInfo = await box(page.getByTestId('client-info'));
    // One above the other, each the aside's full width.
    expect(clientInfo.y).toBeGreaterThanOrEqual(jobInfo.y + jobInfo.height - 1);
    expect(Math.abs(clientInfo.x - jobInfo.x)).toBeLessThan(1);
    for (const text of ["Dave's Hot Chicken Richardson", 'jordan@hotbirdhospitality.com', 'Hot Bird Hospitality LLC']) {
      const dd = page.locator('aside dd').filter({ hasText: text }).first();
      const lines = await dd.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
      expect(lines, `${text} on one line`).toBe(1);
    }
  });

  test('a toast sits in the sidebar, clear of the panel and its main button', async ({ userPage: page, app, javaScriptEnabled }) => {
    const job = jobWithVersions(app.dbPath, 'Toast Wide', 1);
    await page.goto(`${job.path}/items/new?list=services`);
    await pickService(page, 'Service Call');
    if (!javaScriptEnabled) await config(page).getByRole('button', { name: 'Calculate' }).click();
    await config(page).getByRole('button', { name: 'Add Service' }).click();
    await expect(toast(page)).toContainText('Service Call added to job');
    const t = await box(toast(page));
    // Inside the 260 px sidebar: the 550 px panel at the right and its main button are far from it.
    expect(t.x + t.width).toBeLessThanOrEqual(260);
    expect(overlaps(t, await box(sheet(page).getByRole('link', { name: 'Close panel' })))).toBe(false);
    // The page's h1 (behind the modal panel, so not in the accessibility tree with JavaScript).
    expect(overlaps(t, await box(page.locator('h1')))).toBe(false);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a line card labels its quantity', async ({ userPage: page }) => {
    await page.goto('/job/dhc/2025-014');
    const qty = rows(page).first().locator('td').first();
    await expect(qty).toHaveText('2');
    const label = await qty.evaluate((el) => {
      const before = getComputedStyle(el, '::before');
      return { content: before.content, display: before.display };
    });
    expect(label).toEqual({ content: '"Qty"', display: 'block' });
  });

  for (const path of ['/users', '/data', '/data?tab=services', '/data?tab=options']) {
    test(`${path} shows cards that fit, Edit and Disable on screen`, async ({ adminPage: page }) => {
      await page.goto(path);
      const region = page.getByRole('region', { name: / table$/ });
      await expect(region).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      const actions = region.getByRole('link', { name: /^Edit / }).or(region.getByRole('button', { name: /^(Disable|Enable) / }));
      const count = await actions.count();
      for (let i = 0; i < Math.min(count, 6); i++) {
        const b = await box(actions.nth(i));
        expect(b.x).toBeGreaterThanOrEqual(0);
        expect(b.x + b.width).toBeLessThanOrEqual(390);
      }
      // Names are not broken mid-word: each lead cell's first word stays on one line.
      const lead = region.locator('td.at-main').first();
      const wraps = await lead.evaluate((el) => {
        const first = el.firstChild;
        if (!first) return 0;
        const range = document.createRange();
        range.selectNodeContents(first);
        return range.getClientRects().length;
      });
      expect(wraps).toBeLessThanOrEqual(1);
    });
  }

  test('a toast covers neither the page title nor the panel’s Close', async ({ userPage: page, app, javaScriptEnabled }) => {
    const job = jobWithVersions(app.dbPath, 'Toast Phone', 1);
    await page.goto(job.path);
    await deleteRow(page, 'Star Logo Cabinet', javaScriptEnabled);
    await expect(toast(page)).toContainText('Item deleted successfully');
    const t = await box(toast(page));
    expect(overlaps(t, await box(page.locator('h1')))).toBe(false);

    await page.goto(`${job.path}/items/new?list=services`);
    await pickService(page, 'Service Call');
    if (!javaScriptEnabled) await config(page).getByRole('button', { name: 'Calculate' }).click();
    await config(page).getByRole('button', { name: 'Add Service' }).click();
    await expect(toast(page)).toContainText('Service Call added to job');
    const t2 = await box(toast(page));
    expect(overlaps(t2, await box(sheet(page).getByRole('link', { name: 'Close panel' })))).toBe(false);
  });
});
