/**
 * `npm run bench -- lighthouse`: Lighthouse's mobile scores (its default: a
 * mid-range phone's screen, slow 4G and a 4x slower CPU, simulated) for the
 * login page and each page the browser bench loads (bench/browser-pages.ts),
 * each beside its same-weight bare React Router page (bench/bare-app.ts), in
 * the same run. Prints the medians of BENCH_LIGHTHOUSE_RUNS runs (default 3):
 * performance and accessibility scores, the performance score's spread, and the
 * metrics behind it. Figures only.
 *
 * Lighthouse is not one of our packages (it brings 190 MB with it). Install it
 * once beside the checkout, e.g. `npm install --no-save lighthouse@12`, or point
 * LIGHTHOUSE_DIR at a folder whose node_modules holds it. It drives the same
 * Chromium the tests use.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DB } from '../db/connection';
import { chromiumExecutable } from './browser';
import { htmlShape, sameWeightQuery } from './browser-pages';
import { startBenchServers } from './browser-servers';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3;

type Audit = { numericValue?: number; score: number | null };
type Lhr = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit & { details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
};
type LighthouseFn = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Lhr } | undefined>;
type Launcher = { launch(o: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void }> };

type Result = { perf: number; a11y: number; fcp: number; lcp: number; tbt: number; si: number; cls: number; scripts: number; scriptKb: number };

async function loadLighthouse(): Promise<{ lighthouse: LighthouseFn; launcher: Launcher } | null> {
  const modules = path.join(process.env.LIGHTHOUSE_DIR || process.cwd(), 'node_modules');
  const entry = path.join(modules, 'lighthouse/core/index.js');
  if (!fs.existsSync(entry)) return null;
  const lighthouse = ((await import(pathToFileURL(entry).href)) as { default: LighthouseFn }).default;
  const launcher = (await import(pathToFileURL(path.join(modules, 'chrome-launcher/dist/index.js')).href)) as Launcher;
  return { lighthouse, launcher };
}

function summarise(lhr: Lhr): Result {
  const a = lhr.audits;
  const value = (id: string) => a[id]?.numericValue ?? NaN;
  const scripts = (a['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
  return {
    perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    si: value('speed-index'),
    cls: value('cumulative-layout-shift'),
    scripts: scripts.length,
    scriptKb: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

export async function runLighthouseBench(db: DB): Promise<void> {
  const loaded = await loadLighthouse();
  if (!loaded) {
    console.log('\nLighthouse bench left out: Lighthouse is not installed. Run `npm install --no-save lighthouse@12` (or set LIGHTHOUSE_DIR) and try again.');
    return;
  }
  const { origin, bareOrigin, pages, cookie, close } = await startBenchServers(db);
  const chromium = await chromiumExecutable();
  const chrome = await loaded.launcher.launch({ chromePath: chromium.path, chromeFlags: ['--headless=new', ...chromium.args] });
  const run = async (url: string, signedIn: boolean): Promise<Result> => {
    const extraHeaders = signedIn ? { Cookie: `${cookie.name}=${cookie.value}` } : undefined;
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], extraHeaders };
    const result = await loaded.lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return summarise(result.lhr);
  };
  try {
    console.log(`\nLighthouse bench: Lighthouse's mobile defaults (simulated slow 4G, CPU x4), production build, page and same-weight bare page alternating, median of ${RUNS}`);
    const rows: string[] = [];
    for (const target of [{ label: 'login page', path: '/login', signedIn: false }, ...pages]) {
      const html = await (await fetch(origin + target.path, { headers: target.signedIn ? { cookie: `${cookie.name}=${cookie.value}` } : {} })).text();
      const bareUrl = `${bareOrigin}/${await sameWeightQuery(bareOrigin, htmlShape(html))}`;
      const app: Result[] = [];
      const twin: Result[] = [];
      for (let i = 0; i < RUNS; i++) {
        // In turn first, as in the browser bench.
        if (i % 2) twin.push(await run(bareUrl, false));
        app.push(await run(origin + target.path, target.signedIn));
        if (!(i % 2)) twin.push(await run(bareUrl, false));
      }
      const m = (xs: Result[], k: keyof Result) => median(xs.map((x) => x[k]));
      const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      const perf = app.map((r) => r.perf);
      rows.push(
        `  ${target.label.padEnd(24)}  ${String(m(app, 'perf')).padStart(4)} (${Math.min(...perf)}-${Math.max(...perf)})  ${String(m(twin, 'perf')).padStart(4)}   ${String(m(app, 'a11y')).padStart(4)}   ${s(m(app, 'fcp')).padStart(6)} ${s(m(twin, 'fcp')).padStart(6)}   ${s(m(app, 'lcp')).padStart(6)} ${s(m(twin, 'lcp')).padStart(6)}   ${String(Math.round(m(app, 'tbt'))).padStart(4)} ${String(Math.round(m(twin, 'tbt'))).padStart(4)}   ${s(m(app, 'si')).padStart(6)}   ${m(app, 'cls').toFixed(3)}   ${String(m(app, 'scripts')).padStart(3)} ${m(app, 'scriptKb').toFixed(0).padStart(4)} KB`,
      );
      console.log(rows.at(-1));
    }
    const head = `  ${'page'.padEnd(24)}  performance      a11y    FCP page/bare     LCP page/bare    TBT ms       SI      CLS     scripts\n  ${''.padEnd(24)}  page (spread) bare`;
    console.log(`\n${head}\n${rows.join('\n')}`);
    console.log('  (scores 0-100; FCP, LCP, TBT and SI are Lighthouse\'s simulated figures; scripts: requests and bytes sent)');
  } finally {
    chrome.kill();
    await close();
  }
}
