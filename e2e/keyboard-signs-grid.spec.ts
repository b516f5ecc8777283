/**
 * The Signs grid of /data?tab=signs from the keyboard alone: Tab to a
 * sign, open it, reach its price cells, move with the arrows, Enter edits, a typed value and Enter saves it (still there after a
 * reload), Escape cancels an edit, '-5' is refused with its message and the
 * old value kept, Shift+Down then Enter fills the column (the drag
 * handle's job), and Tab leaves the cells. Focus moves only by Tab and the
 * arrows; each step checks document.activeElement.
 *
 * Its own server: it changes catalogue prices other specs in the worker price with.
 */
import { expect, signIn, startApp, test, type App } from './support/fixtures';
import { expectFocus, expectVisibleFocus, focused, tabTo } from './support/keyboard';

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the grid is JavaScript only; without it the sizes are inputs of one form with a Save button');

let app: App;
test.beforeAll(async () => {
  app = await startApp();
});
test.afterAll(async () => {
  await app?.stop();
});

test('edit a price in the Signs grid with the keyboard', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signIn(context, 'admin@signboard.local', app);
  await page.goto(`${app.baseURL}/data?tab=signs`);
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith('__reactFiber$')));
  const grid = page.getByRole('grid', { name: 'Signs and sizes' });

  // Reach the first sign's open button and open it in place.
  const opener = await tabTo(page, /^Open .* sizes$/);
  const signName = /^Open (.*) sizes$/.exec(opener.name)![1]!;
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expectFocus(page, `Close ${signName} sizes`);
  await expect(page).toHaveURL(/open=\d+/);

  // Tab into the price cells: one stop, the first size's Sign Price.
  const first = await tabTo(page, /^Sign Price for /, { max: 5 });
  const sizeName = first.name.replace('Sign Price for ', '');
  expect(first.role).toBe('gridcell');
  await expectVisibleFocus(page);
  await page.keyboard.press('ArrowRight');
  await expectFocus(page, `Install Price for ${sizeName}`);
  await page.keyboard.press('ArrowRight');
  await expectFocus(page, `Sign Budget for ${sizeName}`);
  await page.keyboard.press('ArrowLeft');
  await expectFocus(page, `Install Price for ${sizeName}`);
  await page.keyboard.press('ArrowDown');
  const below = await focused(page);
  expect(below.name).toMatch(/^Install Price for /);
  expect(below.name).not.toBe(`Install Price for ${sizeName}`);
  await page.keyboard.press('ArrowUp');
  await expectFocus(page, `Install Price for ${sizeName}`);
  await page.keyboard.press('ArrowLeft');
  await expectFocus(page, `Sign Price for ${sizeName}`);
  await expectVisibleFocus(page);

  const cell = grid.getByRole('gridcell', { name: `Sign Price for ${sizeName}` }).first();
  const oldText = (await cell.textContent())!;

  // Enter edits: focus in the cell's input, holding the amount.
  await page.keyboard.press('Enter');
  await expectFocus(page, `Sign Price for ${sizeName}`, { tag: 'input' });
  await expectVisibleFocus(page);
  // Escape cancels: the typed text is dropped, focus back on the cell.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('777');
  await page.keyboard.press('Escape');
  await expectFocus(page, `Sign Price for ${sizeName}`, { tag: 'td' });
  await expect(cell).toHaveText(oldText);

  // '-5' is refused with the message; the old value stays.
  await page.keyboard.press('Enter');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('-5');
  await page.keyboard.press('Enter');
  await expect(cell.getByRole('alert')).toHaveText('A price cannot be negative');
  await expect(cell).toContainText(oldText);
  await expectFocus(page, `Sign Price for ${sizeName}`, { tag: 'td' });

  // A new value: Enter saves it (PATCH), the cell shows it, focus stays on the cell.
  await page.keyboard.press('Enter');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('1999.50');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('grid-toast')).toContainText(`Saved Sign Price of ${sizeName}: $1,999.50`);
  await expect(cell).toHaveText('$1,999.50');
  await expect(cell.getByRole('alert')).toHaveCount(0);
  await expectFocus(page, `Sign Price for ${sizeName}`, { tag: 'td' });

  // Fill from the keyboard (the drag handle's job): Shift+Down stretches the range one size, Enter fills it.
  await page.keyboard.press('Shift+ArrowDown');
  await expect(page.getByText('Fill Sign Price into 1 size: Enter fills, Escape cancels')).toBeAttached();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('grid-toast')).toContainText('Filled Sign Price of 1 size with $1,999.50');
  const nextSize = below.name.replace('Install Price for ', '');
  await expect(grid.getByRole('gridcell', { name: `Sign Price for ${nextSize}` }).first()).toHaveText('$1,999.50');
  await expectFocus(page, `Sign Price for ${sizeName}`, { tag: 'td' });

  // Tab leaves the cells (they are one stop); Shift+Tab comes back to the same cell.
  await page.keyboard.press('Tab');
  const after = await focused(page);
  expect(after.role).not.toBe('gridcell');
  expect(after.onBody).toBe(false);
  await page.keyboard.press('Shift+Tab');
  await expectFocus(page, `Sign Price for ${sizeName}`, { tag: 'td' });

  // Saved for real: a reload (the sign stays open) shows it.
  await page.reload();
  await expect(grid.getByRole('gridcell', { name: `Sign Price for ${sizeName}` }).first()).toHaveText('$1,999.50');
  await expect(grid.getByRole('gridcell', { name: `Sign Price for ${nextSize}` }).first()).toHaveText('$1,999.50');
});

test('admin dialogs open and close from the keyboard; focus returns to the link that opened them', async ({ page, context }) => {
  await signIn(context, 'admin@signboard.local', app);
  await page.goto(`${app.baseURL}/data?tab=signs`);
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith('__reactFiber$')));
  const edit = await tabTo(page, /^Edit /);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByLabel('Description Template')).toBeVisible();
  await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
  await expectVisibleFocus(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectFocus(page, edit.name);

  await page.goto(`${app.baseURL}/users`);
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith('__reactFiber$')));
  await tabTo(page, 'Invite User');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByLabel('Full Name')).toBeVisible();
  await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectFocus(page, 'Invite User');
});
