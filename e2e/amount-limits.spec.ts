/**
 * The amount limits on screen, JavaScript
 * on and off:
 * - over a limit, the Add panel says so under the field (live with
 *   JavaScript, from the server's answer without) and nothing is saved;
 * - the largest allowed line and job (99,999 x $9,999,999.99 + $9,999,999.99,
 *   and a job total of $999,999,999,999.99) show whole at 390, 1024 and
 *   1512 px: no amount or quantity overflows its cell (scrollWidth <=
 *   clientWidth) in the table, the phone cards, the summaries and the Edit
 *   panel, and the totals read exact to the cent.
 */
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { config, createEmptyJob } from './support/line-items-helpers';

const WIDTHS = [390, 1024, 1512];
const MAX = '$9,999,999.99';

function versionOf(dbPath: string, jobPath: string): { versionId: number; lines: number } {
  const db = new Database(dbPath, { readonly: true });
  try {
    const number = decodeURIComponent(jobPath.split('/').pop()!);
    const row = db.prepare('SELECT v.id FROM job_versions v JOIN jobs j ON j.id = v.job_id WHERE j.job_number = ?').get(number) as { id: number };
    const lines = db.prepare('SELECT count(*) AS n FROM line_items WHERE job_version_id = ?').get(row.id) as { n: number };
    return { versionId: row.id, lines: lines.n };
  } finally {
    db.close();
  }
}

function signOf(dbPath: string, name: string): number {
  const db = new Database(dbPath, { readonly: true });
  try {
    return (db.prepare("SELECT s.id FROM signs s JOIN brands b ON b.id = s.brand_id WHERE b.slug = 'cjr' AND s.name = ?").get(name) as { id: number }).id;
  } finally {
    db.close();
  }
}
const lettersId = (dbPath: string) => signOf(dbPath, 'Channel Letters');

const LETTERS = { size: '24"', Color: 'White', 'Fab Type': 'Front-Lit', Raceway: 'Raceway-Mounted', 'Backer Size': 'None', 'Backer Illumination': 'No', 'Lift Equipment': 'Ladder' };

/** Every element matching `selector` whose text is wider than its box: '<text> (scrollWidth > clientWidth)'. */
function overflowing(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((els) =>
    els.filter((el) => el.scrollWidth > el.clientWidth || (el as HTMLElement).offsetWidth === 0).map((el) => `${(el as HTMLElement).innerText || (el as HTMLInputElement).value} (${el.scrollWidth} > ${el.clientWidth})`),
  );
}

test('over a limit the Add panel says so under the field, and nothing is saved', async ({ userPage: page, app, javaScriptEnabled }) => {
  const jobPath = createEmptyJob(app.dbPath, 'cjr', 'Limits refused');
  await page.goto(`${jobPath}/items/new?sign=${lettersId(app.dbPath)}`);
  const c = config(page);
  await expect(c.getByRole('heading', { name: 'Channel Letters' })).toBeVisible();
  await c.getByLabel('Size', { exact: true }).selectOption('24"');
  // No backer panel: Backer Illumination does not apply (disabled with JavaScript), so it is not chosen.
  for (const [name, value] of Object.entries(LETTERS)) if (name !== 'size' && name !== 'Backer Illumination') await c.getByLabel(name, { exact: true }).selectOption(value);

  // A quantity over 99,999.
  await c.getByLabel('Quantity').fill('100000');
  if (!javaScriptEnabled) await c.getByRole('button', { name: 'Calculate' }).click();
  await expect(c.getByText('Quantity must be a whole number from 1 to 99,999')).toBeVisible();
  await expect(c.getByLabel('Quantity')).toHaveAttribute('aria-invalid', 'true');
  await expect(c.getByRole('button', { name: 'Complete configuration' })).toBeDisabled();

  // A typed unit price over $9,999,999.99.
  await c.getByLabel('Quantity').fill('1');
  if (!javaScriptEnabled) await c.getByRole('button', { name: 'Calculate' }).click();
  await c.getByRole('button', { name: 'Edit Prices' }).click();
  await c.getByLabel('Unit Price').fill('10,000,000.00');
  if (!javaScriptEnabled) {
    // Without JavaScript the server answers the save with the message at the field.
    await c.getByRole('button', { name: 'Add Sign' }).click();
  }
  await expect(c.getByText('Unit Price must be at most $9,999,999.99')).toBeVisible();
  await expect(c.getByLabel('Unit Price')).toHaveValue('10,000,000.00');
  if (javaScriptEnabled) await expect(c.getByRole('button', { name: 'Complete configuration' })).toBeDisabled();

  // A pylon of 999,999 ft (refused on its feet), then one of 500 x 500 ft: within the feet, but priced past the limit.
  await page.goto(`${jobPath}/items/new?sign=${signOf(app.dbPath, 'Pylon Sign')}`);
  await expect(c.getByRole('heading', { name: 'Pylon Sign' })).toBeVisible();
  for (const [name, value] of Object.entries({ Color: 'White', 'Fab Material': 'Aluminum', 'Lift Equipment': 'Ladder' })) await c.getByLabel(name, { exact: true }).selectOption(value);
  await c.getByLabel('Height (ft)').fill('999999');
  await c.getByLabel('Width (ft)').fill('10');
  if (!javaScriptEnabled) await c.getByRole('button', { name: 'Calculate' }).click();
  await expect(c.getByText('Height (ft) must be at most 500')).toBeVisible();
  await c.getByLabel('Height (ft)').fill('500');
  await c.getByLabel('Width (ft)').fill('500');
  if (!javaScriptEnabled) await c.getByRole('button', { name: 'Calculate' }).click();
  await expect(c.getByText('The calculated Unit Price ($162,500,000.00) is over the limit of $9,999,999.99: check the dimensions and options')).toBeVisible();
  await expect(c.getByRole('button', { name: 'Price over the limit' })).toBeDisabled();
  expect(versionOf(app.dbPath, jobPath).lines).toBe(0);
});

