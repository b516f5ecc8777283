/**
 * Edits that act on what the person saw (JavaScript on and off):
 * two admins on one option's values (the later edit is refused with 409, the
 * typing kept), and an Update of a line deleted meanwhile keeping the values
 * and offering to add them as a new line.
 */
import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import { expect, signIn, test } from './support/fixtures';
import { config, createEmptyJob, deleteRow, pickService, row, rowMenu, toast } from './support/line-items-helpers';

const CHANGED = 'This option was changed by someone else: reload to see its values';

/** An option of its own (linked to no sign, so no other test's prices move), straight in the database. */
function makeOption(dbPath: string, values: string): { id: number; read: () => string } {
  const db = new Database(dbPath);
  try {
    db.pragma('busy_timeout = 5000');
    const name = `E2E Finish ${crypto.randomBytes(3).toString('hex')}`;
    const id = Number(db.prepare("INSERT INTO sign_options (name, type, \"values\") VALUES (?, 'dropdown', ?)").run(name, values).lastInsertRowid);
    const read = () => {
      const ro = new Database(dbPath, { readonly: true });
      try {
        return (ro.prepare('SELECT "values" AS v FROM sign_options WHERE id = ?').get(id) as { v: string }).v;
      } finally {
        ro.close();
      }
    };
    return { id, read };
  } finally {
    db.close();
  }
}

test('two admins on one option: the later edit, made on a value that moved, is refused with the typing kept', async ({ adminPage: a, browser, app, javaScriptEnabled }) => {
  const option = makeOption(app.dbPath, 'Alpha, Bravo, Charlie +$10, Delta +$20');
  const otherContext = await browser.newContext({ baseURL: app.baseURL, javaScriptEnabled });
  await signIn(otherContext, 'owner@signboard.local', app);
  const b = await otherContext.newPage();

  // A opens Bravo (position 1); B opens Alpha and removes it.
  await a.goto(`/data/options/${option.id}/values/1`);
  const dialogA = a.getByRole('dialog', { name: 'Edit Option Value' });
  await expect(dialogA.getByLabel('Value Name')).toHaveValue('Bravo');
  await b.goto(`/data/options/${option.id}/values/0`);
  await expect(b.getByRole('dialog', { name: 'Edit Option Value' }).getByLabel('Value Name')).toHaveValue('Alpha');
  await b.getByRole('button', { name: 'Remove value' }).click();
  await expect(toast(b)).toContainText('Option value updated successfully');
  expect(option.read()).toBe('Bravo, Charlie +$10, Delta +$20');

  // A renames what they opened (Bravo): refused, nothing changed, A's typing still there.
  await dialogA.getByLabel('Value Name').fill('Bravo Two');
  await dialogA.getByLabel('Modifier').fill('+$5');
  await dialogA.getByRole('button', { name: 'Save' }).click();
  await expect(dialogA.getByRole('alert')).toHaveText(CHANGED);
  await expect(dialogA.getByLabel('Value Name')).toHaveValue('Bravo Two');
  await expect(dialogA.getByLabel('Modifier')).toHaveValue('+$5');
  expect(option.read()).toBe('Bravo, Charlie +$10, Delta +$20');

  // Remove value is refused too: Charlie, now at position 1, stays.
  await dialogA.getByRole('button', { name: 'Remove value' }).click();
  await expect(dialogA.getByRole('alert')).toHaveText(CHANGED);
  expect(option.read()).toBe('Bravo, Charlie +$10, Delta +$20');

  // Reload shows position 1 as it is now (Charlie); A goes to Bravo, now first, and the same edit goes through.
  await dialogA.getByRole('link', { name: 'Reload the values' }).click();
  await expect(dialogA.getByLabel('Value Name')).toHaveValue('Charlie');
  await expect(dialogA.getByRole('alert')).toHaveCount(0);
  await a.goto(`/data/options/${option.id}/values/0`);
  await expect(dialogA.getByLabel('Value Name')).toHaveValue('Bravo');
  await dialogA.getByLabel('Value Name').fill('Bravo Two');
  await dialogA.getByRole('button', { name: 'Save' }).click();
  await expect(toast(a)).toContainText('Option value updated successfully');
  expect(option.read()).toBe('Bravo Two, Charlie +$10, Delta +$20');
  await otherContext.close();
});

test('an Update of a line deleted meanwhile keeps the values and adds them as a new line', async ({ userPage: page, browser, app, javaScriptEnabled }) => {
  const jobPath = createEmptyJob(app.dbPath, 'cjr', 'Line Deleted Meanwhile');
  await page.goto(`${jobPath}/items/new?list=services`);
  await pickService(page, 'Permits & Procurement');
  await config(page).getByRole('button', { name: 'Add Service' }).click();
  await expect(toast(page)).toContainText('Permits & Procurement added to job');

  const otherContext = await browser.newContext({ baseURL: app.baseURL, javaScriptEnabled });
  await signIn(otherContext, 'pm@signboard.local', app);
  const other = await otherContext.newPage();
  await page.goto(jobPath);
  await rowMenu(page, 'Permits', 'Edit');
  await expect(config(page).getByLabel('Quantity')).toHaveValue('1');

  await other.goto(jobPath);
  await deleteRow(other, 'Permits', javaScriptEnabled);
  await expect(toast(other)).toContainText('Item deleted successfully');

  await config(page).getByLabel('Quantity').fill('4');
  if (javaScriptEnabled) {
    await config(page).getByRole('button', { name: 'Update Service' }).click();
    await expect(toast(page)).toContainText('Failed to update item');
  } else {
    // Without JavaScript the first post is Calculate (Update waits for it); it already finds the line gone.
    await config(page).getByRole('button', { name: 'Calculate' }).click();
    await expect(config(page).getByRole('alert')).toHaveText('Failed to update item');
  }
  await expect(page.getByTestId('line-gone')).toContainText('was deleted meanwhile');
  await expect(page.getByRole('heading', { name: /Line Deleted Meanwhile/ }).first()).toBeVisible();
  await expect(config(page).getByLabel('Quantity')).toHaveValue('4');
  // The job page behind the panel is the job as it is now: the deleted line is no longer listed.
  await expect(row(page, 'Permits')).toHaveCount(0);

  await config(page).getByRole('button', { name: 'Add as New Line' }).click();
  await expect(toast(page)).toContainText('Permits & Procurement added to job');
  await page.goto(jobPath);
  await expect(row(page, 'Permits')).toHaveCount(1);
  await expect(row(page, 'Permits').locator('td').first()).toHaveText('4');
  await otherContext.close();
});
