/**
 * Keyboard-only helpers for e2e specs: move focus with Tab (or Shift+Tab) and
 * the arrows only, and say what has focus (document.activeElement) as a test
 * goes. No mouse, no locator.click() or fill().
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export type Focused = {
  tag: string;
  /** aria-label, else the element's label(s), else its text without aria-hidden parts, spaces collapsed. */
  name: string;
  role: string | null;
  /** Inside an open dialog (the line-item sheet, an admin dialog). */
  inDialog: boolean;
  /** Nothing has focus: it fell back to <body>. */
  onBody: boolean;
};

/** What has focus now. */
export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
    // The text a screen reader reads: without aria-hidden parts (icons such as '+' or '⋯').
    const text = (node: Element) => {
      const copy = node.cloneNode(true) as Element;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
      return copy.textContent;
    };
    if (!el || el === document.body) return { tag: 'body', name: '', role: null, inDialog: false, onBody: true };
    const labelled = el.getAttribute('aria-labelledby');
    const labels = 'labels' in el ? (el as HTMLInputElement).labels : null;
    const name = clean(
      el.getAttribute('aria-label') ||
        (labelled ? labelled.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : '') ||
        (labels && labels.length ? [...labels].map((l) => l.textContent).join(' ') : '') ||
        text(el),
    );
    return { tag: el.tagName.toLowerCase(), name, role: el.getAttribute('role'), inDialog: !!el.closest('[role="dialog"]'), onBody: false };
  });
}

/**
 * Presses Tab (Shift+Tab with `back`) until the focused element's name
 * matches, at most `max` times; fails with the path it took.
 */
export async function tabTo(page: Page, name: string | RegExp, options: { back?: boolean; max?: number } = {}): Promise<Focused> {
  const test = (f: Focused) => (typeof name === 'string' ? f.name === name : name.test(f.name));
  const path: string[] = [];
  for (let i = 0; i < (options.max ?? 80); i++) {
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
    const f = await focused(page);
    path.push(`${f.tag}${f.role ? `[${f.role}]` : ''} "${f.name.slice(0, 50)}"`);
    if (test(f)) return f;
  }
  throw new Error(`Tab never reached ${String(name)}; focus went:\n  ${path.join('\n  ')}`);
}

/** Asserts what has focus (name and, optionally, more), waiting for it as focus may move after a navigation. */
export async function expectFocus(page: Page, name: string | RegExp, more: Partial<Focused> = {}) {
  await expect
    .poll(async () => {
      const f = await focused(page);
      const ok = (typeof name === 'string' ? f.name === name : name.test(f.name)) && Object.entries(more).every(([k, v]) => f[k as keyof Focused] === v);
      return ok ? 'ok' : `${f.tag} "${f.name.slice(0, 80)}" ${JSON.stringify(more)}`;
    })
    .toBe('ok');
}

/**
 * The focused element shows a focus indicator: an outline (the app's
 * :focus-visible ring) or a ring (box-shadow), whose colour has at least 3:1
 * contrast against white, the panels' and the page's background.
 */
export async function expectVisibleFocus(page: Page) {
  const result = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'nothing has focus';
    const style = getComputedStyle(el);
    const hasOutline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
    const shadow = style.boxShadow !== 'none' ? style.boxShadow : '';
    if (!hasOutline && !shadow) return `no focus indicator on ${el.tagName} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    // Any CSS colour (Tailwind 4 writes oklch) to sRGB, through a canvas pixel.
    const rgb = (color: string) => {
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, 1, 1);
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const luminance = ([r, g, b]: number[]) => {
      const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
    };
    // A ring is one of several shadows (most of them transparent): the strongest counts.
    const colors = hasOutline ? [style.outlineColor] : (shadow.match(/(rgba?\([^)]*\)|oklch\([^)]*\)|oklab\([^)]*\)|#[0-9a-f]+)/gi) ?? []);
    const ratio = Math.max(0, ...colors.map((c) => 1.05 / (luminance(rgb(c)) + 0.05)));
    return ratio >= 3 ? 'ok' : `focus ring ${colors.join(' / ')} has ${ratio.toFixed(2)}:1 against white`;
  });
  expect(result).toBe('ok');
}
