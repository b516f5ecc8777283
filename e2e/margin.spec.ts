/**
 * Margin from the outside, with JavaScript on and off: a line priced below
 * its budget is flagged Loss (in the Add/Edit panel before saving, then on the
 * job page with the Price Summary's count and its link), between budget and
 * the brand's target Low margin, above it nothing; the brand's target changed
 * on the data screen moves the flags; sending a version with a Loss line asks
 * for confirmation naming it, and the confirmation is in the job's history.
 */
import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import { expect, test, type App } from './support/fixtures';
import type { Page } from '@playwright/test';
import { config, row, rowMenu, sheet, toast } from './support/line-items-helpers';

/**
 * A brand of its own (so its target can change without touching other tests),
 * a typed-price service of that brand (budget 55% of the price: a 45% margin),
 * and an empty job; optionally one line already priced.
 */
function marginJob(app: App, line?: { price: number; budget: number }) {
  const db = new Database(app.dbPath);
  const tag = crypto.randomBytes(3).toString('hex');
  try {
    db.pragma('busy_timeout = 5000');
    return db.transaction(() => {
      const brandName = `Margin Brand ${tag}`;
      const brandId = db.prepare("INSERT INTO brands (name, slug, proposal_prefix, status) VALUES (?, ?, 'MGP', 'Active')").run(brandName, `mgn-${tag}`).lastInsertRowid;
      const serviceId = db
        .prepare("INSERT INTO services (brand_id, name, description, icon, price_type, budget_multiplier) VALUES (?, 'Sign Labour', 'Crew on site', 'wrench', 'user_input', 0.55)")
        .run(brandId).lastInsertRowid;
      const number = `MG-${tag}`;
      const jobId = db
        .prepare('INSERT INTO jobs (job_name, job_number, brand_id, job_location, proposal_no) VALUES (?, ?, ?, ?, ?)')
        .run(`Margin Job ${tag}`, number, brandId, '100 Test Way, Dallas, TX 75201', `MGP-${tag}`).lastInsertRowid;
      const versionId = db.prepare('INSERT INTO job_versions (job_id, version_number) VALUES (?, 1)').run(jobId).lastInsertRowid;
      if (line) {
        db.prepare(
          "INSERT INTO line_items (job_version_id, line_type, service_id, quantity, description, line_item_price, line_item_budget, pricing_mode, sort_order) VALUES (?, 'service', ?, 1, 'Crew on site', ?, ?, 'Edited', 1)",
        ).run(versionId, serviceId, line.price, line.budget);
      }
      return { path: `/job/mgn-${tag}/${number}`, brandName, brandId: Number(brandId) };
    })();
  } finally {
    db.close();
  }
}

const flag = (page: Page) => row(page, 'Sign Labour').getByTestId('margin-flag');
const panelFlag = (page: Page) => config(page).getByTestId('config-margin');
const summaryFlags = (page: Page) => page.getByTestId('price-summary').getByTestId('summary-flags');

/** Opens the line's Edit panel, types a unit price, and (without JavaScript) asks for the figures. */
async function typeUnitPrice(page: Page, price: string, javaScriptEnabled: boolean) {
  await rowMenu(page, 'Sign Labour', 'Edit');
  const c = config(page);
  if (await c.getByRole('button', { name: 'Edit Prices' }).count()) await c.getByRole('button', { name: 'Edit Prices' }).click();
  await c.getByLabel('Unit Price', { exact: true }).fill(price);
  if (!javaScriptEnabled) await c.getByRole('button', { name: 'Calculate' }).click();
}

async function update(page: Page) {
  await config(page).getByRole('button', { name: 'Update Service' }).click();
  await expect(toast(page)).toContainText('Sign Labour updated');
  // Update goes back to the job page.
  await expect(sheet(page)).toHaveCount(0);
}

