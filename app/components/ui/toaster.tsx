import { useEffect, useState } from 'react';
import { Form } from 'react-router';
import type { Toast } from '~/server/http/toast.server';
import { useHydrated } from '~/components/ui/use-hydrated';

/**
 * Where every toast sits, on every page (the Signs grid's own toast too): on a phone over the top bar, from
 * 1024 px at the bottom left, over the sidebar's empty space (see the note in Toaster).
 */
export const TOAST_REGION_CLASS =
  'pointer-events-none fixed inset-x-14 top-0 z-[100] flex min-h-14 items-center justify-center py-1 lg:inset-x-auto lg:top-auto lg:bottom-3 lg:left-3 lg:w-[236px] lg:py-0';

/**
 * Shows the one pending toast (a newer one replaces it) and hides it after its
 * duration; a toast may carry one action button (the delete toast's Undo).
 * Without JavaScript it simply stays until the next page.
 */
export function Toaster({ toast }: { toast: Toast | null }) {
  const [shown, setShown] = useState<Toast | null>(toast);

  // A new toast from the server (next page load) replaces the current one.
  useEffect(() => {
    if (toast) setShown(toast);
  }, [toast]);

  // Client-side code can raise a toast without a round trip.
  useEffect(() => {
    function onToast(event: Event) {
      const next = (event as CustomEvent<Toast>).detail;
      setShown(next);
    }
    window.addEventListener('signboard:toast', onToast);
    return () => window.removeEventListener('signboard:toast', onToast);
  }, []);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), shown.duration);
    return () => clearTimeout(timer);
  }, [shown]);

  if (!shown) return null;
  const destructive = shown.variant === 'destructive';
  // Red 700, not 600: the description (90% opacity) and the × (70%) on red 600 fell below
  // WCAG AA contrast (4.0:1 for text, 2.7:1 for the close control).
  return (
    // Where it covers nothing needed next: on a phone over the shell's top bar between its menu button and the
    // right edge (the side panel's Back and Close sit in those corners too, so they stay reachable), not over the
    // page title; from 1024 px at the bottom of the sidebar, over its empty space and profile block, never over the
    // side panel's main button or the page. It fades out after its duration by CSS alone, so without JavaScript it
    // does not stay.
    <div
      data-testid="toast-region"
      className={TOAST_REGION_CLASS}
    >
      <div
        role={destructive ? 'alert' : 'status'}
        aria-live={destructive ? 'assertive' : 'polite'}
        data-testid="toast"
        // A new toast is a new element, so its fade-out starts from its own beginning.
        key={JSON.stringify(shown)}
        style={{ animationDelay: `${shown.duration}ms` }}
        className={`toast-expire pointer-events-auto flex w-full items-start gap-2 rounded-md border px-3 py-2 shadow-lg lg:p-3 ${
          destructive ? 'border-red-800 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900'
        }`}
      >
        <div className="min-w-0 flex-1 break-words">
          {shown.title ? <p className="text-sm font-semibold max-lg:sr-only">{shown.title}</p> : null}
          <p className="text-sm opacity-90">{shown.description}</p>
        </div>
        {shown.action ? (
          // A real form, so Undo works without JavaScript too.
          <Form discover="none" method="post" action={shown.action.href} preventScrollReset className="shrink-0" onSubmit={() => setShown(null)}>
            {Object.entries(shown.action.fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button
              type="submit"
              className={`rounded border px-2 py-0.5 text-sm font-semibold ${destructive ? 'on-dark border-white/70' : 'border-slate-300 hover:bg-slate-50'}`}
            >
              {shown.action.label}
            </button>
          </Form>
        ) : null}
        <CloseButton onDark={destructive} onClose={() => setShown(null)} />
      </div>
    </div>
  );
}

/**
 * The toast's ×: it needs JavaScript, so it shows once the page is hydrated (without, the toast fades by CSS). Its
 * own component, so that hydrating re-renders this button only, and nothing when no toast shows.
 */
function CloseButton({ onDark, onClose }: { onDark: boolean; onClose: () => void }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button
      type="button"
      aria-label="Close"
      className={`-m-1 rounded p-1 text-base leading-none opacity-70 hover:opacity-100 ${onDark ? 'on-dark' : ''}`}
      onClick={onClose}
    >
      ×
    </button>
  );
}

/** Raise a toast from client code (e.g. after a fetcher finishes). */
export function showToast(toast: Partial<Toast> & { description: string }) {
  window.dispatchEvent(
    new CustomEvent('signboard:toast', { detail: { variant: 'default', duration: 5000, ...toast } }),
  );
}
