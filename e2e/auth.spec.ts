/**
 * Sign-in end to end, with JavaScript on and off: a real SMTP server receives
 * the e-mail, the test signs in through its link and through its typed code,
 * and shows that a reused link, an expired link, a code presented for another
 * address and a session cookie copied before log out are all refused.
 */
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect } from './support/fixtures';
import { linkAndCode, type Smtp } from './support/auth-mail';
import { test } from './support/smtp-app';

const OWNER = 'owner@signboard.local';
const ADMIN = 'admin@signboard.local';
const USER = 'estimator@signboard.local';
const PM = 'pm@signboard.local';

// This file's own server, mailing through an SMTP server started here (./support/smtp-app). Its
// rate limits are its own too (about ten links per project run).

async function askForLink(page: Page, smtp: Smtp, email: string) {
  const before = smtp.count(email);
  if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'We sent your link!' })).toBeVisible();
  return linkAndCode(await smtp.waitForMail(email, before));
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Sign in with code' }).click();
}

async function logOutFromProfileMenu(page: Page, name: string) {
  await page.locator('aside summary', { hasText: name }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('You have been signed out')).toBeVisible();
}

test('the login page asks for an address and answers every address alike', async ({ page, smtp }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();

  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'We sent your link!' })).toBeVisible();
  await expect(page.getByLabel('Code')).toBeVisible();
  await page.getByRole('button', { name: 'Resend link' }).click();
  await expect(page.getByText('New login link sent to your email')).toBeVisible();
  expect(smtp.count('nobody@example.com')).toBe(0);
});

test('a User signs in by the e-mailed link, is refused on /data, logs out, and the used link is refused', async ({
  page,
  smtp,
  baseURL,
}) => {
  const { link } = await askForLink(page, smtp, USER);
  expect(link.startsWith(`${baseURL}/auth/callback?`)).toBe(true);
  await page.goto(link);
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.locator('aside').getByText('Sam Ortiz').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' })).toHaveCount(0);

  await page.goto('/data');
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this area.")).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);

  // The dashboard offers a User only the Jobs card (Data Management and Users are for admins).
  await page.goto('/home');
  await expect(page.getByText(/You are signed in as\s*User/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /^Jobs/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /^Data Management/ })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: /^Users/ })).toHaveCount(0);

  await logOutFromProfileMenu(page, 'Sam Ortiz');

  await page.goto(link);
  await expect(page).toHaveURL(`${baseURL}/login`);
  await expect(page.getByText('That sign-in link or code has already been used.')).toBeVisible();
});

test('an Admin signs in with the typed code, returns to /data and is admitted', async ({ page, smtp, baseURL }) => {
  await page.goto('/data');
  await expect(page).toHaveURL(`${baseURL}/login?redirectTo=%2Fdata`);
  const { code } = await askForLink(page, smtp, ADMIN);
  await typeCode(page, code);
  await expect(page).toHaveURL(`${baseURL}/data`);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' })).toBeVisible();

  await page.goto('/home');
  for (const card of ['Jobs', 'Data Management', 'Users']) {
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(`^${card}`) })).toBeVisible();
  }
  await expect(page.getByText(/You are signed in as\s*Admin/)).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(`${baseURL}/login`);
  await expect(page.getByText('You have been signed out')).toBeVisible();
});

test('an expired link is refused', async ({ page, smtp, app, baseURL }) => {
  const { link } = await askForLink(page, smtp, PM);
  const db = new Database(app.dbPath);
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('UPDATE login_codes SET expires_at = ? WHERE email = ?').run(Date.now() - 1000, PM);
  } finally {
    db.close();
  }
  await page.goto(link);
  await expect(page).toHaveURL(`${baseURL}/login`);
  await expect(page.getByText('That sign-in link or code has expired.')).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(`${baseURL}/login`);
});

test('a code presented for another address is refused', async ({ page, context, smtp, baseURL }) => {
  const { code } = await askForLink(page, smtp, USER);
  // The strategy keeps the address in a plain cookie: claim to be the Admin.
  const totp = (await context.cookies()).find((c) => c.name === '_totp');
  expect(totp).toBeTruthy();
  const params = new URLSearchParams(totp!.value);
  params.set('email', ADMIN);
  await context.addCookies([{ ...totp!, value: params.toString() }]);
  await typeCode(page, code);
  await expect(page).toHaveURL(`${baseURL}/login`);
  await expect(page.getByText("That code or link didn't work.")).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(`${baseURL}/login`);
});

test('a link opened in another browser says so; the code still works where it was asked for', async ({
  page,
  browser,
  smtp,
  baseURL,
  javaScriptEnabled,
}) => {
  const { link, code } = await askForLink(page, smtp, PM);
  const elsewhere = await browser.newContext({ baseURL, javaScriptEnabled });
  try {
    const other = await elsewhere.newPage();
    await other.goto(link);
    await expect(other).toHaveURL(`${baseURL}/login`);
    await expect(other.getByText('This link was opened in a different browser')).toBeVisible();
  } finally {
    await elsewhere.close();
  }
  await typeCode(page, code);
  await expect(page).toHaveURL(`${baseURL}/`);
});

test('a session cookie copied before log out no longer works', async ({ page, context, browser, smtp, baseURL, javaScriptEnabled }) => {
  const { code } = await askForLink(page, smtp, OWNER);
  await typeCode(page, code);
  await expect(page).toHaveURL(`${baseURL}/`);
  await page.goto('/login');
  await expect(page).toHaveURL(`${baseURL}/`);

  const copied = (await context.cookies()).filter((c) => c.name === '__session');
  expect(copied).toHaveLength(1);
  const thief = await browser.newContext({ baseURL, javaScriptEnabled });
  try {
    await thief.addCookies(copied);
    const stolen = await thief.newPage();
    await stolen.goto('/users');
    await expect(stolen).toHaveURL(`${baseURL}/users`);

    await logOutFromProfileMenu(page, 'Morgan Reyes');

    await stolen.goto('/users');
    await expect(stolen).toHaveURL(`${baseURL}/login?redirectTo=%2Fusers`);
  } finally {
    await thief.close();
  }
});

test("another site's form cannot sign you out", async ({ page, context, signedInPage, baseURL }) => {
  await signedInPage(PM);
  // A page on a foreign origin (served by the browser itself) posting to /logout.
  await context.route('http://elsewhere.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form method="post" action="${baseURL}/logout"><button>Claim your prize</button></form>`,
    }),
  );
  await page.goto('http://elsewhere.test/');
  await page.getByRole('button', { name: 'Claim your prize' }).click();
  await expect(page).toHaveURL(`${baseURL}/logout`);
  await page.goto('/jobs');
  await expect(page).toHaveURL(`${baseURL}/jobs`);
});
