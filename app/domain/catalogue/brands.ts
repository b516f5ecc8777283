/** Sidebar brand links and the coming-soon page's names (spec section 2). */

export const SIDEBAR_BRANDS = [
  { slug: 'carls-jr', name: "Carl's Jr" },
  { slug: 'daves-hot-chicken', name: "Dave's Hot Chicken" },
  { slug: 'el-pollo-loco', name: 'El Pollo Loco' },
  { slug: 'skechers', name: 'Skechers' },
  { slug: 'wendys', name: "Wendy's" },
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

export function comingSoonName(slug: string | undefined): string {
  if (!slug) return 'This brand';
  return SIDEBAR_BRANDS.find((b) => b.slug === slug)?.name ?? titleCaseSlug(slug);
}
