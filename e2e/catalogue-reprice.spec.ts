/**
 * A shop's catalogue round trip and its quotes, with JavaScript and without: an admin exports Wendy's as a
 * workbook, changes three prices and adds a size and a sign, imports it (the preview shows exactly those
 * changes), and the Signs grid and a new line take the new prices while a Draft line priced before keeps its
 * price and its job page says so; Re-price shows old -> new and applies it; undoing the import puts the
 * catalogue back and leaves the re-priced line as it is (docs/pricing.md § Price changes from a day).
 */
import ExcelJS from 'exceljs';
import { format } from 'date-fns';
import { expect, signIn, startApp, test, type App } from './support/fixtures';
import { addLineByApi, exportFile, expectSignPrice, shoot, upload, WENDY_OPTIONS } from './support/catalogue-files';
import { createJobWithLines } from './support/reuse-helpers';
import { expectRowMoney, row, toast } from './support/line-items-helpers';

// The test changes the catalogue: it gets its own server and database.
let app: App;
test.beforeEach(async () => {
  app = await startApp();
});
test.afterEach(async () => {
  await app?.stop();
});

const SIGN = 'Wendy Portrait Logo Cabinet'; // a sign only Wendy's has
const dollars = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;


test('an import moves the catalogue, a Draft priced before says so and re-prices on confirm, and Undo leaves the lines alone', async ({ page, javaScriptEnabled: js }) => {
  // One whole round trip (export, import, the grid, the job page, re-price, undo) in one test, so one sign-in and one job.
  test.slow();
  await signIn(page.context(), 'admin@signboard.local', app);
  await page.goto(`${app.baseURL}/data?tab=signs`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await exportFile(page, 'xlsx')) as unknown as ArrayBuffer);
  const sizes = wb.getWorksheet('Sizes')!;
  const header = sizes.getRow(1).values as unknown[];
  const col = (name: string) => header.indexOf(name);
  const rows: number[] = [];
  sizes.eachRow((r, n) => {
    if (r.getCell(col('Sign')).value === SIGN && rows.length < 3) rows.push(n);
  });
  const size = String(sizes.getRow(rows[0]!).getCell(col('Size')).value);
  const oldPrice = Number(sizes.getRow(rows[0]!).getCell(col('Sign Price')).value).toFixed(2);

  // The Draft line, saved before the import at $900.00 (with an Edited line beside it, whose prices are typed).
  const job = createJobWithLines(app.dbPath, 'wen', `Reprice ${js ? 'js' : 'nojs'}`, [
    { sign: SIGN, size, options: WENDY_OPTIONS, pricingMode: 'Calculated', money: [90_000, 20_000, 55_000, 11_000] },
    { sign: 'Channel Letters', pricingMode: 'Edited', money: [300_000, 50_000, 150_000, 25_000] },
  ]);

  const news = rows.map((_, i) => (1000 + i * 111.11).toFixed(2));
  rows.forEach((r, i) => (sizes.getRow(r).getCell(col('Sign Price')).value = Number(news[i])));
  sizes.addRow([null, "Wendy's", SIGN, '99"', 50, 25, 30, 15, 0]);
  wb.getWorksheet('Signs')!.addRow([null, "Wendy's", 'Lobby Menu Board', 'Custom Signs', 'Interior', 'Fixed price', 999, 0.55, 0.55, 'Yes', '', '']);
  await upload(page, app.baseURL, 'wendys-prices.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
  await expect(page.getByTestId('import-summary')).toContainText('2 rows to add, 3 rows to change');
  await expect(page.getByTestId('changed-row')).toHaveCount(3);
  await expect(page.getByTestId('added-row')).toHaveCount(2);
  await expect(page.getByTestId('changed-row').filter({ hasText: `${SIGN} / ${size}` })).toContainText(new RegExp(`Sign Price: ${oldPrice} →?to ${news[0]}`));
  await page.getByRole('button', { name: 'Apply changes' }).click();
  await expect(toast(page)).toContainText('2 added, 3 changed, 0 removed');
  await expectSignPrice(page, app.baseURL, js, SIGN, size, news[0]!);

  // A new line takes today's prices; the Draft line saved before keeps its own, and the job page says so.
  const newUnit = await addLineByApi(page, app.baseURL, job.jobNumber, size);
  expect(newUnit).toBe(Number(news[0])); // its options add nothing to the unit price: it is the new Sign Price
  await page.goto(`${app.baseURL}${job.path}`);
  const cabinets = row(page, SIGN);
  await expect(cabinets).toHaveCount(2);
  await expectRowMoney(cabinets.first(), ['$900.00', '$200.00', '$550.00', '$110.00']);
  const note = page.getByTestId('stale-prices-note');
  await expect(note).toContainText(`1 line was priced before the ${format(new Date(), 'MMM do, yyyy')} price change`);
  await shoot(page, 'reprice-notice', js);

  await note.getByRole('link', { name: "Re-price to today's catalogue" }).click();
  const preview = page.getByTestId('catalogue-reprice');
  await expect(preview.getByTestId('catalogue-reprice-summary')).toContainText(/^1 line of version 1 will take today's catalogue prices\. Total effect on the price: [+-]\$[\d,]+\.\d\d\.$/);
  await expect(preview.getByTestId('catalogue-reprice-line')).toHaveCount(1);
  await expect(preview.getByRole('row', { name: /^Unit price/ })).toContainText(`$900.00->${dollars(newUnit)}`);
  await expect(preview.getByTestId('catalogue-reprice-left-alone')).toContainText('Line 2: Channel Letters: left alone (Edited: its prices were typed, so they stay)');
  await shoot(page, 'reprice-preview', js);
  await preview.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page)).toContainText("1 line re-priced to today's catalogue");
  await expect(note).toHaveCount(0);
  await expect(cabinets.first().locator('td').nth(3)).toHaveText(new RegExp(`${dollars(newUnit).replace(/[$.]/g, '\\$&')}$`));

  // Undo the import: the catalogue is back; the re-priced line stays as it is (a line is never changed by undo).
  await page.goto(`${app.baseURL}/data?tab=signs`);
  await page.getByTestId('last-import').getByRole('button', { name: 'Undo this import' }).click();
  await expect(toast(page)).toContainText('5 rows are back as they were');
  await expectSignPrice(page, app.baseURL, js, SIGN, size, oldPrice);
  await page.goto(`${app.baseURL}${job.path}`);
  await expect(cabinets.first().locator('td').nth(3)).toHaveText(new RegExp(`${dollars(newUnit).replace(/[$.]/g, '\\$&')}$`));
});
