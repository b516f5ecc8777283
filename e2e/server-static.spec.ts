/**
 * server.js sends only the files build/client holds (known
 * when it starts) to the static handler; every other path goes straight to
 * React Router. The files are served as before, and a folder is no file.
 * React Router's table is split in two (an /api address against the /api
 * routes, any other against the pages): each address answers as it did.
 */
import { expect, test } from './support/fixtures';

test('the favicon and a sign picture are served as files, cached for an hour', async ({ request }) => {
  for (const path of ['/favicon.svg', '/images/signs/channel-letters.svg', '/favicon.svg?v=2']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type'], path).toContain('image/svg+xml');
    expect(res.headers()['cache-control'], path).toBe('public, max-age=3600');
    expect(await res.text(), path).toContain('<svg');
  }
});

test('a sign picture shown small comes as a PNG drawn from its SVG, cached for an hour like the file', async ({ request }) => {
  const res = await request.get('/images/thumbs/signs/channel-letters.png');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/png');
  expect(res.headers()['cache-control']).toBe('public, max-age=3600');
  expect((await res.body()).subarray(1, 4).toString()).toBe('PNG');
  expect((await request.get('/images/thumbs/signs/no-such-sign.png')).status()).toBe(404);
});

test('a folder of build/client or a missing file is a page path: the 404 page, no redirect', async ({ page }) => {
  for (const path of ['/images', '/images/signs', '/images/signs/no-such-sign.svg']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    // Before, express.static answered a folder with a 301 to '/images/' first.
    expect(response?.request().redirectedFrom(), path).toBeNull();
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  }
});

test('signed in, pages answer as before', async ({ userPage: page }) => {
  const response = await page.goto('/jobs');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Jobs', exact: true })).toBeVisible();
});

test('an /api address is answered by the /api routes however it is written; any other by the pages', async ({ userPage: page }) => {
  const request = page.request;
  // The same address as React Router reads it: any case, escaped letters.
  for (const path of ['/api/auth/user', '/API/auth/user', '/%61pi/auth/user']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect((await res.json()) as unknown, path).toMatchObject({ email: expect.any(String) });
  }
  // The /api routes' own 'no such address' is JSON, also for /api alone.
  for (const path of ['/api/no-such-thing', '/api']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(res.headers()['content-type'], path).toContain('application/json');
  }
  // Pages, and an address that only looks like /api, are the pages' (the 404 page).
  for (const path of ['/apis', '/apis/jobs', '/api.html']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(res.headers()['content-type'], path).toContain('text/html');
  }
});
