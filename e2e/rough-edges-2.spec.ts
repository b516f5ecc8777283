/**
 * Rough edges, part 2, with JavaScript on and off:
 * /users offers an Admin only what the server accepts; catalogue screens say
 * price types in words; typed prices with more than two decimals show the
 * figure they are saved as; empty admin forms say what is missing in words;
 * Backer Illumination without a backer is disabled with the reason; and a
 * formula service priced from sign counts the job no longer has says so and
 * is re-priced with one click.
 */
import { expect, test } from './support/fixtures';
import { config, createEmptyJob, openAddNew, pickService, pickSign, row, rows, sheet, toast, calculate } from './support/line-items-helpers';

test.describe('/users as an Admin', () => {
  test('no Disable on the Super-Admin nor on oneself; Edit offers only what is allowed and says why', async ({ adminPage: page }) => {
    await page.goto('/users');
    const users = page.getByRole('table', { name: 'Users' });
    await expect(users.getByRole('button', { name: 'Disable Morgan Reyes' })).toHaveCount(0);
    await expect(users.getByRole('button', { name: 'Disable Dana Whitfield' })).toHaveCount(0);
    await expect(users.getByRole('button', { name: /^Disable / }).first()).toBeVisible();
    await users.getByRole('link', { name: 'Edit Morgan Reyes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Morgan Reyes' });
    await expect(dialog.getByLabel('Role').locator('option')).toHaveText(['Super-Admin']);
    await expect(dialog.getByLabel('Status').locator('option')).toHaveText(['Active']);
    await expect(dialog.getByTestId('user-limits')).toContainText('Only a Super-Admin can disable a Super-Admin.');
    // The job title is still theirs to change.
    await dialog.getByLabel('Job Title').fill('Owner and Founder');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page)).toContainText('Morgan Reyes updated');
  });

  test('Invite User posted empty says what is missing, in words', async ({ adminPage: page }) => {
    await page.goto('/users/invite');
    const dialog = page.getByRole('dialog', { name: 'Invite User' });
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(dialog.getByText('Full Name is required')).toBeVisible();
    await expect(dialog.getByText('E-mail is required')).toBeVisible();
    await expect(dialog).not.toContainText('Invalid input');
    await expect(dialog).not.toContainText('expected string');
  });
});

test('catalogue screens say price types in words, "1 size", and a space before a modifier', async ({ adminPage: page }) => {
  await page.goto('/data/signs/new');
  const dialog = page.getByRole('dialog', { name: 'Add Sign' });
  await expect(dialog.getByLabel('Price Type').locator('option')).toHaveText(['Fixed price', 'Formula', 'Price entered when quoting', 'Formula with entered counts']);
  await expect(dialog.getByLabel('Placement').locator('option')).toHaveText(['Exterior', 'Interior']);
  await page.goto('/data?tab=services');
  await expect(page.getByRole('table', { name: 'Services' })).toContainText('Price entered when quoting');
  await expect(page.locator('main')).not.toContainText('user_input');
  await page.goto('/data?tab=signs');
  await expect(page.locator('main')).not.toContainText(/\b1 sizes\b/);
  await expect(page.locator('main')).toContainText(/\b1 size\b/);
  await page.goto('/data?tab=options');
  await expect(page.getByRole('list', { name: 'Anti-Graffiti values' }).getByRole('link', { name: 'On +10%' })).toBeVisible();
});

test.describe('the line-item panel', () => {
  test('a price typed with more than two decimals shows what it is saved as', async ({ userPage: page, app, javaScriptEnabled }) => {
    await page.goto(createEmptyJob(app.dbPath, 'cjr', 'Rounding'));
    await openAddNew(page);
    await pickService(page, 'Travel');
    const c = config(page);
    await c.getByRole('button', { name: 'Edit Prices' }).click();
    await c.getByLabel('Unit Price').fill('12.345');
    if (javaScriptEnabled) {
      await expect(c.getByTestId('rounded-lineItemPrice')).toHaveText('Saved as $12.35 (rounded to the cent)');
      await c.getByLabel('Unit Budget').focus();
    } else {
      await c.getByRole('button', { name: 'Calculate' }).click();
    }
    await expect(config(page).getByLabel('Unit Price')).toHaveValue('12.35');
    await config(page).getByRole('button', { name: 'Add Service' }).click();
    await expect(toast(page)).toContainText('Travel added to job with custom pricing');
    await page.goto(page.url().replace(/\/items\/new.*$/, ''));
    await expect(row(page, 'Travel')).toContainText('$12.35');
  });

  test('Backer Illumination is not offered without a backer panel, and says why', async ({ userPage: page, app, javaScriptEnabled }) => {
    await page.goto(createEmptyJob(app.dbPath, 'cjr', 'Backer'));
    await openAddNew(page);
    await pickSign(page, 'Channel Letters');
    const c = config(page);
    await c.getByLabel('Size', { exact: true }).selectOption('24"');
    await c.getByLabel('Color').selectOption('White');
    await c.getByLabel('Fab Type').selectOption('Front-Lit');
    await c.getByLabel('Raceway').selectOption('Raceway-Mounted');
    await c.getByLabel('Lift Equipment').selectOption('Ladder');
    await c.getByLabel('Backer Size').selectOption("3' x 12'");
    await calculate(page, javaScriptEnabled);
    await expect(config(page).getByLabel('Backer Illumination')).toBeEnabled();
    await config(page).getByLabel('Backer Size').selectOption('None');
    await calculate(page, javaScriptEnabled);
    const illumination = config(page).getByLabel('Backer Illumination');
    await expect(illumination).toBeDisabled();
    await expect(config(page).getByTestId('option-not-applied')).toHaveText('Not with Backer Size None: there is no backer panel to illuminate');
    await expect(config(page).getByTestId('price-lineItemPrice')).toHaveText('$3,300.00');
    await expect(config(page).getByTestId('built-description')).not.toContainText('Backer');
    await config(page).getByRole('button', { name: 'Add Sign' }).click();
    await expect(toast(page)).toContainText('Channel Letters added to job with standard pricing');
  });
});

