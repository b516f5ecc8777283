/**
 * A long job's line table: the first rows drawn at once, the others as a person comes near them, with
 * JavaScript; every row at once without it (app/domain/line-items/rows-in-steps.ts). Each test has a job of its
 * own: the seeded 6-line job copied ten times over, 60 lines.
 */
import { expect, test, type App } from './support/fixtures';
import { copySeededJob } from './support/seeded-job';
import { rows } from './support/line-items-helpers';
import type { Page } from '@playwright/test';

const LINES = 60;
const FIRST = 24;

const longJob = (app: App) => copySeededJob(app.dbPath, { prefix: 'LJ', name: 'Long Rollout', copies: LINES / 6 });

/** The line rows a person can see (drawn), in order. */
const shownRows = (page: Page) => page.locator('tbody:not(.li-later) > tr[id^="line-"]');

test('every line of a long job is on the page, in order, in one table', async ({ app, userPage: page, javaScriptEnabled }) => {
  const job = longJob(app);
  await page.goto(job.path);
  await expect(page.getByRole('table')).toHaveCount(1);
  // The page holds each line's row once, drawn or not.
  await expect(rows(page)).toHaveCount(LINES);
  if (!javaScriptEnabled) {
    // Without JavaScript every row shows at once, the last one included, and no note about the others.
    await expect(page.locator('tr[id^="line-"]:visible')).toHaveCount(LINES);
    await expect(page.getByText(/Showing \d+ of \d+ lines/)).toBeHidden();
    await expect(page.locator('#add-item')).toBeVisible();
    return;
  }
  await expect(shownRows(page)).toHaveCount(FIRST);
  await expect(page.getByText(`Showing ${FIRST} of ${LINES} lines.`)).toBeAttached();
  // Scrolling down draws the others before they reach the screen, also a jump past the end of the drawn ones.
  await page.locator('tbody[data-sortable="on"]').waitFor({ state: 'attached' });
  for (let i = 0; i < 4 && (await page.locator('tr.li-more').count()) > 0; i++) {
    const before = await shownRows(page).count();
    await page.evaluate(() => window.scrollBy(0, 2500));
    await page.waitForFunction((n) => document.querySelectorAll('tbody:not(.li-later) > tr[id^="line-"]').length > n, before);
  }
  await expect(shownRows(page)).toHaveCount(LINES);
  await expect(page.locator('tr[id^="line-"]:visible')).toHaveCount(LINES);
  await expect(page.locator('.li-later')).toHaveCount(0);
  await expect(page.locator('tr.li-more')).toHaveCount(0);
  await expect(page.locator('#add-item')).toBeVisible();
  // In the job's order (the copies were written in order, so their ids rise with it).
  const ids = await rows(page).evaluateAll((trs) => trs.map((tr) => Number(tr.id.slice('line-'.length))));
  expect(ids).toEqual([...ids].sort((a, b) => a - b));
});

test.describe('with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the rows are drawn later only with JavaScript');

  test('finding in the page first draws every line', async ({ app, userPage: page }) => {
    await page.goto(longJob(app).path);
    await expect(shownRows(page)).toHaveCount(FIRST);
    await page.locator('tbody[data-sortable="on"]').waitFor({ state: 'attached' });
    await page.keyboard.press('ControlOrMeta+f');
    await expect(shownRows(page)).toHaveCount(LINES);
  });

  test('moving through the rows by keyboard reaches every line in order', async ({ app, userPage: page }) => {
    await page.goto(longJob(app).path);
    await page.locator('tbody[data-sortable="on"]').waitFor({ state: 'attached' });
    const menus = shownRows(page).locator('td:last-child > a');
    await menus.nth(FIRST - 1).focus();
    await page.keyboard.press('Tab');
    await expect(menus.nth(FIRST)).toBeFocused();
    await expect(shownRows(page)).toHaveCount(LINES);
  });

  test("the 'Show all lines' address draws every line at once", async ({ app, userPage: page }) => {
    await page.goto(`${longJob(app).path}?lines=all`);
    await page.locator('tbody[data-sortable="on"]').waitFor({ state: 'attached' });
    await expect(shownRows(page)).toHaveCount(LINES);
    await expect(page.locator('.li-later, tr.li-more')).toHaveCount(0);
  });

  test('an address at a line further down draws it and shows it; its menu opens from its own address', async ({ app, userPage: page }) => {
    const job = longJob(app);
    await page.goto(job.path);
    const far = await rows(page).nth(50).getAttribute('id');
    await page.goto(`${job.path}#${far}`);
    await expect(page.locator(`#${far}`)).toBeInViewport();
    await expect(shownRows(page)).toHaveCount(LINES);
    // A row's own address (what its menu button links to without JavaScript) opens the job with that menu open.
    const lineId = far!.slice('line-'.length);
    await page.goto(`${job.path}/items/${lineId}`);
    await expect(page.locator(`#${far}`).getByTestId('row-menu')).toBeVisible();
  });
});
