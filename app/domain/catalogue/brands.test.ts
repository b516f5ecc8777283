import { describe, expect, it } from 'vitest';
import { comingSoonName, titleCaseSlug } from './brands';

describe('coming-soon names', () => {
  it('maps the five slugs to display names', () => {
    expect(comingSoonName('carls-jr')).toBe("Carl's Jr");
    expect(comingSoonName('daves-hot-chicken')).toBe("Dave's Hot Chicken");
    expect(comingSoonName('el-pollo-loco')).toBe('El Pollo Loco');
    expect(comingSoonName('skechers')).toBe('Skechers');
    expect(comingSoonName('wendys')).toBe("Wendy's");
  });
  it('title-cases any other slug', () => {
    expect(comingSoonName('taco-bell')).toBe('Taco Bell');
    expect(titleCaseSlug('in_N-OUT')).toBe('In N Out');
  });
});
