/**
 * Two people edit the same line item at once: the
 * later save is told the line changed since it was opened, the first save is
 * kept, and nothing crashes. With JavaScript on and off.
 */
import { expect, signIn, test } from './support/fixtures';
import { calculate, config, createEmptyJob, pickService, rowMenu, row, toast } from './support/line-items-helpers';

test('the later of two edits of one line is refused, not silently saved over the first', async ({ userPage: page, browser, app, javaScriptEnabled }) => {
  const jobPath = createEmptyJob(app.dbPath, 'cjr', 'Line Items Conflict');
  await page.goto(`${jobPath}/items/new?list=services`);
  await pickService(page, 'Permits & Procurement');
  await config(page).getByRole('button', { name: 'Add Service' }).click();
  await expect(toast(page)).toContainText('Permits & Procurement added to job');

  // A second person in a browser of their own.
  const otherContext = await browser.newContext({ baseURL: app.baseURL, javaScriptEnabled });
  await signIn(otherContext, 'pm@signboard.local', app);
  const other = await otherContext.newPage();
  await page.goto(jobPath);
  await other.goto(jobPath);
  await rowMenu(page, 'Permits', 'Edit');
  await rowMenu(other, 'Permits', 'Edit');
  // Both panels open (their loaders answered) before the first save: with JavaScript the Edit link navigates
  // in the background, and a panel that loads after the save would start from the saved line (no conflict).
  await expect(config(page).getByLabel('Quantity')).toHaveValue('1');
  await expect(config(other).getByLabel('Quantity')).toHaveValue('1');

  await config(page).getByLabel('Quantity').fill('2');
  await calculate(page, javaScriptEnabled);
  await config(page).getByRole('button', { name: 'Update Service' }).click();
  await expect(toast(page)).toContainText('Permits & Procurement updated');

  await config(other).getByLabel('Quantity').fill('5');
  await calculate(other, javaScriptEnabled);
  await config(other).getByRole('button', { name: 'Update Service' }).click();
  await expect(config(other)).toContainText('changed by someone else since you opened it');

  await other.goto(jobPath);
  await expect(row(other, 'Permits').locator('td').first()).toHaveText('2');
  await otherContext.close();
});
