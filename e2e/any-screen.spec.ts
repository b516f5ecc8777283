/**
 * The main tasks on a 390 px phone and at the 1512 px desktop width, with
 * JavaScript on and off: sign in, find a job, open the menu,
 * create a job through the wizard (closing asks first, a reload keeps the
 * draft, each step opens with focus in its first field), edit its job info
 * and switch versions.
 */
import type { Page } from '@playwright/test';
import { linkAndCode } from './support/auth-mail';
import { expect, outbox, test } from './support/fixtures';

const unique = () => `${test.info().project.name}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;
const step1 = (page: Page) => page.getByRole('dialog', { name: 'Job Info' });
const step2 = (page: Page) => page.getByRole('dialog', { name: 'Client Info' });
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el && 'labels' in el ? ((el as HTMLInputElement).labels?.[0]?.textContent ?? null) : null;
  });

/** Waits until React has taken over the page (JavaScript on), so clicks reach its handlers. */
async function hydrated(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith('__reactFiber$')));
}

/** Nothing on the page is wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const extra = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(extra, 'the document scrolls sideways').toBeLessThanOrEqual(0);
}

for (const width of [390, 1512]) {
  const phone = width < 1024;
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: phone ? 844 : 982 } });

    test('sign in, find a job, the menu', async ({ page, app, javaScriptEnabled }) => {
      await page.goto('/login');
      // The e-mail field has focus when the page opens.
      await expect(page.getByLabel('Email')).toBeFocused();
      await page.getByLabel('Email').fill('pm@signboard.local');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: 'We sent your link!' })).toBeVisible();
      await expect.poll(() => outbox(app.dbPath, 'pm@signboard.local')?.text).toBeTruthy();
      const { link } = linkAndCode(outbox(app.dbPath, 'pm@signboard.local')!.text);
      await page.goto(link);
      await expect(page.getByRole('heading', { name: 'Jobs' })).toBeVisible();
      // The used link opened again while signed in: said at once, on the page they land on.
      await page.goto(link);
      await expect(page.getByTestId('toast')).toContainText('That sign-in link or code has already been used.');
      await expect(page.getByRole('heading', { name: 'Jobs' })).toBeVisible();
      await hydrated(page, javaScriptEnabled);
      await expectNoSidewaysScroll(page);

      // 'Skip to content' is the first Tab stop and leads past the navigation.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();

      // A job shows its name, client, number and date, all on screen.
      const job = page.getByRole('link', { name: "Dave's Hot Chicken Richardson" });
      const row = page.getByRole('row').filter({ has: job });
      // Jobs other specs of this worker created may sit above it: bring the whole card on screen first.
      await row.scrollIntoViewIfNeeded();
      await expect(job).toBeInViewport();
      for (const text of ['Hot Bird Hospitality LLC', '2025-014']) await expect(row.getByText(text, { exact: true })).toBeInViewport();
      await expect(row.locator('time')).toBeInViewport();

      // The navigation: beside the page on a desktop, behind the menu button on a phone.
      const nav = page.getByRole('navigation', { name: 'Main' });
      if (phone) {
        await expect(nav.getByRole('link', { name: 'Skechers' })).toBeHidden();
        const menu = page.getByRole(javaScriptEnabled ? 'button' : 'link', { name: 'Menu' });
        await menu.click();
        await expect(nav.getByRole('link', { name: 'Skechers' })).toBeVisible();
        if (javaScriptEnabled) {
          // A modal drawer: focus moves in, Escape closes it and focus returns to the button.
          await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Close menu' })).toBeFocused();
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
          await expect(menu).toBeFocused();
          await menu.click();
        }
        await nav.getByRole('link', { name: 'Skechers' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Skechers' })).toBeVisible();
        await expect(nav.getByRole('link', { name: 'Skechers' })).toBeHidden();
      } else {
        await expect(nav.getByRole('link', { name: 'Skechers' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
        const box = await page.locator('aside#sidebar').boundingBox();
        expect(box?.width).toBe(260);
        // A sidebar link is a plain link: with JavaScript it navigates in the page (the document stays), and the
        // page it leads to is the current item.
        await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
        await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
        await nav.getByRole('link', { name: 'Skechers' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Skechers' })).toBeVisible();
        await expect(nav.getByRole('link', { name: 'Skechers' })).toHaveAttribute('aria-current', 'page');
        await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
        expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true)).toBe(javaScriptEnabled);
        // The current item again: the same page, no second history entry (as a browser does for a plain link).
        const entries = await page.evaluate(() => history.length);
        await nav.getByRole('link', { name: 'Skechers' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Skechers' })).toBeVisible();
        expect(await page.evaluate(() => history.length)).toBe(entries);
      }

      // Signing out later does not bring the old link's message back.
      await page.goto('/home');
      await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText('You have been signed out')).toBeVisible();
      await expect(page.getByText('already been used')).toHaveCount(0);
    });

    test('create a job through the wizard, edit its job info, switch versions', async ({ userPage: page, javaScriptEnabled }) => {
      const token = unique();
      const name = `Pocket Plaza ${token}`;
      const number = `PP-${token}`;
      await page.goto('/jobs');
      await page.getByRole('link', { name: 'New Job' }).click();
      await expect(step1(page).getByRole('button', { name: 'Next: Client Info' })).toBeVisible();
      await hydrated(page, javaScriptEnabled);
      // Typing goes straight into the first field.
      await expect(step1(page).getByLabel('Job Name')).toBeFocused();
      await page.keyboard.type(name);
      await expect(step1(page).getByLabel('Job Name')).toHaveValue(name);
      // Nothing turns red while tabbing through an empty form: validation waits for the submit.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(step1(page).getByText('Please select a brand')).toHaveCount(0);
      await step1(page).getByLabel('Job Number').fill(number);
      await step1(page).getByLabel('Brand').selectOption({ label: 'Skechers' });

      // Leaving asks first; Keep editing keeps everything.
      if (javaScriptEnabled) await page.keyboard.press('Escape');
      else await step1(page).getByRole('button', { name: 'Close' }).click();
      const ask = page.getByRole('alertdialog', { name: 'Discard this job?' });
      await expect(ask.getByRole('button', { name: 'Keep editing' })).toBeFocused();
      await ask.getByRole('button', { name: 'Keep editing' }).click();
      await expect(ask).toHaveCount(0);
      await expect(step1(page).getByLabel('Job Name')).toHaveValue(name);
      await expect(step1(page).getByLabel('Brand')).toHaveValue(/\d+/);

      if (javaScriptEnabled) {
        // The draft survives a reload and a slip of the Back button.
        await page.reload();
        await hydrated(page, javaScriptEnabled);
        await expect(step1(page).getByLabel('Job Name')).toHaveValue(name);
        await expect(step1(page).getByLabel('Job Number')).toHaveValue(number);
        await page.goBack();
        await expect(page.getByRole('heading', { name: 'Jobs' })).toBeVisible();
        await page.goForward();
        await expect(step1(page).getByLabel('Job Number')).toHaveValue(number);
      }
      const first = await step1(page).getByLabel('Job Name').boundingBox();
      expect(first!.x).toBeGreaterThanOrEqual(0);
      expect(first!.x + first!.width).toBeLessThanOrEqual(width);

      await step1(page).getByRole('button', { name: 'Next: Client Info' }).click();
      await expect(step2(page).getByText('Step 2/2')).toBeVisible();
      await expect(step2(page).getByLabel('Client Name')).toBeFocused();
      expect(await focusedLabel(page)).toBe('Client Name');
      await page.keyboard.type(`Pocket Holdings ${token}`);
      if (javaScriptEnabled) {
        // A name no client has: the list says a new client will be created.
        await expect(step2(page).getByText(`New client: Pocket Holdings ${token} will be created`)).toBeVisible();
        await page.reload();
        await hydrated(page, javaScriptEnabled);
        await expect(step2(page).getByLabel('Client Name')).toHaveValue(`Pocket Holdings ${token}`);
      }
      await step2(page).getByRole('button', { name: 'Create Job', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/job/skx/${number}$`));
      await expect(page.getByTestId('job-title')).toHaveText(`${name} (${number})`);
      await expectNoSidewaysScroll(page);

      if (javaScriptEnabled) {
        // Created: the draft is gone, the wizard starts empty.
        await page.goto('/job/new');
        await hydrated(page, javaScriptEnabled);
        await expect(step1(page).getByLabel('Job Name')).toHaveValue('');
        await page.goBack();
        await expect(page.getByTestId('job-title')).toHaveText(`${name} (${number})`);
      }

      // Edit Job Info: the dialog fits and opens with focus in its first field.
      await page.getByRole('link', { name: 'Edit Job Info' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Job Info' });
      await expect(edit.getByLabel('Job Name')).toBeFocused();
      await edit.getByLabel('Payment Terms').selectOption('Net45');
      if (javaScriptEnabled) {
        // Changed: closing asks first.
        await edit.getByRole('link', { name: 'Cancel' }).click();
        const discard = page.getByRole('alertdialog', { name: 'Discard changes?' });
        await discard.getByRole('button', { name: 'Keep editing' }).click();
        await expect(edit.getByLabel('Payment Terms')).toHaveValue('Net45');
      }
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByTestId('toast')).toContainText('Job information updated successfully');
      await expect(page.getByTestId('job-info')).toContainText('Net45');

      // Versions: a new one, then back to version 1 from the menu.
      await page.getByRole('button', { name: 'New Version', exact: true }).click();
      await expect(page.getByTestId('job-version-label')).toHaveText('Version: 2');
      await page.getByTestId('versions-menu').locator('summary').click();
      const list = page.getByRole('list', { name: 'Versions' });
      await expect(list.getByRole('link', { name: /Version 1/ })).toBeInViewport();
      await list.getByRole('link', { name: /Version 1/ }).click();
      await expect(page).toHaveURL(/version=1/);
      await expect(page.getByTestId('job-version-label')).toHaveText('Version: 1');
      await expectNoSidewaysScroll(page);
    });
  });
}

