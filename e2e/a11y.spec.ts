/**
 * Accessibility checks (axe-core, WCAG 2.0/2.1 A and AA) of every built
 * screen, with JavaScript on and off: sign-in and its 'We sent your link!'
 * view, /welcome, the 404 page, the shell's screens, the new-job wizard's two
 * steps, a seeded job page with its tabs and server-rendered edit dialogs,
 * Access Denied and the dev outbox. A failure lists each violation's rule,
 * impact and the elements it found.
 */
import type { Page } from '@playwright/test';
import { analyze, summarize } from './support/axe';
import { expect, test } from './support/fixtures';

// analyze() checks the hydrated page with JavaScript and, without it, a script-free copy of the page
// (axe's timers never fire with scripting off); see e2e/support/axe.ts.

/**
 * Runs axe on the page as it is now. `disableRules` is for a rule that is a
 * documented false positive on this one page; say why where it is passed.
 */
async function expectNoViolations(page: Page, options: { disableRules?: string[] } = {}) {
  const { violations } = await analyze(page, options.disableRules ?? []);
  const where = new URL(page.url());
  // The rule ids as the compared value keep the report short; the message has the details.
  expect(violations.map((v) => v.id), `axe violations on ${where.pathname}${where.search}:\n\n${summarize(violations)}`).toEqual([]);
}

