/**
 * First end-to-end checks of the shell, run with JavaScript on and off:
 * the 404 page, the login page, the signed-in sidebar, coming-soon names and
 * the redirect of a signed-out visitor.
 */
import { expect, startApp, test } from './support/fixtures';

const BRANDS = ["Carl's Jr", "Dave's Hot Chicken", 'El Pollo Loco', 'Skechers', "Wendy's"];

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/some/unknown/path');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('the login page answers 200', async ({ page }) => {
  const response = await page.goto('/login');
  expect(response?.status()).toBe(200);
  await expect(page.locator('body')).not.toBeEmpty();
});

test('the login page asks for an e-mail address', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
});

test('a signed-in user reaches / and sees the sidebar', async ({ userPage: page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  for (const brand of BRANDS) {
    await expect(nav.getByRole('link', { name: brand, exact: true })).toBeVisible();
  }
});

test("a coming-soon page names the brand (Wendy's)", async ({ userPage: page }) => {
  await page.goto('/coming-soon/wendys');
  await expect(page.getByRole('heading', { level: 1, name: "Wendy's" })).toBeVisible();
});

test('a signed-out visit to /jobs goes to the login page and remembers where to return', async ({ page, baseURL }) => {
  await page.goto('/jobs');
  await expect(page).toHaveURL(`${baseURL}/login?redirectTo=%2Fjobs`);
});

test('pages carry the security headers of server.js', async ({ page }) => {
  const response = await page.goto('/login');
  const headers = response!.headers();
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
});

// eslint-disable-next-line no-empty-pattern
test('npm start without NODE_ENV serves pages (React and its server renderer both load their production builds)', async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'js', 'a plain HTTP check: once is enough');
  const app = await startApp({ env: { NODE_ENV: undefined } });
  try {
    const res = await fetch(`${app.baseURL}/login`);
    expect(res.status).toBe(200);
  } finally {
    await app.stop();
  }
});

test('the server refuses request bodies over 1 MiB before reading them', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'js', 'a plain HTTP check: once is enough');
  const big = await request.post('/login', { form: { intent: 'request', email: 'x'.repeat(2 * 1024 * 1024) } });
  expect(big.status()).toBe(413);
  const unauthenticated = await request.post('/api/brands', { data: {} });
  expect(unauthenticated.status()).toBe(401);
});
