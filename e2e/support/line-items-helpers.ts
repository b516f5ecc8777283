/**
 * Helpers of the line-item end-to-end tests (e2e/line-items*.spec.ts): an
 * empty job of its own per test, and the panel's steps as a person does them.
 */
import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import { expect, type Locator, type Page } from '@playwright/test';

/** A new job (version 1, no line items) of a brand, straight in the database; returns its page path. */
export function createEmptyJob(dbPath: string, brandSlug: string, name: string): string {
  const db = new Database(dbPath);
  try {
    db.pragma('busy_timeout = 5000');
    const brand = db.prepare('SELECT id FROM brands WHERE slug = ?').get(brandSlug) as { id: number };
    const number = `LI-${crypto.randomBytes(4).toString('hex')}`;
    const job = db
      .prepare('INSERT INTO jobs (job_name, job_number, brand_id, job_location, proposal_no) VALUES (?, ?, ?, ?, ?)')
      .run(name, number, brand.id, '100 Test Way, Dallas, TX 75201', `${number}-P`);
    db.prepare('INSERT INTO job_versions (job_id, version_number) VALUES (?, 1)').run(job.lastInsertRowid);
    return `/job/${brandSlug}/${number}`;
  } finally {
    db.close();
  }
}

export const toast = (page: Page) => page.getByTestId('toast');
export const rows = (page: Page) => page.getByTestId('line-item-row');
export const row = (page: Page, text: string | RegExp) => rows(page).filter({ hasText: text });
export const sheet = (page: Page) => page.getByRole('dialog');
export const config = (page: Page) => page.getByTestId('item-config');

/** Opens the Add New panel from the table's Add Item row. */
export async function openAddNew(page: Page) {
  await page.getByRole('link', { name: 'Add Item' }).click();
  await expect(sheet(page).getByRole('navigation', { name: 'Item type' })).toBeVisible();
}

/** Picks a sign card (Signage tab) or a service's Add (Services tab). */
export async function pickSign(page: Page, name: string) {
  await sheet(page).getByRole('link', { name: 'Signage' }).click();
  // A card's name may end with its count badge ('Channel Letters 2 on this job').
  const exact = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\d+ on this job)?$`);
  await sheet(page).getByRole('list', { name: 'Signs' }).getByRole('link', { name: exact }).click();
  await expect(config(page).getByRole('heading', { name })).toBeVisible();
}
export async function pickService(page: Page, name: string) {
  await sheet(page).getByRole('link', { name: /^Services/ }).click();
  await sheet(page).getByRole('link', { name: `Add ${name}`, exact: true }).click();
  await expect(config(page).getByRole('heading', { name })).toBeVisible();
}

/**
 * Without JavaScript the prices are the server's answer to Calculate; with
 * it they are live, and there is no Calculate button.
 */
export async function calculate(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) {
    await expect(config(page).getByRole('button', { name: 'Calculate' })).toHaveCount(0);
    return;
  }
  await config(page).getByRole('button', { name: 'Calculate' }).click();
  await expect(config(page)).toBeVisible();
}

/** The four amounts the panel shows (Calculated mode). */
export async function expectPanelPrices(page: Page, p: { price: string; install: string; budget: string; installBudget: string }) {
  const c = config(page);
  await expect(c.getByTestId('price-lineItemPrice')).toHaveText(p.price);
  await expect(c.getByTestId('price-lineItemInstallPrice')).toHaveText(p.install);
  await expect(c.getByTestId('price-lineItemBudget')).toHaveText(p.budget);
  await expect(c.getByTestId('price-lineItemInstallBudget')).toHaveText(p.installBudget);
}

/** A row's money cells in table order (All tab: unit price, install price, unit budget, install budget). */
export async function expectRowMoney(r: Locator, cells: [string, string, string, string]) {
  const tds = r.locator('td');
  // QTY, ITEM, DESCRIPTION, then the four amounts.
  for (let i = 0; i < 4; i++) await expect(tds.nth(3 + i)).toHaveText(new RegExp(`${cells[i]!.replace(/[$.]/g, '\\$&')}$`));
}

/** Opens a row's menu (the visible ⋯ button, 'Actions for ...') and picks an entry. */
export async function rowMenu(page: Page, text: string | RegExp, entry: 'Edit' | 'Delete' | 'Move up' | 'Move down') {
  const r = row(page, text);
  await r.getByRole('link', { name: /^Actions for / }).click();
  const item = r.getByRole('group', { name: /^Actions for / }).getByRole(entry === 'Edit' ? 'link' : 'button', { name: entry, exact: true });
  await item.click();
}

/**
 * A row's Delete as a person does it: with JavaScript it goes at once (the toast offers Undo); without, the
 * confirmation asks first and its Delete removes the line.
 */
export async function deleteRow(page: Page, text: string | RegExp, javaScriptEnabled: boolean) {
  await rowMenu(page, text, 'Delete');
  if (javaScriptEnabled) return;
  const confirm = page.getByRole('dialog', { name: /^Delete / });
  await expect(confirm).toContainText('This removes the line from version');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
}

export async function expectSummary(page: Page, which: 'price' | 'budget', items: string, installation: string, total: string) {
  const panel = page.getByTestId(`${which}-summary`);
  const esc = (s: string) => s.replace(/[$.]/g, '\\$&');
  await expect(panel).toContainText(new RegExp(`Items Subtotal\\s*${esc(items)}`));
  await expect(panel).toContainText(new RegExp(`Installation Subtotal\\s*${esc(installation)}`));
  await expect(panel).toContainText(new RegExp(`Job ${which === 'price' ? 'Pricing' : 'Budget'} Total\\s*${esc(total)}`));
}
