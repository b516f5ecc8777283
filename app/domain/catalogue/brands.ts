/** Sidebar brand links and the coming-soon page's names (docs/product.md § Shared shell, docs/product.md § Coming soon). */

/** slug is the sidebar's URL word; brandSlug the catalogue brand whose jobs the coming-soon page links to. */
export const SIDEBAR_BRANDS = [
  { slug: 'carls-jr', name: "Carl's Jr", brandSlug: 'cjr' },
  { slug: 'daves-hot-chicken', name: "Dave's Hot Chicken", brandSlug: 'dhc' },
  { slug: 'el-pollo-loco', name: 'El Pollo Loco', brandSlug: 'epl' },
  { slug: 'skechers', name: 'Skechers', brandSlug: 'skx' },
  { slug: 'wendys', name: "Wendy's", brandSlug: 'wen' },
] as const;

/** The per-brand job list pages and the brand slug each shows. */
export const BRAND_LIST_PAGES = {
  'daves-hot-chicken': { brandSlug: 'dhc', defaultProposalNo: 'DHCP-001', title: "Dave's Hot Chicken" },
  skechers: { brandSlug: 'skx', defaultProposalNo: 'SKXP-001', title: 'Skechers' },
} as const;

/** Used in job links when a job has no brand slug. */
export const DEFAULT_BRAND_SLUG = 'tbd';

export function titleCaseSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');
}

/**
 * Where a coming-soon page sends a person looking for that brand's jobs: the
 * brand's own list page where it has one (/daves-hot-chicken,
 * /skechers), else the jobs list filtered to the brand. Null for a name that
 * is no sidebar brand.
 */
export function brandJobsHref(slug: string | undefined): string | null {
  const brand = SIDEBAR_BRANDS.find((b) => b.slug === slug);
  if (!brand) return null;
  if (Object.hasOwn(BRAND_LIST_PAGES, brand.slug)) return `/${brand.slug}`;
  return `/jobs?brand=${encodeURIComponent(brand.brandSlug)}`;
}

export function comingSoonName(slug: string | undefined): string {
  if (!slug) return 'This brand';
  return SIDEBAR_BRANDS.find((b) => b.slug === slug)?.name ?? titleCaseSlug(slug);
}
