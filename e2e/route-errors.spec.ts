/**
 * Errors inside the app shell: a 404 in a dialog keeps the
 * screen behind it and the sidebar, says what was not found, and closes back to
 * its screen; a 404 of a screen keeps the sidebar. JavaScript on and off. (A line deleted
 * meanwhile has its own Edit panel note: e2e/integrity.spec.ts.)
 */
import { expect, test } from './support/fixtures';

test('a sign that does not exist: the Data screen and the sidebar stay, a dialog says so', async ({ adminPage: page }) => {
  const response = await page.goto('/data/signs/999999/edit');
  expect(response?.status()).toBe(404);
  const dialog = page.getByRole('dialog', { name: 'Sign not found' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Data Management', level: 1 })).toBeAttached();
  await expect(dialog.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/data?tab=signs');
  await dialog.getByRole('link', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/data\?tab=signs$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a user that does not exist: the Users screen stays behind the message', async ({ adminPage: page }) => {
  const response = await page.goto('/users/999999/edit');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('dialog', { name: 'User not found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeAttached();
  await expect(page.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/users');
});

test('a line item address that names no line: the job page stays, the panel says so', async ({ userPage: page }) => {
  const response = await page.goto('/job/dhc/2025-014/items/not-a-line/edit');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('dialog', { name: 'Line item not found' })).toBeVisible();
  await expect(page.getByTestId('job-title')).toHaveText("Dave's Hot Chicken Richardson (2025-014)");
  await expect(page.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/job/dhc/2025-014');
});