test('a formula service priced from old sign counts says so on its line and in Edit, and Re-price shows old -> new before it saves', async ({ userPage: page, app, javaScriptEnabled }) => {
  // Five adds, two edits and two re-prices: more than the default minute on a busy machine.
  test.slow();
  const job = createEmptyJob(app.dbPath, 'cjr', 'Counts');
  await page.goto(job);
  // After each save the panel is back on its list, ready for the next item.
  await openAddNew(page);
  const addLetters = async (quantity: string) => {
    await pickSign(page, 'Channel Letters');
    const c = config(page);
    await c.getByLabel('Quantity').fill(quantity);
    await c.getByLabel('Size', { exact: true }).selectOption('24"');
    await c.getByLabel('Color').selectOption('White');
    await c.getByLabel('Fab Type').selectOption('Front-Lit');
    await c.getByLabel('Raceway').selectOption('Raceway-Mounted');
    await c.getByLabel('Lift Equipment').selectOption('Ladder');
    await c.getByLabel('Backer Size').selectOption('None');
    await calculate(page, javaScriptEnabled);
    await config(page).getByRole('button', { name: 'Add Sign' }).click();
    await expect(toast(page)).toContainText('Channel Letters added to job');
  };
  await addLetters('3');
  await pickService(page, 'Permits & Procurement');
  await config(page).getByRole('button', { name: 'Add Service' }).click();
  // Back on the list once it is added (the toast may still show the previous add's words).
  await expect(config(page)).toHaveCount(0);
  // Removal counts the old signs coming down: it is never flagged when the job's signs change.
  await pickService(page, 'Removal');
  await config(page).getByRole('button', { name: 'Add Service' }).click();
  await expect(config(page)).toHaveCount(0);
  await addLetters('1');
  await page.goto(job);
  await expect(rows(page)).toHaveCount(4);
  await expect(row(page, 'Removal').getByTestId('sign-counts-changed')).toHaveCount(0);
  const permits = row(page, 'Permits & Procurement');
  // 3 wall signs x $970 = $2,910.
  await expect(permits).toContainText('$2,910.00');
  await expect(permits.getByTestId('sign-counts-changed')).toHaveText(/The job's sign counts changed since this was priced \(Wall Signs: priced for 3, now 4\)\.\s*Re-price/);

  // The Edit panel says it too; Re-price shows the new price first, and Cancel saves nothing.
  await permits.getByRole('link', { name: /^Actions for / }).click();
  await permits.getByTestId('row-menu').getByRole('link', { name: 'Edit', exact: true }).click();
  const note = sheet(page).getByTestId('panel-sign-counts-changed');
  await expect(note).toContainText("The job's sign counts changed since this was priced: Wall Signs: priced for 3, now 4.");
  await note.getByRole('link', { name: "Re-price with the job's sign counts" }).click();
  const confirm = page.getByRole('dialog', { name: 'Re-price Permits & Procurement?' });
  // 4 x $970 = $3,880.
  await expect(confirm.getByTestId('reprice-amounts')).toContainText('Price$2,910.00->$3,880.00');
  await confirm.getByRole('link', { name: 'Cancel' }).click();
  await expect(sheet(page).getByTestId('panel-sign-counts-changed')).toBeVisible();
  await sheet(page).getByTestId('panel-sign-counts-changed').getByRole('link', { name: "Re-price with the job's sign counts" }).click();
  await page.getByRole('dialog', { name: 'Re-price Permits & Procurement?' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page)).toContainText("Permits & Procurement re-priced with the job's sign counts");
  await expect(sheet(page).getByTestId('panel-sign-counts-changed')).toHaveCount(0);
  await expect(config(page).getByTestId('price-lineItemPrice')).toHaveText('$3,880.00');

  // Signs removed: the line says so again; Re-price from the line itself.
  await page.goto(job);
  await row(page, /Channel Letters/).first().getByRole('link', { name: /^Actions for / }).click();
  await row(page, /Channel Letters/).first().getByTestId('row-menu').getByRole('button', { name: 'Delete', exact: true }).click();
  if (!javaScriptEnabled) await page.getByRole('dialog', { name: /^Delete / }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page)).toContainText('Item deleted successfully');
  await expect(rows(page)).toHaveCount(3);
  await expect(row(page, 'Permits & Procurement').getByTestId('sign-counts-changed')).toContainText('Wall Signs: priced for 4, now 1');
  await expect(row(page, 'Removal').getByTestId('sign-counts-changed')).toHaveCount(0);
  await row(page, 'Permits & Procurement').getByRole('link', { name: /^Re-price Permits & Procurement/ }).click();
  const again = page.getByRole('dialog', { name: 'Re-price Permits & Procurement?' });
  // 1 x $970 = $970, not over $1,970: the flat $495.
  await expect(again.getByTestId('reprice-amounts')).toContainText('Price$3,880.00->$495.00');
  await again.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page)).toContainText("Permits & Procurement re-priced with the job's sign counts");
  await expect(row(page, 'Permits & Procurement').getByTestId('sign-counts-changed')).toHaveCount(0);
  await expect(row(page, 'Permits & Procurement')).toContainText('$495.00');
});
