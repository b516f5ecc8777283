/**
 * Accessibility (axe-core, WCAG 2.0/2.1 A and AA) of the panels and admin
 * screens, at 1512 px and at 390 px, with JavaScript on and off:
 * the job page with the Add New panel open (both lists, a sign with its
 * options, a sign configured, a service), the Edit panel of a line, every
 * /data tab (Signs with a sign open) and each dialog route under /data,
 * /users (each tab, Invite User, Edit User) and /home. Each screen is a soft
 * check: one run lists every screen's violations.
 */
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { config, createEmptyJob, pickService, pickSign, rows, sheet, toast } from './support/line-items-helpers';

type Ids = { signId: number; brandId: number; serviceId: number; optionId: number; userId: number; monumentId: number };

function seededIds(dbPath: string): Ids {
  const db = new Database(dbPath, { readonly: true });
  try {
    const one = (sql: string) => (db.prepare(sql).get() as { id: number }).id;
    return {
      signId: one("SELECT id FROM signs WHERE name = 'Channel Letters' ORDER BY id LIMIT 1"),
      monumentId: one("SELECT s.id FROM signs s JOIN brands b ON b.id = s.brand_id WHERE s.name = 'Monument Sign' AND b.slug = 'dhc'"),
      brandId: one("SELECT id FROM brands WHERE slug = 'dhc'"),
      serviceId: one('SELECT id FROM services ORDER BY id LIMIT 1'),
      optionId: one(`SELECT id FROM sign_options WHERE "values" != '' ORDER BY id LIMIT 1`),
      userId: one("SELECT id FROM users WHERE email = 'estimator@signboard.local'"),
    };
  } finally {
    db.close();
  }
}

/** A dialog's heading is visible: Headless UI's dialog root has no box of its own. */
const dialogReady = (page: Page) => expect(page.getByRole('dialog').getByRole('heading').first()).toBeVisible();

