/**
 * `npm run bench -- browser` (and part of the full `npm run bench`): what a person
 * on a slow laptop feels. The production build on the bench's database, Chromium
 * (the one the tests use) with its CPU slowed 4x through CDP
 * (`Emulation.setCPUThrottlingRate`, DevTools' 'low-end' setting), a fresh page
 * load of the job page with 5, 50 and 300 line items and of the jobs list, each
 * a few times. Prints, as medians: load time (loadEventEnd), the end of the last
 * long task (a buffered `longtask` PerformanceObserver: when the page stops
 * blocking input), total blocking time (the sum of each long task's time past
 * 50 ms), DOM elements and HTML bytes. Figures only, no assertions.
 *
 * BENCH_BROWSER_RUNS sets the loads per page (default 5); BENCH_CPU_RATE the
 * slow-down (default 4).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { chromium as Chromium } from '@playwright/test';
import type { DB } from '../db/connection';
import { jobWithLines } from './line-items';
import { freePort, productionBuild, startProcess, stop, waitForServer } from './server-load';

const RUNS = Number(process.env.BENCH_BROWSER_RUNS) || 5;
const CPU_RATE = Number(process.env.BENCH_CPU_RATE) || 4;

type Sample = { loadMs: number; lastLongTaskEndMs: number; blockingMs: number; longTasks: number; elements: number; htmlBytes: number };

// Registered before any of the page's own scripts run, so no long task is missed.
const OBSERVE_LONG_TASKS = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
`;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

export async function runBrowserBench(db: DB): Promise<void> {
  const buildDir = productionBuild();
  const pages: { label: string; path: string }[] = [];
  let owner = 0;
  for (const [n, count] of [
    [911, 5],
    [912, 50],
    [913, 300],
  ] as const) {
    const made = jobWithLines(db, n, count);
    owner = made.owner;
    pages.push({ label: `job page, ${count} lines`, path: `/job/${made.brand.slug}/${encodeURIComponent(made.job.jobNumber)}` });
  }
  pages.push({ label: 'jobs list (25 rows)', path: '/jobs' });
  const { createSession } = await import('../app/server/auth/session.server');
  const [cookieName, ...rest] = (await createSession(owner)).cookie.split(';')[0]!.split('=');

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = startProcess(['server.js'], {
    NODE_ENV: 'production',
    MAIL_OUTBOX: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
    BUILD_DIR: buildDir,
    DATABASE_PATH: process.env.DATABASE_PATH,
    SESSION_SECRET: process.env.SESSION_SECRET,
    APP_ORIGIN: origin,
  }, process.cwd());

  const require = createRequire(import.meta.url);
  const { chromium } = require('@playwright/test') as { chromium: typeof Chromium };
  type Sparticuz = { executablePath(): Promise<string>; args: string[] };
  const loaded = require('@sparticuz/chromium') as Sparticuz & { default?: Sparticuz };
  const sparticuz = loaded.default?.executablePath ? loaded.default : loaded;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || (await sparticuz.executablePath()),
    headless: true,
    args: sparticuz.args.filter((a) => a !== '--single-process' && a !== '--no-zygote'),
  });
  try {
    await waitForServer(port, server, 'The app server');
    console.log(`\nBrowser bench: production build, Chromium with CPU slowed ${CPU_RATE}x, fresh load, median of ${RUNS}`);
    console.log('  page                      load ms   last long task ends ms   blocking ms   long tasks   elements   HTML');
    for (const target of pages) {
      const samples: Sample[] = [];
      // One warm-up load (server caches, Chromium's code cache for the bundles), then the measured ones.
      for (let i = 0; i <= RUNS; i++) {
        const context = await browser.newContext({ viewport: { width: 1512, height: 1000 } });
        await context.addCookies([{ name: cookieName!, value: rest.join('='), url: origin }]);
        await context.addInitScript(OBSERVE_LONG_TASKS);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
        // BENCH_BROWSER_PROFILE=dir: the first measured load of each page also writes a V8 CPU profile there.
        const profiling = i === 1 && process.env.BENCH_BROWSER_PROFILE;
        const tracePath = profiling ? path.join(process.env.BENCH_BROWSER_PROFILE!, `${target.label.replace(/[^a-z0-9]+/gi, '-')}.trace.json`) : null;
        if (tracePath) await browser.startTracing(page, { path: tracePath });
        if (profiling) {
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
          await cdp.send('Profiler.start');
        }
        const response = await page.goto(origin + target.path, { waitUntil: 'load' });
        if (!response || response.status() !== 200) throw new Error(`${target.path} answered ${response?.status()}`);
        const html = await response.body();
        const htmlBytes = html.length;
        if (i === 0 && process.env.BENCH_DUMP_DIR) fs.writeFileSync(path.join(process.env.BENCH_DUMP_DIR, `${target.label.replace(/[^a-z0-9]+/gi, '-')}.html`), html);
        // Hydration and any work it queues land after 'load': wait until the main thread has been quiet for 1 s.
        await page.waitForFunction(
          () => {
            const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
            const last = w.__longTasks.at(-1);
            const quietSince = last ? last.start + last.duration : 0;
            return performance.now() - quietSince > 1000;
          },
          undefined,
          { timeout: 60_000, polling: 200 },
        );
        const s = await page.evaluate(() => {
          const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
          const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          const tasks = w.__longTasks;
          return {
            loadMs: nav.loadEventEnd,
            lastLongTaskEndMs: tasks.length ? Math.max(...tasks.map((t) => t.start + t.duration)) : 0,
            blockingMs: tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
            longTasks: tasks.length,
            elements: document.getElementsByTagName('*').length,
          };
        });
        if (profiling) {
          const { profile } = await cdp.send('Profiler.stop');
          await browser.stopTracing();
          fs.writeFileSync(path.join(process.env.BENCH_BROWSER_PROFILE!, `${target.label.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`), JSON.stringify(profile));
        }
        if (i > 0) samples.push({ ...s, htmlBytes });
        await context.close();
      }
      const m = (k: keyof Sample) => median(samples.map((x) => x[k]));
      console.log(
        `  ${target.label.padEnd(24)}  ${m('loadMs').toFixed(0).padStart(7)}   ${m('lastLongTaskEndMs').toFixed(0).padStart(22)}   ${m('blockingMs').toFixed(0).padStart(11)}   ${m('longTasks').toFixed(0).padStart(10)}   ${m('elements').toFixed(0).padStart(8)}   ${(m('htmlBytes') / 1024).toFixed(0)} KB`,
      );
    }
    console.log('  (targets: 300 lines interactive within 1.0 s and blocking under 200 ms; 50 lines within 0.5 s)');
  } finally {
    await browser.close();
    await stop(server);
  }
}
