/**
 * Quoting a job, with JavaScript on and off: the Add New panel
 * adds a channel-letter wall sign with options and a behind-the-wall
 * raceway, a monument sign by dimensions above 24 SF, window graphics by
 * area with a per-SF option, a custom sign, Survey and Shipping with Canada;
 * then a delete; the totals are read on screen to the cent.
 *
 * Expected amounts are worked out by hand from db/seed/catalogue.ts (Carl's
 * Jr, price factor 1 in db/seed/brands.ts, so its prices are the catalogue's
 * own), db/seed/options.ts and db/seed/services.ts, by the rules in
 * docs/pricing.md § Options and modifiers, docs/pricing.md § Services:
 * budgets are price x 0.55 (signs) or x the service's multiplier; modifiers
 * on the BASE price of their column; half a cent rounds up.
 */
import { expect, test } from './support/fixtures';
import {
  calculate,
  config,
  createEmptyJob,
  deleteRow,
  expectPanelPrices,
  expectRowMoney,
  expectSummary,
  openAddNew,
  pickService,
  pickSign,
  row,
  rowMenu,
  rows,
  sheet,
  toast,
} from './support/line-items-helpers';

test('an estimator quotes signs and services and reads the totals to the cent', async ({ userPage: page, app, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  const jobPath = createEmptyJob(app.dbPath, 'cjr', 'Line Items Quote');
  await page.goto(jobPath);
  // An empty list shows only the Add Item row.
  await expect(rows(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add Item' })).toBeVisible();

  // 1. Channel Letters x2, 24": $2,850 + Bronze $150 + Reverse Halo-Lit 15% of 2,850 ($427.50) + Behind-The-Wall $250
  //    + the size's raceway $450 = $4,127.50. Budget: the size's own $1,568 (the seed's budgets are 0.55 x price
  //    rounded to whole dollars) + 0.55 x each addition: 82.50 + 235.125 (-> 235.13) + 137.50 + 247.50 = $2,270.63.
  //    Install $950 + Scissor Lift $275 = $1,225.00; its budget: the size's $523 + 0.55 x 275 (151.25) = $674.25.
  await openAddNew(page);
  await pickSign(page, 'Channel Letters');
  const c = config(page);
  await expect(c.getByRole('button', { name: 'Select size' })).toBeDisabled();
  await c.getByLabel('Quantity').fill('2');
  await c.getByLabel('Size', { exact: true }).selectOption('24"');
  await expect(c.getByRole('button', { name: javaScriptEnabled ? 'Select Color' : 'Select size' })).toBeDisabled();
  await c.getByLabel('Color').selectOption('Bronze');
  await c.getByLabel('Fab Type').selectOption('Reverse Halo-Lit');
  await c.getByLabel('Backer Size').selectOption('None');
  // No backer panel: Backer Illumination does not apply, so it is not chosen.
  await c.getByLabel('Raceway').selectOption('Behind-The-Wall');
  await c.getByLabel('Lift Equipment').selectOption('Scissor Lift');
  await calculate(page, javaScriptEnabled);
  await expectPanelPrices(page, { price: '$4,127.50', install: '$1,225.00', budget: '$2,270.63', installBudget: '$674.25' });
  await expect(config(page).getByTestId('built-description')).toContainText('w/ Behind-The-Wall Raceway');
  await expect(config(page).getByTestId('line-total')).toHaveText('$9,480.00');
  await config(page).getByRole('button', { name: 'Add Sign' }).click();
  await expect(toast(page)).toContainText('Channel Letters added to job with standard pricing');
  // After save the panel is back on its list, ready for the next item.
  await expect(sheet(page).getByRole('list', { name: 'Signs' })).toBeVisible();
  await expect(rows(page)).toHaveCount(1);

  // 2. Monument Sign, 6' x 5'6" = 72 x 66 / 144 = 33 SF (> 24: the '>24 SF' size, $350 and $95 per SF):
  //    $11,550 + Routed Aluminum 12% ($1,386) + Anti-Graffiti 10% ($1,155) = $14,091.00; budget: the size's own
  //    $193/SF x 33 = 6,369 + 0.55 x each option (762.30 + 635.25) = $7,766.55. Install 95 x 33 = $3,135.00, budget
  //    its $52.25/SF x 33 = $1,724.25.
  await pickSign(page, 'Monument Sign');
  await expect(config(page).getByLabel('Size', { exact: true })).toHaveCount(0);
  await expect(config(page).getByTestId('area')).toHaveText('Enter dimensions');
  await config(page).getByLabel('Height (ft)').fill('6');
  await config(page).getByLabel('Width (ft)').fill('5');
  await config(page).getByLabel('Width (in)').fill('6');
  await config(page).getByLabel('Color').selectOption('White');
  await config(page).getByLabel('Fab Material').selectOption('Routed Aluminum');
  await config(page).getByRole('switch', { name: /Anti-Graffiti/ }).check();
  await calculate(page, javaScriptEnabled);
  await expect(config(page).getByTestId('area')).toContainText('Area: 33 SF');
  await expectPanelPrices(page, { price: '$14,091.00', install: '$3,135.00', budget: '$7,766.55', installBudget: '$1,724.25' });
  await config(page).getByRole('button', { name: 'Add Sign' }).click();
  await expect(toast(page)).toContainText('Monument Sign added to job with standard pricing');

  // 3. Window Graphics 4' x 6'6" = 48 x 78 / 144 = 26 SF at $18 and $6 per SF: $468 + Perforated Vinyl $2/SF ($52)
  //    = $520.00, budget 257.40 + 28.60 = $286.00; install $156 + Exterior Glass $1.50/SF ($39) = $195.00, budget
  //    85.80 + 21.45 = $107.25.
  await pickSign(page, 'Window Graphics');
  await config(page).getByLabel('Height (ft)').fill('4');
  await config(page).getByLabel('Width (ft)').fill('6');
  await config(page).getByLabel('Width (in)').fill('6');
  await config(page).getByLabel('Print Material').selectOption('Perforated Vinyl');
  await config(page).getByLabel('Mounting Surface').selectOption('Exterior Glass');
  await calculate(page, javaScriptEnabled);
  await expectPanelPrices(page, { price: '$520.00', install: '$195.00', budget: '$286.00', installBudget: '$107.25' });
  await config(page).getByRole('button', { name: 'Add Sign' }).click();
  await expect(toast(page)).toContainText('Window Graphics added to job with standard pricing');

  // 4. A custom sign: typed amounts and a description, always Custom.
  await pickSign(page, 'Custom Sign');
  await config(page).getByRole('textbox', { name: 'Description' }).fill('Illuminated menu board per drawing A-3');
  await config(page).getByLabel('Unit Price', { exact: true }).fill('$1,250');
  await config(page).getByLabel('Install Price', { exact: true }).fill('300');
  await config(page).getByLabel('Unit Budget', { exact: true }).fill('700.00');
  await config(page).getByLabel('Install Budget', { exact: true }).fill('150');
  await calculate(page, javaScriptEnabled);
  await config(page).getByRole('button', { name: 'Add Sign' }).click();
  await expect(toast(page)).toContainText('Custom Sign added to job with custom pricing');

  // 5. Survey: counters from the sign lines (2 wall, 1 monument): 2 x 100 + 350 = 550 -> minimum $595, + $595
  //    Interior Survey = $1,190.00, a labour service: in the install columns, budget x 0.6 = $714.00.
  await pickService(page, 'Survey');
  await expect(config(page).getByLabel('Wall Signs')).toHaveValue('2');
  await expect(config(page).getByLabel('Monument Signs')).toHaveValue('1');
  await config(page).getByRole('switch', { name: 'Interior Survey' }).check();
  await calculate(page, javaScriptEnabled);
  await expectPanelPrices(page, { price: '$0.00', install: '$1,190.00', budget: '$0.00', installBudget: '$714.00' });
  await config(page).getByRole('button', { name: 'Add Service' }).click();
  await expect(toast(page)).toContainText('Survey added to job with standard pricing');

  // 6. Shipping & Crating (Exterior): 2 x 1,000 + 1 x 250 = 2,250 -> minimum $3,190, Canada x 1.35 = $4,306.50,
  //    budget x 0.8 = $3,445.20.
  await pickService(page, 'Shipping & Crating (Exterior)');
  await config(page).getByRole('switch', { name: 'Canada' }).check();
  await calculate(page, javaScriptEnabled);
  await expectPanelPrices(page, { price: '$4,306.50', install: '$0.00', budget: '$3,445.20', installBudget: '$0.00' });
  await config(page).getByRole('button', { name: 'Add Service' }).click();
  await expect(toast(page)).toContainText('Shipping & Crating (Exterior) added to job with standard pricing');

  await sheet(page).getByRole('link', { name: 'Close panel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(rows(page)).toHaveCount(6);
  await expectRowMoney(row(page, 'Channel Letters'), ['$4,127.50', '$1,225.00', '$2,270.63', '$674.25']);
  await expectRowMoney(row(page, 'Monument Sign'), ['$14,091.00', '$3,135.00', '$7,766.55', '$1,724.25']);
  await expectRowMoney(row(page, 'Window Graphics'), ['$520.00', '$195.00', '$286.00', '$107.25']);
  await expectRowMoney(row(page, 'Custom Sign'), ['$1,250.00', '$300.00', '$700.00', '$150.00']);
  await expectRowMoney(row(page, 'Survey'), ['N/A', '$1,190.00', 'N/A', '$714.00']);
  await expectRowMoney(row(page, 'Shipping'), ['$4,306.50', 'N/A', '$3,445.20', 'N/A']);

  // Price: units 4,127.50 x 2 + 14,091 + 520 + 1,250 + 4,306.50 = $28,422.50; installation 1,225 + 3,135 + 195 + 300
  // + 1,190 = $6,045.00 (per line, not x quantity). Budget: units 2,270.63 x 2 + 7,766.55 + 286 + 700 + 3,445.20
  // = $16,739.01; installation 674.25 + 1,724.25 + 107.25 + 150 + 714 = $3,369.75.
  await expectSummary(page, 'price', '$28,422.50', '$6,045.00', '$34,467.50');
  await expectSummary(page, 'budget', '$16,739.01', '$3,369.75', '$20,108.76');

  // Delete the custom sign: the rest stay, the totals follow.
  // Custom and Edited lines say so in the table, in words.
  await expect(row(page, 'Custom Sign').getByTestId('pricing-mode')).toHaveText('Custom pricing');
  await expect(row(page, 'Channel Letters').getByTestId('pricing-mode')).toHaveCount(0);
  await deleteRow(page, 'Custom Sign', javaScriptEnabled);
  await expect(toast(page)).toContainText('Item deleted successfully');
  await expect(rows(page)).toHaveCount(5);
  await expect(row(page, 'Custom Sign')).toHaveCount(0);
  await expectSummary(page, 'price', '$27,172.50', '$5,745.00', '$32,917.50');
  await expectSummary(page, 'budget', '$16,039.01', '$3,219.75', '$19,258.76');
});

test('Edit Prices makes a line Edited; Reset Pricing brings back the calculated amounts', async ({ userPage: page, app, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const jobPath = createEmptyJob(app.dbPath, 'cjr', 'Line Items Edit');
  await page.goto(`${jobPath}/items/new?list=services`);
  // Removal with no wall signs: the minimum $985, a labour service (install columns), budget x 0.6 = $591.00.
  await pickService(page, 'Removal');
  await calculate(page, javaScriptEnabled);
  await expectPanelPrices(page, { price: '$0.00', install: '$985.00', budget: '$0.00', installBudget: '$591.00' });
  await config(page).getByRole('button', { name: 'Add Service' }).click();
  await expect(toast(page)).toContainText('Removal added to job with standard pricing');
  await sheet(page).getByRole('link', { name: 'Close panel' }).click();

  // Edit reopens it with every value restored; nothing changed yet, so Update is disabled.
  await rowMenu(page, 'Removal', 'Edit');
  await expect(config(page).getByLabel('Quantity')).toHaveValue('1');
  await expect(config(page).getByLabel('Wall Signs')).toHaveValue('0');
  await expect(config(page).getByRole('button', { name: 'Update Service' })).toBeDisabled();
  await config(page).getByRole('button', { name: 'Edit Prices' }).click();
  await expect(config(page).getByLabel('Install Price', { exact: true })).toHaveValue('985.00');
  await config(page).getByLabel('Install Price', { exact: true }).fill('$1,350.5');
  await config(page).getByLabel('Install Budget', { exact: true }).fill('700');
  if (!javaScriptEnabled) await calculate(page, false);
  await config(page).getByRole('button', { name: 'Update Service' }).click();
  await expect(toast(page)).toContainText('Removal updated');
  await expectRowMoney(row(page, 'Removal'), ['N/A', '$1,350.50', 'N/A', '$700.00']);
  await expectSummary(page, 'price', '$0.00', '$1,350.50', '$1,350.50');
  // An edited line is marked in the table, in words, so it does not pass for a calculated one.
  await expect(row(page, 'Removal').getByTestId('pricing-mode')).toHaveText('Edited pricing');

  // Reset Pricing: back to Calculated with the catalogue's amounts.
  await rowMenu(page, 'Removal', 'Edit');
  await expect(config(page).getByLabel('Install Price', { exact: true })).toHaveValue('1350.50');
  await config(page).getByRole('button', { name: 'Reset Pricing' }).click();
  await expect(toast(page)).toContainText('Pricing Reset');
  await expectPanelPrices(page, { price: '$0.00', install: '$985.00', budget: '$0.00', installBudget: '$591.00' });
  await sheet(page).getByRole('link', { name: 'Close panel' }).click();
  await expectRowMoney(row(page, 'Removal'), ['N/A', '$985.00', 'N/A', '$591.00']);
  await expect(row(page, 'Removal').getByTestId('pricing-mode')).toHaveCount(0);
  await expectSummary(page, 'budget', '$0.00', '$591.00', '$591.00');
});

test('rows move up and down from their menu, and the order is kept', async ({ userPage: page, app, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const jobPath = createEmptyJob(app.dbPath, 'cjr', 'Line Items Order');
  await page.goto(`${jobPath}/items/new?list=services`);
  for (const name of ['Removal', 'Permits & Procurement']) {
    await pickService(page, name);
    await calculate(page, javaScriptEnabled);
    await config(page).getByRole('button', { name: 'Add Service' }).click();
    await expect(toast(page)).toContainText(`${name} added to job`);
  }
  await page.goto(jobPath);
  await expect(rows(page).first()).toContainText('Removal');
  await rowMenu(page, 'Permits', 'Move up');
  await expect(toast(page)).toContainText('Line items reordered successfully');
  await expect(rows(page).first()).toContainText('Permits & Procurement');
  await page.reload();
  await expect(rows(page).nth(1)).toContainText('Removal');
  await rowMenu(page, 'Permits', 'Move down');
  await expect(rows(page).first()).toContainText('Removal');
});

test('the panel asks for what is missing before it saves', async ({ userPage: page, app, javaScriptEnabled }) => {
  const jobPath = createEmptyJob(app.dbPath, 'cjr', 'Line Items Prompts');
  await page.goto(jobPath);
  await openAddNew(page);
  await pickSign(page, 'Monument Sign');
  // Dimensions first, then each dropdown.
  await expect(config(page).getByRole('button', { name: 'Enter dimensions' })).toBeDisabled();
  await config(page).getByLabel('Height (ft)').fill('4');
  await config(page).getByLabel('Height (in)').fill('12');
  await config(page).getByLabel('Width (ft)').fill('5');
  await calculate(page, javaScriptEnabled);
  await expect(config(page).getByText('Height (in) must be below 12')).toBeVisible();
  await config(page).getByLabel('Height (in)').fill('0');
  await calculate(page, javaScriptEnabled);
  await expect(config(page).getByTestId('area')).toContainText('Area: 20 SF');
  await expect(config(page).getByRole('button', { name: 'Select Color' })).toBeDisabled();

  // A service's description switch with no text blocks save, with the message of docs/product.md § Validation rules, and the counter warns near 150.
  await sheet(page).getByRole('link', { name: 'Back to list' }).click();
  // With JavaScript a configured, unsaved sign is not dropped without asking.
  if (javaScriptEnabled) await page.getByRole('alertdialog', { name: 'Discard this item?' }).getByRole('button', { name: 'Discard' }).click();
  await pickService(page, 'Travel');
  // Travel's description switch starts on, its text the catalogue's: nothing in red before anything was typed.
  const required = config(page).getByText('Description Required - Please enter a custom description when the description switch is enabled.');
  await expect(config(page).getByRole('switch', { name: 'Custom description' })).toBeChecked();
  await expect(config(page).getByRole('textbox', { name: 'Description' })).toHaveValue(/^Crew travel per trip/);
  await expect(required).toHaveCount(0);
  await expect(config(page).getByRole('button', { name: 'Add Service' })).toBeEnabled();
  await config(page).getByRole('textbox', { name: 'Description' }).fill('');
  await calculate(page, javaScriptEnabled);
  await expect(config(page).getByText('Description Required - Please enter a custom description when the description switch is enabled.')).toBeVisible();
  await expect(config(page).getByRole('button', { name: 'Description Required' })).toBeDisabled();
  await config(page).getByRole('textbox', { name: 'Description' }).fill('x'.repeat(145));
  await calculate(page, javaScriptEnabled);
  await expect(config(page).getByTestId('description-counter')).toHaveText('145/150');
  await expect(config(page).getByTestId('description-counter')).toHaveClass(/text-orange-600/);
  await expect(config(page).getByRole('button', { name: 'Add Service' })).toBeEnabled();
});

test('the keyboard reaches the panel; Escape closes it and focus returns', async ({ userPage: page, app, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'Escape and focus return need JavaScript; without it the panel is a page and × a link');
  const jobPath = createEmptyJob(app.dbPath, 'cjr', 'Line Items Keyboard');
  await page.goto(jobPath);
  const add = page.getByRole('link', { name: 'Add Item' });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(sheet(page).getByRole('navigation', { name: 'Item type' })).toBeVisible();
  await expect(sheet(page)).toContainText('Add New');
  // Focus is inside the sheet.
  expect(await page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${jobPath}$`));
  await expect(add).toBeFocused();
});

test('with JavaScript rows drag to a new place, and right-click opens the row menu', async ({ userPage: page, app, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'Dragging and the context menu need JavaScript; without it the menu has Move up / Move down');
  test.setTimeout(90_000);
  const jobPath = createEmptyJob(app.dbPath, 'cjr', 'Line Items Drag');
  await page.goto(`${jobPath}/items/new?list=services`);
  for (const name of ['Removal', 'Permits & Procurement', 'Survey']) {
    await pickService(page, name);
    await config(page).getByRole('button', { name: 'Add Service' }).click();
    await expect(toast(page)).toContainText(`${name} added to job`);
  }
  await sheet(page).getByRole('link', { name: 'Close panel' }).click();
  await expect(rows(page)).toHaveCount(3);
  // SortableJS loads when a pointer first reaches the rows. A press that ends before it is in is not replayed,
  // and Playwright's drag takes a few milliseconds: so reach for the row, then drag once the rows are armed.
  await row(page, 'Survey').hover();
  await expect(page.locator('[data-drag-ready]')).toHaveCount(1);
  await row(page, 'Survey').dragTo(row(page, 'Removal'), { targetPosition: { x: 200, y: 10 } });
  await expect(toast(page)).toContainText('Line items reordered successfully');
  await expect(rows(page).first()).toContainText('Survey');
  await page.reload();
  await expect(rows(page).nth(0)).toContainText('Survey');
  await expect(rows(page).nth(1)).toContainText('Removal');
  await expect(rows(page).nth(2)).toContainText('Permits & Procurement');

  await row(page, 'Removal').click({ button: 'right' });
  const edit = row(page, 'Removal').getByRole('link', { name: 'Edit', exact: true });
  await expect(edit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(config(page).getByRole('heading', { name: 'Removal' })).toBeVisible();
  await expect(config(page).getByRole('button', { name: 'Update Service' })).toBeDisabled();
});

test('a service priced as entered: Labor takes its price and description, and reopens as Edited', async ({ userPage: page, app, javaScriptEnabled }) => {
  const jobPath = createEmptyJob(app.dbPath, 'cjr', 'Line Items Labor');
  await page.goto(`${jobPath}/items/new?list=services`);
  await pickService(page, 'Labor');
  await config(page).getByRole('textbox', { name: 'Description' }).fill('Replace lamps in the pylon cabinet');
  await config(page).getByLabel('Price (install)').fill('450');
  await calculate(page, javaScriptEnabled);
  // A labour service: the amount is the install price; budget x 0.6 = $270.00.
  await expectPanelPrices(page, { price: '$0.00', install: '$450.00', budget: '$0.00', installBudget: '$270.00' });
  await config(page).getByRole('button', { name: 'Add Service' }).click();
  await expect(toast(page)).toContainText('Labor added to job');
  await page.goto(jobPath);
  await expect(row(page, 'Labor')).toContainText('Replace lamps in the pylon cabinet');
  await expectRowMoney(row(page, 'Labor'), ['N/A', '$450.00', 'N/A', '$270.00']);
  await rowMenu(page, 'Labor', 'Edit');
  await expect(config(page).getByLabel('Install Price', { exact: true })).toHaveValue('450.00');
  await expect(config(page).getByRole('textbox', { name: 'Description' })).toHaveValue('Replace lamps in the pylon cabinet');
  await expect(config(page).getByRole('button', { name: 'Update Service' })).toBeDisabled();
});
