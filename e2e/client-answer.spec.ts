/**
 * The client's page after Accept or Decline, with JavaScript on and off: the
 * post lands on a page whose first content and document title are the
 * confirmation (not a page that looks unchanged with the answer 4,700 px
 * below), and before answering, every term the proposal prints (payment
 * terms with the deposit, valid-until, the standard conditions, the scope
 * notes and exclusions) is on the page above the box that agrees to them.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test, type App } from './support/fixtures';
import { copySeededJob, sendAndGetLink } from './support/seeded-job';

const SCOPE = 'Excludes removal of the old pylon sign.\nLandlord approval by the client.';
const PAYMENT = 'Net 30';

/** A copy of seeded job 2025-014 (its latest version's lines) under a new number, with payment terms and scope notes. */
function copyJob(app: App, name: string): { path: string; proposalNo: string } {
  return copySeededJob(app.dbPath, { prefix: 'CA', name, set: { job_terms: PAYMENT, scope_notes: SCOPE } });
}


async function clientPage(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
  return { page: await context.newPage(), close: () => context.close() };
}

/** True when `a` comes before `b` in the document. */
async function before(a: Locator, b: Locator): Promise<boolean> {
  const other = await b.elementHandle();
  return a.evaluate((el, o) => Boolean(el.compareDocumentPosition(o as Node) & Node.DOCUMENT_POSITION_FOLLOWING), other);
}

/** The confirmation is the first thing in <main>, in view at the top, and (with JavaScript) has the focus. */
async function expectConfirmationOnTop(page: Page, heading: string, javaScriptEnabled: boolean) {
  const answer = page.getByTestId('client-answer');
  await expect(answer.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page).toHaveTitle(heading);
  expect(await page.locator('main > *').first().getAttribute('data-testid')).toBe('client-answer');
  await expect(answer).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  if (javaScriptEnabled) await expect(answer).toBeFocused();
  // The forms are gone; the proposal (now under the confirmation) is still there to read.
  await expect(page.getByRole('button', { name: 'Accept proposal' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: /^Proposal DHCP-/ })).toBeVisible();
}

test('before answering, every term the proposal prints is on the page above the agreement box', async ({ app, userPage: page, browser, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const job = copyJob(app, 'Client Terms');
  const link = await sendAndGetLink(app, page, job.path, 'terms@example.com');
  const client = await clientPage(browser, javaScriptEnabled);
  try {
    await client.page.goto(link);
    await expect(client.page).toHaveTitle(`Proposal ${job.proposalNo}`);
    const terms = client.page.getByRole('region', { name: 'Terms' });
    await expect(terms).toContainText(`Payment terms: ${PAYMENT}`);
    await expect(terms).toContainText(/This proposal is valid until \w{3} \d{1,2}\w{2}, \d{4}\./);
    await expect(terms).toContainText('Permits, landlord approvals and electrical service to the sign location are by others unless listed above.');
    await expect(terms.getByRole('listitem')).toHaveCount(4);
    const scope = client.page.getByRole('region', { name: 'Scope notes and exclusions' });
    await expect(scope).toContainText('Excludes removal of the old pylon sign.');
    await expect(scope).toContainText('Landlord approval by the client.');
    const agree = client.page.getByLabel('I agree to this proposal, its prices and its terms.');
    expect(await before(terms, agree)).toBe(true);
    expect(await before(scope, agree)).toBe(true);
  } finally {
    await client.close();
  }
});

test('after Accept the page opens on the confirmation, which is also its title', async ({ app, userPage: page, browser, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const job = copyJob(app, 'Client Accepts');
  const link = await sendAndGetLink(app, page, job.path, 'accepts@example.com');
  const client = await clientPage(browser, javaScriptEnabled);
  try {
    await client.page.goto(link);
    await client.page.getByLabel('Your full name (your signature)').fill('Megan Kowalski');
    await client.page.getByLabel('Your title').fill('Facilities Manager');
    const agree = client.page.getByLabel('I agree to this proposal, its prices and its terms.');
    await agree.check();
    // The forms are far down the page: the answer is given from there.
    await client.page.getByRole('button', { name: 'Accept proposal' }).click();
    await expectConfirmationOnTop(client.page, `Proposal ${job.proposalNo} accepted`, javaScriptEnabled);
    await expect(client.page.getByTestId('client-answer')).toContainText('by Megan Kowalski, Facilities Manager. Thank you.');
  } finally {
    await client.close();
  }
});

test('after Decline the page opens on the confirmation, which is also its title', async ({ app, userPage: page, browser, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const job = copyJob(app, 'Client Declines');
  const link = await sendAndGetLink(app, page, job.path, 'declines@example.com');
  const client = await clientPage(browser, javaScriptEnabled);
  try {
    await client.page.goto(link);
    await client.page.getByLabel('Reason').selectOption('Price is too high');
    await client.page.getByRole('button', { name: 'Decline proposal' }).click();
    await expectConfirmationOnTop(client.page, `Proposal ${job.proposalNo} declined`, javaScriptEnabled);
    await expect(client.page.getByTestId('client-answer')).toContainText('Reason: Price is too high.');
  } finally {
    await client.close();
  }
});

test('an answer that needs fixing lands at the forms with what to fix', async ({ app, userPage: page, browser, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const job = copyJob(app, 'Client Fixes');
  const link = await sendAndGetLink(app, page, job.path, 'fixes@example.com');
  const client = await clientPage(browser, javaScriptEnabled);
  try {
    // A signature of spaces passes the browser's `required` but not the server.
    await client.page.goto(link);
    await client.page.getByLabel('Your full name (your signature)').fill('   ');
    await client.page.getByLabel('Your title').fill('Owner');
    await client.page.getByLabel('I agree to this proposal, its prices and its terms.').check();
    await client.page.getByRole('button', { name: 'Accept proposal' }).click();
    await expect(client.page).toHaveURL(/\?problem=accept#respond$/);
    const problem = client.page.getByRole('alert');
    await expect(problem).toHaveText('To accept, type your full name and your title, and tick the box to agree to the terms.');
    await expect(problem).toBeInViewport();
  } finally {
    await client.close();
  }
});
