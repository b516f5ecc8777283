/**
 * Locked versions look locked, with JavaScript on and off: a sent version's
 * rows offer only a read-only View (no Edit, Delete, Move, no drag), its Add
 * Item row is gone, the Edit panel's URL shows the View, and its note leads to
 * what can be done (Withdraw in Send Proposal, New Version; an approved one only
 * New Version). And the compare page speaks the shop's words: options as
 * 'Height 6' 8"', no Off switches, changes in a from/to table, unchanged lines
 * folded behind their count.
 */
import Database from 'better-sqlite3';
import { expect, test, type App } from './support/fixtures';
import type { Page } from '@playwright/test';
import { createCompareJob } from './support/compare-helpers';
import { row, rows, sheet } from './support/line-items-helpers';

/** Runs one statement on the worker's database (a version's state, a line's options). */
function run(app: App, sql: string, ...args: unknown[]) {
  const db = new Database(app.dbPath);
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(sql).run(...args);
  } finally {
    db.close();
  }
}

const versionOne = 'SELECT v.id FROM job_versions v JOIN jobs j ON j.id = v.job_id WHERE j.job_number = ? AND v.version_number = 1';

function lockVersionOne(app: App, jobNumber: string, state: 'Sent' | 'Approved') {
  run(app, `UPDATE job_versions SET state = ? WHERE id = (${versionOne})`, state, jobNumber);
}

async function openMenu(page: Page, name: string) {
  const r = row(page, name);
  await r.getByRole('link', { name: `Actions for ${name}` }).click();
  const menu = r.getByRole('group', { name: `Actions for ${name}` });
  await expect(menu).toBeVisible();
  return menu;
}

