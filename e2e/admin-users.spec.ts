/** /users as an Admin: invite someone who then signs in from the e-mail; disable someone who is then signed out. */
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, outbox, signIn, startApp, test, type App } from './support/fixtures';

// These tests add and disable people and request sign-in links (rate-limited per server): their own server and database.
let app: App;
test.beforeAll(async () => {
  app = await startApp();
});
test.afterAll(async () => {
  await app?.stop();
});

async function adminOn(page: Page): Promise<Page> {
  await signIn(page.context(), 'admin@signboard.local', app);
  return page;
}

test('an Admin invites a user who then signs in from the e-mail', async ({ page: fresh, browser, javaScriptEnabled }, testInfo) => {
  const page = await adminOn(fresh);
  const email = `invitee-${testInfo.project.name}@example.com`;
  const name = `Ivy ${testInfo.project.name === 'js' ? 'Jensen' : 'Nolan'}`;
  await page.goto(`${app.baseURL}/users`);
  await page.getByRole('link', { name: 'Invite User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite User' });
  await dialog.getByLabel('Full Name').fill(name);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Job Title').fill('Estimator');
  await dialog.getByLabel('Role').selectOption('User');
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByTestId('toast')).toContainText(`Invitation sent to ${email}`);
  await expect(page.getByRole('table', { name: 'Users' }).getByText(email)).toBeVisible();

  await expect.poll(() => outbox(app.dbPath, email)?.subject).toBe("You're invited to Signboard");
  const invite = outbox(app.dbPath, email)!;
  const loginUrl = /https?:\/\/\S+\/login\b\S*/.exec(invite.text)![0];

  const invitee = await browser.newContext({ baseURL: app.baseURL, javaScriptEnabled });
  try {
    const p = await invitee.newPage();
    await p.goto(loginUrl);
    await p.getByLabel('Email').fill(email);
    await p.getByRole('button', { name: 'Continue' }).click();
    await expect(p.getByRole('heading', { name: 'We sent your link!' })).toBeVisible();
    await expect.poll(() => outbox(app.dbPath, email)?.text ?? '').toContain('/auth/callback?');
    const link = /https?:\/\/\S+\/auth\/callback\?\S+/.exec(outbox(app.dbPath, email)!.text)![0];
    await p.goto(link);
    await expect(p).toHaveURL(`${app.baseURL}/`);
    await expect(p.locator('aside').getByText(name).first()).toBeVisible();
  } finally {
    await invitee.close();
  }
});

test('an Admin disables another user, who is then signed out', async ({ page: fresh, browser, javaScriptEnabled }, testInfo) => {
  const page = await adminOn(fresh);
  const email = `leaver-${testInfo.project.name}@example.com`;
  const name = `Lee ${testInfo.project.name === 'js' ? 'Js' : 'Nojs'}`;
  const db = new Database(app.dbPath);
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare("INSERT INTO users (email, full_name, role, status) VALUES (?, ?, 'User', 'Active')").run(email, name);
  } finally {
    db.close();
  }
  const other = await browser.newContext({ baseURL: app.baseURL, javaScriptEnabled });
  try {
    await signIn(other, email, app);
    const p = await other.newPage();
    await p.goto(`${app.baseURL}/jobs`);
    await expect(p.locator('aside').getByText(name).first()).toBeVisible();

    await page.goto(`${app.baseURL}/users?tab=active`);
    await page.getByRole('button', { name: `Disable ${name}` }).click();
    await expect(page.getByTestId('toast')).toContainText(`${name} disabled`);
    await page.goto(`${app.baseURL}/users?tab=disabled`);
    await expect(page.getByRole('table', { name: 'Users' }).getByText(email)).toBeVisible();

    await p.reload();
    await expect(p).toHaveURL(/\/login/);
  } finally {
    await other.close();
  }
});

test('an Admin is not offered Disable on the Super-Admin nor on themselves', async ({ page: fresh }) => {
  const page = await adminOn(fresh);
  await page.goto(`${app.baseURL}/users`);
  await expect(page.getByRole('link', { name: 'Edit Morgan Reyes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Disable Morgan Reyes' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Disable Dana Whitfield' })).toHaveCount(0);
});
