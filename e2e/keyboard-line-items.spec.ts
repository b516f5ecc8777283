/**
 * The job page's add-item flow from the keyboard alone:
 * Tab to Add Item, open the Add New panel, choose a sign, set its
 * dimensions, an option and the quantity, add it; the line and the totals
 * show; edit it from its row menu; delete it; add a service. Focus is moved
 * only with Tab and the arrows, values typed with keyboard.type, and each
 * step checks document.activeElement: focus stays visible and lands
 * somewhere sensible when the panel closes or a row goes.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectFocus, expectVisibleFocus, focused, tabTo } from './support/keyboard';
import { createEmptyJob, row, rows, sheet, toast } from './support/line-items-helpers';

const priceTotal = (page: Page) => page.getByTestId('price-summary');

/** Types into the focused field after selecting what it holds (Ctrl+A), as a person replacing a value does. */
async function replaceText(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

test.describe('with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the no-JavaScript flow is the next describe');

  test('add a sign, edit it and delete it, add a service: keyboard only', async ({ userPage: page, app }) => {
    test.setTimeout(120_000);
    const jobPath = createEmptyJob(app.dbPath, 'dhc', 'Keyboard Plaza');
    await page.goto(jobPath);
    await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith('__reactFiber$')));
    await expect(priceTotal(page)).toContainText(/Job Pricing Total\s*\$0\.00/);

    // Reach Add Item and open the panel: focus moves into it.
    await tabTo(page, 'Add Item');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(sheet(page).getByRole('heading', { name: 'Add New' })).toBeVisible();
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);

    // The Signage list: Monument Sign.
    await tabTo(page, 'Monument Sign');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const config = page.getByTestId('item-config');
    await expect(config.getByRole('heading', { name: 'Monument Sign' })).toBeVisible();
    // The list it was chosen from is gone: focus must not fall back to <body>.
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);

    // Quantity 2, 6' x 5', Color White, Fab Material Routed Aluminum.
    await tabTo(page, 'Quantity');
    await expectVisibleFocus(page);
    await replaceText(page, '2');
    await tabTo(page, 'Height (ft)');
    await page.keyboard.type('6');
    await tabTo(page, 'Width (ft)');
    await page.keyboard.type('5');
    await expect(config.getByTestId('area')).toContainText('Area: 30 SF');
    await tabTo(page, 'Color');
    await expectVisibleFocus(page);
    await page.keyboard.type('White');
    await expect(config.getByLabel('Color')).toHaveValue('White');
    await tabTo(page, 'Fab Material');
    await page.keyboard.type('Routed');
    await expect(config.getByLabel('Fab Material')).toHaveValue('Routed Aluminum');
    // A switch option: Space turns it on.
    await tabTo(page, /^Anti-Graffiti/);
    await expectVisibleFocus(page);
    await page.keyboard.press('Space');
    await expect(config.getByRole('switch', { name: /Anti-Graffiti/ })).toBeChecked();
    await expect(config.getByTestId('line-total')).not.toHaveText('$0.00');
    const lineTotal = await config.getByTestId('line-total').textContent();

    await tabTo(page, 'Add Sign');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(toast(page)).toContainText('Monument Sign added to job');
    // The panel is back on its list for the next item; focus is in it, not on <body>.
    await expect(sheet(page).getByRole('list', { name: 'Signs' })).toBeVisible();
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);

    // Escape closes the panel; focus goes back to Add Item.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectFocus(page, 'Add Item');
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, 'Monument Sign').locator('td').first()).toHaveText('2');
    await expect(priceTotal(page)).not.toContainText(/Job Pricing Total\s*\$0\.00/);
    expect(lineTotal).toMatch(/^\$[\d,]+\.\d\d$/);
    const totalAfterAdd = await priceTotal(page).textContent();

    // Edit from the row menu: Shift+Tab back to its button, Enter opens it, Edit.
    await tabTo(page, 'Actions for Monument Sign', { back: true });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(row(page, 'Monument Sign').getByRole('link', { name: 'Edit' })).toBeVisible();
    await tabTo(page, 'Edit', { max: 3 });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(sheet(page).getByRole('heading', { name: 'Edit Item' })).toBeVisible();
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
    await tabTo(page, 'Quantity');
    await replaceText(page, '3');
    await tabTo(page, 'Update Sign');
    await page.keyboard.press('Enter');
    await expect(toast(page)).toContainText('Monument Sign updated');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(row(page, 'Monument Sign').locator('td').first()).toHaveText('3');
    await expect(priceTotal(page)).not.toHaveText(totalAfterAdd!);
    // Back on the row's menu button, the menu closed.
    await expectFocus(page, 'Actions for Monument Sign');
    await expect(row(page, 'Monument Sign').getByRole('link', { name: 'Edit' })).toBeHidden();

    // Delete: the menu again, Tab to Delete, Enter.
    await page.keyboard.press('Enter');
    await tabTo(page, 'Delete', { max: 3 });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(toast(page)).toContainText('Item deleted successfully');
    await expect(rows(page)).toHaveCount(0);
    await expect(priceTotal(page)).toContainText(/Job Pricing Total\s*\$0\.00/);
    // The row is gone: focus goes to Add Item, not to <body>.
    await expectFocus(page, 'Add Item');

    // A service: Add Item, the Services tab, Add Survey, Add Service.
    await page.keyboard.press('Enter');
    await expect(sheet(page).getByRole('heading', { name: 'Add New' })).toBeVisible();
    await tabTo(page, /^Services/);
    await page.keyboard.press('Enter');
    await expect(sheet(page).getByRole('list', { name: 'Services' })).toBeVisible();
    await tabTo(page, 'Add Survey');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(config.getByRole('heading', { name: 'Survey' })).toBeVisible();
    await tabTo(page, 'Interior Survey');
    await page.keyboard.press('Space');
    await tabTo(page, 'Add Service');
    await page.keyboard.press('Enter');
    await expect(toast(page)).toContainText('Survey added to job');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, 'Survey')).toBeVisible();
    await expectFocus(page, 'Add Item');
  });
});

