/**
 * Compare versions, with JavaScript on and off: New Version copies
 * a version, version 2 then differs by one line added, one removed, one's
 * quantity and one's price; 'Compare with...' in the Versions menu opens
 * /compare?a=1&b=2, whose every mark, total and difference is read to the cent
 * against the figures worked by hand below. The GET form swaps the versions;
 * bad or unknown versions say so; the pricing sheet's comparison page comes
 * from the Download menu's checkbox.
 */
import fs from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createCompareJob, editVersionTwo } from './support/compare-helpers';

type Figures = [label: string, a: string, b: string, difference: string, percent: string];

async function expectTotals(section: Locator, figures: Figures[]) {
  await expect(section.getByTestId('compare-total')).toHaveCount(figures.length);
  for (const [label, a, b, difference, percent] of figures) {
    const row = section.locator(`[data-testid="compare-total"][data-label="${label}"]`);
    await expect(row.getByTestId('total-a')).toHaveText(new RegExp(`${esc(a)}$`));
    await expect(row.getByTestId('total-b')).toHaveText(new RegExp(`${esc(b)}$`));
    await expect(row.getByTestId('total-difference')).toHaveText(new RegExp(`${esc(difference)}$`));
    await expect(row.getByTestId('total-percent')).toHaveText(new RegExp(`${esc(percent)}$`));
  }
}
const esc = (s: string) => s.replace(/[$.+()]/g, '\\$&');

/** A row's changes, each as what, from and to (the change table's columns). */
async function expectChanges(row: Locator, changes: [label: string, from: string, to: string][]) {
  const found = row.getByTestId('compare-change');
  await expect(found).toHaveCount(changes.length);
  for (const [i, [label, from, to]] of changes.entries()) {
    await expect(found.nth(i).getByTestId('change-label')).toHaveText(label);
    await expect(found.nth(i).getByTestId('change-from')).toHaveText(from);
    await expect(found.nth(i).getByTestId('change-to')).toHaveText(to);
  }
}

async function expectRows(page: Page, rows: [mark: string, description: string][]) {
  const found = page.getByTestId('compare-row');
  await expect(found).toHaveCount(rows.length);
  for (const [i, [mark, description]] of rows.entries()) {
    await expect(found.nth(i)).toHaveAttribute('data-mark', mark);
    await expect(found.nth(i).getByTestId('compare-mark')).toHaveText(mark);
    await expect(found.nth(i)).toContainText(description);
  }
}

