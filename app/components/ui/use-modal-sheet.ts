import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

/** What Tab can reach inside an element: links, controls and tab stops that show. */
function tabbables(container: HTMLElement): HTMLElement[] {
  const candidates = container.querySelectorAll<HTMLElement>(
    'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]',
  );
  return [...candidates].filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0);
}

const UNDRAWN = new Set(['SCRIPT', 'TEMPLATE', 'STYLE', 'LINK', 'META']);

/**
 * Makes everything outside `root` inert, as a modal dialog does (each sibling of
 * `root` and of its ancestors up to <body>); returns the undo. Only attributes are
 * set: nothing is measured, so no layout is forced.
 */
function inertOthers(root: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (let node: HTMLElement | null = root; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      // Already inert (the server renders the page and shell behind a panel so), or never drawn: nothing to restyle.
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert || UNDRAWN.has(sibling.tagName)) continue;
      sibling.inert = true;
      changed.push(sibling);
    }
  }
  return () => {
    for (const el of changed) el.inert = false;
  };
}

/** The modals open now (their roots): Escape closes only the innermost. */
const openModals = new Set<HTMLElement>();

/**
 * Scroll lock for a dialog, which the server does not mark (a side panel's is
 * CSS from the server's HTML on: `html[data-panel-open]` in app.css). Set once
 * the dialog is open; the scrollbar's width is kept as padding so the page
 * behind does not shift. Counted, so a dialog over a dialog unlocks only when both have gone.
 */
let scrollLocks = 0;
function lockScroll(): () => void {
  const html = document.documentElement;
  if (scrollLocks++ === 0) {
    const scrollbar = window.innerWidth - html.clientWidth;
    html.dataset.dialogOpen = '';
    if (scrollbar > 0) html.style.paddingRight = `${scrollbar}px`;
  }
  return () => {
    if (--scrollLocks > 0) return;
    delete html.dataset.dialogOpen;
    html.style.paddingRight = '';
  };
}

/**
 * A side panel or a dialog rendered in place (the same HTML before and after
 * hydration: nothing is rebuilt when the page's JavaScript runs, so a click or
 * what was typed while it loaded is never lost) behaving as a modal dialog once
 * JavaScript runs: focus moves into `panel`
 * (its [data-autofocus] element, else its first tab stop), the rest of the page
 * is inert and does not scroll, and Escape calls `onClose` (unless something
 * inside handled it, a modal opened inside this one is open, or a dialog opened
 * over it made it inert). A panel's scroll lock is CSS (`html[data-panel-open]`
 * in app.css, set by the panel's route in app/root.tsx), true from the server's
 * HTML on: nothing is measured or set while the page hydrates (a
 * dialog library's lock measures the scrollbar and forces a layout of the
 * whole page behind the panel, and setting `overflow` on <html> then restyled
 * the page: the Add panel in docs/speed-profile.md). A dialog asks for
 * `lockScroll`, set after it opens.
 * Returns the panel's Tab handler, which keeps Tab
 * and Shift+Tab going round inside it.
 */
export function useModalSheet(
  root: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
  onClose: () => void,
  options: { lockScroll?: boolean } = {},
) {
  const locksScroll = options.lockScroll ?? false;
  useEffect(() => {
    const sheet = root.current;
    const box = panel.current;
    if (!sheet || !box) return;
    // Focus moves in at the next frame, not in the task that hydrated the page: focusing brings the page's
    // styles up to date, and the panel's list starts loading the item form on focus (item-panel.tsx), together
    // a task of its own on a slow machine.
    const frame = requestAnimationFrame(() => {
      if (box.contains(document.activeElement)) return; // a click or Tab got there first
      const target = box.querySelector<HTMLElement>('[data-autofocus]') ?? tabbables(box)[0] ?? box;
      target.focus({ preventScroll: true });
    });
    const undoInert = inertOthers(sheet);
    const unlock = locksScroll ? lockScroll() : () => {};
    return () => {
      cancelAnimationFrame(frame);
      undoInert();
      unlock();
    };
  }, [root, panel, locksScroll]);

  const latestClose = useRef(onClose);
  latestClose.current = onClose;
  useEffect(() => {
    const sheet = root.current;
    if (!sheet) return;
    openModals.add(sheet);
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || sheet.closest('[inert]')) return;
      for (const other of openModals) if (other !== sheet && sheet.contains(other)) return;
      event.preventDefault();
      latestClose.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      openModals.delete(sheet);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [root]);

  return (event: KeyboardEvent<HTMLElement>) => {
    const box = panel.current;
    // A modal inside this one (in the page, or a dialog library's portal, whose events reach this handler through
    // React) keeps Tab in itself.
    if (event.key !== 'Tab' || event.defaultPrevented || !box || !(event.target instanceof Node) || !box.contains(event.target)) return;
    const stops = tabbables(box);
    const first = stops[0];
    const last = stops[stops.length - 1];
    const active = document.activeElement;
    if (!first || !last || !active) return;
    // `a` comes before `b` in the page (or holds it, as the panel holds its first stop).
    const before = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    if (event.shiftKey && (active === first || before(active, first))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || before(last, active))) {
      event.preventDefault();
      first.focus();
    }
  };
}
