/**
 * Service icons: one SVG icon set shipped with the app (lucide), the same on
 * screen and in the PDFs, never emoji characters (which need an emoji font the
 * machine may not have, and print as empty boxes). A service's stored `icon`
 * is one of these names; the emoji older catalogues stored are read as the
 * icon they stood for, anything else as the general 'wrench'.
 */
export const SERVICE_ICON_NAMES = [
  'ruler',
  'toolbox',
  'file-text',
  'truck',
  'hard-hat',
  'brick-wall',
  'package',
  'wrench',
  'compass',
  'hammer',
  'clipboard-check',
  'camera',
  'zap',
  'paintbrush',
  'forklift',
  'map-pin',
] as const;

export type ServiceIconName = (typeof SERVICE_ICON_NAMES)[number];

export const DEFAULT_SERVICE_ICON: ServiceIconName = 'wrench';

/** The emoji the seed and older catalogues stored, as the icon each stood for. */
const FROM_EMOJI: Record<string, ServiceIconName> = {
  '📐': 'ruler',
  '📏': 'ruler',
  '🧰': 'toolbox',
  '📄': 'file-text',
  '📃': 'file-text',
  '📝': 'file-text',
  '🚚': 'truck',
  '🚛': 'truck',
  '👷': 'hard-hat',
  '🧱': 'brick-wall',
  '📦': 'package',
  '🔧': 'wrench',
  '🛠': 'wrench',
  '🧭': 'compass',
  '🔨': 'hammer',
  '📋': 'clipboard-check',
  '📷': 'camera',
  '📸': 'camera',
  '⚡': 'zap',
  '🖌': 'paintbrush',
  '🎨': 'paintbrush',
  '🏗': 'forklift',
  '📍': 'map-pin',
};

const isName = (v: string): v is ServiceIconName => (SERVICE_ICON_NAMES as readonly string[]).includes(v);

/** The icon to draw for a stored value: a name as it is, a known emoji as its icon, else the default. */
export function serviceIconName(stored: string | null | undefined): ServiceIconName {
  const value = (stored ?? '').trim();
  if (isName(value.toLowerCase())) return value.toLowerCase() as ServiceIconName;
  // Variation selectors (U+FE0F) and joiners do not change which emoji it is.
  const bare = value.replace(/[\uFE0E\uFE0F\u200D]/g, '');
  return FROM_EMOJI[bare] ?? DEFAULT_SERVICE_ICON;
}

/** Words for each icon (the admin's choice list). */
export const SERVICE_ICON_LABELS: Record<ServiceIconName, string> = {
  ruler: 'Ruler (survey)',
  toolbox: 'Toolbox (removal)',
  'file-text': 'Document (permits)',
  truck: 'Truck (shipping)',
  'hard-hat': 'Hard hat (labour)',
  'brick-wall': 'Bricks (materials)',
  package: 'Package (miscellaneous)',
  wrench: 'Wrench (service call)',
  compass: 'Compass (travel)',
  hammer: 'Hammer',
  'clipboard-check': 'Clipboard',
  camera: 'Camera',
  zap: 'Electrical',
  paintbrush: 'Paintbrush',
  forklift: 'Forklift',
  'map-pin': 'Map pin',
};
