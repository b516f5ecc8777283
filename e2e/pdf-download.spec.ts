/**
 * The job page's Download menu gives both PDFs, with JavaScript (fetch +
 * save, toasts) and without (a plain form post answered with the file),
 * under the file names of docs/product.md § The API, the UTF-8 name included.
 */
import fs from 'node:fs';
import { expect, signIn, startApp, test, type App } from './support/fixtures';
import { copySeededJob } from './support/seeded-job';
import type { Page } from '@playwright/test';

/** A copy of seeded job 2025-014 (its latest version and lines) under a new number and a name with accents, € and an emoji. */
function copyJob(app: App, jobNumber: string, jobName: string) {
  copySeededJob(app.dbPath, { jobNumber, name: jobName });
}

async function downloadFromMenu(page: Page, item: 'Proposal' | 'Pricing Sheet') {
  const menu = page.getByTestId('download-menu');
  // Without JavaScript the menu stays open after a download (the page does not change).
  if ((await menu.getAttribute('open')) === null) await menu.locator('summary').click();
  const downloading = page.waitForEvent('download');
  await page.getByTestId('download-menu').getByRole('button', { name: item, exact: true }).click();
  const download = await downloading;
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return download.suggestedFilename();
}

test('Download menu gives the proposal as "<version> (<job name>).pdf" and the pricing sheet as "Pricing Sheet - " plus that name', async ({ userPage: page, javaScriptEnabled }) => {
  await page.goto('/job/dhc/2025-014');
  await expect(page.getByTestId('job-title')).toContainText("Dave's Hot Chicken Richardson");

  const proposalName = await downloadFromMenu(page, 'Proposal');
  expect(proposalName).toMatch(/^DHCP-\d+ v2 \(Dave's Hot Chicken Richardson\)\.pdf$/);
  if (javaScriptEnabled) await expect(page.getByTestId('toast')).toContainText('Proposal downloaded successfully');

  // The pricing sheet names its version as the proposal does (the name alone was the same for every version).
  expect(await downloadFromMenu(page, 'Pricing Sheet')).toBe(`Pricing Sheet - ${proposalName}`);
  if (javaScriptEnabled) await expect(page.getByTestId('toast')).toContainText('Pricing sheet generated successfully');
  // Still on the job page.
  await expect(page).toHaveURL(/\/job\/dhc\/2025-014$/);

  // Version 1's pricing sheet is named apart from version 2's.
  await page.goto('/job/dhc/2025-014?version=1');
  expect(await downloadFromMenu(page, 'Pricing Sheet')).toBe(`Pricing Sheet - ${proposalName.replace(' v2 ', ' v1 ')}`);
});

test('a job name with accents, € and an emoji keeps them in the downloaded file names', async ({ userPage: page, app }, testInfo) => {
  const jobNumber = `U${testInfo.project.name}${testInfo.workerIndex}`;
  const jobName = 'Café Olé — €5 Deal 🍗';
  copyJob(app, jobNumber, jobName);
  await page.goto(`/job/dhc/${jobNumber}`);
  expect(await downloadFromMenu(page, 'Proposal')).toBe(`DHCP-${jobNumber} v1 (${jobName}).pdf`);
  expect(await downloadFromMenu(page, 'Pricing Sheet')).toBe(`Pricing Sheet - DHCP-${jobNumber} v1 (${jobName}).pdf`);
});

test('no Chromium outlives the server after SIGTERM', async ({ browser, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'About the server, not the page: once is enough');
  const app = await startApp();
  let stopped = false;
  try {
    const context = await browser.newContext({ baseURL: app.baseURL });
    await signIn(context, 'estimator@signboard.local', app);
    const response = await context.request.post('/api/generate-proposal', {
      data: { brandSlug: 'dhc', jobNumber: '2025-014', version: 1 },
      headers: { Origin: app.baseURL },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    await context.close();
    const pid = Number(/PDF: Chromium started \(pid (\d+)\)/.exec(fs.readFileSync(app.logPath, 'utf8'))?.[1]);
    expect(pid).toBeGreaterThan(0);
    expect(fs.existsSync(`/proc/${pid}`)).toBe(true);
    await app.stop();
    stopped = true;
    // Gone (or at most a zombie waiting for a parent that has exited) once the server has exited.
    const state = fs.existsSync(`/proc/${pid}/stat`) ? fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] : 'gone';
    expect(['gone', 'Z', 'X']).toContain(state);
  } finally {
    if (!stopped) await app.stop();
  }
});
