import { serviceIconGlyph } from '~/domain/catalogue/service-icon-glyphs';

/** A service's icon as inline SVG (decorative: the service's name is always beside it). The PDFs draw the same glyphs (app/documents/service-icon.tsx). */
export function ServiceIcon({ icon, className = 'h-6 w-6' }: { icon: string | null | undefined; className?: string }) {
  const Icon = serviceIconGlyph(icon);
  return <Icon aria-hidden="true" focusable="false" strokeWidth={1.75} className={className} />;
}
