/**
 * The client chooses, with JavaScript and without, on a 390 px phone: a proposal offers an optional item and a
 * 'Choose one' group; the client ticks the item and picks the other line of the group, the grand total follows (at
 * once with JavaScript, after 'Update total' without), and Accept records exactly that choice and its total
 * (docs/choices.md).
 */
import Database from 'better-sqlite3';
import { expect, test } from './support/fixtures';
import { copySeededJob, sendAndGetLink } from './support/seeded-job';

test('the client adds an optional item and picks the other line of a group; the total follows and Accept keeps that choice', async ({ app, userPage: page, browser, javaScriptEnabled }) => {
  test.slow(); // a proposal printed and sent, and a client answer, on a shared machine
  const job = copySeededJob(app.dbPath, { prefix: 'CC', name: 'Client Choices' });
  // Line 2 (the logo cabinet) is optional; lines 3 and 4 (the mural and the window graphics) are 'Choose one:
  // Graphics', the window graphics recommended.
  const db = new Database(app.dbPath);
  const ids = (db.prepare('SELECT id FROM line_items WHERE job_version_id = ? ORDER BY sort_order').all(job.versionId) as { id: number }[]).map((l) => l.id);
  db.prepare('UPDATE line_items SET optional = 1 WHERE id = ?').run(ids[1]);
  db.prepare("UPDATE line_items SET alternative_group = 'Graphics' WHERE id IN (?, ?)").run(ids[2], ids[3]);
  db.prepare('UPDATE line_items SET recommended = 1 WHERE id = ?').run(ids[3]);
  db.close();

  const link = await sendAndGetLink(app, page, job.path, 'choices@example.com');
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
  try {
    const client = await context.newPage();
    await client.goto(link);
    const total = client.getByTestId('client-grand-total');
    const recommended = await total.textContent();
    const optional = client.getByRole('group', { name: 'Optional items' }).getByRole('checkbox');
    const graphics = client.getByRole('group', { name: 'Choose one: Graphics' }).getByRole('radio');
    await expect(optional).toHaveCount(1);
    await expect(optional).not.toBeChecked();
    await expect(graphics.nth(1)).toBeChecked();

    await optional.check();
    await graphics.nth(0).check();
    if (!javaScriptEnabled) await client.getByRole('button', { name: 'Update total' }).click();
    await expect(total).not.toHaveText(recommended!);
    // Without JavaScript the page came back with the choice still made.
    await expect(client.getByRole('group', { name: 'Optional items' }).getByRole('checkbox')).toBeChecked();
    await expect(client.getByRole('group', { name: 'Choose one: Graphics' }).getByRole('radio').nth(0)).toBeChecked();
    const chosenTotal = await total.textContent();

    await client.getByLabel('Your full name (your signature)').fill('Jordan Client');
    await client.getByLabel('Your title').fill('Owner');
    await client.getByLabel('I agree to this proposal, its prices and its terms.').check();
    await client.getByRole('button', { name: 'Accept proposal' }).click();
    await expect(client.getByTestId('client-answer')).toContainText('accepted on');
    await expect(client.getByTestId('client-grand-total')).toHaveText(chosenTotal!);
    await expect(client.getByText(/Not chosen/).first()).toBeVisible();

    const read = new Database(app.dbPath, { readonly: true });
    const version = read.prepare('SELECT chosen_line_ids AS chosen, approved_grand_total AS total FROM job_versions WHERE id = ?').get(job.versionId) as { chosen: string; total: number };
    read.close();
    expect(JSON.parse(version.chosen)).toEqual([ids[0], ids[1], ids[2], ...ids.slice(4)]);
    expect(chosenTotal).toContain((version.total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 }));
  } finally {
    await context.close();
  }
});
