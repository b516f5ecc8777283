/**
 * /data as an Admin: inline edits and drag-fill that really save
 * (JavaScript), the sizes form (no JavaScript), option values (both), and a
 * User refused everywhere.
 */
import type { Page } from '@playwright/test';
import { expect, signIn, startApp, test, type App } from './support/fixtures';

// These tests change the catalogue, which other files' tests price against: they get their own server and database.
let own: App;
test.beforeAll(async () => {
  own = await startApp();
});
test.afterAll(async () => {
  await own?.stop();
});

/** The test's page, signed in as the Admin on this file's own server. */
async function adminOn(page: Page): Promise<Page> {
  await signIn(page.context(), 'admin@signboard.local', own);
  return page;
}
const at = (path: string) => `${own.baseURL}${path}`;

async function openSign(page: Page, name: string) {
  await page.goto(at('/data?tab=signs'));
  await page.getByRole('link', { name: `Open ${name} sizes` }).first().click();
}

const cell = (page: Page, column: string, size: string) => page.getByRole('gridcell', { name: `${column} for ${size}`, exact: true });

test.describe('with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the grid is the JavaScript view; without it the sizes are a form');

  test('edits a size price inline and sees it after reload', async ({ page: fresh }) => {
    const page = await adminOn(fresh);
    await openSign(page, 'Channel Letters');
    const price = cell(page, 'Sign Price', '18"');
    await expect(price).toHaveText('$2,150.00');
    await price.click();
    await page.keyboard.press('Enter');
    const input = price.getByRole('textbox');
    await input.fill('$2,222.50');
    await input.press('Enter');
    await expect(page.getByTestId('grid-toast')).toContainText('Saved Sign Price of 18": $2,222.50');
    await page.reload();
    await expect(cell(page, 'Sign Price', '18"')).toHaveText('$2,222.50');
  });

  test("refuses '-5' and 'abc' at the cell and keeps the old value", async ({ page: fresh }) => {
    const page = await adminOn(fresh);
    await openSign(page, 'Channel Letters');
    const price = cell(page, 'Install Price', '24"');
    await expect(price).toHaveText('$950.00');
    await price.dblclick();
    await price.getByRole('textbox').fill('-5');
    await price.getByRole('textbox').press('Enter');
    await expect(price.getByRole('alert')).toHaveText('A price cannot be negative');
    await expect(price).toContainText('$950.00');
    await page.keyboard.press('Enter');
    await price.getByRole('textbox').fill('abc');
    await price.getByRole('textbox').press('Tab');
    await expect(price.getByRole('alert')).toHaveText('Enter a dollar amount, like 1,234.50');
    await expect(price).toContainText('$950.00');
    // Tab moved on to the next cell; Escape there cancels an edit.
    await expect(cell(page, 'Sign Budget', '24"')).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.type('5');
    await page.keyboard.press('Escape');
    await expect(cell(page, 'Sign Budget', '24"')).toHaveText('$1,568.00');
    await page.reload();
    await expect(cell(page, 'Install Price', '24"')).toHaveText('$950.00');
  });

  test('arrow keys move between cells', async ({ page: fresh }) => {
    const page = await adminOn(fresh);
    await openSign(page, 'Channel Letters');
    await cell(page, 'Sign Price', '30"').click();
    await page.keyboard.press('ArrowDown');
    await expect(cell(page, 'Sign Price', '36"')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(cell(page, 'Install Price', '36"')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(cell(page, 'Install Price', '30"')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(cell(page, 'Sign Price', '30"')).toBeFocused();
  });

  test('drag-fills three rows, saves them, and undoes it', async ({ page: fresh }) => {
    const page = await adminOn(fresh);
    await openSign(page, 'Star Logo Cabinet');
    // The grid scrolls inside its own box (its headers stay in view): bring the last row of the fill into it first.
    await cell(page, 'Install Price', '72"').scrollIntoViewIfNeeded();
    const source = cell(page, 'Install Price', '36"');
    await source.click();
    const handle = page.getByRole('button', { name: 'Drag to fill' });
    await expect(handle).toBeVisible();
    const from = (await handle.boundingBox())!;
    const to = (await cell(page, 'Install Price', '72"').boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await page.mouse.up();
    const toast = page.getByTestId('grid-toast');
    await expect(toast).toContainText('Filled Install Price of 3 sizes with $850.00');
    for (const size of ['48"', '60"', '72"']) await expect(cell(page, 'Install Price', size)).toHaveText('$850.00');

    // Saved on the server, not only on screen.
    const saved = await page.request.get(at('/api/signs-with-pricing'));
    const signs = (await saved.json()).signs as Array<{ name: string; brandName: string; sizes: Array<{ sizeName: string; installPrice: number }> }>;
    const star = signs.find((s) => s.name === 'Star Logo Cabinet')!;
    expect(star.sizes.map((s) => s.installPrice)).toEqual([85000, 85000, 85000, 85000]);

    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(toast).toContainText('Fill undone');
    await page.reload();
    await expect(cell(page, 'Install Price', '48"')).toHaveText('$1,050.00');
    await expect(cell(page, 'Install Price', '60"')).toHaveText('$1,300.00');
    await expect(cell(page, 'Install Price', '72"')).toHaveText('$1,550.00');
  });
});

test("saves a sign's sizes through the form without JavaScript", async ({ page: fresh, javaScriptEnabled }) => {
  const page = await adminOn(fresh);
  test.skip(javaScriptEnabled, 'the form is the no-JavaScript view');
  await openSign(page, 'Drive-Thru Channel Letters');
  await page.getByRole('textbox', { name: 'Sign Price for 18"' }).fill('1,111.11');
  await page.getByRole('textbox', { name: 'Raceway for 24"' }).fill('$99');
  await page.getByRole('button', { name: 'Save Drive-Thru Channel Letters sizes' }).click();
  await expect(page.getByTestId('toast')).toContainText('Sizes saved');
  await expect(page.getByRole('textbox', { name: 'Sign Price for 18"' })).toHaveValue('1111.11');
  await expect(page.getByRole('textbox', { name: 'Raceway for 24"' })).toHaveValue('99.00');

  await page.getByRole('textbox', { name: 'Install Price for 18"' }).fill('-5');
  await page.getByRole('button', { name: 'Save Drive-Thru Channel Letters sizes' }).click();
  await expect(page.getByText('A price cannot be negative')).toBeVisible();
});

test("edits an option value's modifier", async ({ page: fresh, javaScriptEnabled }) => {
  const page = await adminOn(fresh);
  // Each project edits its own value: both may share one worker's database.
  const [value, modifier] = javaScriptEnabled ? ['Bronze', '+$150'] : ['Custom PMS Match', '+$275'];
  await page.goto(at('/data?tab=options'));
  await page.getByRole('link', { name: `${value} ${modifier}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Option Value' });
  await expect(dialog.getByLabel('Value Name')).toHaveValue(value);
  await expect(dialog.getByLabel('Modifier')).toHaveAttribute('placeholder', 'e.g., +20%, $150 (optional)');
  await dialog.getByLabel('Modifier').fill('abc');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Use +N%, +$N or +$N/SF (e.g. +20%, $150)')).toBeVisible();
  await dialog.getByLabel('Modifier').fill('$175');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('toast')).toContainText('Option value updated successfully');
  await expect(page.getByRole('link', { name: `${value} +$175` })).toBeVisible();
});

test('a User is refused: Access Denied on /data and /users, 403 on the admin API', async ({ userPage: page }) => {
  for (const path of ['/data?tab=signs', '/users', '/data/signs/1/edit']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  }
  const origin = new URL(page.url()).origin;
  const headers = { Origin: origin, 'Content-Type': 'application/json' };
  expect((await page.request.patch('/api/sign-pricing/1', { headers, data: { signPrice: 1 } })).status()).toBe(403);
  expect((await page.request.post('/api/sign-pricing/fill', { headers, data: { column: 'signPrice', value: 1, pricingIds: [1, 2, 3] } })).status()).toBe(403);
  expect((await page.request.patch('/api/options/1', { headers, data: { values: 'A, B' } })).status()).toBe(403);
  expect((await page.request.get('/api/signs-with-pricing')).status()).toBe(403);
  expect((await page.request.get('/api/users')).status()).toBe(403);
  expect((await page.request.post('/api/users', { headers, data: { fullName: 'X', email: 'x@example.com', role: 'User' } })).status()).toBe(403);
  expect((await page.request.patch('/api/users/1', { headers, data: { status: 'Disabled' } })).status()).toBe(403);
});
