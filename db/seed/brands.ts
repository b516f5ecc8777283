/**
 * The five client brands of the sidebar (docs/product.md § Shared shell). priceFactor nudges each
 * brand's catalogue prices so the brands differ a little, as real programs do.
 */
import { brands } from '../schema';
import type { Tx } from './types';

export interface BrandSeed {
  name: string;
  slug: string;
  proposalPrefix: string;
  image: string;
  priceFactor: number;
}

export const BRAND_SEEDS: readonly BrandSeed[] = [
  { name: "Carl's Jr", slug: 'cjr', proposalPrefix: 'CJRP', image: '/images/brands/cjr.svg', priceFactor: 1 },
  { name: "Dave's Hot Chicken", slug: 'dhc', proposalPrefix: 'DHCP', image: '/images/brands/dhc.svg', priceFactor: 0.95 },
  { name: 'El Pollo Loco', slug: 'epl', proposalPrefix: 'EPLP', image: '/images/brands/epl.svg', priceFactor: 1 },
  { name: 'Skechers', slug: 'skx', proposalPrefix: 'SKXP', image: '/images/brands/skx.svg', priceFactor: 1.1 },
  { name: "Wendy's", slug: 'wen', proposalPrefix: 'WENP', image: '/images/brands/wen.svg', priceFactor: 1.05 },
];

/** Inserts missing brands (by slug or name) and returns every seeded brand's id by slug. */
export function seedBrands(tx: Tx): Map<string, number> {
  for (const b of BRAND_SEEDS) {
    tx.insert(brands)
      .values({ name: b.name, slug: b.slug, proposalPrefix: b.proposalPrefix, image: b.image, status: 'Active' })
      .onConflictDoNothing()
      .run();
  }
  const ids = new Map<string, number>();
  for (const row of tx.select({ id: brands.id, slug: brands.slug }).from(brands).all()) ids.set(row.slug, row.id);
  return ids;
}
