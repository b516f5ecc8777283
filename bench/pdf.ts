/**
 * PDF figures for `npm run bench`: the first document after start
 * (browser launch included), then warm proposals of a 50-line job one after
 * another and 10 at once, side by side with a bare page.setContent() +
 * page.pdf() of the very same HTML in the same warm browser (no context, no
 * request blocking). Medians, p95 and the peak memory of this process plus
 * the Chromium processes. Figures only: no assertions on time.
 *
 * `PDF_BENCH_OUT=dir` also writes the sample documents there, to look at.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DB } from '../db/connection';
import { descendants } from './server-process';

const SEQUENTIAL = 20;
const AT_ONCE = 10;

function stats(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95), n: ms.length };
}

/** RSS in MB of `pid` and all its descendants (Linux /proc). */
function treeRssMb(pid: number | null): number {
  if (!pid || !fs.existsSync('/proc')) return 0;
  const tree = [pid, ...descendants(pid)];
  let kb = 0;
  for (const p of tree) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      /* gone */
    }
  }
  return kb / 1024;
}

/** Samples node + Chromium memory while `fn` runs; returns the peak in MB. */
async function peakMemory<T>(browserPid: () => Promise<number | null>, fn: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peak = 0;
  let pid: number | null = null;
  const sample = async () => {
    pid = (await browserPid()) ?? pid;
    peak = Math.max(peak, process.memoryUsage().rss / 1024 / 1024 + treeRssMb(pid));
  };
  const timer = setInterval(() => void sample(), 50);
  try {
    const result = await fn();
    await sample();
    return { result, peakMb: peak };
  } finally {
    clearInterval(timer);
  }
}

export async function runPdfBench(db: DB): Promise<void> {
  const { makePdfJob } = await import('../tests/support/pdf-fixtures');
  const docs = await import('../app/server/pdf/documents.server');
  const browser = await import('../app/server/pdf/browser.server');
  const job = makePdfJob(db, { lines: 50, jobName: 'Bench Plaza — 50 lines' });
  const request = { brandSlug: job.brandSlug, jobNumber: job.jobNumber, version: 1 };
  const timed = async (fn: () => Promise<unknown>) => {
    const t = performance.now();
    await fn();
    return performance.now() - t;
  };
  const makeProposal = async () => {
    const made = await docs.makeDocument('proposal', request);
    if (!made.ok) throw new Error(made.error);
    return made.document;
  };

  const rows: [string, string][] = [];
  const first = await peakMemory(browser.pdfBrowserPid, () => timed(makeProposal));
  rows.push(['first document after start (launch + 50-line proposal)', `${first.result.toFixed(0)} ms, peak ${first.peakMb.toFixed(0)} MB`]);

  // Warm-up, then sequential.
  await makeProposal();
  const sequential = await peakMemory(browser.pdfBrowserPid, async () => {
    const ms: number[] = [];
    for (let i = 0; i < SEQUENTIAL; i++) ms.push(await timed(makeProposal));
    return ms;
  });

  // The same HTML, bare: a page in the warm browser, setContent + pdf, nothing else.
  const loaded = docs.loadDocument(request);
  if (!loaded.ok) throw new Error(loaded.error);
  const html = docs.documentHtml('proposal', loaded.doc);
  const htmlMs: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    htmlMs.push(
      await timed(async () => {
        const again = docs.loadDocument(request);
        if (again.ok) docs.documentHtml('proposal', again.doc);
      }),
    );
  }
  const warm = await browser.getBrowser();
  const bare: number[] = [];
  const barePdfOnly: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const page = await warm.newPage();
    const t = performance.now();
    await page.setContent(html, { waitUntil: 'load' });
    const t1 = performance.now();
    await page.pdf({ preferCSSPageSize: true, printBackground: true });
    const t2 = performance.now();
    bare.push(t2 - t);
    barePdfOnly.push(t2 - t1);
    await page.close();
  }

  const atOnce = await peakMemory(browser.pdfBrowserPid, async () => {
    const started = performance.now();
    const each = await Promise.allSettled(Array.from({ length: AT_ONCE }, () => timed(makeProposal)));
    return { each, wall: performance.now() - started };
  });
  const ok = atOnce.result.each.filter((r): r is PromiseFulfilledResult<number> => r.status === 'fulfilled').map((r) => r.value);

  const seq = stats(sequential.result);
  const b = stats(bare);
  const fmt = (s: { median: number; p95: number }) => `median ${s.median.toFixed(0)} ms, p95 ${s.p95.toFixed(0)} ms`;
  rows.push([`warm 50-line proposal, ${SEQUENTIAL} one after another`, `${fmt(seq)}, peak ${sequential.peakMb.toFixed(0)} MB`]);
  rows.push([`  of which load + HTML render (no browser)`, fmt(stats(htmlMs))]);
  rows.push([`bare setContent + page.pdf() of the same HTML`, fmt(b)]);
  rows.push([`  bare page.pdf() alone`, fmt(stats(barePdfOnly))]);
  rows.push([`warm proposal / bare (medians)`, `${(seq.median / b.median).toFixed(2)}x (target within 2x)`]);
  rows.push([
    `${AT_ONCE} at once (concurrency ${(await import('../app/server/pdf/config.server')).pdfLimits.concurrency}, rest queued)`,
    `${ok.length}/${AT_ONCE} succeeded, wall ${atOnce.result.wall.toFixed(0)} ms, each ${fmt(stats(ok.length ? ok : [0]))}, peak ${atOnce.peakMb.toFixed(0)} MB`,
  ]);

  const out = process.env.PDF_BENCH_OUT;
  if (out) {
    fs.mkdirSync(out, { recursive: true });
    const long = makePdfJob(db, { lines: 300, jobName: 'Café Olé — 300 lines € 🍗 <img src=x>' });
    for (const [tag, req] of [
      ['50', request],
      ['300', { brandSlug: long.brandSlug, jobNumber: long.jobNumber, version: 1 }],
      ['seed', { brandSlug: 'dhc', jobNumber: '2025-014', version: null }],
    ] as const) {
      for (const kind of ['proposal', 'pricing-sheet'] as const) {
        const made = await docs.makeDocument(kind, req);
        if (made.ok) fs.writeFileSync(path.join(out, `${tag}-${kind}.pdf`), made.document.pdf);
      }
    }
    rows.push(['sample documents written to', out]);
  }
  await browser.closePdfBrowser();

  console.log('\nPDF bench (proposal of a 50-line job; node + Chromium memory)\n');
  const width = Math.max(...rows.map(([l]) => l.length));
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
  console.log('');
}
