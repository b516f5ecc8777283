/**
 * A service's icon in the PDFs: the same lucide SVG as on screen
 * (app/components/ui/service-icon.tsx), inline, so nothing is fetched and no
 * emoji font is needed.
 */
import { serviceIconGlyph } from '~/domain/catalogue/service-icon-glyphs';

export function ServiceIconSvg({ icon }: { icon: string }) {
  const Icon = serviceIconGlyph(icon);
  return (
    <span className="service-icon">
      <Icon aria-hidden="true" strokeWidth={1.6} width={22} height={22} color="#334155" />
    </span>
  );
}