for (const viewport of [
  { width: 1512, height: 982 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    // Several screens per test, each a soft check; generous timeouts: without JavaScript each check opens a copy of the page.
    test.describe.configure({ timeout: 240_000 });

    test('the job page with the Add New panel open: lists and a sign', async ({ userPage: page, app }) => {
      const ids = seededIds(app.dbPath);
      const jobPath = createEmptyJob(app.dbPath, 'dhc', 'A11y Panels');
      await page.goto(`${jobPath}/items/new`);
      await expect(sheet(page).getByRole('list', { name: 'Signs' })).toBeVisible();
      await expectNoViolations(page, 'Add New, Signage list');
      await page.goto(`${jobPath}/items/new?list=services`);
      await expect(sheet(page).getByRole('list', { name: 'Services' })).toBeVisible();
      await expectNoViolations(page, 'Add New, Services list');

      await page.goto(`${jobPath}/items/new?sign=${ids.monumentId}`);
      await expect(config(page).getByRole('heading', { name: 'Monument Sign' })).toBeVisible();
      await expectNoViolations(page, 'Add New, Monument Sign with its options');
      await config(page).getByLabel('Height (ft)').fill('6');
      await config(page).getByLabel('Width (ft)').fill('5');
      await config(page).getByLabel('Color').selectOption('White');
      await config(page).getByLabel('Fab Material').selectOption('Routed Aluminum');
      if (test.info().project.use.javaScriptEnabled === false) await config(page).getByRole('button', { name: 'Calculate' }).click();
      await expect(config(page).getByTestId('area')).toContainText('Area: 30 SF');
      await expectNoViolations(page, 'Add New, Monument Sign configured');
      // Edit Prices: the four amounts as inputs.
      await config(page).getByRole('button', { name: 'Edit Prices' }).click();
      await expect(config(page).getByLabel('Unit Price', { exact: true })).toBeVisible();
      await expectNoViolations(page, 'Add New, Monument Sign, Edit Prices');

      await page.goto(`${jobPath}/items/new`);
      await pickSign(page, 'Channel Letters');
      await expectNoViolations(page, 'Add New, Channel Letters (a size to choose)');
    });

    test('the job page with the Add New panel on a service, and the Edit panel', async ({ userPage: page, app }) => {
      const jobPath = createEmptyJob(app.dbPath, 'dhc', 'A11y Panels');

      await page.goto(`${jobPath}/items/new?list=services`);
      await pickService(page, 'Survey');
      await expectNoViolations(page, 'Add New, Survey');
      await config(page).getByRole('button', { name: 'Add Service' }).click();
      await expect(toast(page)).toContainText('Survey added to job');
      await page.goto(jobPath);
      await expect(rows(page)).toHaveCount(1);
      await expectNoViolations(page, 'job page with one line');
      // The row's menu holds Edit only while open (one menu at a time): open it, then read its link.
      await rows(page).first().getByRole('link', { name: /^Actions for / }).click();
      const edit = await rows(page).first().getByRole('link', { name: 'Edit', exact: true }).getAttribute('href');
      await page.goto(edit!);
      await expect(config(page).getByRole('button', { name: 'Update Service' })).toBeVisible();
      await expectNoViolations(page, 'Edit Item (Survey)');
    });

    test('/data: each tab', async ({ adminPage: page, app }) => {
      const ids = seededIds(app.dbPath);
      for (const tab of ['brands', 'services', 'options']) {
        await page.goto(`/data?tab=${tab}`);
        await expect(page.getByRole('heading', { name: 'Data Management' })).toBeVisible();
        await expectNoViolations(page, `/data ${tab} tab`);
      }
      await page.goto(`/data?tab=signs&open=${ids.signId}`);
      await expect(page.getByRole('link', { name: 'Close Channel Letters sizes' }).first()).toBeVisible();
      await expectNoViolations(page, '/data signs tab, Channel Letters open');
    });

    test('/data: each dialog route', async ({ adminPage: page, app }) => {
      const ids = seededIds(app.dbPath);
      // A price changed and changed back, so the history dialog has rows to show and other specs' prices stay.
      const sizes = (await (await page.request.get(`/api/signs/${ids.signId}/pricing`)).json()) as Array<{ id: number; signPrice: number }>;
      for (const signPrice of ['1234.00', sizes[0]!.signPrice.toFixed(2)]) {
        const changed = await page.request.patch(`/api/sign-pricing/${sizes[0]!.id}`, { headers: { Origin: app.baseURL }, data: { signPrice } });
        expect(changed.ok()).toBe(true);
      }

      for (const [path, what] of [
        ['/data/signs/new', 'Add Sign'],
        [`/data/signs/${ids.signId}/edit`, 'Edit Sign'],
        [`/data/signs/${ids.signId}/history`, 'Price history'],
        [`/data/options/${ids.optionId}/values/0`, 'Edit Option Value'],
        ['/data/brands/new', 'Add Brand'],
        [`/data/brands/${ids.brandId}/edit`, 'Edit Brand'],
        ['/data/services/new', 'Add Service'],
        [`/data/services/${ids.serviceId}/edit`, 'Edit Service'],
      ] as const) {
        await page.goto(path);
        await dialogReady(page);
        await expectNoViolations(page, what);
      }
    });

    test('/users: each tab, Invite User and Edit User; /home', async ({ adminPage: page, app }) => {
      const ids = seededIds(app.dbPath);
      for (const tab of ['all', 'active', 'disabled']) {
        await page.goto(`/users?tab=${tab}`);
        await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
        await expectNoViolations(page, `/users ${tab} tab`);
      }
      await page.goto('/users/invite');
      await expect(page.getByRole('dialog').getByLabel('Full Name')).toBeVisible();
      await expectNoViolations(page, 'Invite User');
      await page.goto(`/users/${ids.userId}/edit`);
      await dialogReady(page);
      await expectNoViolations(page, 'Edit User');
      await page.goto('/home');
      await expect(page.getByRole('heading', { name: 'Value quoted per month' })).toBeVisible();
      await expectNoViolations(page, '/home');
    });
  });
}
