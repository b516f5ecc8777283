/**
 * Error boundaries inside the app shell: an error or a 404 in a screen or a dialog
 * keeps the sidebar (and, for a dialog, the screen behind it) and says what
 * happened, with a way back. Route modules re-export these as `ErrorBoundary`;
 * the root's boundary is left for errors outside the shell (sign-in, the shell itself).
 */
import { useId } from 'react';
import { isRouteErrorResponse, Link, useLocation, useMatches, useRouteError } from 'react-router';

const GENERIC = 'An unexpected error occurred. Please try again.';

/** Heading and detail a person reads: the thrown 404/403 message, never a stack trace. */
export function describeRouteError(error: unknown): { heading: string; detail: string | null } {
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' && error.data.trim() ? error.data : null;
    if (error.status === 404) return { heading: message ?? 'Page not found', detail: 'It may have been removed, or the link is out of date.' };
    if (error.status === 403) return { heading: 'Access Denied', detail: message ?? "You don't have permission to access this area." };
    return { heading: message ?? 'Something went wrong', detail: message ? null : GENERIC };
  }
  return { heading: 'Something went wrong', detail: GENERIC };
}

const backButton = 'inline-block rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white';

/** A screen's boundary: the message in the page area, the sidebar stays. */
export function ScreenErrorBoundary() {
  const { heading, detail } = describeRouteError(useRouteError());
  const { pathname } = useLocation();
  const admin = /^\/(data|users)(\/|$)/.exec(pathname);
  const back = admin ? { to: `/${admin[1]}`, label: admin[1] === 'data' ? 'Back to Data' : 'Back to Users' } : { to: '/', label: 'Back to Jobs' };
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-2xl font-semibold [overflow-wrap:anywhere]">{heading}</h1>
      {detail ? <p className="text-slate-600">{detail}</p> : null}
      <Link discover="none" to={back.to} className={backButton}>
        {back.label}
      </Link>
    </div>
  );
}

const DATA_TABS = new Set(['signs', 'options', 'brands', 'services']);

/** Where a dialog's 'Close' leads: its parent screen, keeping the screen's query (tab, version). */
function parentHref(matches: ReturnType<typeof useMatches>, search: string): string {
  const parent = matches.at(-2)?.pathname ?? '/';
  const path = parent.length > 1 ? parent.replace(/\/$/, '') : parent;
  const query = new URLSearchParams(search);
  if (path === '/data' && !query.has('tab')) {
    const tab = matches.at(-1)?.pathname.split('/')[2];
    if (tab && DATA_TABS.has(tab)) query.set('tab', tab);
  }
  return query.size ? `${path}?${query}` : path;
}

/** A dialog's or panel's boundary: the screen behind stays; a small dialog says what happened. */
export function DialogErrorBoundary() {
  const { heading, detail } = describeRouteError(useRouteError());
  const matches = useMatches();
  const { search } = useLocation();
  const titleId = useId();
  return (
    <div className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-black/40 sm:px-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="flex min-h-full w-full flex-col gap-4 bg-white p-6 shadow-xl sm:my-16 sm:h-fit sm:min-h-0 sm:max-w-md sm:rounded-lg"
      >
        <h2 id={titleId} className="text-lg font-semibold [overflow-wrap:anywhere]">
          {heading}
        </h2>
        {detail ? <p className="text-slate-600">{detail}</p> : null}
        <div>
          <Link discover="none" to={parentHref(matches, search)} className={backButton}>
            Close
          </Link>
        </div>
      </div>
    </div>
  );
}
