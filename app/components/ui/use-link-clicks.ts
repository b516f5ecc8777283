/**
 * Plain `<a href>` links in a long list that still navigate in the page, as React Router's Link would.
 * A Link costs its hooks in every row, on the server for every answer and in the browser while the page
 * hydrates; one click handler on the list's container does the same for all of them. Without
 * JavaScript the links are ordinary links.
 */
import type React from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';

/** A click the page may handle itself: the main button, no key held (those open a new tab or window), not yet taken. */
export function plainClick(event: React.MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * An onClick for a container: a plain click on a link inside it that matches `selector` (same origin, no
 * target or download) becomes a client-side navigation to its href, with `options` as a Link's props would give
 * them (replace, preventScrollReset); to the page already shown, it replaces the entry. Enter on a focused link
 * is a click too.
 */
export function useLinkClicks(selector: string, options?: NavigateOptions): (event: React.MouseEvent) => void {
  const navigate = useNavigate();
  return (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>(selector);
    if (!link || !plainClick(event) || link.target || link.hasAttribute('download') || link.origin !== window.location.origin) return;
    event.preventDefault();
    // As a Link does: a link to the page already shown replaces its history entry rather than adding one.
    const to = link.pathname + link.search + link.hash;
    const here = window.location.pathname + window.location.search + window.location.hash;
    void navigate(to, to === here ? { ...options, replace: true } : options);
  };
}
