/**
 * The proposal's own fields on screen, with JavaScript on and off: the Price
 * Summary shows the tax as the job names it, the grand total and the deposit,
 * the very figures the downloaded proposal prints; the client PO and the
 * scope notes are edited in Job Info, shown in the sidebar and printed.
 *
 * Each test works on its own copy of seeded job 2025-017 (Skechers Toronto:
 * Prepayment, 13%), so it shares nothing with other specs.
 */
import fs from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test, type App } from './support/fixtures';
import { copySeededJob } from './support/seeded-job';

/** Copies job 2025-017 with its latest version's lines under a new number; `set` overrides columns. */
function copyJob(app: App, jobNumber: string, set: Record<string, unknown> = {}) {
  copySeededJob(app.dbPath, { from: { jobNumber: '2025-017', brandSlug: 'skx', proposalPrefix: 'SKXP' }, jobNumber, name: `Sherway ${jobNumber}`, set });
}

const numberFor = (testInfo: TestInfo, tag: string) => `P${tag}-${testInfo.project.name}${testInfo.workerIndex}-${testInfo.retry}`;

/** Downloads the proposal from the Download menu and answers its text. */
async function proposalText(page: Page): Promise<string> {
  const menu = page.getByTestId('download-menu');
  if ((await menu.getAttribute('open')) === null) await menu.locator('summary').click();
  const downloading = page.waitForEvent('download');
  await menu.getByRole('button', { name: 'Proposal', exact: true }).click();
  const file = await (await downloading).path();
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(fs.readFileSync(file))), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const money = (text: string | null) => /\$[\d,]+\.\d{2}/.exec(text ?? '')?.[0] ?? '';

test('the Price Summary shows the tax, the grand total and the deposit the proposal prints', async ({ userPage: page, app }, testInfo) => {
  const jobNumber = numberFor(testInfo, 'S');
  copyJob(app, jobNumber, { job_terms: '50% Deposit / 50% before install', tax_name: null });
  await page.goto(`/job/skx/${jobNumber}`);
  const summary = page.getByTestId('price-summary');
  await expect(summary.getByTestId('summary-tax')).toContainText('Tax (13%)');
  await expect(summary.getByTestId('summary-grand-total')).toContainText('Grand Total (CAD)');
  await expect(summary.getByTestId('summary-deposit')).toContainText('Deposit due (50%)');
  await expect(summary.getByTestId('summary-balance')).toContainText('Balance');

  const pricingTotal = money(await summary.getByText('Job Pricing Total').locator('..').textContent());
  const tax = money(await summary.getByTestId('summary-tax').textContent());
  const grand = money(await summary.getByTestId('summary-grand-total').textContent());
  const deposit = money(await summary.getByTestId('summary-deposit').textContent());
  const balance = money(await summary.getByTestId('summary-balance').textContent());
  const cents = (s: string) => Math.round(Number(s.replace(/[$,]/g, '')) * 100);
  expect(cents(pricingTotal) + cents(tax)).toBe(cents(grand));
  expect(cents(deposit) + cents(balance)).toBe(cents(grand));
  expect(Math.abs(cents(deposit) - cents(balance))).toBeLessThanOrEqual(1);

  const pdf = await proposalText(page);
  expect(pdf).toContain(`Subtotal ${pricingTotal}`);
  expect(pdf).toContain(`Tax (13%) ${tax}`);
  expect(pdf).toContain(`Grand total (CAD) ${grand}`);
  expect(pdf).toContain(`Deposit due (50%) ${deposit}`);
  expect(pdf).toContain(`Balance ${balance}`);
});

test('Job Info edits the client PO, the tax name and the scope notes; the sidebar, the summary and the proposal show them', async ({ userPage: page, app }, testInfo) => {
  const jobNumber = numberFor(testInfo, 'E');
  copyJob(app, jobNumber);
  await page.goto(`/job/skx/${jobNumber}`);
  await page.getByRole('link', { name: 'Edit Job Info' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Job Info' });
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
  await dialog.getByLabel('Client PO / Reference').fill('PO 4471-A');
  await dialog.getByLabel('Tax Name').fill('HST');
  await dialog.getByLabel('Tax Registration No.').fill('81234 5678 RT0001');
  await dialog.getByLabel('Scope Notes & Exclusions').fill('Excludes primary electrical.\nLandlord approval by others.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('toast')).toContainText('Job information updated successfully');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await expect(page.getByTestId('job-info-po')).toContainText('PO 4471-A');
  await expect(page.getByTestId('job-info-scope')).toContainText('Excludes primary electrical.');
  await expect(page.getByTestId('job-info')).toContainText('HST 13%');
  await expect(page.getByTestId('summary-tax')).toContainText('HST 13%');
  // Prepayment: the whole grand total is due on acceptance, no balance.
  const grand = money(await page.getByTestId('summary-grand-total').textContent());
  await expect(page.getByTestId('summary-deposit')).toContainText(`Prepayment due (100%)${grand}`);
  await expect(page.getByTestId('summary-balance')).toHaveCount(0);

  // The dialog opens again with what was saved.
  await page.getByRole('link', { name: 'Edit Job Info' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Job Info' }).getByLabel('Scope Notes & Exclusions')).toHaveValue(
    'Excludes primary electrical.\nLandlord approval by others.',
  );
  await page.getByRole('dialog', { name: 'Edit Job Info' }).getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const pdf = await proposalText(page);
  expect(pdf).toContain('Client PO / Ref. PO 4471-A');
  expect(pdf).toContain('Tax reg. no. 81234 5678 RT0001');
  expect(pdf).toContain('SCOPE NOTES AND EXCLUSIONS Excludes primary electrical. Landlord approval by others.');
  expect(pdf).toContain(`HST 13%`);
  expect(pdf).toContain(`Prepayment due (100%) ${grand}`);
  expect(pdf).not.toContain('N/A');
});