test('limits are said, not silent: a counter near 200 characters, a phone keeps digits only (said beside it) or is refused with a message', async ({ userPage: page, javaScriptEnabled }) => {
  await page.goto('/job/new');
  const dialog = step1(page);
  await expect(dialog.getByRole('button', { name: 'Next: Client Info' })).toBeVisible();
  await hydrated(page, javaScriptEnabled);
  await dialog.getByLabel('Job Name').fill('x'.repeat(195));
  if (javaScriptEnabled) await expect(dialog.getByText('195/200')).toBeVisible();
  await dialog.getByLabel('Job Name').fill(`Ext Plaza ${unique()}`);
  await dialog.getByLabel('Job Number').fill(`EX-${unique()}`);
  await dialog.getByLabel('Brand').selectOption({ label: 'Skechers' });
  await dialog.getByRole('button', { name: 'Next: Client Info' }).click();
  const client = step2(page);
  await client.getByLabel('Client Name').fill('Extension Test Co');
  if (javaScriptEnabled) {
    // Digits only, at most 10, formatted as typed: what was left out is said beside the field.
    await client.getByLabel('Contact Phone').fill('937-555-0100 ext 4');
    await expect(client.getByLabel('Contact Phone')).toHaveValue('(937) 555-0100');
    await expect(client.getByText('letters and extra digits were left out')).toBeVisible();
    return;
  }
  // Without JavaScript the server is the check: kept as typed (the field takes 14 characters) and refused with its message.
  await client.getByLabel('Contact Phone').fill('9375550100 x4');
  await expect(client.getByLabel('Contact Phone')).toHaveValue('9375550100 x4');
  await client.getByRole('button', { name: 'Create Job', exact: true }).click();
  await expect(client.getByText('Phone number cannot hold an extension')).toBeVisible();
  await expect(client.getByLabel('Contact Phone')).toHaveValue('9375550100 x4');
});