test('Loss below budget, Low margin under the target, none above; the brand target moves the flags', async ({ adminPage: page, app, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  const job = marginJob(app);
  await page.goto(`${job.path}/items/new?list=services`);
  await sheet(page).getByRole('link', { name: 'Add Sign Labour', exact: true }).click();
  await config(page).getByLabel('Price', { exact: true }).fill('1000');
  if (!javaScriptEnabled) await config(page).getByRole('button', { name: 'Calculate' }).click();
  // $1,000.00 against a budget of $550.00: $450.00, 45.0%, over the 30% default target.
  await expect(panelFlag(page)).toContainText('Margin: $450.00 (45.0%; target 30%)');
  await expect(config(page).getByTestId('margin-flag')).toHaveCount(0);
  await config(page).getByRole('button', { name: 'Add Service' }).click();
  await expect(toast(page)).toContainText('Sign Labour added to job');
  await sheet(page).getByRole('link', { name: 'Close panel' }).click();
  await expect(row(page, 'Sign Labour')).toBeVisible();
  await expect(flag(page)).toHaveCount(0);
  await expect(summaryFlags(page)).toHaveText('No line under the 30% target');

  // $500.00 against $550.00: a Loss, said in the panel before saving, then on the page.
  await typeUnitPrice(page, '500', javaScriptEnabled);
  await expect(config(page).getByTestId('margin-flag')).toHaveText(/^Loss -10\.0%/);
  await update(page);
  await expect(flag(page)).toHaveText(/^Loss -10\.0%/);
  await expect(page.getByTestId('summary-margin')).toContainText('-$50.00 (-10.0%)');
  await expect(summaryFlags(page)).toContainText('1 line flagged (1 Loss).');
  const lineId = await row(page, 'Sign Labour').getAttribute('id');
  await summaryFlags(page).getByRole('link', { name: 'Go to the first' }).click();
  await expect(page).toHaveURL(new RegExp(`#${lineId}$`));

  // $700.00: $150.00, 21.4%: under the 30% target.
  await typeUnitPrice(page, '700', javaScriptEnabled);
  await expect(config(page).getByTestId('margin-flag')).toHaveText(/^Low margin 21\.4%/);
  await update(page);
  await expect(flag(page)).toHaveText(/^Low margin 21\.4%/);
  await expect(summaryFlags(page)).toContainText('1 line flagged (1 Low margin).');

  // $1,000.00: 45.0%, no flag.
  await typeUnitPrice(page, '1000', javaScriptEnabled);
  await expect(config(page).getByTestId('config-margin')).toContainText('(45.0%; target 30%)');
  await expect(config(page).getByTestId('margin-flag')).toHaveCount(0);
  await update(page);
  await expect(flag(page)).toHaveCount(0);

  // The brand's target raised to 50% on the data screen's Brands tab: 45.0% is now Low margin.
  await page.goto('/data?tab=brands');
  await page.getByRole('link', { name: `Edit ${job.brandName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit Brand: ${job.brandName}` });
  await dialog.getByLabel('Target Margin (%)').fill('95');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a whole percent from 0 to 90, or leave empty for 30')).toBeVisible();
  await dialog.getByLabel('Target Margin (%)').fill('50');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText(`${job.brandName} updated`);
  await page.goto(job.path);
  await expect(flag(page)).toHaveText(/^Low margin 45\.0%/);
  await expect(page.getByTestId('summary-margin')).toContainText('Margin (target 50%)');
  // The Budget tab shows no price, so no flag.
  await page.goto(`${job.path}?tab=budget`);
  await expect(row(page, 'Sign Labour')).toBeVisible();
  await expect(flag(page)).toHaveCount(0);
});

test('sending a version with a Loss line asks for confirmation naming it and records it', async ({ adminPage: page, app }) => {
  test.setTimeout(120_000);
  const job = marginJob(app, { price: 50000, budget: 55000 });
  await page.goto(`${job.path}/send?version=1`);
  const panel = page.getByRole('dialog', { name: 'Send Proposal' });
  await panel.getByLabel('To').fill('client@example.com');
  await panel.getByRole('button', { name: 'Send Proposal' }).click();
  const confirm = panel.getByTestId('loss-confirm');
  await expect(confirm).toContainText('This line is priced below its budget (Loss):');
  await expect(confirm.getByTestId('loss-lines')).toHaveText('1. Sign Labour (price $500.00, budget $550.00)');
  // The form keeps what was typed; the version is still a Draft.
  await expect(panel.getByLabel('To')).toHaveValue('client@example.com');
  await confirm.getByLabel(/I have checked this line/).check();
  await panel.getByRole('button', { name: 'Send Proposal' }).click();
  await expect(toast(page)).toContainText('Proposal version 1 sent to client@example.com');
  await page.goto(`${job.path}/history`);
  const history = page.getByTestId('history-row');
  await expect(history.filter({ hasText: 'loss confirmed' })).toContainText('Sent knowing this line is priced below budget: 1. Sign Labour (price $500.00, budget $550.00)');
  await expect(history.filter({ hasText: 'Version 1: sent' })).toHaveCount(1);
});
