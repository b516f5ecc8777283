/**
 * The services of docs/pricing.md § Services, for every brand. The formulas themselves
 * live in the pricing code (keyed by service name); priceFormula is the
 * readable version shown on the data screen, or the flat price of a fixed one.
 */
import { and, eq } from 'drizzle-orm';
import { services, type PriceType } from '../schema';
import { BRAND_SEEDS } from './brands';
import type { Tx } from './types';

interface ServiceSeed {
  name: string;
  priceType: PriceType;
  priceFormula: string | null;
  description: string;
  icon: string;
  budgetMultiplier: number;
  locationMultiplier?: number;
}

export const SERVICE_SEEDS: readonly ServiceSeed[] = [
  {
    name: 'Survey',
    priceType: 'formula',
    priceFormula:
      'Wall Signs x$100 + Monument Signs x$350 + Pylon Signs x$950 + Monument Tenant Panel x$250 + Pylon Tenant Panel x$500, min $595; +$595 with Interior Survey',
    description: 'Site survey: measurements, photos, electrical and wall construction check',
    icon: 'ruler',
    budgetMultiplier: 0.6,
  },
  {
    name: 'Removal',
    priceType: 'formula',
    priceFormula: 'Wall Signs x$795, min $985',
    description: 'Remove and dispose of existing signs, patch and paint the wall',
    icon: 'toolbox',
    budgetMultiplier: 0.6,
  },
  {
    name: 'Permits & Procurement',
    priceType: 'formula',
    priceFormula: 'Wall Signs x$970 when over $1,970, otherwise $495',
    description: 'Sign permit drawings, applications, fees handling and landlord approval',
    icon: 'file-text',
    budgetMultiplier: 0.7,
  },
  {
    name: 'Shipping & Crating (Exterior)',
    priceType: 'formula',
    priceFormula:
      'Wall Signs x$1,000 + Monument Signs x$250 + Pylon Signs x$500 (exterior signs only), min $3,190; Canada x1.35',
    description: 'Crating and freight of exterior signs to site',
    icon: 'truck',
    budgetMultiplier: 0.8,
    // Cross-border freight, brokerage and duties.
    locationMultiplier: 1.35,
  },
  {
    name: 'Labor',
    priceType: 'user_input',
    priceFormula: null,
    description: 'Additional labor as described',
    icon: 'hard-hat',
    budgetMultiplier: 0.6,
  },
  {
    name: 'Materials',
    priceType: 'user_input',
    priceFormula: null,
    description: 'Additional materials as described',
    icon: 'brick-wall',
    budgetMultiplier: 0.7,
  },
  {
    name: 'Miscellaneous',
    priceType: 'user_input',
    priceFormula: null,
    description: 'Other work as described',
    icon: 'package',
    budgetMultiplier: 0.6,
  },
  {
    name: 'Service Call',
    priceType: 'fixed',
    priceFormula: '$295',
    description: 'Technician and service truck, first hour on site',
    icon: 'wrench',
    budgetMultiplier: 0.55,
  },
  {
    // Fixed per trip (quantity = trips): Travel has no formula in the rules
    // (docs/pricing.md § Services), and a flat trip rate is what shops quote
    // and what the pricing code can compute from priceFormula alone.
    name: 'Travel',
    priceType: 'fixed',
    priceFormula: '$350',
    description: 'Crew travel per trip: mileage, per diem and lodging outside the service area',
    icon: 'compass',
    budgetMultiplier: 0.65,
  },
];

/** Inserts missing services (by brand and name); returns service id by `${slug}/${name}`. */
export function seedServices(tx: Tx, brandIds: Map<string, number>): Map<string, number> {
  const ids = new Map<string, number>();
  for (const brand of BRAND_SEEDS) {
    const brandId = brandIds.get(brand.slug);
    if (brandId === undefined) continue;
    SERVICE_SEEDS.forEach((s, i) => {
      tx.insert(services)
        .values({
          brandId,
          name: s.name,
          description: s.description,
          icon: s.icon,
          priceType: s.priceType,
          priceFormula: s.priceFormula,
          budgetMultiplier: s.budgetMultiplier,
          locationMultiplier: s.locationMultiplier ?? null,
          isActive: true,
          displayOrder: i + 1,
        })
        .onConflictDoNothing()
        .run();
      const row = tx
        .select({ id: services.id })
        .from(services)
        .where(and(eq(services.brandId, brandId), eq(services.name, s.name)))
        .get();
      if (row) ids.set(`${brand.slug}/${s.name}`, row.id);
    });
  }
  return ids;
}
