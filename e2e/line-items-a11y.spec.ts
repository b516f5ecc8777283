/**
 * Accessibility (axe-core, WCAG 2.0/2.1 A and AA) of the line-item panel and
 * the job page's row menu, with JavaScript on and off: the list (both tabs),
 * a sign's and a service's configuration, a line being edited, an open row
 * menu. Without JavaScript axe checks a script-free copy of the page, as
 * e2e/a11y.spec.ts explains (axe's timers never fire with scripting off).
 */
import type { Page } from '@playwright/test';
import { analyze } from './support/axe';
import { expect, test } from './support/fixtures';
import { config, createEmptyJob, pickService, rowMenu, rows, toast } from './support/line-items-helpers';

async function violations(page: Page): Promise<string[]> {
  const result = await analyze(page);
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' >> ')).join(', ')}`);
}

test('the line-item panel and row menu pass axe', async ({ userPage: page, app }) => {
  test.setTimeout(120_000);
  const jobPath = createEmptyJob(app.dbPath, 'dhc', 'Line Items A11y');
  const signId = (await (await page.request.get('/api/signs')).json()) as { id: number; signName: string; brandName: string }[];
  const monument = signId.find((s) => s.signName === 'Monument Sign' && s.brandName === "Dave's Hot Chicken")!;
  for (const path of [`${jobPath}/items/new`, `${jobPath}/items/new?list=services`, `${jobPath}/items/new?sign=${monument.id}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Add New' })).toBeVisible();
    expect(await violations(page), path).toEqual([]);
  }
  await page.goto(`${jobPath}/items/new?list=services`);
  await pickService(page, 'Survey');
  expect(await violations(page), 'Survey configuration').toEqual([]);
  await config(page).getByRole('button', { name: 'Add Service' }).click();
  await expect(toast(page)).toContainText('Survey added to job');
  await page.goto(jobPath);
  await expect(rows(page)).toHaveCount(1);
  await rowMenu(page, 'Survey', 'Edit');
  await expect(config(page).getByRole('button', { name: 'Update Service' })).toBeVisible();
  expect(await violations(page), 'Edit Survey').toEqual([]);
  await page.goto(jobPath);
  await rows(page).first().getByRole('link', { name: /^Actions for / }).click();
  await expect(rows(page).first().getByRole('button', { name: 'Delete' })).toBeVisible();
  expect(await violations(page), 'row menu open').toEqual([]);
});
