import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Link, useLocation } from 'react-router';
import { useHydrated } from '~/components/ui/use-hydrated';

export type ItemSheetProps = {
  title: string;
  /** The job page: where × (and Escape, with JavaScript) goes. */
  closeHref: string;
  onClose: () => void;
  /** Back to the list of items, when a configuration is open. */
  backHref?: string;
  children: ReactNode;
};

/**
 * 550 px wide on a desktop, the whole screen on a phone (< 640 px), never
 * wider than the viewport; the body scrolls, the header stays.
 */
const panelClass = 'fixed inset-y-0 right-0 z-50 flex w-full max-w-full flex-col bg-white shadow-2xl sm:w-[550px]';
const iconLink = 'inline-flex h-9 min-w-9 items-center justify-center rounded px-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900';

/** Where focus was when the sheet opened; it goes back there (or to the row's menu button) when the sheet closes. */
function useFocusReturn() {
  // Read while rendering, before the dialog's own effects move focus into it.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  useEffect(() => {
    return () => {
      const el = opener;
      requestAnimationFrame(() => {
        // Opened from a row's menu (Edit): the table put focus on the menu's button first, so back there.
        if (el instanceof HTMLElement && el.isConnected) el.focus();
      });
    };
  }, [opener]);
}

/**
 * The panel's content changes in place (the list, then a sign's
 * configuration, then the list again after Add): the element that had focus
 * goes with it, and focus would fall back to <body>, behind the dialog. Then
 * it moves to the new content's [data-autofocus] element (Headless UI's own
 * mark for the first focus), else to the panel.
 */
function useFocusKeptInPanel(panel: React.RefObject<HTMLElement | null>, enabled: boolean) {
  const location = useLocation();
  useEffect(() => {
    if (!enabled) return;
    const frame = requestAnimationFrame(() => {
      const el = panel.current;
      if (!el || el.contains(document.activeElement)) return;
      (el.querySelector<HTMLElement>('[data-autofocus]') ?? el).focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [panel, enabled, location.key]);
}

/**
 * The Add New / Edit Item side panel, rendered in the job page's Outlet.
 * Before hydration (and without JavaScript) a plain fixed panel whose × is a
 * link; then a Headless UI Dialog: focus moves into it, stays there, Escape
 * closes it, and focus returns to what opened it.
 */
export function ItemSheet({ title, closeHref, onClose, backHref, children }: ItemSheetProps) {
  const hydrated = useHydrated();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useFocusReturn();
  useFocusKeptInPanel(panel, hydrated);
  const header = (heading: ReactNode, close = closeHref) => (
    <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-3">
      {backHref ? (
        <Link to={backHref} preventScrollReset className={iconLink} aria-label="Back to list">
          <span aria-hidden="true">←</span>
        </Link>
      ) : null}
      <div className="min-w-0 flex-1">{heading}</div>
      <Link to={close} preventScrollReset className={`${iconLink} text-xl`} aria-label="Close panel">
        <span aria-hidden="true">×</span>
      </Link>
    </div>
  );
  const body = <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>;

  if (!hydrated) {
    return (
      <div className="fixed inset-0 z-50" data-testid="item-sheet">
        <Link to={closeHref} preventScrollReset tabIndex={-1} aria-hidden="true" className="absolute inset-0 bg-black/30" />
        <section role="dialog" aria-modal="true" aria-labelledby={titleId} className={panelClass}>
          {/*
            Without JavaScript nothing moves focus: each step is a new page. autofocus puts it on the
            panel's title when the page loads (Tab goes on into the panel), and × goes back to the job
            page at its Add Item row (#add-item), where Tab continues.
          */}
          {header(
            <h2 id={titleId} tabIndex={-1} autoFocus className="truncate text-lg font-semibold">
              {title}
            </h2>,
            `${closeHref}#add-item`,
          )}
          {body}
        </section>
      </div>
    );
  }
  return (
    <Dialog open onClose={onClose} className="relative z-50" data-testid="item-sheet">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      <DialogPanel ref={panel} tabIndex={-1} className={panelClass}>
        {header(<DialogTitle className="truncate text-lg font-semibold">{title}</DialogTitle>)}
        {body}
      </DialogPanel>
    </Dialog>
  );
}
