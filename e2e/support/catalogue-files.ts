/**
 * The catalogue files bar on /data as an admin uses it (e2e/catalogue-transfer.spec.ts,
 * e2e/catalogue-reprice.spec.ts): export Wendy's, upload a file to its preview, and read a size's Sign Price in
 * the Signs grid (a cell with JavaScript, the sizes form without).
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export async function exportFile(page: Page, format: 'xlsx' | 'csv'): Promise<Buffer> {
  const bar = page.getByRole('region', { name: 'Catalogue files' });
  await bar.getByLabel('Export brand').selectOption({ label: "Wendy's" });
  await bar.getByLabel('Format').selectOption(format);
  const [download] = await Promise.all([page.waitForEvent('download'), bar.getByRole('button', { name: 'Export' }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^catalogue-wen-\\d{4}-\\d{2}-\\d{2}${format === 'csv' ? '-csv\\.zip' : '\\.xlsx'}$`));
  return fs.readFileSync((await download.path())!);
}

export async function upload(page: Page, baseURL: string, name: string, buffer: Buffer) {
  if (page.url().includes('/data/imports/')) await page.goto(`${baseURL}/data?tab=signs`);
  await page.getByLabel('Import a file (.xlsx, .csv or .zip)').setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
  await page.getByRole('button', { name: 'Upload and preview' }).click();
  await expect(page.getByRole('heading', { name: `Import preview: ${name}` })).toBeVisible();
}

/** The Sign Price a size shows in the Signs grid (a cell with JavaScript, the sizes form without). */
export async function expectSignPrice(page: Page, baseURL: string, js: boolean, sign: string, size: string, dollars: string) {
  await page.goto(`${baseURL}/data?tab=signs`);
  // The link's own address opens the sign, with or without JavaScript; going there cannot race the page's hydration.
  const href = await page.getByRole('link', { name: `Open ${sign} sizes` }).first().getAttribute('href');
  await page.goto(new URL(href!, baseURL).toString());
  if (js) await expect(page.getByRole('gridcell', { name: `Sign Price for ${size}`, exact: true })).toHaveText(`$${Number(dollars).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  else await expect(page.getByRole('textbox', { name: `Sign Price for ${size}` })).toHaveValue(dollars);
}

const SHOTS = process.env.CATALOGUE_SHOTS_DIR; // set to look at the screens as pictures
/** With CATALOGUE_SHOTS_DIR set, full-page screenshots at 1512 and 390 px, to look at the screens as pictures. */
export async function shoot(page: Page, name: string, js: boolean) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1512, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}-${js ? 'js' : 'nojs'}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Options every Wendy's sign line in these specs is priced with. */
export const WENDY_OPTIONS = { Color: 'White', 'Fab Type': 'Front-Lit', 'Lift Equipment': 'Scissor Lift', 'Manufacture Only': 'Off' };

/**
 * A new line of the job's first sign at `size` through the line-items API, as a script would add it (the page's
 * session, against the server at `baseURL`): its unit price in dollars.
 */
export async function addLineByApi(page: Page, baseURL: string, jobNumber: string, size: string): Promise<number> {
  const found = (await (await page.request.get(`${baseURL}/api/job-line-items/by-job/wen/${jobNumber}`)).json()) as { jobVersionId: number; items: { signId: number | null }[] };
  const res = await page.request.post(`${baseURL}/api/job-line-items`, {
    headers: { Origin: baseURL },
    data: { jobVersionId: found.jobVersionId, lineType: 'sign', signId: found.items[0]!.signId, quantity: 1, pricingMode: 'Calculated', selectedOptions: { size, ...WENDY_OPTIONS } },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { lineItemPrice: number }).lineItemPrice;
}
