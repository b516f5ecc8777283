/**
 * Signboard's mark (the same drawing as /favicon.svg), drawn inline: as an <img> it was a separate SVG document
 * that every page fetched, parsed, laid out and painted on its own while the page loaded. Decorative: the name
 * 'Signboard' always stands beside it.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="6" fill="#0f172a" />
      <path d="M8 10h16v8H8z" fill="#f59e0b" />
      <path d="M15 18h2v6h-2z" fill="#e2e8f0" />
    </svg>
  );
}
