/**
 * The job page (docs/product.md § Job page), with JavaScript on and off:
 * a seeded job's header, line items, summaries and sidebar; switching and
 * creating versions; editing Job Info and Client Info; a changed job number
 * whose old URL still leads to the job; 'Job not found' as a 404.
 *
 * Tests in one project share a database, so each test that writes uses a
 * seeded job of its own.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const toast = (page: Page) => page.getByTestId('toast');

async function openVersions(page: Page) {
  await page.getByTestId('versions-menu').locator('summary').click();
  return page.getByRole('list', { name: 'Versions' });
}

async function openEdit(page: Page, title: 'Job Info' | 'Client Info') {
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${title}` });
  // Headless UI's dialog element itself has no box (its panel is fixed), so look inside it.
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
  return dialog;
}

test('a seeded job shows its header, latest version, line items, summaries and sidebar', async ({ userPage: page }) => {
  const response = await page.goto('/job/dhc/2025-014');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('link', { name: /Back to Jobs/ })).toHaveAttribute('href', '/');
  await expect(page.getByTestId('job-title')).toHaveText("Dave's Hot Chicken Richardson (2025-014)");
  await expect(page.getByTestId('job-last-updated')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}(st|nd|rd|th), \d{1,2}:\d{2} (am|pm)$/);
  await expect(page.getByTestId('job-version-label')).toHaveText('Version: 2');
  await expect(page.getByTestId('line-item-row')).toHaveCount(6);
  for (const name of ['QTY', 'ITEM', 'DESCRIPTION', 'UNIT PRICE', 'INSTALL PRICE', 'UNIT BUDGET', 'INSTALL BUDGET']) {
    await expect(page.getByRole('columnheader', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('budget-summary')).toContainText('Job Budget Total');
  await expect(page.getByTestId('price-summary')).toContainText(/Job Pricing Total\s*\$[\d,]+\.\d{2}/);

  const jobInfo = page.getByTestId('job-info');
  await expect(jobInfo).toContainText('2025-014');
  await expect(jobInfo).toContainText("Dave's Hot Chicken");
  await expect(jobInfo).toContainText('Priya Nair');
  await expect(jobInfo).toContainText('50% Deposit / 50% upon completion');
  await expect(jobInfo).toContainText('8.25%');
  const clientInfo = page.getByTestId('client-info');
  await expect(clientInfo).toContainText('Hot Bird Hospitality LLC');
  await expect(clientInfo).toContainText('jordan@hotbirdhospitality.com');

  // The Budget tab hides the price columns and the Price Summary.
  await page.getByRole('navigation', { name: 'Job views' }).getByRole('link', { name: 'Budget' }).click();
  await expect(page).toHaveURL(/\?tab=budget$/);
  await expect(page.getByRole('columnheader', { name: 'UNIT PRICE' })).toHaveCount(0);
  await expect(page.getByTestId('price-summary')).toHaveCount(0);
  await expect(page.getByTestId('budget-summary')).toBeVisible();
});

test('choosing a version puts it in the URL and marks it current', async ({ userPage: page }) => {
  await page.goto('/job/dhc/2025-014?tab=pricing');
  let list = await openVersions(page);
  await expect(list.getByRole('link', { name: /Version 2/ })).toHaveAttribute('aria-current', 'page');
  await list.getByRole('link', { name: /Version 1/ }).click();
  await expect(page).toHaveURL(/\/job\/dhc\/2025-014\?version=1&tab=pricing$/);
  await expect(page.getByTestId('job-version-label')).toHaveText('Version: 1');
  list = await openVersions(page);
  await expect(list.getByRole('link', { name: /Version 1/ })).toHaveAttribute('aria-current', 'page');
  await expect(list.getByRole('link', { name: /Version 2/ })).not.toHaveAttribute('aria-current', 'page');
});

test('New Version copies the shown version into n+1 and switches to it', async ({ userPage: page }) => {
  await page.goto('/job/skx/2025-008?version=1');
  const rowsOfV1 = await page.getByTestId('line-item-row').count();
  await page.getByRole('button', { name: 'New Version', exact: true }).click();
  await expect(page).toHaveURL(/\/job\/skx\/2025-008\?version=3$/);
  await expect(toast(page)).toContainText('New version 3 created successfully');
  await expect(page.getByTestId('job-version-label')).toHaveText('Version: 3');
  await expect(page.getByTestId('line-item-row')).toHaveCount(rowsOfV1);
  const list = await openVersions(page);
  await expect(list.getByRole('link', { name: /Version 3/ })).toHaveAttribute('aria-current', 'page');
  await expect(list.getByRole('listitem')).toHaveCount(3);
});

test('editing Job Info validates, saves and shows the toast', async ({ userPage: page, javaScriptEnabled }) => {
  await page.goto('/job/cjr/2025-003');
  let dialog = await openEdit(page, 'Job Info');
  // With JavaScript the dialog opens in place; without it, ?edit=job renders it on the server.
  if (javaScriptEnabled) await expect(page).toHaveURL(/\/job\/cjr\/2025-003$/);
  else await expect(page).toHaveURL(/\?edit=job$/);
  await dialog.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/job\/cjr\/2025-003$/);

  dialog = await openEdit(page, 'Job Info');
  await dialog.getByLabel('Job Name').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter a job name')).toBeVisible();

  dialog = page.getByRole('dialog', { name: 'Edit Job Info' });
  await dialog.getByLabel('Job Name').fill("Carl's Jr #1187 Upland Refresh");
  await dialog.getByLabel('Payment Terms').selectOption('Net30');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Job information updated successfully');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('job-title')).toHaveText("Carl's Jr #1187 Upland Refresh (2025-003)");
  await expect(page.getByTestId('job-info')).toContainText('Net30');
});

test('after closing a dialog opened by ?edit=, browser Back never shows ?edit= without its dialog', async ({ userPage: page }) => {
  await page.goto('/job/skx/2025-008');
  await page.goto('/job/skx/2025-008?edit=job');
  const dialog = page.getByRole('dialog', { name: 'Edit Job Info' });
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
  await dialog.getByRole('link', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/job\/skx\/2025-008$/);

  await page.goBack();
  await expect(page.getByTestId('job-title')).toBeVisible();
  // Either Back skips the closed dialog's entry, or the dialog shows again with its URL.
  if (new URL(page.url()).searchParams.get('edit') === 'job') {
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
  } else {
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});

test('editing Client Info saves and shows the toast', async ({ userPage: page }) => {
  await page.goto('/job/epl/2025-011');
  const dialog = await openEdit(page, 'Client Info');
  await dialog.getByLabel('Contact Title').fill('Director of Construction');
  await dialog.getByLabel('Contact Phone').fill('6025550147');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Client information updated successfully');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const clientInfo = page.getByTestId('client-info');
  await expect(clientInfo).toContainText('Director of Construction');
  await expect(clientInfo).toContainText('(602) 555-0147');
  await expect(clientInfo).toContainText('Pacific Pollo Partners');
});

test('a changed job number moves the page, and the old URL still leads to the job', async ({ userPage: page }) => {
  await page.goto('/job/wen/2025-030?tab=budget');
  const dialog = await openEdit(page, 'Job Info');
  await dialog.getByLabel('Job Number').fill('2025-030-R');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/job\/wen\/2025-030-R\?tab=budget$/);
  await expect(toast(page)).toContainText('Job information updated successfully');
  await expect(page.getByTestId('job-title')).toContainText('(2025-030-R)');

  await page.goto('/job/wen/2025-030?version=1');
  await expect(page).toHaveURL(/\/job\/wen\/2025-030-R\?version=1$/);
  await expect(page.getByTestId('job-title')).toContainText('(2025-030-R)');
});

test("an unknown job answers 404 with 'Job not found' and a way back", async ({ userPage: page }) => {
  const response = await page.goto('/job/dhc/NO-SUCH-JOB');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Job not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Jobs' })).toHaveAttribute('href', '/');
  // Still inside the shell.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test("jobs numbered 'versions' and 'new' open by their URL and the JSON API, old number included", async ({ userPage: page }, testInfo) => {
  test.skip(testInfo.project.name !== 'js', 'routing only: once is enough');
  const brands = (await (await page.request.get('/api/brands')).json()) as { id: number; brand_slug: string }[];
  const brandId = brands.find((b) => b.brand_slug === 'dhc')!.id;
  const created = await page.request.post('/api/jobs', { data: { jobName: 'Numbered Versions', jobNumber: 'versions', clientName: 'Routing Co', brandId } });
  expect(created.status()).toBe(201);

  expect((await page.goto('/job/dhc/versions'))?.status()).toBe(200);
  await expect(page.getByTestId('job-title')).toHaveText('Numbered Versions (versions)');
  const got = await page.request.get('/api/jobs/dhc/versions');
  expect(got.status()).toBe(200);
  expect(await got.json()).toMatchObject({ jobNumber: 'versions', brandSlug: 'dhc' });

  const renamed = await page.request.patch('/api/jobs/dhc/versions', { data: { jobNumber: 'new' } });
  expect(renamed.status()).toBe(200);
  expect(await renamed.json()).toMatchObject({ jobNumber: 'new' });
  await page.goto('/job/dhc/versions');
  await expect(page).toHaveURL(/\/job\/dhc\/new$/);
  await expect(page.getByTestId('job-title')).toHaveText('Numbered Versions (new)');
  expect(await (await page.request.get('/api/jobs/dhc/versions')).json()).toMatchObject({ jobNumber: 'new' });
});
