/**
 * Catalogue files on /data, with JavaScript and without: export Wendy's as a workbook, change three prices, add a
 * size and a sign, import, see exactly those changes in the preview, apply, see the prices in the Signs grid, and
 * undo; a CSV with four kinds of error shows each at its row and column and writes nothing.
 */
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { expect, signIn, startApp, test, type App } from './support/fixtures';
import { exportFile, expectSignPrice as signPriceAt, shoot, upload as uploadTo } from './support/catalogue-files';

const upload = (page: Page, name: string, buffer: Buffer) => uploadTo(page, app.baseURL, name, buffer);
const expectSignPrice = (page: Page, js: boolean, sign: string, size: string, dollars: string) => signPriceAt(page, app.baseURL, js, sign, size, dollars);

// These tests change the catalogue: each gets its own server and database.
let app: App;
test.beforeEach(async () => {
  app = await startApp();
});
test.afterEach(async () => {
  await app?.stop();
});

async function adminOn(page: Page) {
  await signIn(page.context(), 'admin@signboard.local', app);
  await page.goto(`${app.baseURL}/data?tab=signs`);
  return page;
}

test('exports a workbook, imports three new prices, a size and a sign, and undoes it', async ({ page: fresh, javaScriptEnabled: js }) => {
  test.slow(); // the whole round trip and the catalogue history in one test, on a shared, busy machine
  const page = await adminOn(fresh);
  await shoot(page, 'export-control', js);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await exportFile(page, 'xlsx')) as unknown as ArrayBuffer);
  expect(wb.worksheets.map((w) => w.name)).toEqual(['Brands', 'Signs', 'Sizes', 'Options', 'Services']);
  const sizes = wb.getWorksheet('Sizes')!;
  const header = sizes.getRow(1).values as unknown[];
  const col = (name: string) => header.indexOf(name);
  // A sign only Wendy's has, so the Signs grid shows one of it.
  const sign = 'Wendy Portrait Logo Cabinet';
  const rows: number[] = [];
  sizes.eachRow((row, n) => {
    if (row.getCell(col('Sign')).value === sign && rows.length < 3) rows.push(n);
  });
  const olds = rows.map((r) => Number(sizes.getRow(r).getCell(col('Sign Price')).value).toFixed(2));
  const news = rows.map((_, i) => (1000 + i * 111.11).toFixed(2));
  rows.forEach((r, i) => (sizes.getRow(r).getCell(col('Sign Price')).value = Number(news[i])));
  expect(rows).toHaveLength(3);
  sizes.addRow([null, "Wendy's", sign, '99"', 50, 25, 30, 15, 0]);
  wb.getWorksheet('Signs')!.addRow([null, "Wendy's", 'Lobby Menu Board', 'Custom Signs', 'Interior', 'Fixed price', 999, 0.55, 0.55, 'Yes', '', '']);

  await upload(page, 'wendys-prices.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
  await expect(page.getByTestId('import-summary')).toContainText('2 rows to add, 3 rows to change');
  await expect(page.getByTestId('changed-row')).toHaveCount(3);
  await expect(page.getByTestId('added-row')).toHaveCount(2);
  await expect(page.getByTestId('added-row').filter({ hasText: `Wendy's / ${sign} / 99"` })).toBeVisible();
  await expect(page.getByTestId('added-row').filter({ hasText: "Wendy's / Lobby Menu Board" })).toBeVisible();
  for (const [i, r] of rows.entries()) {
    const size = String(sizes.getRow(r).getCell(col('Size')).value);
    await expect(page.getByTestId('changed-row').filter({ hasText: `${sign} / ${size}` })).toContainText(new RegExp(`Sign Price: ${olds[i]} →?to ${news[i]}`)); // the arrow is shown, 'to' is read
  }
  await expect(page.getByTestId('missing-row')).toHaveCount(0);
  await shoot(page, 'preview', js);

  await page.getByRole('button', { name: 'Apply changes' }).click();
  await expect(page).toHaveURL(/\/data\?tab=signs$/);
  await expect(page.getByTestId('toast')).toContainText('2 added, 3 changed, 0 removed');
  const firstSize = String(sizes.getRow(rows[0]!).getCell(col('Size')).value);
  await expectSignPrice(page, js, sign, firstSize, news[0]!);

  // The catalogue history: the import with its file and counts, and each price's period naming it.
  await page.getByRole('link', { name: 'Past imports' }).click();
  const record = page.getByRole('listitem', { name: 'Import of wendys-prices.xlsx' });
  await expect(record).toContainText('2 added, 3 changed, 0 removed');
  await expect(record).toContainText(/SHA-256 [0-9a-f]{64}/);
  await shoot(page, 'imports', js);
  await page.goto(`${app.baseURL}/data?tab=signs`);
  await page.goto(new URL((await page.getByRole('link', { name: `History of ${sign}` }).first().getAttribute('href'))!, app.baseURL).toString());
  await expect(page.getByRole('table', { name: `Prices of ${sign}` })).toContainText('import wendys-prices.xlsx');
  await shoot(page, 'sign-history', js);
  await page.goto(`${app.baseURL}/data?tab=signs`);

  await page.getByTestId('last-import').getByRole('button', { name: 'Undo this import' }).click();
  await expect(page.getByTestId('toast')).toContainText('5 rows are back as they were');
  await expect(page.getByTestId('last-import')).toHaveCount(0);
  await expectSignPrice(page, js, sign, firstSize, olds[0]!);
  await expect(page.getByRole('link', { name: 'Open Lobby Menu Board sizes' })).toHaveCount(0);
});

