/**
 * The page behind a side panel (here the Add New panel), with JavaScript on and
 * off: from the server's HTML on it does not scroll (<html data-panel-open>),
 * and the shell and the page take no focus (inert); closing the panel gives the
 * page back; a job that is not found shows its error screen with nothing locked.
 * The lock is an attribute, not a `:has()` on <html>, which made Chromium restyle
 * the whole page for each chunk of HTML it parsed (docs/speed-profile.md).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createEmptyJob } from './support/line-items-helpers';

async function behind(page: Page) {
  return page.evaluate(() => ({
    lock: document.documentElement.hasAttribute('data-panel-open'),
    overflow: getComputedStyle(document.documentElement).overflowY,
    sidebarInert: document.getElementById('sidebar')?.inert ?? null,
    skipLinkInert: document.querySelector<HTMLElement>('a.skip-link')?.inert ?? null,
  }));
}

test('an open panel locks the page and shell behind it; closing gives them back', async ({ userPage: page, app }) => {
  const jobPath = createEmptyJob(app.dbPath, 'dhc', 'Page Behind A Panel');
  await page.goto(`${jobPath}/items/new`);
  await expect(page.getByRole('heading', { name: 'Add New' })).toBeVisible();
  expect(await behind(page)).toEqual({ lock: true, overflow: 'hidden', sidebarInert: true, skipLinkInert: true });

  await page.getByRole('link', { name: 'Close panel' }).click();
  await expect(page.getByRole('heading', { name: 'Add New' })).toHaveCount(0);
  expect(await behind(page)).toEqual({ lock: false, overflow: 'visible', sidebarInert: false, skipLinkInert: false });
});

test('a job that is not found shows its error screen with nothing locked', async ({ userPage: page }) => {
  const response = await page.goto('/job/dhc/NO-SUCH-JOB-1/items/new');
  expect(response?.status()).toBe(404);
  expect(await behind(page)).toEqual({ lock: false, overflow: 'visible', sidebarInert: false, skipLinkInert: false });
});
