/**
 * A dialog on the page when it loads (`?edit=job`, `?edit=client`, the new-job
 * wizard) is the same elements before and after JavaScript runs, made modal
 * once it does (form-dialog.tsx): what a person types before that stays, with
 * the focus where it was, and a click on × made while the page hydrates
 * closes it. And an edit dialog, whose code
 * loads on first use (lazy-on-use.tsx), hydrates with its code already in:
 * before, the page around it re-rendered while that code was on its way, and
 * React dropped the server's dialog, leaving nothing on screen for a while.
 */
import { expect, test } from './support/fixtures';

const DIALOGS = [
  { path: '/job/dhc/2025-014?edit=job', dialog: 'Edit Job Info', field: 'Job Name' },
  { path: '/job/dhc/2025-014?edit=client', dialog: 'Edit Client Info', field: 'Contact Name' },
  { path: '/job/new', dialog: 'Job Info', field: 'Job Name' },
];

type Watch = { framesWithout: number; frames: number };

for (const { path, dialog, field } of DIALOGS) {
  test(`${path}: typing before the page's JavaScript runs is kept, and the dialog never leaves the screen`, async ({ userPage: page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'Hydration needs JavaScript; without it the server dialog is the dialog (e2e/edit-dialogs, e2e/job-wizard).');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'commit' });
    const input = page.getByRole('dialog', { name: dialog }).getByLabel(field, { exact: true });
    await expect(input).toBeVisible();
    await input.fill('Typed before the scripts ran');
    // Count every frame in which no field of the dialog is on screen.
    await page.evaluate(() => {
      const w = window as unknown as { watch: Watch };
      w.watch = { framesWithout: 0, frames: 0 };
      const look = () => {
        const shown = Array.from(document.querySelectorAll('[role="dialog"] input:not([type=hidden])')).some((el) => el.getBoundingClientRect().height > 0);
        w.watch.frames++;
        if (!shown) w.watch.framesWithout++;
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    release();

    // The live dialog: the page behind it made inert once JavaScript runs.
    await expect(page.locator('[inert]').first()).toBeAttached();
    await expect(input).toBeVisible();
    await expect(input).toHaveValue('Typed before the scripts ran');
    await expect(input).toBeFocused();
    const watch = await page.evaluate(() => (window as unknown as { watch: Watch }).watch);
    expect(watch.frames).toBeGreaterThan(0);
    expect(watch.framesWithout, `frames without the dialog's fields, of ${watch.frames}`).toBe(0);

    // What was typed before the page was live is work: closing asks before it is lost.
    if (path.includes('?edit=')) {
      await page.keyboard.press('Escape');
      const ask = page.getByRole('alertdialog', { name: 'Discard changes?' });
      await expect(ask.getByRole('button', { name: 'Keep editing' })).toBeFocused();
      await ask.getByRole('button', { name: 'Keep editing' }).click();
      await expect(input).toHaveValue('Typed before the scripts ran');
    }
  });
}

test('a click on × made while the page hydrates closes the dialog', async ({ userPage: page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'Without JavaScript × is a link, whenever it is clicked (e2e/job-page).');
  // A slow machine: the click lands while the page's JavaScript is still starting.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    await page.goto('/job/dhc/2025-014?edit=job');
    await page.getByRole('dialog', { name: 'Edit Job Info' }).getByRole('link', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/job\/dhc\/2025-014$/);
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
});
