import { chromium } from '@playwright/test';
import chromiumPkg from '@sparticuz/chromium';
import { signIn } from './e2e/support/fixtures';
const b = await chromium.launch({ executablePath: await chromiumPkg.executablePath(), args: chromiumPkg.args });
for (const width of [1512, 390]) {
  const context = await b.newContext({ viewport: { width, height: width < 800 ? 844 : 1000 } });
  await signIn(context, 'admin@signboard.local', { dbPath: '/tmp/prof-demo.db', baseURL: 'http://localhost:3999' } as never);
  const page = await context.newPage();
  await page.goto('http://localhost:3999/home');
  await page.waitForTimeout(1500);
  await page.locator('figure').first().screenshot({ path: `/tmp/snaps-home/home-chart-${width}.png` });
  await context.close();
}
await b.close();