test.describe('without JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, 'the JavaScript flow is the describe above');

  // Each step is a page: the panel's title takes focus when it loads (autofocus), Tab goes on from there.
  test('add a sign, edit it and delete it: keyboard only', async ({ userPage: page, app }) => {
    test.setTimeout(120_000);
    const jobPath = createEmptyJob(app.dbPath, 'dhc', 'Keyboard Plaza No JS');
    await page.goto(jobPath);
    await expect(priceTotal(page)).toContainText(/Job Pricing Total\s*\$0\.00/);

    await tabTo(page, 'Add Item');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/items\/new$/);
    await expectFocus(page, 'Add New', { inDialog: true });
    await tabTo(page, 'Monument Sign');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const config = page.getByTestId('item-config');
    await expect(config.getByRole('heading', { name: 'Monument Sign' })).toBeVisible();
    await expectFocus(page, 'Add New', { inDialog: true });

    await tabTo(page, 'Quantity');
    await expectVisibleFocus(page);
    await replaceText(page, '2');
    await tabTo(page, 'Height (ft)');
    await page.keyboard.type('6');
    await tabTo(page, 'Width (ft)');
    await page.keyboard.type('5');
    await tabTo(page, 'Color');
    await page.keyboard.type('White');
    await tabTo(page, 'Fab Material');
    await page.keyboard.type('Routed');
    await tabTo(page, /^Anti-Graffiti/);
    await page.keyboard.press('Space');
    // Calculate posts the form; the answer is the same panel with the prices and Add Sign enabled.
    await tabTo(page, 'Calculate');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(config.getByTestId('area')).toContainText('Area: 30 SF');
    await expect(config.getByLabel('Color')).toHaveValue('White');
    await expect(config.getByLabel('Fab Material')).toHaveValue('Routed Aluminum');
    await expectFocus(page, 'Add New', { inDialog: true });
    await tabTo(page, 'Add Sign');
    await page.keyboard.press('Enter');
    await expect(toast(page)).toContainText('Monument Sign added to job');
    await expect(sheet(page).getByRole('list', { name: 'Signs' })).toBeVisible();
    await expectFocus(page, 'Add New', { inDialog: true });

    // × goes back to the job page at the Add Item row: the next Tab is Add Item.
    await tabTo(page, 'Close panel', { max: 3 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, 'Monument Sign').locator('td').first()).toHaveText('2');
    await expect(priceTotal(page)).not.toContainText(/Job Pricing Total\s*\$0\.00/);
    const totalAfterAdd = await priceTotal(page).textContent();
    await page.keyboard.press('Tab');
    await expectFocus(page, 'Add Item');

    // Edit from the row menu (without JavaScript Enter opens it too: the row's own URL, the job page with the
    // menu open and Tab going on from the row).
    await tabTo(page, 'Actions for Monument Sign', { back: true, max: 3 });
    await page.keyboard.press('Enter');
    await expect(row(page, 'Monument Sign').getByRole('link', { name: 'Edit' })).toBeVisible();
    await tabTo(page, 'Edit', { max: 3 });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(sheet(page).getByRole('heading', { name: 'Edit Item' })).toBeVisible();
    await expectFocus(page, 'Edit Item', { inDialog: true });
    await tabTo(page, 'Quantity');
    await replaceText(page, '3');
    await tabTo(page, 'Calculate');
    await page.keyboard.press('Enter');
    await expect(config.getByLabel('Quantity')).toHaveValue('3');
    await tabTo(page, 'Update Sign');
    await page.keyboard.press('Enter');
    await expect(toast(page)).toContainText('Monument Sign updated');
    await expect(row(page, 'Monument Sign').locator('td').first()).toHaveText('3');
    await expect(priceTotal(page)).not.toHaveText(totalAfterAdd!);

    // Delete: from the top of the page, Tab to the row's menu, Enter, Delete; without JavaScript it asks first,
    // its Delete button focused.
    await tabTo(page, 'Actions for Monument Sign');
    await page.keyboard.press('Enter');
    await expect(row(page, 'Monument Sign').getByRole('button', { name: 'Delete' })).toBeVisible();
    await tabTo(page, 'Delete', { max: 3 });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Delete Monument Sign?' })).toBeVisible();
    await expectFocus(page, 'Delete');
    await page.keyboard.press('Enter');
    await expect(toast(page)).toContainText('Item deleted successfully');
    await expect(rows(page)).toHaveCount(0);
    await expect(priceTotal(page)).toContainText(/Job Pricing Total\s*\$0\.00/);
  });
});