test('a sent version: View only, no Add Item, no drag; its note leads to Withdraw', async ({ app, userPage: page, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const { path, jobNumber } = createCompareJob(app.dbPath, 'Locked Sent');
  lockVersionOne(app, jobNumber, 'Sent');
  await page.goto(path);
  await expect(page.getByTestId('frozen-note')).toHaveText(/^Version 1 was sent on .+ and cannot be changed\. Withdraw it or create a new version to revise it\.$/);
  await expect(page.getByRole('link', { name: 'Add Item' })).toHaveCount(0);
  await expect(page.locator('#add-item')).toHaveCount(0);

  // The row menu: View, and nothing that changes the line.
  const menu = await openMenu(page, 'Channel Letters');
  await expect(menu.getByRole('link', { name: 'View', exact: true })).toBeVisible();
  for (const name of ['Edit', 'Delete', 'Move up', 'Move down', 'Edit Prices']) await expect(menu.getByText(name, { exact: true })).toHaveCount(0);
  // With JavaScript the table is hydrated by now (the menu opened in place): no drag on a locked version.
  if (javaScriptEnabled) await expect(page.getByTestId('line-item-table').locator('tbody')).not.toHaveAttribute('data-sortable', 'on');

  // View: the line read back, no field to type in and no Update.
  await menu.getByRole('link', { name: 'View', exact: true }).click();
  await expect(page).toHaveURL(/\/items\/\d+\/view$/);
  const view = sheet(page);
  await expect(view.getByRole('heading', { name: 'View Item' })).toBeVisible();
  await expect(view.getByTestId('view-name')).toHaveText('Channel Letters');
  await expect(view.getByTestId('view-quantity')).toHaveText('2');
  await expect(view.getByTestId('view-option')).toHaveText(['ColorRed']);
  await expect(view.getByTestId('view-unitPrice')).toContainText('$2,500.00');
  // $2,500.00 - $1,375.00 = $1,125.00 = 45.0% of the unit price; $800.00 - $440.00 = $360.00 = 45.0% of the install.
  await expect(view.getByTestId('view-unitMargin')).toContainText('$1,125.00 / 45.0%');
  await expect(view.getByTestId('view-installMargin')).toContainText('$360.00 / 45.0%');
  await expect(view.locator('input:not([type="hidden"]), textarea, select')).toHaveCount(0);
  await expect(view.getByRole('button', { name: /Update|Edit Prices/ })).toHaveCount(0);
  const viewUrl = page.url();

  // The Edit panel's URL of a locked line shows the View.
  await page.goto(viewUrl.replace(/\/view$/, '/edit'));
  await expect(page).toHaveURL(/\/items\/\d+\/view$/);
  await expect(sheet(page).getByRole('heading', { name: 'View Item' })).toBeVisible();
  await sheet(page).getByRole('link', { name: 'Close panel' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}(#add-item)?$`));

  // The note's Withdraw opens Send Proposal, whose Withdraw makes the version a Draft again.
  await page.getByTestId('frozen-actions').getByRole('link', { name: 'Withdraw it in Send Proposal' }).click();
  const send = page.getByRole('dialog', { name: 'Send Proposal' });
  await send.getByRole('button', { name: 'Withdraw version 1' }).click();
  await expect(page.getByTestId('frozen-note')).toHaveCount(0);
  await page.goto(path);
  await expect(page.getByRole('link', { name: 'Add Item' })).toBeVisible();
  const draftMenu = await openMenu(page, 'Channel Letters');
  await expect(draftMenu.getByRole('link', { name: 'Edit', exact: true })).toBeVisible();
  // The same table drags again once the version is a Draft (so the check above could have seen it).
  if (javaScriptEnabled) await expect(page.getByTestId('line-item-table').locator('tbody')).toHaveAttribute('data-sortable', 'on');
  await expect(rows(page)).toHaveCount(3);
});

test('an approved version: no Withdraw, and its note starts a New Version', async ({ app, userPage: page }) => {
  const { path, jobNumber } = createCompareJob(app.dbPath, 'Locked Approved');
  lockVersionOne(app, jobNumber, 'Approved');
  await page.goto(path);
  await expect(page.getByTestId('frozen-note')).toContainText('Create a new version to revise it.');
  const actions = page.getByTestId('frozen-actions');
  await expect(actions.getByRole('link', { name: /Withdraw/ })).toHaveCount(0);
  await actions.getByRole('button', { name: 'Create a new version from version 1' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}\\?version=2$`));
  await expect(page.getByTestId('frozen-note')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add Item' })).toBeVisible();
});

test('compare says options in words, lists changes from and to, and folds unchanged lines', async ({ app, userPage: page }) => {
  const { path, jobNumber } = createCompareJob(app.dbPath, 'Locked Compare');
  // The letters carry dimensions and a switch that is off, as a saved panel line does.
  run(
    app,
    `UPDATE line_items SET selected_options = ? WHERE job_version_id = (${versionOne}) AND description = 'Channel letters 24"'`,
    JSON.stringify({ Color: 'Red', heightFt: 6, heightIn: 8, widthFt: 10, widthIn: 6, 'Manufacture Only': 'Off' }),
    jobNumber,
  );
  await page.goto(path);
  await page.getByRole('button', { name: 'New Version', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}\\?version=2$`));
  run(
    app,
    `UPDATE line_items SET quantity = 3 WHERE job_version_id = (SELECT v.id FROM job_versions v JOIN jobs j ON j.id = v.job_id WHERE j.job_number = ? AND v.version_number = 2) AND description = 'Channel letters 24"'`,
    jobNumber,
  );
  await page.goto(`${path}/compare?a=1&b=2`);
  const changed = page.getByTestId('compare-row').filter({ hasText: 'Channel letters 24"' });
  await expect(changed).toHaveAttribute('data-mark', 'Changed');
  await expect(changed.getByTestId('side-a')).toContainText(`Height 6' 8", Width 10' 6", Color: Red`);
  await expect(page.locator('main')).not.toContainText('heightFt');
  await expect(page.locator('main')).not.toContainText('Manufacture Only');
  const change = changed.getByTestId('compare-change');
  await expect(change).toHaveCount(1);
  await expect(changed.getByRole('columnheader')).toHaveText(['What changed', 'From (version 1)', 'To (version 2)']);
  await expect(change.getByTestId('change-label')).toHaveText('Quantity');
  await expect(change.getByTestId('change-from')).toHaveText('2');
  await expect(change.getByTestId('change-to')).toHaveText('3');
  // The two unchanged lines are folded behind their count; the summary opens them (a <details>, no script needed).
  const same = page.getByTestId('compare-same');
  await expect(same.locator('summary')).toHaveText('2 unchanged lines');
  await expect(same.getByTestId('compare-row').first()).toBeHidden();
  await same.locator('summary').click();
  await expect(same.getByTestId('compare-row')).toHaveCount(2);
  await expect(same.getByTestId('compare-row').first()).toBeVisible();
});