const unique = () => `${test.info().project.name}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;

test.describe('signed out', () => {
  test('/login', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expectNoViolations(page);
    // With its error message.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please enter your email address')).toBeVisible();
    await expectNoViolations(page);
  });

  test("/login after asking for a link ('We sent your link!')", async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('pm@signboard.local');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'We sent your link!' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('/welcome', async ({ page }) => {
    await page.goto('/welcome');
    await expect(page.getByRole('heading', { name: 'Welcome to Signboard' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('the 404 page', async ({ page }) => {
    await page.goto('/some/unknown/path');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('/dev/outbox (with a message in it)', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('estimator@signboard.local');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'We sent your link!' })).toBeVisible();
    await page.goto('/dev/outbox');
    await expect(page.getByRole('heading', { name: 'Dev outbox' })).toBeVisible();
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await expectNoViolations(page);
  });
});

test.describe('signed in', () => {
  test('/home', async ({ userPage: page }) => {
    await page.goto('/home');
    await expect(page.getByRole('main').getByRole('link', { name: /^Jobs/ })).toBeVisible();
    await expectNoViolations(page);
    // The shell's profile menu, open.
    await page.locator('aside summary', { hasText: 'Sam Ortiz' }).click();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('/ (jobs list)', async ({ userPage: page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Jobs' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('/daves-hot-chicken', async ({ userPage: page }) => {
    await page.goto('/daves-hot-chicken');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page);
  });

  test('/coming-soon/wendys', async ({ userPage: page }) => {
    await page.goto('/coming-soon/wendys');
    await expect(page.getByRole('heading', { level: 1, name: "Wendy's" })).toBeVisible();
    await expectNoViolations(page);
  });

  test('/job/new, step 1 and then step 2', async ({ userPage: page }) => {
    await page.goto('/job/new');
    const step1 = page.getByRole('dialog', { name: 'Job Info' });
    await expect(step1.getByRole('button', { name: 'Next: Client Info' })).toBeVisible();
    await expectNoViolations(page);
    // With its error messages.
    await step1.getByRole('button', { name: 'Next: Client Info' }).click();
    await expect(step1.getByText('Please enter a job name')).toBeVisible();
    await expectNoViolations(page);

    await step1.getByLabel('Job Name').fill('Accessible Plaza');
    await step1.getByLabel('Job Number').fill(`A11Y-${unique()}`);
    await step1.getByLabel('Brand').selectOption({ label: "Dave's Hot Chicken" });
    await step1.getByLabel('Project Manager').selectOption({ label: 'Priya Nair (Project Manager)' });
    await step1.getByLabel('Payment Terms').selectOption('Net30');
    await step1.getByLabel('Tax percentage (%)').fill('8.25');
    await step1.getByLabel('Location').fill('12 Harbor Rd, Long Beach, CA 90802');
    await step1.getByRole('button', { name: 'Next: Client Info' }).click();
    const step2 = page.getByRole('dialog', { name: 'Client Info' });
    await expect(step2.getByText('Step 2/2')).toBeVisible();
    await expect(step2.getByRole('button', { name: 'Create Job', exact: true })).toBeVisible();
    await expectNoViolations(page);
  });

  test('/job/new with a job number the brand has (step 1 keeps the error)', async ({ userPage: page }) => {
    await page.goto('/job/new');
    const step1 = page.getByRole('dialog', { name: 'Job Info' });
    await expect(step1.getByRole('button', { name: 'Next: Client Info' })).toBeVisible();
    await step1.getByLabel('Job Name').fill('Copy Cat');
    await step1.getByLabel('Job Number').fill('2025-014');
    await step1.getByLabel('Brand').selectOption({ label: "Dave's Hot Chicken" });
    // Checked on 'Next: Client Info': the error shows in step 1.
    await step1.getByRole('button', { name: 'Next: Client Info' }).click();
    await expect(step1.getByText("Job number 2025-014 already exists for Dave's Hot Chicken")).toBeVisible();
    await expectNoViolations(page);
  });

  test('a seeded job page', async ({ userPage: page }) => {
    await page.goto('/job/dhc/2025-014');
    await expect(page.getByTestId('line-item-row')).toHaveCount(6);
    await expectNoViolations(page);
    // The Versions menu, open.
    await page.getByTestId('versions-menu').locator('summary').click();
    await expect(page.getByRole('list', { name: 'Versions' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('a seeded job page, Budget tab', async ({ userPage: page }) => {
    await page.goto('/job/dhc/2025-014?tab=budget');
    await expect(page.getByTestId('budget-summary')).toBeVisible();
    await expectNoViolations(page);
  });

  for (const [edit, title] of [
    ['job', 'Edit Job Info'],
    ['client', 'Edit Client Info'],
  ] as const) {
    test(`a seeded job page with ?edit=${edit} (${title})`, async ({ userPage: page }) => {
      await page.goto(`/job/dhc/2025-014?edit=${edit}`);
      await expect(page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Save' })).toBeVisible();
      await expectNoViolations(page);
    });
  }

  test('Access Denied (a User visits /data)', async ({ signedInPage }) => {
    const page = await signedInPage('estimator@signboard.local');
    await page.goto('/data');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expectNoViolations(page);
  });
});

test.describe('admin screens', () => {
  test('/data tabs, the Signs grid open, and its dialogs', async ({ adminPage: page }) => {
    // Seven axe runs, one over every sign of the catalogue; on a loaded 2-core machine they passed 60 s.
    test.setTimeout(180_000);
    for (const tab of ['brands', 'services', 'options']) {
      await page.goto(`/data?tab=${tab}`);
      await expect(page.getByRole('heading', { name: 'Data Management' })).toBeVisible();
      await expectNoViolations(page);
    }
    await page.goto('/data?tab=signs&open=1,2');
    await expect(page.getByRole('link', { name: 'Close Channel Letters sizes' }).first()).toBeVisible();
    await expectNoViolations(page);
    await page.goto('/data/signs/1/edit');
    // Headless UI's dialog root has no box of its own (its panel is fixed), so wait for a field in it.
    await expect(page.getByRole('dialog').getByLabel('Description Template')).toBeVisible();
    await expectNoViolations(page);
    await page.goto('/data/options/1/values/0');
    await expect(page.getByRole('dialog', { name: 'Edit Option Value' }).getByLabel('Value Name')).toBeVisible();
    await expectNoViolations(page);
  });

  test('/users, its Invite User dialog, and the dashboard as an admin', async ({ adminPage: page }) => {
    await page.goto('/users');
    await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
    await expectNoViolations(page);
    await page.goto('/users/invite');
    await expect(page.getByRole('dialog', { name: 'Invite User' }).getByLabel('Full Name')).toBeVisible();
    await expectNoViolations(page);
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Value quoted per month' })).toBeVisible();
    await expectNoViolations(page);
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('/login', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('/ (jobs list as cards) and the menu drawer', async ({ userPage: page, javaScriptEnabled }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Jobs' })).toBeVisible();
    await expectNoViolations(page);
    // The drawer, open: a dialog with JavaScript, the #sidebar target without.
    if (javaScriptEnabled) {
      await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith('__reactFiber$')));
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Home' })).toBeVisible();
    } else {
      await page.getByRole('link', { name: 'Menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeVisible();
    }
    await expectNoViolations(page);
  });

  test('/job/new, step 1 full screen', async ({ userPage: page }) => {
    await page.goto('/job/new');
    await expect(page.getByRole('dialog', { name: 'Job Info' }).getByRole('button', { name: 'Next: Client Info' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('a seeded job page, with the Versions sheet open', async ({ userPage: page }) => {
    await page.goto('/job/dhc/2025-014');
    await expect(page.getByTestId('line-item-row')).toHaveCount(6);
    await expectNoViolations(page);
    await page.getByTestId('versions-menu').locator('summary').click();
    await expect(page.getByRole('list', { name: 'Versions' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('a seeded job page with ?edit=client', async ({ userPage: page }) => {
    await page.goto('/job/dhc/2025-014?edit=client');
    await expect(page.getByRole('dialog', { name: 'Edit Client Info' }).getByRole('button', { name: 'Save' })).toBeVisible();
    await expectNoViolations(page);
  });
});
