import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useModalSheet } from '~/components/ui/use-modal-sheet';

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
 * it moves to the new content's [data-autofocus] element (the mark for the first focus), else to the panel.
 */
function useFocusKeptInPanel(panel: React.RefObject<HTMLElement | null>) {
  const location = useLocation();
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const el = panel.current;
      if (!el || el.contains(document.activeElement)) return;
      (el.querySelector<HTMLElement>('[data-autofocus]') ?? el).focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [panel, location.key]);
}

/**
 * The Add New / Edit Item side panel, rendered in the job page's Outlet: the
 * same fixed panel before and after hydration (and without JavaScript, where ×
 * is a link). With JavaScript it is a modal dialog (use-modal-sheet.ts): focus
 * moves into it, stays there, Escape closes it, and focus returns to what
 * opened it. No dialog library: the server's panel is kept as it is, so
 * hydration neither rebuilds it nor measures the page behind it.
 */
export function ItemSheet({ title, closeHref, onClose, backHref, children }: ItemSheetProps) {
  const titleId = useId();
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLElement>(null);
  useFocusReturn();
  useFocusKeptInPanel(panel);
  const onPanelKeyDown = useModalSheet(root, panel, onClose);
  // With JavaScript, × and the backdrop close through onClose (no jump to #add-item: focus returns instead).
  const closeClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onClose();
  };
  return (
    <div ref={root} className="fixed inset-0 z-50" data-testid="item-sheet">
      <Link discover="none" to={closeHref} preventScrollReset tabIndex={-1} aria-hidden="true" onClick={closeClick} className="absolute inset-0 bg-black/30" />
      <section ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onPanelKeyDown} className={panelClass}>
        <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-3">
          {backHref ? (
            <Link discover="none" to={backHref} preventScrollReset className={iconLink} aria-label="Back to list">
              <span aria-hidden="true">←</span>
            </Link>
          ) : null}
          <div className="min-w-0 flex-1">
            {/*
              Without JavaScript nothing moves focus: each step is a new page. autofocus puts it on the
              panel's title when the page loads (Tab goes on into the panel), and × goes back to the job
              page at its Add Item row (#add-item), where Tab continues.
            */}
            <h2 id={titleId} tabIndex={-1} autoFocus className="truncate text-lg font-semibold">
              {title}
            </h2>
          </div>
          <Link discover="none" to={`${closeHref}#add-item`} preventScrollReset onClick={closeClick} className={`${iconLink} text-xl`} aria-label="Close panel">
            <span aria-hidden="true">×</span>
          </Link>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
      </section>
    </div>
  );
}
