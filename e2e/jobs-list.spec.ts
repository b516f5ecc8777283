/**
 * The jobs list and the per-brand lists (docs/product.md § Jobs list,
 * docs/product.md § Per-brand job lists), with JavaScript on
 * and off: the seeded jobs with their columns and links, brand restriction,
 * and paging past 25 jobs on a server of its own.
 */
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, signIn, startApp, test, type App } from './support/fixtures';

const DATE = /^[A-Z][a-z]{2} \d{1,2}(st|nd|rd|th), \d{4}$/;

/** Rows of the jobs table (the header row is in thead). */
const rows = (page: Page) => page.locator('table tbody tr');

test('the jobs list shows the seeded jobs with every column', async ({ userPage: page }) => {
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { name: 'Jobs', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Job status' }).getByRole('link', { name: /^All \d+$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Job', exact: true })).toHaveAttribute('href', '/job/new');
  for (const name of ['Job Name', 'Proposal No.', 'Date', 'Creator', 'Project Manager']) {
    await expect(page.getByRole('columnheader', { name, exact: true })).toBeVisible();
  }

  // Jobs made by other specs of this worker may push a seeded job past page 1: find it by the search box's URL.
  await page.goto(`/jobs?q=${encodeURIComponent("Dave's Hot Chicken Richardson")}`);
  const link = page.getByRole('link', { name: "Dave's Hot Chicken Richardson", exact: true });
  await expect(link).toHaveAttribute('href', '/job/dhc/2025-014');
  const row = rows(page).filter({ has: link });
  await expect(row).toContainText('2025-014');
  await expect(row.locator('td').nth(2)).toHaveText(/^DHCP-\d{3}$/);
  await expect(row.locator('time')).toHaveText(DATE);
  await expect(row.getByRole('checkbox', { name: "Select Dave's Hot Chicken Richardson" })).toBeAttached();

  await expect(page.getByText(/^Showing 1-\d+ of \d+ Jobs$/)).toBeVisible();
  await expect(page.getByText('25 Jobs per page', { exact: true })).toBeVisible();

  // / is the same list.
  await page.goto(`/?q=${encodeURIComponent('Richardson')}`);
  await expect(page.getByRole('heading', { name: 'Jobs', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: "Dave's Hot Chicken Richardson", exact: true })).toBeVisible();
});

test('a job name leads to the job page URL', async ({ userPage: page }) => {
  // Found through the search box: jobs other specs of the worker make may push it past page 1.
  await page.goto(`/jobs?q=${encodeURIComponent('Skechers Las Vegas')}`);
  await page.getByRole('link', { name: 'Skechers Las Vegas Premium Outlets', exact: true }).click();
  await expect(page).toHaveURL(/\/job\/skx\/2025-008$/);
});

test('the row number turns into a checkbox on hover', async ({ userPage: page }) => {
  await page.goto('/jobs');
  const first = rows(page).first();
  const box = first.getByRole('checkbox');
  await expect(first.locator('td').first()).toContainText('1');
  await expect(box).toHaveCSS('opacity', '0');
  await first.hover();
  await expect(box).toHaveCSS('opacity', '1');
  await box.check();
  await expect(box).toBeChecked();
});

