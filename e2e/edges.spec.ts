/**
 * Rough edges a new estimator hit, from the outside, with JavaScript on and
 * off: the Signs tab's brand filter and search, scope notes over the limit
 * refused with the limit named (never cut on paste), and a configured Add
 * panel that asks before it is discarded (with JavaScript; without it nothing
 * changes).
 */
import { expect, test } from './support/fixtures';
import { config, createEmptyJob, openAddNew, pickSign, sheet, toast } from './support/line-items-helpers';

test('Signs tab: filter by brand and search by name or type, in the URL, kept after a size is added', async ({ adminPage: page }) => {
  await page.goto('/data?tab=signs');
  const filter = page.getByRole('search', { name: 'Filter signs' });
  await filter.getByLabel('Brand').selectOption({ label: "Carl's Jr" });
  await filter.getByLabel('Search signs').fill('channel');
  await filter.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/\/data\?tab=signs&brand=\d+&q=channel$/);
  const table = page.getByRole('region', { name: 'Signs and sizes table' });
  await expect(table.getByRole('link', { name: /^Open .* sizes$/ }).first()).toBeVisible();
  const names = await table.getByRole('link', { name: /^Open .* sizes$/ }).allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const open of await table.getByRole('link', { name: /^Open .* sizes$/ }).all()) await expect(open).toHaveAttribute('aria-label', /channel/i);
  await expect(page.getByTestId('signs-shown')).toContainText(/\d+ signs? match/);

  // A search by type; the address can be shared as it is.
  await page.goto('/data?tab=signs&q=pylon');
  await expect(page.getByRole('search', { name: 'Filter signs' }).getByLabel('Search signs')).toHaveValue('pylon');
  await expect(table).toContainText('Pylon Signs');
  await page.getByRole('link', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/data\?tab=signs$/);
});

test('Signs tab on a 390 px phone: each row\'s Edit is in view without scrolling the table sideways', async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/data?tab=signs&q=channel');
  const table = page.getByRole('region', { name: 'Signs and sizes table' });
  const edit = table.getByRole('link', { name: /^Edit / }).first();
  // The page scrolls down to the table (the catalogue files bar stands above it); the table must not scroll sideways.
  await table.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await expect(edit).toBeInViewport();
  const box = (await edit.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await table.evaluate((el) => el.scrollLeft)).toBe(0);
});

test('scope notes over 2,000 characters are refused with the limit named, not cut on paste', async ({ userPage: page, app }) => {
  const job = createEmptyJob(app.dbPath, 'cjr', 'Long Notes');
  await page.goto(job);
  await page.getByRole('link', { name: 'Edit Job Info' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Job Info' });
  const notes = dialog.getByLabel('Scope Notes & Exclusions');
  await notes.fill('x'.repeat(2345));
  await expect(notes).toHaveValue('x'.repeat(2345));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Scope notes: at most 2,000 characters (you typed 2,345)')).toBeVisible();
  await notes.fill('Excludes permits.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toBeVisible();
});

test('a configured, unsaved Add panel asks before Escape or Back discard it', async ({ userPage: page, app, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'without JavaScript the panel is a page of its own and nothing changes');
  const job = createEmptyJob(app.dbPath, 'cjr', 'Discard Guard');
  await page.goto(job);
  await openAddNew(page);
  await pickSign(page, 'Channel Letters');
  await config(page).getByLabel('Quantity').fill('3');
  await page.keyboard.press('Escape');
  // The question's outer element only holds fixed layers (no size of its own): its buttons are what shows.
  const question = page.getByRole('alertdialog', { name: 'Discard this item?' });
  await expect(question.getByRole('button', { name: 'Keep editing' })).toBeVisible();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(config(page).getByLabel('Quantity')).toHaveValue('3');
  await page.goBack();
  await expect(question.getByRole('button', { name: 'Discard' })).toBeVisible();
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(config(page)).toHaveCount(0);
  // Untouched, it leaves at once.
  await pickSign(page, 'Channel Letters');
  await page.keyboard.press('Escape');
  await expect(sheet(page)).toHaveCount(0);
  await expect(question).toHaveCount(0);
});
