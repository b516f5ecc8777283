/**
 * The one Chromium that prints every PDF (ARCHITECTURE.md, PDFs).
 *
 * - Started on the first document and kept warm; when it crashes or
 *   disconnects the next document starts a new one. Closed on SIGTERM
 *   (server.js calls the hook published on globalThis below).
 * - At most `pdfLimits.concurrency` documents print at once; up to
 *   `pdfLimits.queue` more wait their turn; beyond that `PdfBusyError`
 *   (the routes answer 503 with Retry-After).
 * - Each printing slot keeps a warm page with JavaScript off on which every
 *   request is refused except inline data: URIs, so nothing printed can make
 *   the server fetch anything. A document replaces the page's content
 *   (setContent) and has a time limit; a page that failed or ran out of time
 *   is closed, never reused. (A fresh browser context per document cost about
 *   100-200 ms more per document, for isolation that a page without
 *   JavaScript, cookies or network does not need.)
 *
 * The state lives on globalThis so a dev-server module reload reuses the
 * browser instead of leaking a second one.
 */
import type { Browser, Page } from 'puppeteer-core';
import puppeteer from 'puppeteer-core';
import { pdfLimits } from './config.server';

/** No Chromium could be started: the only case the routes answer with needsApiKey. */
export class ChromiumUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`Chromium could not be started: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'ChromiumUnavailableError';
  }
}

/** The queue is full. */
export class PdfBusyError extends Error {
  readonly retryAfterSeconds = 5;
  constructor() {
    super('Too many documents are being made right now. Please try again in a few seconds.');
    this.name = 'PdfBusyError';
  }
}

/** A document took longer than the time limit. */
export class PdfTimeoutError extends Error {
  constructor(ms: number) {
    super(`The document took longer than ${Math.round(ms / 1000)} seconds to make. Please try again.`);
    this.name = 'PdfTimeoutError';
  }
}

type WarmPage = { page: Page; blocked: string[] };

type PdfState = {
  browser: Promise<Browser> | null;
  /** Warm pages between documents (at most one per printing slot). */
  idle: WarmPage[];
  active: number;
  waiting: Array<() => void>;
  /** Browsers started so far (tests and the bench read it). */
  launches: number;
  closing: boolean;
};

declare global {
  var __signboardPdf: PdfState | undefined;
  /** Called by server.js on SIGTERM/SIGINT before the process exits. */
  var __signboardPdfClose: (() => Promise<void>) | undefined;
}

const state: PdfState = (globalThis.__signboardPdf ??= { browser: null, idle: [], active: 0, waiting: [], launches: 0, closing: false });
// A state left by an older version of this module (dev reload) may lack newer fields.
state.idle ??= [];

// @sparticuz/chromium's flags minus the ones that suit a one-page Lambda or
// weaken the page's isolation (we print untrusted text).
const DROPPED_FLAGS = new Set(['--single-process', '--disable-web-security', '--allow-running-insecure-content']);
const EXTRA_FLAGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-extensions',
  '--disable-sync',
  '--no-first-run',
  '--mute-audio',
];

async function launch(): Promise<Browser> {
  let executablePath = process.env.CHROMIUM_PATH;
  let args = ['--no-sandbox', '--disable-setuid-sandbox', '--font-render-hinting=none'];
  try {
    const { default: chromium } = await import('@sparticuz/chromium');
    args = chromium.args.filter((a) => !DROPPED_FLAGS.has(a));
    // Unpacks the binary to /tmp on first call (about 2 s).
    executablePath ||= await chromium.executablePath();
  } catch (error) {
    if (!executablePath) throw new ChromiumUnavailableError(error);
  }
  try {
    state.launches += 1;
    return await puppeteer.launch({
      executablePath,
      args: [...args, ...EXTRA_FLAGS],
      headless: true,
      // We close it ourselves on SIGTERM (server.js); puppeteer's own SIGINT handler would exit the process.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
      timeout: 20_000,
    });
  } catch (error) {
    throw new ChromiumUnavailableError(error);
  }
}

/** The warm browser, started (again) when there is none or it has died. */
export function getBrowser(): Promise<Browser> {
  if (state.closing) return Promise.reject(new Error('The server is shutting down'));
  const current = state.browser;
  if (current) return current.then((b) => (b.connected ? b : (forget(current), getBrowser())));
  const launching = launch().then((browser) => {
    console.log(`PDF: Chromium started (pid ${browser.process()?.pid ?? 'unknown'})`);
    browser.once('disconnected', () => forget(launching));
    return browser;
  });
  launching.catch(() => forget(launching));
  state.browser = launching;
  return launching;
}

function forget(which: Promise<Browser>) {
  if (state.browser === which) state.browser = null;
}

/** Closes the warm browser (SIGTERM, tests, the bench). The next document starts a new one. */
export async function closePdfBrowser(): Promise<void> {
  const current = state.browser;
  state.browser = null;
  state.idle = [];
  if (!current) return;
  try {
    const browser = await current;
    await browser.close();
  } catch {
    /* never started, or already gone */
  }
}

globalThis.__signboardPdfClose = async () => {
  state.closing = true;
  await closePdfBrowser();
};

/** Runs `fn` when a printing slot is free; throws PdfBusyError when the queue is full too. */
async function withSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (state.active < pdfLimits.concurrency) {
    state.active += 1;
  } else {
    if (state.waiting.length >= pdfLimits.queue) throw new PdfBusyError();
    // The finishing document hands its slot straight over (active stays counted).
    await new Promise<void>((resolve) => state.waiting.push(resolve));
  }
  try {
    return await fn();
  } finally {
    const next = state.waiting.shift();
    if (next) next();
    else state.active -= 1;
  }
}

export type PrintResult = { pdf: Uint8Array; blockedRequests: string[] };

const noop = () => {};

/** A page of the warm browser, ready to print: JavaScript off, every request but data: refused. */
async function openPage(browser: Browser): Promise<WarmPage> {
  const page = await browser.newPage();
  const warm: WarmPage = { page, blocked: [] };
  await page.setJavaScriptEnabled(false);
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:')) {
      request.continue().catch(noop);
    } else {
      warm.blocked.push(url);
      request.abort('blockedbyclient').catch(noop);
    }
  });
  return warm;
}

function takeIdlePage(browser: Browser): WarmPage | undefined {
  while (state.idle.length) {
    const warm = state.idle.pop()!;
    if (warm.page.browser() === browser && !warm.page.isClosed()) return warm;
    warm.page.close().catch(noop);
  }
  return undefined;
}

/**
 * One attempt on a warm page (opened if none is idle). The time limit covers
 * everything; when it is up the page is closed, which stops it. A page that
 * printed goes back to the pool for the next document (whose setContent
 * replaces everything); one that failed is closed, never reused.
 */
async function printOnce(browser: Browser, html: string, timeoutMs: number): Promise<PrintResult> {
  let warm: WarmPage | undefined;
  let timer: NodeJS.Timeout | undefined;
  let reusable = false;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PdfTimeoutError(timeoutMs)), timeoutMs);
  });
  const work = (async (): Promise<PrintResult> => {
    const idle = takeIdlePage(browser);
    warm = idle ?? (await openPage(browser));
    warm.blocked = [];
    // setContent writes into the current document, which would keep the last document's
    // Content-Security-Policy and state: start from a new, empty document.
    if (idle) await warm.page.goto('about:blank', { timeout: timeoutMs });
    await warm.page.setContent(html, { waitUntil: 'load', timeout: timeoutMs });
    const pdf = await warm.page.pdf({ preferCSSPageSize: true, printBackground: true, timeout: timeoutMs });
    return { pdf, blockedRequests: warm.blocked };
  })();
  try {
    const result = await Promise.race([work, expired]);
    reusable = true;
    return result;
  } finally {
    clearTimeout(timer);
    if (reusable && warm && state.idle.length < pdfLimits.concurrency) state.idle.push(warm);
    else if (warm) warm.page.close().catch(noop);
    // Timed out before the page opened: close it when it does.
    else void work.then(noop, noop).then(() => warm?.page.close().catch(noop));
  }
}

/**
 * Prints a self-contained HTML document to PDF. When the browser dies during
 * the attempt (a crash, or someone killed it), the document is tried once
 * more in a fresh browser within the same time limit.
 */
export function printPdf(html: string, options: { timeoutMs?: number } = {}): Promise<PrintResult> {
  const timeoutMs = options.timeoutMs ?? pdfLimits.timeoutMs;
  return withSlot(async () => {
    const started = Date.now();
    for (let attempt = 1; ; attempt += 1) {
      const browser = await getBrowser();
      try {
        const printed = await printOnce(browser, html, Math.max(1, timeoutMs - (Date.now() - started)));
        const blocked = printed.blockedRequests;
        if (blocked.length) console.warn(`PDF: refused ${blocked.length} request(s) from the page, e.g. ${blocked[0]!.slice(0, 120)}`);
        return printed;
      } catch (error) {
        const died = !browser.connected;
        if (died) forget(state.browser!);
        if (died && attempt === 1 && Date.now() - started < timeoutMs - 1000) continue;
        throw error;
      }
    }
  });
}

/** For tests and the bench: the running browser's process id, or null. */
export async function pdfBrowserPid(): Promise<number | null> {
  if (!state.browser) return null;
  try {
    return (await state.browser).process()?.pid ?? null;
  } catch {
    return null;
  }
}

/** For tests and the bench. */
export function pdfStats() {
  return { launches: state.launches, active: state.active, waiting: state.waiting.length };
}
