/**
 * End-to-end tests: a production build (e2e/support/global-setup.ts) served per worker
 * with a fresh seeded database (e2e/support/fixtures.ts), driven by the headless
 * Chromium shipped in @sparticuz/chromium. No browser download, ever.
 * Every spec runs twice: project `js` (JavaScript on) and `nojs` (off).
 */
import { defineConfig } from '@playwright/test';
import chromium from '@sparticuz/chromium';

// Several people run e2e in this checkout at once and Playwright empties its
// output folder when a run starts, so each run writes into its own subfolder.
// The runner sets the id; its workers inherit it through the environment.
process.env.E2E_RUN_ID ??= `${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}-${process.pid}`;

// Unpacks the binary to /tmp on first use (about 2 s); CHROMIUM_PATH overrides it.
const executablePath = process.env.CHROMIUM_PATH || (await chromium.executablePath());

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The CI machine has 2 cores, shared: one server and one browser per worker.
  workers: 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  outputDir: `test-results/${process.env.E2E_RUN_ID}`,
  use: {
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        // --single-process suits one page per Lambda; here one browser serves many contexts.
        ...chromium.args.filter((arg) => arg !== '--single-process'),
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'js', use: { javaScriptEnabled: true } },
    { name: 'nojs', use: { javaScriptEnabled: false } },
  ],
});