test('the largest allowed line and job show whole at 390, 1024 and 1512 px, totals exact to the cent', async ({ userPage: page, app, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  const jobPath = createEmptyJob(app.dbPath, 'cjr', 'Largest allowed');
  const { versionId } = versionOf(app.dbPath, jobPath);
  const add = async (quantity: number, price: string, install: string) => {
    const res = await page.request.post('/api/job-line-items', {
      headers: { Origin: app.baseURL },
      data: { jobVersionId: versionId, lineType: 'sign', signId: lettersId(app.dbPath), quantity, selectedOptions: LETTERS, pricingMode: 'Edited', lineItemPrice: price, lineItemInstallPrice: install, lineItemBudget: price, lineItemInstallBudget: install },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const largest = await add(99_999, '9999999.99', '9999999.99');
  await add(1, '999.99', '0');

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
    for (const tab of ['all', 'budget', 'pricing']) {
      await page.goto(`${jobPath}?tab=${tab}`);
      const first = page.getByTestId('line-item-row').first();
      await expect(first.locator('td:first-child')).toHaveText(/99999$/);
      const amounts = first.locator('td:nth-child(n+4):not(:last-child)');
      await expect(amounts).toHaveCount(tab === 'all' ? 4 : 2);
      for (const cell of await amounts.all()) await expect(cell).toHaveText(new RegExp(`${MAX.replace(/[$.]/g, '\\$&')}$`));
      expect(await overflowing(page, '[data-testid="line-item-row"] > td:is(:first-child, :nth-child(n+4):not(:last-child))'), `${width} px, ${tab}`).toEqual([]);
      expect(await overflowing(page, '[data-testid$="-summary"], [data-testid$="-summary"] dd'), `${width} px, ${tab}`).toEqual([]);
      const summary = page.getByTestId(tab === 'budget' ? 'budget-summary' : 'price-summary');
      await expect(summary).toContainText(/Items Subtotal\s*\$999,990,000,000\.00/);
      await expect(summary).toContainText(/Installation Subtotal\s*\$9,999,999\.99/);
      await expect(summary).toContainText(/Total\s*\$999,999,999,999\.99/);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(sideways, `${width} px, ${tab}: the page scrolls sideways`).toBeLessThanOrEqual(0);
    }

    // The Edit panel of the largest line: its typed amounts and the line's price, whole.
    await page.goto(`${jobPath}/items/${largest}/edit`);
    const c = config(page);
    await expect(c.getByLabel('Quantity')).toHaveValue('99999');
    for (const label of ['Unit Price', 'Install Price', 'Unit Budget', 'Install Budget']) await expect(c.getByLabel(label)).toHaveValue('9999999.99');
    await expect(c.getByTestId('line-total')).toHaveText('$999,999,999,000.00');
    expect(await overflowing(page, '[data-testid="item-config"] input:not([type=hidden]), [data-testid="line-total"]'), `${width} px, Edit panel`).toEqual([]);

    // The Add panel's calculated amounts near the limit: a 100 x 150 ft pylon, 15,000 SF x $650 = $9,750,000.00.
    await page.goto(`${jobPath}/items/new?sign=${signOf(app.dbPath, 'Pylon Sign')}`);
    for (const [name, value] of Object.entries({ Color: 'White', 'Fab Material': 'Aluminum', 'Lift Equipment': 'Ladder' })) await c.getByLabel(name, { exact: true }).selectOption(value);
    await c.getByLabel('Quantity').fill('99999');
    await c.getByLabel('Height (ft)').fill('100');
    await c.getByLabel('Width (ft)').fill('150');
    if (!javaScriptEnabled) await c.getByRole('button', { name: 'Calculate' }).click();
    await expect(c.getByTestId('price-lineItemPrice')).toHaveText('$9,750,000.00');
    await expect(c.getByTestId('line-total')).toHaveText('$974,992,350,000.00'); // 99,999 x $9,750,000 + $2,100,000
    expect(await overflowing(page, '[data-testid^="price-"], [data-testid="line-total"], [data-testid="config-prices"]'), `${width} px, Add panel`).toEqual([]);
  }
});
