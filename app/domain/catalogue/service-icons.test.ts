import { describe, expect, it } from 'vitest';
import { SERVICE_ICON_NAMES, serviceIconName } from './service-icons';

describe('serviceIconName', () => {
  it('reads the seed emoji as their icons', () => {
    expect(['📐', '🧰', '📄', '🚚', '👷', '🧱', '📦', '🔧', '🧭'].map(serviceIconName)).toEqual([
      'ruler',
      'toolbox',
      'file-text',
      'truck',
      'hard-hat',
      'brick-wall',
      'package',
      'wrench',
      'compass',
    ]);
  });
  it('takes names as they are, ignores variation selectors, and falls back to the wrench', () => {
    for (const name of SERVICE_ICON_NAMES) expect(serviceIconName(name)).toBe(name);
    expect(serviceIconName(' Truck ')).toBe('truck');
    expect(serviceIconName('🛠️')).toBe('wrench');
    expect(serviceIconName('🦄')).toBe('wrench');
    expect(serviceIconName(null)).toBe('wrench');
    expect(serviceIconName('<script>')).toBe('wrench');
  });
});
