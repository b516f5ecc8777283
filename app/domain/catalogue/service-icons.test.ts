import { describe, expect, it } from 'vitest';
import { SERVICE_ICON_NAMES, serviceIconName } from './service-icons';

describe('serviceIconName', () => {
  it('reads the seed emoji as their icons', () => {
    // The seed's emoji stand, in order, for the first nine names.
    expect(['📐', '🧰', '📄', '🚚', '👷', '🧱', '📦', '🔧', '🧭'].map(serviceIconName)).toEqual(
      SERVICE_ICON_NAMES.slice(0, 9),
    );
    expect(serviceIconName('🚚')).toBe('truck');
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
