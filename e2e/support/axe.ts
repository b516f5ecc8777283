/**
 * axe-core (WCAG 2.0/2.1 A and AA) for every e2e spec that runs it: the
 * hydrated page with JavaScript, a script-free copy of the page's DOM without
 * (axe's timers never fire with scripting off).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One line per violation, then one per element it found (selector and axe's own summary). */
export function summarize(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    ${n.target.join(' >> ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`);
      return `${v.id} [${v.impact ?? 'unknown'}] ${v.help} (${v.nodes.length} element${v.nodes.length === 1 ? '' : 's'})\n  ${v.helpUrl}\n${nodes.join('\n')}`;
    })
    .join('\n\n');
}

/**
 * Without JavaScript axe checks a copy: the same URL in a context with
 * scripting on, answered with this page's DOM and a CSP that lets none of the
 * page's own scripts run (the stylesheet still comes from the server).
 */
export async function analyze(page: Page, disableRules: string[] = []) {
  const build = (p: Page) => {
    const builder = new AxeBuilder({ page: p }).withTags(WCAG_AA);
    return disableRules.length ? builder.disableRules(disableRules) : builder;
  };
  if (test.info().project.use.javaScriptEnabled !== false) {
    // The hydrated page: React tags each element it has hydrated with a __reactFiber$ key.
    await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith('__reactFiber$')));
    return build(page).analyze();
  }
  const url = page.url();
  const html = await page.content();
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() });
  try {
    const copy = await context.newPage();
    await copy.route(
      (u) => u.href === url,
      (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html; charset=utf-8',
          headers: { 'content-security-policy': "script-src 'none'" },
          body: html,
        }),
    );
    await copy.goto(url);
    return await build(copy).analyze();
  } finally {
    await context.close();
  }
}

/**
 * Runs axe on the page as it is now and records its violations as a soft
 * failure named `what`, so one run lists every screen's problems.
 */
export async function expectNoViolations(page: Page, what: string, options: { disableRules?: string[] } = {}) {
  const { violations } = await analyze(page, options.disableRules ?? []);
  const where = new URL(page.url());
  expect
    .soft(violations.map((v) => v.id), `${what}: axe violations on ${where.pathname}${where.search}:\n\n${summarize(violations)}`)
    .toEqual([]);
}
