/**
 * A line item's own picture, JavaScript on and off: upload
 * a site photo on the line's Edit panel (a plain multipart form), see it there
 * and on the job page in place of the catalogue image, have an HTML file
 * named .png refused, print the proposal (the JPEG is in the PDF, and 'Large
 * pictures' gives the line half a page), then remove the picture.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { analyze } from './support/axe';
import { expect, test } from './support/fixtures';
import { createEmptyJob, row, sheet, toast } from './support/line-items-helpers';

/** Two Channel Letters lines in a new job of Carl's Jr, straight in the database; the job path and the first line's id. */
function jobWithLines(dbPath: string): { jobPath: string; lineId: number } {
  const jobPath = createEmptyJob(dbPath, 'cjr', 'Pictures Quote');
  const db = new Database(dbPath);
  try {
    db.pragma('busy_timeout = 5000');
    const jobNumber = decodeURIComponent(jobPath.split('/').at(-1)!);
    const version = db.prepare('SELECT v.id FROM job_versions v JOIN jobs j ON j.id = v.job_id WHERE j.job_number = ?').get(jobNumber) as { id: number };
    const sign = db.prepare("SELECT s.id FROM signs s JOIN brands b ON b.id = s.brand_id WHERE b.slug = 'cjr' AND s.name = 'Channel Letters'").get() as { id: number };
    const insert = db.prepare(
      `INSERT INTO line_items (job_version_id, line_type, sign_id, quantity, description, line_item_price, line_item_install_price, line_item_budget, line_item_install_budget, pricing_mode, sort_order)
       VALUES (?, 'sign', ?, 1, ?, 330000, 95000, 181500, 52250, 'Custom', ?)`,
    );
    const first = insert.run(version.id, sign.id, 'Front-lit channel letters, storefront', 1).lastInsertRowid;
    insert.run(version.id, sign.id, 'Rear-lit channel letters, drive-thru', 2);
    return { jobPath, lineId: Number(first) };
  } finally {
    db.close();
  }
}

async function files() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signboard-e2e-pictures-'));
  const photo = path.join(dir, 'site-photo.jpg');
  fs.writeFileSync(
    photo,
    // A camera-sized file (noise does not compress: several MB), well past the 1 MiB other forms may send.
    await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 50 } } })
      .jpeg({ quality: 95 })
      .withExif({ IFD0: { Make: 'SecretCam' } })
      .toBuffer(),
  );
  expect(fs.statSync(photo).size).toBeGreaterThan(2 * 1024 * 1024);
  const fake = path.join(dir, 'rendering.png');
  fs.writeFileSync(fake, '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
  return { dir, photo, fake };
}

const pictureSection = (page: Page) => sheet(page).getByTestId('line-picture');

