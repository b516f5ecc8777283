/**
 * From yes to the shop floor and the books, JavaScript on and off: an approved job's work order takes an
 * install note, is issued (its PDF holds every line and no dollar amount), and a second note makes revision 2
 * with revision 1 still listed; the books page downloads the QuickBooks Online and Xero invoice files.
 */
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, test, type App } from './support/fixtures';
import { createCompareJob } from './support/compare-helpers';

/** Version 1 approved under Net30 with its terms kept as a send keeps them (the job's live values). */
function approve(app: App, jobNumber: string) {
  const db = new Database(app.dbPath);
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare("UPDATE job_versions SET state = 'Approved', approved_at = ? WHERE job_id = (SELECT id FROM jobs WHERE job_number = ?) AND version_number = 1").run(Date.now(), jobNumber);
    db.prepare("UPDATE jobs SET status = 'Approved', job_terms = 'Net30', client_reference = 'PO-4455' WHERE job_number = ?").run(jobNumber);
  } finally {
    db.close();
  }
}

async function pdfTextOf(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

test('the work order takes install notes, prints every line without money, and a reissue is revision 2', async ({ app, userPage: page }, testInfo) => {
  test.setTimeout(120_000);
  const { path, jobNumber } = createCompareJob(app.dbPath, `Work Order ${testInfo.project.name}`);
  approve(app, jobNumber);
  await page.goto(path);
  await page.getByRole('link', { name: 'Work Order' }).click();
  await expect(page.getByRole('heading', { name: 'Work order', level: 1 })).toBeVisible();
  await expect(page.getByTestId('work-order-line')).toHaveCount(3);
  await expect(page.getByText('$')).toHaveCount(0);

  const first = page.getByTestId('work-order-line').first();
  await first.getByLabel('Install notes').fill('Use the 40 ft lift');
  await first.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByText('Install notes saved')).toBeVisible();
  await expect(page.getByTestId('work-order-line').first().getByLabel('Install notes')).toHaveValue('Use the 40 ft lift');

  await page.getByRole('button', { name: 'Issue work order' }).click();
  await expect(page.getByTestId('work-order-state')).toHaveText('Revision 1 is current.');
  const download1 = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Revision 1 (PDF)' }).click();
  const text = await pdfTextOf(readFileSync(await (await download1).path()));
  for (const phrase of ['Channel Letters', 'Custom panel', 'Survey', 'Use the 40 ft lift', 'PO-4455']) expect(text).toContain(phrase);
  expect(text).not.toContain('$');

  const last = page.getByTestId('work-order-line').last();
  await last.getByLabel('Install notes').fill('Survey before 9am');
  await last.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByTestId('work-order-state')).toHaveText('Install notes changed since revision 1.');
  await page.getByRole('button', { name: 'Reissue' }).click();
  await expect(page.getByTestId('work-order-state')).toHaveText('Revision 2 is current.');
  await expect(page.getByRole('link', { name: 'Revision 1 (PDF)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Revision 2 (PDF)' })).toBeVisible();
});

test('the books page downloads the invoices for QuickBooks Online and Xero', async ({ adminPage: page }) => {
  await page.goto('/books?from=2026-01-01&to=2026-12-31');
  await expect(page.getByRole('heading', { name: 'Books', level: 1 })).toBeVisible();
  for (const [name, header] of [
    ['Invoices for QuickBooks Online (CSV)', 'InvoiceNo,Customer,InvoiceDate,DueDate'],
    ['Invoices for Xero (CSV)', '*ContactName,EmailAddress'],
  ] as const) {
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name }).click();
    const body = readFileSync(await (await download).path(), 'utf8');
    expect(body.replace(/^\ufeff/, '').startsWith(header)).toBe(true);
  }
});
