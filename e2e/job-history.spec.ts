/**
 * A job's History as two staff members leave it: Sam Ortiz
 * adds a line, Priya Nair (in her own browser) changes its quantity, Sam
 * deletes it; the History panel lists each, newest first, with the right
 * person and the amounts, with JavaScript on and off.
 */
import { expect, signIn, test } from './support/fixtures';
import { calculate, config, createEmptyJob, deleteRow, pickService, row, rowMenu, sheet, toast } from './support/line-items-helpers';

test('two people change a job and the History panel names each, newest first', async ({ userPage: sam, app, browser, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const jobPath = createEmptyJob(app.dbPath, 'cjr', 'History Two People');

  // Sam adds Travel ($350 a trip).
  await sam.goto(`${jobPath}/items/new?list=services`);
  await pickService(sam, 'Travel');
  await calculate(sam, javaScriptEnabled);
  await config(sam).getByRole('button', { name: 'Add Service' }).click();
  await expect(toast(sam)).toContainText('Travel added to job with standard pricing');
  await sheet(sam).getByRole('link', { name: 'Close panel' }).click();

  // Priya, signed in on her own browser, makes it three trips.
  const context = await browser.newContext({ baseURL: app.baseURL, javaScriptEnabled });
  try {
    await signIn(context, 'pm@signboard.local', app);
    const priya = await context.newPage();
    await priya.goto(jobPath);
    await rowMenu(priya, 'Travel', 'Edit');
    await config(priya).getByLabel('Quantity').fill('3');
    await calculate(priya, javaScriptEnabled);
    await config(priya).getByRole('button', { name: 'Update Service' }).click();
    await expect(toast(priya)).toContainText('Travel updated');
  } finally {
    await context.close();
  }

  // Sam deletes it, then opens the History.
  await sam.goto(jobPath);
  await expect(row(sam, 'Travel')).toContainText('3');
  await deleteRow(sam, 'Travel', javaScriptEnabled);
  await expect(toast(sam)).toContainText('Item deleted successfully');
  await sam.getByRole('link', { name: 'History' }).click();
  const history = sam.getByRole('list', { name: 'History, newest first' }).getByTestId('history-row');
  await expect(history).toHaveCount(3);
  await expect(history.nth(0).getByTestId('history-sentence')).toHaveText('Sam Ortiz deleted Travel (line 1): quantity 3 at $350.00, install $0.00: price $1,050.00');
  await expect(history.nth(0)).toContainText('Version 1: line deleted');
  await expect(history.nth(1).getByTestId('history-sentence')).toHaveText('Priya Nair changed the quantity of Travel (line 1) from 1 to 3: price $350.00 -> $1,050.00');
  await expect(history.nth(1)).toContainText('by Priya Nair');
  await expect(history.nth(2).getByTestId('history-sentence')).toHaveText('Sam Ortiz added Travel (line 1): quantity 1 at $350.00, install $0.00: price $350.00 (Calculated)');
  await expect(history.nth(2)).toContainText('by Sam Ortiz');
});