test('the brand lists show only their brand', async ({ userPage: page }) => {
  for (const { path, title, slug, names } of [
    { path: '/daves-hot-chicken', title: "Dave's Hot Chicken", slug: 'dhc', names: ["Dave's Hot Chicken Richardson", "Dave's Hot Chicken Plano"] },
    { path: '/skechers', title: 'Skechers', slug: 'skx', names: ['Skechers Las Vegas Premium Outlets', 'Skechers Sherway Gardens Toronto'] },
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New Job', exact: true })).toHaveAttribute('href', '/job/new');
    for (const name of names) await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    const hrefs = await rows(page).locator('td:nth-child(2) a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThanOrEqual(2);
    for (const href of hrefs) expect(href).toMatch(new RegExp(`^/job/${slug}/`));
    await expect(page.getByRole('link', { name: "Carl's Jr #1187 Upland Reimage" })).toHaveCount(0);
  }
});

let added = 0;
/** Adds `count` jobs of one brand, each one second newer than the job added before it. */
function addJobs(app: App, brandSlug: string, count: number, label: string) {
  const db = new Database(app.dbPath);
  try {
    db.pragma('busy_timeout = 5000');
    const brand = db.prepare('SELECT id FROM brands WHERE slug = ?').get(brandSlug) as { id: number };
    const user = db.prepare("SELECT id FROM users WHERE email = 'pm@signboard.local'").get() as { id: number };
    const insert = db.prepare(
      'INSERT INTO jobs (job_name, job_number, brand_id, creator_id, project_manager_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const base = Date.now() + 60_000;
    db.transaction(() => {
      for (let i = 1; i <= count; i++) {
        const n = String(i).padStart(2, '0');
        const at = base + ++added * 1000;
        insert.run(`${label} ${n}`, `${label.toUpperCase()}-${n}`, brand.id, user.id, user.id, at, at);
      }
    })();
  } finally {
    db.close();
  }
}

test.describe('with more than 25 jobs', () => {
  let app: App;
  test.beforeAll(async () => {
    // A server of its own, so the counts are exact whatever other specs create.
    app = await startApp();
    addJobs(app, 'dhc', 30, 'Paging Dhc');
    addJobs(app, 'cjr', 12, 'Paging Cjr');
  });
  test.afterAll(async () => app?.stop());

  test('Next, Previous and Page X of Y walk the pages', async ({ context, page }) => {
    await signIn(context, 'estimator@signboard.local', app);
    await page.goto(`${app.baseURL}/jobs`);
    // 8 seeded + 42 added = 50 jobs: two pages.
    await expect(page.getByText('Showing 1-25 of 50 Jobs', { exact: true })).toBeVisible();
    await expect(page.getByText('Page 1 of 2', { exact: true })).toBeVisible();
    await expect(rows(page)).toHaveCount(25);
    // Newest first: the last Carl's Jr added is on top.
    await expect(rows(page).first()).toContainText('Paging Cjr 12');
    await expect(page.getByRole('link', { name: 'Previous' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL(/\/jobs\?page=1$/);
    await expect(page.getByText('Showing 26-50 of 50 Jobs', { exact: true })).toBeVisible();
    await expect(page.getByText('Page 2 of 2', { exact: true })).toBeVisible();
    await expect(rows(page)).toHaveCount(25);
    await expect(rows(page).first().locator('td').first()).toHaveText('26');
    await expect(page.getByRole('link', { name: 'Next' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Previous', exact: true }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByText('Showing 1-25 of 50 Jobs', { exact: true })).toBeVisible();

    // A page past the end shows the last page.
    await page.goto(`${app.baseURL}/jobs?page=99`);
    await expect(page.getByText('Page 2 of 2', { exact: true })).toBeVisible();
  });

  test('a page of 25 jobs is at most 40 KB of HTML: rows without per-cell classes, no unshown field in the hydration data', async ({ context }) => {
    await signIn(context, 'estimator@signboard.local', app);
    const res = await context.request.get(`${app.baseURL}/jobs`);
    const html = await res.text();
    expect(res.status()).toBe(200);
    expect(html.match(/<tr>/g)).toHaveLength(25 + 1); // the header row and 25 jobs
    // 72,979 bytes before the list was slimmed, on the bench's data (about 1.5 KB a row, half of it class lists and icons).
    expect(Buffer.byteLength(html)).toBeLessThanOrEqual(40 * 1024);
    const body = html.slice(html.indexOf('<tbody'), html.indexOf('</tbody>'));
    expect(body).not.toMatch(/<td class=/);
    // The hydration data carries only what the rows show (no brand name, no timestamp), the rows as columns.
    const data = html.slice(html.indexOf('</tbody>'));
    expect(data).toContain('jobName');
    for (const unshown of ['brandName', 'createdAt']) expect(data).not.toContain(unshown);
  });

  test('a brand list pages within its brand', async ({ context, page }) => {
    await signIn(context, 'estimator@signboard.local', app);
    await page.goto(`${app.baseURL}/daves-hot-chicken`);
    // 2 seeded + 30 added Dave's jobs.
    await expect(page.getByText('Showing 1-25 of 32 Jobs', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL(/\/daves-hot-chicken\?page=1$/);
    await expect(page.getByText('Showing 26-32 of 32 Jobs', { exact: true })).toBeVisible();
    await expect(page.getByText('Page 2 of 2', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: "Dave's Hot Chicken Plano", exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /Paging Cjr/ })).toHaveCount(0);
  });

  test("any row's job link opens the job: in the page with JavaScript, a new tab with Ctrl", async ({ context, page, javaScriptEnabled }) => {
    await signIn(context, 'estimator@signboard.local', app);
    await page.goto(`${app.baseURL}/jobs`);
    await expect(rows(page)).toHaveCount(25);
    // A row far from the first: its link is a plain link the table's one handler sends through the router.
    const row = rows(page).nth(20);
    const link = row.locator('td').nth(1).getByRole('link');
    const href = (await link.getAttribute('href'))!;
    const name = (await link.textContent())!;
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    if (javaScriptEnabled) {
      // Ctrl+click is the browser's (a new tab): the page's handler leaves it untaken. Checked on the event itself,
      // held at the document, since closing a tab still loading could hang this browser.
      const taken = await link.evaluate((a) => {
        let prevented: boolean | null = null;
        const hold = (event: Event) => {
          prevented = event.defaultPrevented;
          event.preventDefault();
        };
        document.addEventListener('click', hold, { once: true });
        a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true, button: 0 }));
        return prevented;
      });
      expect(taken).toBe(false);
      await expect(page).toHaveURL(/\/jobs$/);
    }
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name.trim());
    // With JavaScript the document stayed (a navigation in the page); without, it was a new one.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true)).toBe(javaScriptEnabled);
  });

  test('shows Loading jobs... while the next page loads', async ({ context, page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'a client-side navigation needs JavaScript');
    await signIn(context, 'estimator@signboard.local', app);
    await page.goto(`${app.baseURL}/jobs`);
    await expect(page.getByText('Page 1 of 2', { exact: true })).toBeVisible();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.data(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading jobs...' })).toBeVisible();
    release();
    await expect(page.getByText('Page 2 of 2', { exact: true })).toBeVisible();
    await expect(page.getByText('Loading jobs...')).toHaveCount(0);
  });
});
