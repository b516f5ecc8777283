/**
 * Line choices from the estimator's side, with JavaScript on and off: one line
 * marked Optional and two as 'Choose one' in a group (the second recommended)
 * through the Edit panel; the table says each mark in words, and the Price
 * Summary gives the total with the recommended choices and the range from the
 * lowest to the highest possible (docs/choices.md).
 */
import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import { expect, test, type App } from './support/fixtures';
import type { Page } from '@playwright/test';
import { config, row, rowMenu, sheet, toast } from './support/line-items-helpers';

/** A brand of its own with three typed-price services, and a job with one line of each ($1,000, $300, $500). */
function choicesJob(app: App) {
  const db = new Database(app.dbPath);
  const tag = crypto.randomBytes(3).toString('hex');
  try {
    db.pragma('busy_timeout = 5000');
    return db.transaction(() => {
      const brandId = db.prepare("INSERT INTO brands (name, slug, proposal_prefix, status) VALUES (?, ?, 'CHP', 'Active')").run(`Choices ${tag}`, `chc-${tag}`).lastInsertRowid;
      const number = `CH-${tag}`;
      const jobId = db
        .prepare('INSERT INTO jobs (job_name, job_number, brand_id, job_location, proposal_no) VALUES (?, ?, ?, ?, ?)')
        .run(`Choices Job ${tag}`, number, brandId, '100 Test Way, Dallas, TX 75201', `CHP-${tag}`).lastInsertRowid;
      const versionId = db.prepare('INSERT INTO job_versions (job_id, version_number) VALUES (?, 1)').run(jobId).lastInsertRowid;
      [
        ['Awning Wrap', 100_000],
        ['Vinyl Faces', 30_000],
        ['Acrylic Faces', 50_000],
      ].forEach(([name, price], i) => {
        const serviceId = db
          .prepare("INSERT INTO services (brand_id, name, description, icon, price_type, budget_multiplier) VALUES (?, ?, 'By hand', 'wrench', 'user_input', 0.5)")
          .run(brandId, name).lastInsertRowid;
        db.prepare(
          "INSERT INTO line_items (job_version_id, line_type, service_id, quantity, description, line_item_price, line_item_budget, pricing_mode, sort_order) VALUES (?, 'service', ?, 1, 'By hand', ?, ?, 'Edited', ?)",
        ).run(versionId, serviceId, price, Number(price) / 2, i + 1);
      });
      return `/job/chc-${tag}/${number}`;
    })();
  } finally {
    db.close();
  }
}

/** Opens the line's Edit panel, sets its choice, and saves it. */
async function setChoice(page: Page, name: string, javaScriptEnabled: boolean, choice: { kind: 'Optional' | 'Choose one'; group?: string; recommended?: boolean }) {
  await rowMenu(page, name, 'Edit');
  const c = config(page);
  const fieldset = c.getByRole('group', { name: "Client's choice" });
  await fieldset.getByRole('radio', { name: new RegExp(`^${choice.kind}`) }).check();
  if (choice.group) await fieldset.getByLabel(/^Group name/).fill(choice.group);
  if (choice.recommended) await fieldset.getByRole('checkbox', { name: /Recommended|Pre-ticked/ }).check();
  if (!javaScriptEnabled) await c.getByRole('button', { name: 'Calculate' }).click();
  await c.getByRole('button', { name: 'Update Service' }).click();
  await expect(toast(page)).toContainText(`${name} updated`);
  await expect(sheet(page)).toHaveCount(0);
}

test('Optional and Choose one lines are said in words, and the Price Summary gives the recommended total and the range', async ({ userPage: page, app, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  const path = choicesJob(app);
  await page.goto(path);
  await expect(page.getByTestId('price-summary')).toContainText('$1,800.00');

  await setChoice(page, 'Awning Wrap', javaScriptEnabled, { kind: 'Optional' });
  await setChoice(page, 'Vinyl Faces', javaScriptEnabled, { kind: 'Choose one', group: 'Faces' });
  await setChoice(page, 'Acrylic Faces', javaScriptEnabled, { kind: 'Choose one', group: 'Faces', recommended: true });

  await expect(row(page, 'Awning Wrap').getByTestId('line-choice-mark')).toHaveText('Optional');
  await expect(row(page, 'Vinyl Faces').getByTestId('line-choice-mark')).toHaveText('Choose one: Faces');
  await expect(row(page, 'Acrylic Faces').getByTestId('line-choice-mark')).toHaveText('Choose one: Faces · Recommended');

  // Counted: Acrylic Faces only ($500); the range from Vinyl Faces alone to Awning Wrap with Acrylic Faces.
  const summary = page.getByTestId('price-summary');
  await expect(summary.getByTestId('price-summary-basis')).toHaveText('with the recommended choices');
  await expect(summary).toContainText('Job Pricing Total');
  await expect(summary.getByTestId('price-summary-range')).toContainText('$300.00 to $1,500.00');
  await expect(summary.locator('dd').nth(2)).toHaveText('$500.00');
});
