import { describe, expect, it } from 'vitest';
import { Ruler, Truck, Wrench } from 'lucide-react';
import { SERVICE_ICON_NAMES } from './service-icons';
import { serviceIconGlyph } from './service-icon-glyphs';

describe('serviceIconGlyph', () => {
  it('draws every icon name, each its own glyph', () => {
    const glyphs = SERVICE_ICON_NAMES.map(serviceIconGlyph);
    expect(glyphs.every(Boolean)).toBe(true);
    expect(new Set(glyphs).size).toBe(SERVICE_ICON_NAMES.length);
  });
  it('reads stored values as serviceIconName does: names, older emoji, anything else the wrench', () => {
    expect(serviceIconGlyph('truck')).toBe(Truck);
    expect(serviceIconGlyph('📐')).toBe(Ruler);
    expect(serviceIconGlyph('🦄')).toBe(Wrench);
    expect(serviceIconGlyph(null)).toBe(Wrench);
  });
});
