/**
 * A service's icon in the PDFs: the same lucide SVG as on screen
 * (app/components/ui/service-icon.tsx), inline, so nothing is fetched and no
 * emoji font is needed.
 */
import { BrickWall, Camera, ClipboardCheck, Compass, FileText, Forklift, Hammer, HardHat, MapPin, Package, Paintbrush, Ruler, Toolbox, Truck, Wrench, Zap, type LucideIcon } from 'lucide-react';
import { serviceIconName, type ServiceIconName } from '~/domain/catalogue/service-icons';

const ICONS: Record<ServiceIconName, LucideIcon> = {
  ruler: Ruler,
  toolbox: Toolbox,
  'file-text': FileText,
  truck: Truck,
  'hard-hat': HardHat,
  'brick-wall': BrickWall,
  package: Package,
  wrench: Wrench,
  compass: Compass,
  hammer: Hammer,
  'clipboard-check': ClipboardCheck,
  camera: Camera,
  zap: Zap,
  paintbrush: Paintbrush,
  forklift: Forklift,
  'map-pin': MapPin,
};

export function ServiceIconSvg({ icon }: { icon: string }) {
  const Icon = ICONS[serviceIconName(icon)];
  return (
    <span className="service-icon">
      <Icon aria-hidden="true" strokeWidth={1.6} width={22} height={22} color="#334155" />
    </span>
  );
}
