/**
 * Hostile strings through the real forms, with JavaScript
 * on and off: markup, SQL fragments, emoji, combining marks and a
 * right-to-left override typed into the new-job wizard, a line item's custom
 * description and the admin forms come back as literal text in the toast,
 * the job page, the jobs list and the admin tabs; no element is created from
 * them and no dialog fires; an override stays inside the name it was typed
 * in; a 200-character word does not make a phone scroll sideways.
 */
import type { Page } from '@playwright/test';
import { expect, signIn, startApp, test, type App } from './support/fixtures';
import { config, createEmptyJob, openAddNew, pickService, row, toast } from './support/line-items-helpers';
import { isolateText } from '../app/domain/user-text';

const unique = () => `${test.info().project.name}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;

const MARKUP = {
  img: '<img src=x onerror=alert(1)>',
  script: '<script>alert(1)</script>',
  svg: '"><svg onload=alert(1)>',
  drop: "'; DROP TABLE jobs; --",
  or: "' OR 1=1 --",
};
const EMOJI = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466} \u{1F1FA}\u{1F1F8}';
const COMBINING = 'Cafe\u0301 Z\u0351a\u0352';
const RLO = '\u202egnp.exe';

/** Fails the test on any dialog (an alert(1) that ran) and records requests to the injected src=x. */
function watch(page: Page) {
  const dialogs: string[] = [];
  const injected: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  page.on('request', (r) => {
    if (/\/x$/.test(new URL(r.url()).pathname)) injected.push(r.url());
  });
  return { dialogs, injected };
}

/** No element was made from the strings. */
async function expectNoInjectedElements(page: Page) {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('[onerror], [onload]')).toHaveCount(0);
  await expect(page.locator('svg[onload]')).toHaveCount(0);
  // Only the app's own scripts (React Router's, with src or its nonce'd inline ones), none with alert(1).
  expect(await page.locator('script').evaluateAll((all) => all.filter((s) => s.textContent?.includes('alert(1)') && !s.textContent.includes('\\u003c')).length)).toBe(0);
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - document.documentElement.clientWidth);

test('a job and client named with hostile strings are stored and shown as text everywhere', async ({ userPage: page, javaScriptEnabled }) => {
  const seen = watch(page);
  const token = unique();
  const jobName = `${MARKUP.img}${MARKUP.script} ${EMOJI} ${RLO} ${token}`;
  const clientName = `${MARKUP.svg} ${MARKUP.drop} ${COMBINING} ${token}`;
  const number = `HX-${token}`;

  await page.goto('/job/new');
  const step1 = page.getByRole('dialog', { name: 'Job Info' });
  await step1.getByLabel('Job Name').fill(jobName);
  await step1.getByLabel('Job Number').fill(number);
  await step1.getByLabel('Brand').selectOption({ label: "Carl's Jr" });
  await step1.getByLabel('Project Manager').selectOption({ label: 'Priya Nair (Project Manager)' });
  await step1.getByLabel('Location').fill(`${MARKUP.or} 12 Harbor Rd`);
  await step1.getByRole('button', { name: 'Next: Client Info' }).click();

  const step2 = page.getByRole('dialog', { name: 'Client Info' });
  await step2.getByLabel('Client Name').fill(clientName);
  if (javaScriptEnabled) await step2.getByLabel('Client Name').press('Escape'); // close the search list
  await step2.getByLabel('Client Address').fill(`${MARKUP.img} 1 Pier Way`);
  await step2.getByLabel('Contact Name').fill(`${MARKUP.script} ${EMOJI}`);
  await step2.getByLabel('Contact Title').fill(`${MARKUP.drop}`);
  await step2.getByRole('button', { name: 'Create Job', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/job/cjr/${number}$`));
  // The toast, the header and the client card hold the literal strings.
  // The name is isolated in the toast's text (FSI ... PDI), so 'created successfully' stays in place.
  await expect(toast(page)).toContainText(`Job "${isolateText(jobName)}" created successfully`);
  await expect(page.getByTestId('job-title')).toHaveText(`${jobName} (${number})`);
  await expect(page.getByTestId('client-info')).toContainText(clientName);
  await expect(page.getByTestId('client-info')).toContainText(`${MARKUP.script} ${EMOJI}`);
  await expectNoInjectedElements(page);

  // The override reverses only the name: the job number after it reads left to right, where it belongs.
  const title = page.getByTestId('job-title');
  const isolated = await title.evaluate((el) => {
    const bdi = el.querySelector('bdi');
    return bdi !== null && bdi.textContent === el.textContent!.slice(0, bdi.textContent!.length);
  });
  expect(isolated).toBe(true);
  await page.screenshot({ path: test.info().outputPath('job.png') });

  await page.goto('/');
  await expect(page.getByRole('link', { name: jobName }).first()).toBeVisible();
  await expect(page.getByText(clientName).first()).toBeVisible();
  await expectNoInjectedElements(page);
  await page.screenshot({ path: test.info().outputPath('jobs-list.png') });

  expect(seen.dialogs).toEqual([]);
  expect(seen.injected).toEqual([]);
});