/** The panel's picture has loaded as a real image (served by the app, decoded by the browser). */
async function expectLoadedImage(page: Page, selector: ReturnType<Page['locator']>) {
  await expect(selector).toHaveAttribute('src', /\/items\/\d+\/picture\?p=\d+$/);
  await expect.poll(() => selector.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

/** Chooses the file and presses Upload; with JavaScript only once React has hydrated the form (a loaded machine is slow to). */
async function uploadPicture(page: Page, file: string, js: boolean) {
  const input = pictureSection(page).getByLabel(/Upload picture|Replace picture/);
  if (js) await expect.poll(() => input.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$'))), { timeout: 30_000 }).toBe(true);
  await input.setInputFiles(file);
  await pictureSection(page).getByRole('button', { name: 'Upload', exact: true }).click();
}

async function downloadProposal(page: Page, largePictures: boolean): Promise<Buffer> {
  const menu = page.getByTestId('download-menu');
  if ((await menu.getAttribute('open')) === null) await menu.locator('summary').click();
  await menu.getByRole('checkbox', { name: /Large pictures/ }).setChecked(largePictures);
  const downloading = page.waitForEvent('download');
  await menu.getByRole('button', { name: 'Proposal', exact: true }).click();
  return fs.readFileSync(await (await downloading).path());
}

test('a line gets its own picture on the Edit panel, the job page and the proposal; a renamed HTML file is refused', async ({ userPage: page, app, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  const { jobPath, lineId } = jobWithLines(app.dbPath);
  const { dir, photo, fake } = await files();
  try {
    await page.goto(`${jobPath}/items/${lineId}/edit`);
    await expect(pictureSection(page).getByText('Upload a rendering or site photo')).toBeVisible();

    // An HTML page named .png: refused by its content, nothing stored.
    await uploadPicture(page, fake, javaScriptEnabled);
    await expect(toast(page)).toContainText('Picture must be a JPEG, PNG or WebP image');
    await expect(pictureSection(page).getByText('Upload a rendering or site photo')).toBeVisible();

    // A real photo.
    await uploadPicture(page, photo, javaScriptEnabled);
    await expect(toast(page)).toContainText('Picture uploaded', { timeout: 30_000 });
    await expect(pictureSection(page).getByText('This line shows its own picture')).toBeVisible();
    await expectLoadedImage(page, pictureSection(page).getByRole('img', { name: 'Picture of Channel Letters' }));

    // The job page shows it in the line's Item cell, the other line keeps the catalogue image.
    await page.goto(jobPath);
    const own = row(page, 'storefront').getByRole('link', { name: /Picture of Channel Letters/ }).locator('img');
    await expectLoadedImage(page, own);
    await expect(row(page, 'drive-thru').locator('img')).toHaveAttribute('src', /^\/images\//);

    // The picture as served is the server's JPEG, not the upload (its EXIF is gone).
    const served = await page.request.get((await own.getAttribute('src'))!);
    expect(served.headers()['content-type']).toBe('image/jpeg');
    const body = await served.body();
    expect(body.includes('SecretCam')).toBe(false);
    expect((await sharp(body).metadata()).width).toBe(1600);

    // The proposal carries it as a JPEG image; large pictures print the line on half a page of its own.
    const pdf = (await downloadProposal(page, false)).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toMatch(/\/Subtype\s*\/Image/);
    expect(pdf).toContain('/DCTDecode');
    const large = (await downloadProposal(page, true)).toString('latin1');
    expect(large).toContain('/DCTDecode');

    // Remove: the catalogue image is back.
    await page.goto(`${jobPath}/items/${lineId}/edit`);
    await pictureSection(page).getByRole('button', { name: 'Remove picture' }).click();
    await expect(toast(page)).toContainText('Picture removed');
    await expect(pictureSection(page).getByText('Upload a rendering or site photo')).toBeVisible();
    await page.goto(jobPath);
    await expect(row(page, 'storefront').locator('img')).toHaveAttribute('src', /^\/images\//);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the picture is served only to a signed-in person', async ({ userPage: page, app, browser, javaScriptEnabled }) => {
  const { jobPath, lineId } = jobWithLines(app.dbPath);
  const { dir, photo } = await files();
  try {
    await page.goto(`${jobPath}/items/${lineId}/edit`);
    await uploadPicture(page, photo, javaScriptEnabled);
    await expect(toast(page)).toContainText('Picture uploaded', { timeout: 30_000 });
    const src = await pictureSection(page).getByRole('img', { name: 'Picture of Channel Letters' }).getAttribute('src');
    const stranger = await browser.newContext({ baseURL: app.baseURL });
    try {
      const answer = await stranger.request.get(src!, { maxRedirects: 0 });
      expect(answer.status()).toBe(302);
      expect(answer.headers()['location']).toMatch(/^\/login/);
    } finally {
      await stranger.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('service icons are SVG from the app, never emoji, on the job page and in the Add panel', async ({ userPage: page }) => {
  await page.goto('/job/dhc/2025-014');
  const survey = row(page, 'Site survey');
  // A row shows its service's icon from the table's sprite (one <symbol> per icon, LineItemIconSprite).
  await expect(survey.locator('use[href="#li-icon-ruler"]')).toHaveCount(1);
  await expect(page.locator('symbol#li-icon-ruler svg.lucide-ruler')).toHaveCount(1);
  await expect(row(page, 'Crating and freight').locator('use[href="#li-icon-truck"]')).toHaveCount(1);
  await expect(page.locator('symbol#li-icon-truck svg.lucide-truck')).toHaveCount(1);
  await page.goto('/job/dhc/2025-014/items/new?list=services');
  const list = sheet(page).getByRole('list', { name: 'Services' });
  await expect(list.locator('svg.lucide')).toHaveCount(await list.getByRole('listitem').count());
  // No emoji glyphs left anywhere in the rows or the list.
  const text = `${await page.getByTestId('line-item-row').allInnerTexts()}${await list.innerText()}`;
  expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
});

test('the Edit panel with a picture fits and passes axe at 1512 and 390 px', async ({ userPage: page, app, javaScriptEnabled }) => {
  const { jobPath, lineId } = jobWithLines(app.dbPath);
  const { dir, photo } = await files();
  try {
    await page.goto(`${jobPath}/items/${lineId}/edit`);
    await uploadPicture(page, photo, javaScriptEnabled);
    await expect(toast(page)).toContainText('Picture uploaded', { timeout: 30_000 });
    for (const width of [1512, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${jobPath}/items/${lineId}/edit`);
      await expect(pictureSection(page).getByRole('button', { name: 'Remove picture' })).toBeVisible();
      const overflow = await pictureSection(page).evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow, `picture box overflows at ${width} px`).toBeLessThanOrEqual(0);
      const found = (await analyze(page)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' >> ')).join(', ')}`);
      expect(found, `axe at ${width} px`).toEqual([]);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a file over 10 MB is refused with its limit', async ({ userPage: page, app, javaScriptEnabled }) => {
  const { jobPath, lineId } = jobWithLines(app.dbPath);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signboard-e2e-pictures-'));
  try {
    const big = path.join(dir, 'huge-photo.jpg');
    const bytes = Buffer.alloc(10 * 1024 * 1024 + 1);
    bytes.set([0xff, 0xd8, 0xff]);
    fs.writeFileSync(big, bytes);
    await page.goto(`${jobPath}/items/${lineId}/edit`);
    const input = pictureSection(page).getByLabel(/Upload picture/);
    if (javaScriptEnabled) await expect.poll(() => input.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$'))), { timeout: 30_000 }).toBe(true);
    await input.setInputFiles(big);
    const upload = pictureSection(page).getByRole('button', { name: 'Upload', exact: true });
    if (javaScriptEnabled) {
      // Said at once, before anything is sent.
      await expect(pictureSection(page).getByText('Picture must be at most 10 MB')).toBeVisible();
      await expect(upload).toBeDisabled();
    } else {
      await upload.click();
      await expect(toast(page)).toContainText('Picture must be at most 10 MB');
      await expect(pictureSection(page).getByText('Upload a rendering or site photo')).toBeVisible();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
