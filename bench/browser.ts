/**
 * `npm run bench -- browser` (and part of the full `npm run bench`): what a person
 * on a slow laptop feels, as a ratio to the nearest limit. The production build
 * on the bench's database and, beside each page, a bare React Router page
 * (bench/bare-app.ts) served the same way with as many table rows, about as many
 * elements and as many bytes of HTML, its data hydrated the same way
 * (bench/browser-pages.ts sizes it). Chromium (the one the tests use) with its CPU
 * slowed 4x through CDP (`Emulation.setCPUThrottlingRate`, DevTools' 'low-end'
 * setting); a fresh context for every load; the page's loads and its bare twin's
 * alternate (in turn first), so both see the same machine load; one warm-up pair.
 *
 * Prints, as medians, for each page and its twin: 'interactive' (the end of the
 * last long task, from a buffered `longtask` PerformanceObserver: when the page
 * stops blocking input; DOMContentLoaded's end when there was no long task), total
 * blocking time (each long task's time past 50 ms, summed), main-thread time
 * (Chromium's TaskDuration until the page is quiet: all the work the load cost,
 * however it was split into tasks, so it swings less with the machine's load than
 * when the last task ended), load time, 'JS ready' (when React has taken the page
 * over: the page's last element carries React's key), elements
 * after hydration and HTML bytes;
 * and the ratio page / bare. Figures only.
 *
 * BENCH_BROWSER_RUNS sets the measured pairs per page (default 3); BENCH_CPU_RATE the
 * slow-down (default 4); BENCH_BROWSER_ONLY=jobs,300 keeps the pages whose label
 * holds one of those words; BENCH_BROWSER_PROFILE=dir traces, profiles and
 * coverage-counts one more load of each (bench/browser-profile.ts) and
 * prints where the time went; BENCH_BROWSER_NO_CSS=1 loads our pages without
 * their stylesheet, to see what the CSS costs; BENCH_BROWSER_TASKS=1 prints each
 * load's long tasks and what ran in each (Long Animation Frames: the script and
 * its file, and the style, layout and paint at the frame's end), with no tracing.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, chromium as Chromium } from '@playwright/test';
import type { DB } from '../db/connection';
import { htmlShape, sameWeightQuery } from './browser-pages';
import { describeProfile, profileByFile, startCoverage, stopCoverage, traceSummary } from './browser-profile';
import { startBenchServers } from './browser-servers';

const RUNS = Number(process.env.BENCH_BROWSER_RUNS) || 3;
const CPU_RATE = Number(process.env.BENCH_CPU_RATE) || 4;
const PROFILE_DIR = process.env.BENCH_BROWSER_PROFILE;
/** BENCH_BROWSER_NO_CSS=1: our pages load without their stylesheet (what the CSS costs in style and layout; a what-if, not a page anyone sees). */
const NO_CSS = process.env.BENCH_BROWSER_NO_CSS === '1';

type Sample = { loadMs: number; jsReadyMs: number; interactiveMs: number; blockingMs: number; busyMs: number; longTasks: number; elements: number; htmlBytes: number };

const SHOW_TASKS = process.env.BENCH_BROWSER_TASKS === '1';