test('10,000-character names and descriptions are cut to their limits by the forms; the long words do not widen a phone screen', async ({ userPage: page, app, javaScriptEnabled }) => {
  const token = unique();
  const word = `W${'x'.repeat(9_999)}`;
  const number = `HL-${token}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/job/new');
  const step1 = page.getByRole('dialog', { name: 'Job Info' });
  await step1.getByLabel('Job Name').fill(word);
  // The browser keeps the field's maxlength; the server refuses more (tests/hostile-input.test.ts).
  await expect(step1.getByLabel('Job Name')).toHaveValue(word.slice(0, 200));
  await step1.getByLabel('Job Number').fill(number);
  await step1.getByLabel('Brand').selectOption({ label: "Carl's Jr" });
  await step1.getByRole('button', { name: 'Next: Client Info' }).click();
  const step2 = page.getByRole('dialog', { name: 'Client Info' });
  await step2.getByLabel('Client Name').fill(`C${'y'.repeat(9_999)}`);
  await expect(step2.getByLabel('Client Name')).toHaveValue(`C${'y'.repeat(199)}`);
  await step2.getByRole('button', { name: 'Create Job', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/job/cjr/${number}$`));
  await expect(page.getByTestId('job-title')).toContainText(word.slice(0, 200));
  expect(await sidewaysScroll(page)).toBe(0);
  await page.screenshot({ path: test.info().outputPath('job-390.png') });

  for (const path of ['/', '/jobs']) {
    await page.goto(path);
    await expect(page.getByRole('link').filter({ hasText: word.slice(0, 200) }).first()).toBeVisible();
    expect(await sidewaysScroll(page), path).toBe(0);
  }
  await page.screenshot({ path: test.info().outputPath('jobs-390.png') });

  // A line whose custom description is one 150-character word.
  const jobPath = createEmptyJob(app.dbPath, 'cjr', `Long line ${token}`);
  await page.goto(jobPath);
  await openAddNew(page);
  await pickService(page, 'Travel');
  await config(page).getByRole('textbox', { name: 'Description' }).fill('D'.repeat(10_000));
  await expect(config(page).getByRole('textbox', { name: 'Description' })).toHaveValue('D'.repeat(150));
  if (!javaScriptEnabled) await config(page).getByRole('button', { name: 'Calculate' }).click();
  await config(page).getByRole('button', { name: 'Add Service' }).click();
  await expect(toast(page)).toContainText('Travel added to job');
  await page.goto(jobPath);
  await expect(row(page, 'D'.repeat(150))).toHaveCount(1);
  expect(await sidewaysScroll(page)).toBe(0);
  await page.screenshot({ path: test.info().outputPath('line-390.png'), fullPage: true });
});

test('a custom line description with markup and emoji is shown as text in the table', async ({ userPage: page, app, javaScriptEnabled }) => {
  const seen = watch(page);
  const jobPath = createEmptyJob(app.dbPath, 'cjr', `Hostile lines ${unique()}`);
  const description = `${MARKUP.img} ${MARKUP.drop} ${EMOJI}`;
  await page.goto(jobPath);
  await openAddNew(page);
  await pickService(page, 'Travel');
  await config(page).getByRole('textbox', { name: 'Description' }).fill(description);
  if (!javaScriptEnabled) await config(page).getByRole('button', { name: 'Calculate' }).click();
  await config(page).getByRole('button', { name: 'Add Service' }).click();
  await expect(toast(page)).toContainText('Travel added to job');
  await expect(row(page, description)).toHaveCount(1);
  await expectNoInjectedElements(page);
  expect(seen.dialogs).toEqual([]);
  expect(seen.injected).toEqual([]);
});

test.describe('admin forms', () => {
  // Adds a brand and a person: its own server, so other files' brand and user lists stay as seeded.
  let own: App;
  test.beforeAll(async () => {
    own = await startApp();
  });
  test.afterAll(async () => {
    await own?.stop();
  });

  test('a brand and an invited person named with hostile strings show as text in the tabs and toasts', async ({ page }) => {
    const seen = watch(page);
    await signIn(page.context(), 'admin@signboard.local', own);
    const token = unique();
    // The limit (80) filled, with one long word in it.
    const brandName = `${MARKUP.img} ${EMOJI} ${token} ${'B'.repeat(80)}`.slice(0, 80);
    await page.goto(`${own.baseURL}/data`);
    await page.getByRole('link', { name: 'Add Brand' }).click();
    const brandDialog = page.getByRole('dialog', { name: 'Add Brand' });
    await brandDialog.getByLabel('Name', { exact: true }).fill(brandName);
    await brandDialog.getByLabel('Slug').fill(`hx-${token.toLowerCase()}`);
    await brandDialog.getByLabel('Proposal Prefix').fill('HX');
    await brandDialog.getByRole('button', { name: 'Add Brand' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(toast(page)).toContainText(`${brandName} added`);
    await expect(page.getByRole('table', { name: 'Brands' }).getByRole('cell', { name: brandName }).first()).toBeVisible();
    await expectNoInjectedElements(page);

    const person = `${MARKUP.script} ${MARKUP.svg} ${COMBINING} ${'P'.repeat(50)}`;
    const email = `hx-${token.toLowerCase()}@example.com`;
    await page.goto(`${own.baseURL}/users`);
    await page.getByRole('link', { name: 'Invite User' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite User' });
    await invite.getByLabel('Full Name').fill(person);
    await invite.getByLabel('E-mail').fill(email);
    await invite.getByLabel('Job Title').fill(`${MARKUP.drop} ${RLO}`);
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(toast(page)).toContainText(`Invitation sent to ${email}`);
    const users = page.getByRole('table', { name: 'Users' });
    await expect(users.getByText(person, { exact: true }).first()).toBeVisible();
    await expect(users.getByText(`${MARKUP.drop} ${RLO}`, { exact: true })).toBeVisible();
    await expectNoInjectedElements(page);

    // The long words do not widen a phone screen.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/data', '/users']) {
      await page.goto(`${own.baseURL}${path}`);
      expect(await sidewaysScroll(page), path).toBe(0);
    }
    await page.screenshot({ path: test.info().outputPath('users-390.png'), fullPage: true });

    expect(seen.dialogs).toEqual([]);
    expect(seen.injected).toEqual([]);
  });
});
