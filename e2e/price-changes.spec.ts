/**
 * Price changes as an Admin, with JavaScript on and off: a +6% on Skechers'
 * sign prices from next week is previewed cell by cell, saved, listed as
 * Scheduled, shown in a sign's price history, and cancelled.
 */
import type { Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { expect, signIn, startApp, test, type App } from './support/fixtures';

// These tests change the catalogue, which other files' tests price against: they get their own server and database.
let own: App;
test.beforeAll(async () => {
  own = await startApp();
});
test.afterAll(async () => {
  await own?.stop();
});

const at = (path: string) => `${own.baseURL}${path}`;
async function adminOn(page: Page): Promise<Page> {
  await signIn(page.context(), 'admin@signboard.local', own);
  return page;
}

test('a +6% from next week previews, saves as Scheduled, shows in the history and can be cancelled', async ({ page: fresh }) => {
  const page = await adminOn(fresh);
  await page.goto(at('/data'));
  await page.getByRole('link', { name: 'Price changes' }).click();
  await expect(page.getByRole('heading', { name: 'Price changes', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Bulk price change' });
  await form.getByLabel('Brand').selectOption({ label: 'Skechers' });
  await form.getByRole('checkbox', { name: 'Sign Price' }).check();
  await form.getByLabel('How much').fill('6');
  await form.getByRole('button', { name: 'Preview the change' }).click();

  await expect(page.getByRole('heading', { name: 'Preview price change' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('bulk change: +6%, to the cent');
  const table = page.getByRole('table', { name: 'Prices before and after' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  // Nothing saved yet: the list has no change.
  const nextWeek = format(addDays(new Date(), 7), 'yyyy-MM-dd');
  await page.getByLabel('Takes effect from').fill(nextWeek);
  await page.getByRole('button', { name: 'Save price change' }).click();

  await expect(page.getByText(/prices will change on/)).toBeVisible();
  const change = page.getByRole('listitem', { name: /Price change \d+/ }).first();
  await expect(change).toContainText('Scheduled');
  await expect(change).toContainText('bulk change: +6%, to the cent');

  await page.goto(at('/data?tab=signs'));
  await page.getByRole('link', { name: 'History of S Logo Cabinet' }).click();
  const periods = page.getByRole('table', { name: 'Prices of S Logo Cabinet' });
  await expect(periods.getByRole('row', { name: /Scheduled bulk change: \+6%, to the cent/ }).first()).toBeVisible();

  await page.goto(at('/data/price-changes'));
  await page.getByRole('button', { name: /Cancel price change: bulk change: \+6%/ }).click();
  await expect(page.getByText('Price change cancelled: the catalogue keeps its prices')).toBeVisible();
  await expect(page.getByRole('listitem', { name: /Price change \d+/ }).first()).toContainText('Cancelled');
});

test('a mistake in the choice is shown under its field', async ({ page: fresh }) => {
  const page = await adminOn(fresh);
  await page.goto(at('/data/price-changes'));
  const form = page.getByRole('form', { name: 'Bulk price change' });
  await form.getByLabel('Brand').selectOption({ label: 'Skechers' });
  await form.getByLabel('How much').fill('6');
  await form.getByRole('button', { name: 'Preview the change' }).click();
  await expect(page.getByText('Choose at least one column to change').first()).toBeVisible();
});