// Registered before any of the page's own scripts run, so no long task is missed. Long Animation Frames (which
// script ran, from which file; how long the frame's style, layout and paint took) only for BENCH_BROWSER_TASKS.
const OBSERVE_LONG_TASKS = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  // When React has taken the page over: the page's last element (the deepest last one before the scripts, which
  // React Router's data stream adds to outside React) gets React's own key once hydrating reaches it.
  window.__jsReady = 0;
  document.addEventListener('DOMContentLoaded', () => {
    let last = [...document.body.children].filter((e) => e.tagName !== 'SCRIPT').pop();
    while (last && last.lastElementChild) last = last.lastElementChild;
    const poll = () => {
      if (last && Object.keys(last).some((k) => k.startsWith('__reactFiber'))) window.__jsReady = performance.now();
      else setTimeout(poll, 10);
    };
    poll();
  });
  window.__frames = [];
  if (${SHOW_TASKS}) new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const scripts = e.scripts.map((x) => (x.invokerType + ' ' + (x.sourceURL || '').split('/').pop() + ' ' + Math.round(x.duration) + ' ms'));
      const render = e.renderStart ? Math.round(e.startTime + e.duration - e.renderStart) : 0;
      window.__frames.push(Math.round(e.startTime) + '+' + Math.round(e.duration) + ' ms: ' + (scripts.join(', ') || 'no script') + (render ? ', then style, layout and paint ' + render + ' ms' : ''));
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
`;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

type Load = { url: string; cookie?: { name: string; value: string }; profileAs?: string; noCss?: boolean };

async function loadOnce(browser: Browser, { url, cookie, profileAs, noCss }: Load): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1512, height: 1000 } });
  if (noCss) await context.route(/\.css(\?|$)/, (route) => route.abort());
  if (cookie) await context.addCookies([{ ...cookie, url }]);
  await context.addInitScript(OBSERVE_LONG_TASKS);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  // Chromium's own count of the page's main-thread work (TaskDuration: every task's time, scripts, style, layout,
  // parsing and painting alike): what the load cost the CPU, whenever it ran.
  await cdp.send('Performance.enable');
  const tracePath = profileAs ? path.join(PROFILE_DIR!, `${profileAs}.trace.json`) : null;
  if (tracePath) {
    await browser.startTracing(page, { path: tracePath });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await startCoverage(page);
  }
  const response = await page.goto(url, { waitUntil: 'load' });
  if (!response || response.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
  const htmlBytes = (await response.body()).length;
  // Hydration and any work it queues land after 'load': wait until the main thread has been quiet for 1 s.
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __longTasks: { start: number; duration: number }[]; __jsReady: number };
      const last = w.__longTasks.at(-1);
      return w.__jsReady > 0 && performance.now() - (last ? last.start + last.duration : 0) > 1000;
    },
    undefined,
    { timeout: 60_000, polling: 200 },
  );
  const { metrics } = await cdp.send('Performance.getMetrics');
  const busyMs = (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
  const { sample, record } = await page.evaluate(() => {
    const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const tasks = w.__longTasks;
    const sample = {
      loadMs: nav.loadEventEnd,
      jsReadyMs: (window as unknown as { __jsReady: number }).__jsReady,
      interactiveMs: tasks.length ? Math.max(...tasks.map((t) => t.start + t.duration)) : nav.domContentLoadedEventEnd,
      blockingMs: tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
      longTasks: tasks.length,
      elements: document.getElementsByTagName('*').length,
    };
    // What BENCH_BROWSER_TASKS prints: not part of the figures.
    const record = {
      tasks: tasks.map((t) => `${t.start.toFixed(0)}+${t.duration.toFixed(0)}`).join(' '),
      frames: (window as unknown as { __frames: string[] }).__frames,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    };
    return { sample, record };
  });
  if (SHOW_TASKS) {
    const { pathname, search } = new URL(url);
    console.log(`    ${pathname}${search}: first paint ${record.firstPaint.toFixed(0)} ms, long tasks (start+ms) ${record.tasks}`);
    for (const frame of record.frames) console.log(`      frame ${frame}`);
  }
  if (tracePath) {
    const coverage = await stopCoverage(page);
    const { profile } = await cdp.send('Profiler.stop');
    await browser.stopTracing();
    fs.writeFileSync(path.join(PROFILE_DIR!, `${profileAs}.cpuprofile`), JSON.stringify(profile));
    console.log(describeProfile(profileAs!, traceSummary(tracePath), profileByFile(profile as never), coverage));
  }
  await context.close();
  return { ...sample, busyMs, htmlBytes };
}

/** The Chromium the tests use (@sparticuz/chromium, or CHROMIUM_PATH) and the flags it needs here. */
export async function chromiumExecutable(): Promise<{ path: string; args: string[] }> {
  const require = createRequire(import.meta.url);
  type Sparticuz = { executablePath(): Promise<string>; args: string[] };
  const loaded = require('@sparticuz/chromium') as Sparticuz & { default?: Sparticuz };
  const sparticuz = loaded.default?.executablePath ? loaded.default : loaded;
  return {
    path: process.env.CHROMIUM_PATH || (await sparticuz.executablePath()),
    args: sparticuz.args.filter((a) => a !== '--single-process' && a !== '--no-zygote'),
  };
}

async function launchChromium(): Promise<Browser> {
  const require = createRequire(import.meta.url);
  const { chromium } = require('@playwright/test') as { chromium: typeof Chromium };
  const { path: executablePath, args } = await chromiumExecutable();
  return chromium.launch({ executablePath, headless: true, args });
}

export async function runBrowserBench(db: DB): Promise<void> {
  const { origin, bareOrigin, pages, cookie, close } = await startBenchServers(db);
  const browser = await launchChromium();
  try {
    if (PROFILE_DIR) fs.mkdirSync(PROFILE_DIR, { recursive: true });
    if (NO_CSS) console.log('\nOur pages load WITHOUT their stylesheet (BENCH_BROWSER_NO_CSS=1)');
    console.log(`\nBrowser bench: production build, Chromium with CPU slowed ${CPU_RATE}x, fresh load each time, page and same-weight bare page alternating, median of ${RUNS}`);
    const rows: string[] = [];
    for (const target of pages) {
      const html = await (await fetch(origin + target.path, { headers: target.signedIn ? { cookie: `${cookie.name}=${cookie.value}` } : {} })).text();
      const shape = htmlShape(html);
      const bareUrl = `${bareOrigin}/${await sameWeightQuery(bareOrigin, shape)}`;
      const app: Sample[] = [];
      const twin: Sample[] = [];
      const slug = target.label.replace(/[^a-z0-9]+/gi, '-');
      // With BENCH_BROWSER_PROFILE, one more pair after the measured ones is traced (tracing slows it: not counted).
      for (let i = 0; i <= RUNS + (PROFILE_DIR ? 1 : 0); i++) {
        const profile = i > RUNS;
        const appLoad = () =>
          loadOnce(browser, { url: origin + target.path, cookie: target.signedIn ? cookie : undefined, profileAs: profile ? slug : undefined, noCss: NO_CSS });
        const bareLoad = () => loadOnce(browser, { url: bareUrl, profileAs: profile ? `${slug}-bare` : undefined });
        // In turn first, so neither always runs on a cache the other warmed or a machine the other loaded.
        const [a, b] = i % 2 ? [await bareLoad(), await appLoad()].reverse() : [await appLoad(), await bareLoad()];
        if (i > 0 && !profile) {
          app.push(a!);
          twin.push(b!);
        }
      }
      const m = (xs: Sample[], k: keyof Sample) => median(xs.map((x) => x[k]));
      const ratio = (k: keyof Sample) => (m(twin, k) > 0 ? `${(m(app, k) / m(twin, k)).toFixed(2)}x` : '-');
      const n = (x: number) => x.toFixed(0);
      // Page and bare (then their ratio), each figure right-aligned in a column `width` wide.
      const pair = (k: keyof Sample, width: number, per = 1) => `${n(m(app, k) / per).padStart(width)} ${n(m(twin, k) / per).padStart(width)}`;
      const compared = (k: keyof Sample, width: number) => `${pair(k, width)} ${ratio(k).padStart(6)}`;
      rows.push(
        `  ${target.label.padEnd(24)}  ${compared('interactiveMs', 6)}   ${compared('blockingMs', 5)}   ${compared('busyMs', 5)}   ${compared('loadMs', 6)}   ${compared('jsReadyMs', 6)}   ${pair('longTasks', 3)}   ${pair('elements', 5)}   ${pair('htmlBytes', 4, 1024)} KB  ${String(shape.rows).padStart(4)}`,
      );
      if (!PROFILE_DIR) console.log(rows.at(-1));
    }
    const head = `  ${'page'.padEnd(24)}  interactive ms (x)     blocking ms (x)      main thread ms (x)   load ms (x)            JS ready ms (x)        long tasks  elements       HTML          rows\n  ${''.padEnd(24)}    page   bare  ratio    page  bare  ratio    page  bare  ratio     page   bare  ratio     page   bare  ratio   pg bare   page  bare   page bare`;
    console.log(`\n${head}\n${rows.join('\n')}`);
    console.log(`  (interactive: the end of the last long task; blocking: total blocking time; main thread: all its tasks' time until quiet (Chromium's TaskDuration); JS ready: when React has taken over the page; bare: a bare React Router 7 page of as many rows, elements and HTML bytes)`);
  } finally {
    await browser.close();
    await close();
  }
}