test('a CSV with four kinds of error shows each at its row and column and writes nothing', async ({ page: fresh, javaScriptEnabled: js }) => {
  const page = await adminOn(fresh);
  const zip = unzipSync(new Uint8Array(await exportFile(page, 'csv')));
  const csvName = Object.keys(zip).find((n) => n.endsWith('-Sizes.csv'))!;
  const cells = parse(strFromU8(zip[csvName]!), { bom: true }) as string[][];
  const first = cells.findIndex((c) => c[2] === 'Wendy Portrait Logo Cabinet'); // a sign only Wendy's has
  const [sign, firstSize, oldPrice] = [cells[first]![2]!, cells[first]![3]!, cells[first]![4]!];
  cells[first]![4] = '4321.00'; // a valid change, which must not be written while the file has errors
  const [a, b, c, d] = [1, 2, 3, 4, 5].filter((i) => i !== first); // CSV line i is row i + 1
  cells[a!]![4] = '12,5O'; // not an amount
  cells[b!]![5] = '-3'; // negative
  cells[c!]![2] = 'No Such Sign'; // unknown sign
  cells[d!]![0] = '999999'; // an ID that is no size
  const csv = '\ufeff' + stringify(cells);
  await upload(page, 'Sizes.csv', Buffer.from(csv));
  const errors = page.getByTestId('import-errors').getByRole('listitem');
  await expect(errors).toHaveText([
    `Sizes row ${a! + 1}, Sign Price: "12,5O" is not an amount`,
    `Sizes row ${b! + 1}, Install Price: "-3": A price cannot be negative`,
    `Sizes row ${c! + 1}, Sign: "No Such Sign": Wendy's has no sign called "No Such Sign"`,
    `Sizes row ${d! + 1}, ID: "999999": ID 999999 is not a size in the catalogue: leave ID empty to add a new size`,
  ]);
  await expect(page.getByTestId('changed-row')).toHaveCount(1);
  await shoot(page, 'errors', js);
  await page.getByRole('button', { name: 'Apply changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "4 rows have errors: tick 'Apply only the valid rows'" })).toBeVisible();
  await expectSignPrice(page, js, sign, firstSize, oldPrice);
});
