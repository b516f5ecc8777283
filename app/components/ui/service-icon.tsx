import { BrickWall, Camera, ClipboardCheck, Compass, FileText, Forklift, Hammer, HardHat, MapPin, Package, Paintbrush, Ruler, Toolbox, Truck, Wrench, Zap, type LucideIcon } from 'lucide-react';
import { serviceIconName, type ServiceIconName } from '~/domain/catalogue/service-icons';

/** The lucide SVG of each service icon (the PDFs keep the same table in app/documents/service-icon.tsx). */
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

/** A service's icon as inline SVG (decorative: the service's name is always beside it). */
export function ServiceIcon({ icon, className = 'h-6 w-6' }: { icon: string | null | undefined; className?: string }) {
  const Icon = ICONS[serviceIconName(icon)];
  return <Icon aria-hidden="true" focusable="false" strokeWidth={1.75} className={className} />;
}
