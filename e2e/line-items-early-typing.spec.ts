/**
 * What a person types into the item panel before its JavaScript has run (a
 * slow phone; a busy test machine, where it made e2e/amount-limits and
 * e2e/line-items-conflict flaky) is what the panel prices and saves. The
 * page's scripts are held back while the person chooses and types, then let
 * through: the live price, the enabled save button and the saved line follow
 * what the form shows. Without JavaScript the same steps go through Calculate.
 */
import Database from 'better-sqlite3';
import { expect, test } from './support/fixtures';
import { config, createEmptyJob, toast } from './support/line-items-helpers';

function pylonId(dbPath: string): number {
  const db = new Database(dbPath, { readonly: true });
  try {
    return (db.prepare("SELECT s.id FROM signs s JOIN brands b ON b.id = s.brand_id WHERE b.slug = 'cjr' AND s.name = 'Pylon Sign'").get() as { id: number }).id;
  } finally {
    db.close();
  }
}

function savedLines(dbPath: string, jobPath: string): { quantity: number; price: number }[] {
  const db = new Database(dbPath, { readonly: true });
  try {
    return db
      .prepare('SELECT li.quantity, li.line_item_price AS price FROM line_items li JOIN job_versions v ON v.id = li.job_version_id JOIN jobs j ON j.id = v.job_id WHERE j.job_number = ?')
      .all(jobPath.split('/').pop()) as { quantity: number; price: number }[];
  } finally {
    db.close();
  }
}

test('choices and typing made before the panel hydrates are priced and saved', async ({ userPage: page, app, javaScriptEnabled }) => {
  const jobPath = createEmptyJob(app.dbPath, 'cjr', 'Early typing');
  // Hold the app's scripts until the person has chosen and typed.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${jobPath}/items/new?sign=${pylonId(app.dbPath)}`, { waitUntil: 'commit' });
  const c = config(page);
  await expect(c.getByRole('heading', { name: 'Pylon Sign' })).toBeVisible();
  for (const [name, value] of Object.entries({ Color: 'White', 'Fab Material': 'Aluminum', 'Lift Equipment': 'Ladder' })) await c.getByLabel(name, { exact: true }).selectOption(value);
  await c.getByLabel('Quantity').fill('2');
  await c.getByLabel('Height (ft)').fill('10');
  await c.getByLabel('Width (ft)').fill('15');
  release();

  if (javaScriptEnabled) {
    // Hydrated: the no-JavaScript Calculate button is gone, and the live price is the one of the typed size.
    await expect(c.getByRole('button', { name: 'Calculate' })).toHaveCount(0);
  } else {
    await c.getByRole('button', { name: 'Calculate' }).click();
  }
  await expect(c.getByLabel('Quantity')).toHaveValue('2');
  await expect(c.getByTestId('price-lineItemPrice')).toHaveText('$97,500.00'); // 10 x 15 ft = 150 SF x $650
  await expect(c.getByRole('button', { name: 'Add Sign' })).toBeEnabled();
  await c.getByRole('button', { name: 'Add Sign' }).click();
  await expect(toast(page)).toContainText('Pylon Sign added to job');
  expect(savedLines(app.dbPath, jobPath)).toEqual([{ quantity: 2, price: 9_750_000 }]);
});
