/**
 * Dated price changes as an Admin, with JavaScript on and off: a +6% on Wendy's sign prices from next week is
 * saved, then its new prices and day are edited on its page and it is cancelled; a catalogue file's preview asks
 * from which day its prices take effect (today by default) and says what applies at once.
 */
import type { Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import Database from 'better-sqlite3';
import { expect, signIn, startApp, test, type App } from './support/fixtures';
import { addLineByApi, WENDY_OPTIONS } from './support/catalogue-files';
import { createJobWithLines } from './support/reuse-helpers';

// These tests change the catalogue, which other files' tests price against: they get their own server and database.
let own: App;
test.beforeAll(async () => {
  own = await startApp();
});
test.afterAll(async () => {
  await own?.stop();
});

test.slow(); // two servers of its own start on a shared, busy machine

const at = (path: string) => `${own.baseURL}${path}`;
const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

/** The screen at a desktop and a phone width, for looking at (not compared). */
async function pictures(page: Page, name: string) {
  for (const width of [1512, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/cat-dates-${name}-${test.info().project.name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Previews and saves +6% on Wendy's sign prices, to the cent, taking effect a week from today. */
async function scheduleSixPercent(page: Page) {
  await page.goto(at('/data/price-changes'));
  const form = page.getByRole('form', { name: 'Bulk price change' });
  await form.getByLabel('Brand').selectOption({ label: "Wendy's" });
  await form.getByRole('checkbox', { name: 'Sign Price' }).check();
  await form.getByLabel('How much').fill('6');
  await form.getByRole('button', { name: 'Preview the change' }).click();
  await expect(page.getByRole('status')).toContainText('bulk change: +6%, to the cent');
  await page.getByLabel('Takes effect from').fill(day(7));
  await page.getByRole('button', { name: 'Save price change' }).click();
  await expect(page.getByText(/prices will change on/)).toBeVisible();
}

test('a scheduled +6% on Wendy’s sign prices is edited (new price, new day) and then cancelled', async ({ page }) => {
  await signIn(page.context(), 'admin@signboard.local', own);
  await scheduleSixPercent(page);

  await page.getByRole('listitem', { name: /Price change \d+/ }).first().getByRole('link', { name: 'See its prices' }).click();
  const edit = page.getByRole('form', { name: 'Edit this scheduled change' });
  await expect(edit).toBeVisible();
  await pictures(page, 'scheduled-change');
  const first = edit.getByRole('textbox', { name: /^New Sign Price of / }).first();
  await first.fill('1,234.50');
  await edit.getByLabel('Takes effect from').fill(day(8));
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/Saved: takes effect on/)).toBeVisible();
  const history = page.locator('section', { has: page.getByRole('heading', { name: 'History of this change' }) });
  await expect(history).toContainText('-> $1,234.50');
  await expect(history).toContainText(/moved by .*: From .* to /);
  await expect(edit.getByRole('textbox', { name: /^New Sign Price of / }).first()).toHaveValue('1234.50');

  await page.getByRole('button', { name: 'Cancel this change' }).click();
  await expect(page.getByText('Price change cancelled: the catalogue keeps its prices')).toBeVisible();
  await expect(page.getByText(/^Cancelled · from/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
});

test('a catalogue file’s preview asks from which day its prices take effect, today by default', async ({ page }) => {
  await signIn(page.context(), 'admin@signboard.local', own);
  await page.goto(at('/data?tab=signs'));
  const csv = 'ID,Brand,Sign,Size,Sign Price,Install Price,Sign Budget,Install Budget,Raceway\n,Wendy\'s,Wendy Portrait Logo Cabinet,99" x 99",100,0,0,0,0\n';
  await page.getByLabel('Import a file (.xlsx, .csv or .zip)').setInputFiles({ name: 'Sizes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Upload and preview' }).click();
  await expect(page.getByRole('heading', { name: /Import preview/ })).toBeVisible();
  const when = page.getByLabel('Prices take effect from');
  await expect(when).toHaveValue(day(0));
  await expect(page.getByText(/Rows added or removed, and every other field .* apply at once/)).toBeVisible();
  await pictures(page, 'import-preview');
});

test('a +6% from next week leaves today’s new lines at today’s price; on its day new lines take it and a sent version keeps its lines', async ({ page }) => {
  const SIGN = 'Wendy Portrait Logo Cabinet'; // a sign only Wendy's has
  const db = new Database(own.dbPath, { readonly: true });
  const { size, price } = db
    .prepare("SELECT z.size_name AS size, z.sign_price AS price FROM sign_sizes z JOIN signs s ON s.id = z.sign_id WHERE s.name = ? ORDER BY z.id LIMIT 1")
    .get(SIGN) as { size: string; price: number };
  db.close();
  const draft = createJobWithLines(own.dbPath, 'wen', 'Dated Draft', [{ sign: SIGN, size, options: WENDY_OPTIONS, pricingMode: 'Calculated', money: [90_000, 0, 0, 0] }]);
  // A version the client was shown: its lines must never move, before or after the day.
  const sent = createJobWithLines(own.dbPath, 'wen', 'Dated Sent', [{ sign: SIGN, size, options: WENDY_OPTIONS, pricingMode: 'Calculated', money: [90_000, 0, 0, 0] }]);
  const write = new Database(own.dbPath);
  write.prepare("UPDATE job_versions SET state = 'Sent', valid_until = ? WHERE job_id = (SELECT id FROM jobs WHERE job_number = ?)").run(day(60), sent.jobNumber);
  write.close();
  const sentLines = async (baseURL: string) =>
    ((await (await page.request.get(`${baseURL}/api/job-line-items/by-job/wen/${sent.jobNumber}`)).json()) as { items: { lineItemPrice: number }[] }).items.map((l) => l.lineItemPrice);

  await signIn(page.context(), 'admin@signboard.local', own);
  const before = await sentLines(own.baseURL);
  const today = await addLineByApi(page, own.baseURL, draft.jobNumber, size);
  await scheduleSixPercent(page);

  // Until the day, a line added now is priced as before the change.
  expect(await addLineByApi(page, own.baseURL, draft.jobNumber, size)).toBe(today);

  // The same database served with the clock eight days on: the change has taken effect.
  const later = await startApp({ dbPath: own.dbPath, env: { CLOCK_OFFSET: '+8d' } });
  try {
    await signIn(page.context(), 'admin@signboard.local', later);
    const raised = Math.round(price * 1.06); // +6% of the size's Sign Price in cents, to the cent
    expect(Math.round((await addLineByApi(page, later.baseURL, draft.jobNumber, size)) * 100)).toBe(Math.round(today * 100) + raised - price);
    expect(await sentLines(later.baseURL)).toEqual(before);
  } finally {
    await later.stop();
  }
});
