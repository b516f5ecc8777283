import { describe, expect, it } from 'vitest';
import { brandJobsHref, comingSoonName, titleCaseSlug } from './brands';

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

describe("a coming-soon page's link to the brand's jobs", () => {
  it("uses the brand's own list page where there is one, else the filtered jobs list", () => {
    expect(brandJobsHref('daves-hot-chicken')).toBe('/daves-hot-chicken');
    expect(brandJobsHref('skechers')).toBe('/skechers');
    expect(brandJobsHref('wendys')).toBe('/jobs?brand=wen');
    expect(brandJobsHref('carls-jr')).toBe('/jobs?brand=cjr');
    expect(brandJobsHref('el-pollo-loco')).toBe('/jobs?brand=epl');
  });
  it('offers none for a name that is no sidebar brand', () => {
    expect(brandJobsHref('taco-bell')).toBeNull();
    expect(brandJobsHref(undefined)).toBeNull();
    expect(brandJobsHref('constructor')).toBeNull();
  });
});
