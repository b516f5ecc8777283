/**
 * What the client approved stays as approved, money included, with
 * JavaScript on and off: version 1 is sent and accepted through its client
 * link; the tax and the client address are then edited (each dialog says
 * before Save what version 1 keeps); version 1's screen, its jobs-list row,
 * the job API and a fresh 'Proposal (current)' keep the sent tax and grand
 * total, while a New Version takes the new values. The fresh print and the
 * stored copy download under different names, and the header's badges say
 * whose status each is.
 */
import { extractText } from 'unpdf';
import { expect, test, type App } from './support/fixtures';
import { acceptOnClientPage, copySeededJob, sendAndGetLink } from './support/seeded-job';
import type { Browser, Page } from '@playwright/test';
import { toast } from './support/line-items-helpers';

/** A copy of seeded job 2025-014 (its latest version's lines, client and contact) under a new number, tax 7.5%. */
function copyJob(app: App, name: string): { path: string; jobNumber: string; contactEmail: string } {
  return copySeededJob(app.dbPath, { prefix: 'FT', name, set: { tax_percentage: 750, tax_amount: null, tax_name: null } });
}

async function hydrated(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith('__reactFiber$')));
}

/** Sends version 1 and accepts it through the client link, in a browser with no session. */
async function approveVersionOne(page: Page, browser: Browser, app: App, job: { path: string; contactEmail: string }, javaScriptEnabled: boolean) {
  await acceptOnClientPage(browser, javaScriptEnabled, await sendAndGetLink(app, page, job.path, job.contactEmail));
}

/** The fresh 'Proposal (current)' of a version: its file name and its text. */
async function currentProposal(page: Page, baseURL: string, jobNumber: string, version: number) {
  const response = await page.request.post('/api/generate-proposal', { data: { brandSlug: 'dhc', jobNumber, version }, headers: { Origin: baseURL } });
  expect(response.status()).toBe(200);
  const { text } = await extractText(new Uint8Array(await response.body()), { mergePages: true });
  return { disposition: response.headers()['content-disposition'] ?? '', text: text.replace(/\s+/g, ' ') };
}

test('an approved version keeps its tax, client and grand total through Job Info and Client Info edits; a new version takes them', async ({ app, userPage: page, browser, baseURL, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  const job = copyJob(app, 'Frozen Terms');
  await approveVersionOne(page, browser, app, job, javaScriptEnabled);

  await page.goto(`${job.path}?version=1`);
  const title = page.getByTestId('job-title').locator('..');
  await expect(title.getByTestId('state-badge')).toHaveText(/Job · Approved/);
  await expect(title.getByTestId('version-state-badge')).toHaveText(/Version 1 · Approved/);
  await expect(page.getByTestId('summary-tax')).toContainText('7.5%');
  const grandTotal = (await page.getByTestId('summary-grand-total').innerText()).replace(/\s+/g, ' ');
  const amount = /\$[\d,]+\.\d\d/.exec(grandTotal)![0];
  const before = await currentProposal(page, baseURL!, job.jobNumber, 1);
  expect(before.text).toContain(amount);

  // Tax 7.5% -> 9%: the dialog says first what version 1 keeps.
  await page.goto(`${job.path}?version=1&edit=job`);
  await hydrated(page, javaScriptEnabled);
  const jobDialog = page.getByRole('dialog', { name: 'Edit Job Info' });
  await expect(jobDialog.getByTestId('kept-terms-note')).toHaveText('Version 1 is approved: it keeps 7.5% tax. The change applies to new versions.');
  await jobDialog.getByLabel('Tax percentage (%)').fill('9');
  await jobDialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Job information updated successfully');

  // The client's address: the Client Info dialog says what version 1 keeps too.
  await page.goto(`${job.path}?version=1&edit=client`);
  await hydrated(page, javaScriptEnabled);
  const clientDialog = page.getByRole('dialog', { name: 'Edit Client Info' });
  await expect(clientDialog.getByTestId('kept-terms-note')).toContainText('Version 1 is approved: it keeps client');
  await clientDialog.getByLabel('Client Address').fill('77 Frozen Way, Austin, TX 73301');
  await clientDialog.getByLabel('Client Address').press('Escape');
  await clientDialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Client information updated successfully');

  // Version 1 as approved: its screen, the jobs list, the API, a fresh print.
  await page.goto(`${job.path}?version=1`);
  await expect(page.getByTestId('summary-tax')).toContainText('7.5%');
  await expect(page.getByTestId('summary-grand-total')).toContainText(amount);
  await expect(page.getByTestId('kept-terms-sidebar')).toContainText('As sent with version 1');
  await expect(page.getByTestId('client-info')).not.toContainText('77 Frozen Way');
  await page.goto(`/jobs?q=${job.jobNumber}`);
  const listRow = page.getByRole('row').filter({ hasText: job.jobNumber });
  await expect(listRow).toContainText(`${amount} approved`);
  const api = (await (await page.request.get(`/api/jobs/dhc/${job.jobNumber}`)).json()) as { status: string; jobTax: { percentage: number }; sentVersion: { versionNumber: number; jobTax: { percentage: number }; grandTotal: number } };
  expect(api.status).toBe('Approved');
  expect(api.jobTax.percentage).toBe(9);
  expect(api.sentVersion).toMatchObject({ versionNumber: 1, jobTax: { percentage: 7.5 } });
  expect(`$${(api.sentVersion.grandTotal / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`).toBe(amount);
  const after = await currentProposal(page, baseURL!, job.jobNumber, 1);
  expect(after.text).toContain(amount);
  expect(after.text).not.toContain('77 Frozen Way');
  expect(after.text).not.toContain('9%');

  // Two names: the fresh print '(current)', the stored copy '(as sent <day>)'.
  expect(decodeURIComponent(after.disposition)).toContain('(current).pdf');
  await page.goto(`${job.path}?version=1`);
  const storedHref = (await page.getByTestId('stored-document').first().getAttribute('href'))!;
  const stored = decodeURIComponent((await page.request.get(storedHref)).headers()['content-disposition'] ?? '');
  expect(stored).toMatch(/\(as sent [A-Z][a-z]{2} \d{1,2}(st|nd|rd|th)\)\.pdf/);

  // A new version from version 1 takes the job's new values.
  await page.getByRole('button', { name: 'New Version', exact: true }).click();
  await expect(toast(page)).toContainText('New version 2 created successfully');
  await expect(page.getByTestId('summary-tax')).toContainText('9%');
  await expect(title.getByTestId('state-badge')).toHaveText(/Job · Approved/);
  await expect(title.getByTestId('version-state-badge')).toHaveText(/Version 2 · Draft/);
  await expect(page.getByTestId('client-info')).toContainText('77 Frozen Way');
  const v2 = await currentProposal(page, baseURL!, job.jobNumber, 2);
  expect(v2.text).toContain('77 Frozen Way');
  expect(decodeURIComponent(v2.disposition)).not.toContain('(current)');
});