test('compare two versions: marks, changes, totals and differences to the cent', async ({ userPage: page, app, javaScriptEnabled }) => {
  const { path, jobNumber } = createCompareJob(app.dbPath, 'Compare Richardson');
  await page.goto(path);
  // Version 1 alone: nothing to compare with yet.
  await page.getByTestId('versions-menu').locator('summary').click();
  await expect(page.getByTestId('versions-menu').getByRole('link', { name: 'Compare with...' })).toHaveCount(0);
  await page.getByRole('button', { name: 'New Version', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}\\?version=2$`));
  editVersionTwo(app.dbPath, jobNumber);
  await page.reload();

  await page.getByTestId('versions-menu').locator('summary').click();
  await page.getByTestId('versions-menu').getByRole('link', { name: 'Compare with...' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}/compare\\?a=1&b=2$`));
  await expect(page.getByRole('heading', { name: 'Version 1 -> Version 2' })).toBeVisible();
  await expect(page.getByTestId('compare-counts')).toHaveText('1 added · 1 removed · 2 changed · 0 the same');
  await expectRows(page, [
    ['Changed', 'Channel letters 24"'],
    ['Removed', 'Custom panel'],
    ['Changed', 'Site survey'],
    ['Added', 'Blade sign'],
  ]);
  const rows = page.getByTestId('compare-row');
  await expectChanges(rows.nth(0), [['Quantity', '2', '3']]);
  await expectChanges(rows.nth(2), [['Install price', '$595.00', '$650.00']]);
  await expect(rows.nth(1).getByTestId('side-b')).toContainText('Not in this version');
  await expect(rows.nth(3).getByTestId('side-a')).toContainText('Not in this version');
  await expect(rows.nth(3).getByTestId('side-b').getByTestId('side-unitPrice')).toContainText('$1,000.00');

  await expectTotals(page.getByTestId('compare-totals-price'), [
    // Items: 2 x $2,500.00 + $123.45 = $5,123.45 -> 3 x $2,500.00 + $1,000.00 = $8,500.00; +$3,376.55 / $5,123.45 = 65.904% -> +65.9%
    ['Items subtotal', '$5,123.45', '$8,500.00', '+$3,376.55', '+65.9%'],
    // Installation: $800.00 + $595.00 = $1,395.00 -> $800.00 + $650.00 = $1,450.00; +$55.00 / $1,395.00 = 3.943% -> +3.9%
    ['Installation subtotal', '$1,395.00', '$1,450.00', '+$55.00', '+3.9%'],
    // $5,123.45 + $1,395.00 = $6,518.45 -> $8,500.00 + $1,450.00 = $9,950.00; +$3,431.55 / $6,518.45 = 52.644% -> +52.6%
    ['Job pricing total', '$6,518.45', '$9,950.00', '+$3,431.55', '+52.6%'],
    // 8.25% x $6,518.45 = $537.772125 -> $537.77; 8.25% x $9,950.00 = $820.875 -> $820.88 (half away from zero); +$283.11 / $537.77 = 52.645% -> +52.6%
    ['Tax (8.25%)', '$537.77', '$820.88', '+$283.11', '+52.6%'],
    // $6,518.45 + $537.77 = $7,056.22 -> $9,950.00 + $820.88 = $10,770.88; +$3,714.66 / $7,056.22 = 52.644% -> +52.6%
    ['Grand total (USD)', '$7,056.22', '$10,770.88', '+$3,714.66', '+52.6%'],
  ]);
  await expectTotals(page.getByTestId('compare-totals-budget'), [
    // 2 x $1,375.00 + $67.89 = $2,817.89 -> 3 x $1,375.00 + $500.00 = $4,625.00; +$1,807.11 / $2,817.89 = 64.130% -> +64.1%
    ['Items subtotal', '$2,817.89', '$4,625.00', '+$1,807.11', '+64.1%'],
    // $440.00 + $300.00 = $740.00 both; $0.00, 0.0%
    ['Installation subtotal', '$740.00', '$740.00', '$0.00', '0.0%'],
    // $3,557.89 -> $5,365.00; +$1,807.11 / $3,557.89 = 50.792% -> +50.8%
    ['Job budget total', '$3,557.89', '$5,365.00', '+$1,807.11', '+50.8%'],
  ]);

  // The GET form, the other way round: what was added is now removed and every difference turns negative.
  await page.getByLabel('From (A)').selectOption('2');
  await page.getByLabel('To (B)').selectOption('1');
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}/compare\\?a=2&b=1$`));
  await expectRows(page, [
    ['Changed', 'Channel letters 24"'],
    ['Added', 'Custom panel'],
    ['Changed', 'Site survey'],
    ['Removed', 'Blade sign'],
  ]);
  await expectChanges(page.getByTestId('compare-row').nth(0), [['Quantity', '3', '2']]);
  await expectTotals(page.getByTestId('compare-totals-price'), [
    // -$3,376.55 / $8,500.00 = -39.724% -> -39.7%
    ['Items subtotal', '$8,500.00', '$5,123.45', '-$3,376.55', '-39.7%'],
    // -$55.00 / $1,450.00 = -3.793% -> -3.8%
    ['Installation subtotal', '$1,450.00', '$1,395.00', '-$55.00', '-3.8%'],
    // -$3,431.55 / $9,950.00 = -34.488% -> -34.5%
    ['Job pricing total', '$9,950.00', '$6,518.45', '-$3,431.55', '-34.5%'],
    // -$283.11 / $820.88 = -34.489% -> -34.5%
    ['Tax (8.25%)', '$820.88', '$537.77', '-$283.11', '-34.5%'],
    // -$3,714.66 / $10,770.88 = -34.488% -> -34.5%
    ['Grand total (USD)', '$10,770.88', '$7,056.22', '-$3,714.66', '-34.5%'],
  ]);
  await expectTotals(page.getByTestId('compare-totals-budget'), [
    // -$1,807.11 / $4,625.00 = -39.072% -> -39.1%
    ['Items subtotal', '$4,625.00', '$2,817.89', '-$1,807.11', '-39.1%'],
    ['Installation subtotal', '$740.00', '$740.00', '$0.00', '0.0%'],
    // -$1,807.11 / $5,365.00 = -33.683% -> -33.7%
    ['Job budget total', '$5,365.00', '$3,557.89', '-$1,807.11', '-33.7%'],
  ]);
  // Swap goes back.
  await page.getByRole('link', { name: 'Swap' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}/compare\\?a=1&b=2$`));

  // The pricing sheet with its comparison page, from the Download menu's checkbox.
  await page.goto(`${path}?version=2`);
  await page.getByTestId('download-menu').locator('summary').click();
  await page.getByLabel('With comparison to version 1 (pricing sheet: last page)').check();
  const downloading = page.waitForEvent('download');
  await page.getByTestId('download-menu').getByRole('button', { name: 'Pricing Sheet', exact: true }).click();
  const file = await (await downloading).path();
  const doc = await getDocumentProxy(new Uint8Array(fs.readFileSync(file)));
  const { text } = await extractText(doc, { mergePages: false });
  const last = text.at(-1)!.replace(/\s+/g, ' ');
  expect(last).toContain('Comparison with version 1 (version 1 -> version 2)');
  expect(last).toContain('1 added · 1 removed · 2 changed · 0 the same');
  expect(last).toMatch(/Job pricing total \$6,518\.45 \$9,950\.00 \+\$3,431\.55 \+52\.6%/);
  expect(last).toMatch(/Grand total \(USD\) \$7,056\.22 \$10,770\.88 \+\$3,714\.66 \+52\.6%/);
  if (javaScriptEnabled) await expect(page.getByTestId('toast')).toContainText('Pricing sheet generated successfully');
});

test('the compare page says what is wrong with bad or missing versions, and 404s an unknown one', async ({ userPage: page }) => {
  await page.goto('/job/dhc/2025-014/compare');
  await expect(page.getByTestId('compare-message')).toHaveText('Choose two versions to compare.');
  await expect(page.getByLabel('From (A)')).toBeVisible();
  await page.goto('/job/dhc/2025-014/compare?a=first&b=2');
  await expect(page.getByTestId('compare-message')).toHaveText("Version A must be a version number, not 'first'.");
  const response = await page.goto('/job/dhc/2025-014/compare?a=1&b=7');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Version 7 not found' })).toBeVisible();
});
