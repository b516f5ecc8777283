import { useEffect, useState } from 'react';
import type { Toast } from '~/server/http/toast.server';
import { useHydrated } from '~/components/ui/use-hydrated';

/**
 * Shows the one pending toast (a newer one replaces it), top on small screens
 * and bottom right on larger ones, and hides it after its duration.
 * Without JavaScript it simply stays until the next page.
 */
export function Toaster({ toast }: { toast: Toast | null }) {
  const [shown, setShown] = useState<Toast | null>(toast);
  // The close button needs JavaScript; without it the toast just stays until the next page.
  const hydrated = useHydrated();

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
    // On a phone it sits under the shell's 56 px top bar, so the menu button stays reachable; it
    // also fades out after its duration by CSS alone, so without JavaScript it does not stay.
    <div className="pointer-events-none fixed inset-x-0 top-14 z-[100] flex justify-center p-4 sm:inset-auto sm:right-0 sm:bottom-0 sm:top-auto sm:justify-end">
      <div
        role={destructive ? 'alert' : 'status'}
        aria-live={destructive ? 'assertive' : 'polite'}
        data-testid="toast"
        // A new toast is a new element, so its fade-out starts from its own beginning.
        key={JSON.stringify(shown)}
        style={{ animationDelay: `${shown.duration}ms` }}
        className={`toast-expire pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-md border p-4 shadow-lg ${
          destructive ? 'border-red-800 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900'
        }`}
      >
        <div className="min-w-0 flex-1 break-words">
          {shown.title ? <p className="text-sm font-semibold">{shown.title}</p> : null}
          <p className="text-sm opacity-90">{shown.description}</p>
        </div>
        {hydrated ? (
          <button
            type="button"
            aria-label="Close"
            className={`-m-1 rounded p-1 text-base leading-none opacity-70 hover:opacity-100 ${destructive ? 'on-dark' : ''}`}
            onClick={() => setShown(null)}
          >
            ×
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** Raise a toast from client code (e.g. after a fetcher finishes). */
export function showToast(toast: Partial<Toast> & { description: string }) {
  window.dispatchEvent(
    new CustomEvent('signboard:toast', { detail: { variant: 'default', duration: 5000, ...toast } }),
  );
}
