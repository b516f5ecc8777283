/**
 * The lucide drawing of each service icon: the one table for the screens'
 * ServiceIcon (app/components/ui/service-icon.tsx) and the PDFs'
 * (app/documents/service-icon.tsx), which lint keeps from importing each
 * other. Here, beside the icon names, both may import it.
 */
import { BrickWall, Camera, ClipboardCheck, Compass, FileText, Forklift, Hammer, HardHat, MapPin, Package, Paintbrush, Ruler, Toolbox, Truck, Wrench, Zap, type LucideIcon } from 'lucide-react';
import { serviceIconName, type ServiceIconName } from './service-icons';

const GLYPHS: Record<ServiceIconName, LucideIcon> = {
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

/** The drawing for a service's stored icon (a name, an older emoji, or anything else: the wrench). */
export function serviceIconGlyph(stored: string | null | undefined): LucideIcon {
  return GLYPHS[serviceIconName(stored)];
}
