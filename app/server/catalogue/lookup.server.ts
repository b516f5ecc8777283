/** Brands and people for the job form's selectors and the /api/brands, /api/profiles lists. */
import { asc, eq, sql } from 'drizzle-orm';
import { displayName } from '~/domain/users/profile';
import { getDb, readUntilWrite, schema } from '~/server/db.server';

const { brands, users } = schema;

export type BrandListItem = {
  id: number;
  brand_name: string;
  brand_slug: string;
  brand_image: string | null;
  proposal_prefix: string;
  /** How its jobs started as 'TBD' are numbered; null: the default {YYYY}-{NNN}. */
  job_number_pattern: string | null;
  status: string;
  /** The margin its lines should keep, a whole percent; null: the default 30% (docs/pricing.md § Margin). */
  target_margin_percent: number | null;
  signs_count: number;
  services_number: number;
};

/** Every brand with its sign and service counts, in one query. */
export function listBrandsWithCounts(): BrandListItem[] {
  return getDb()
    .select({
      id: brands.id,
      brand_name: brands.name,
      brand_slug: brands.slug,
      brand_image: brands.image,
      proposal_prefix: brands.proposalPrefix,
      job_number_pattern: brands.jobNumberPattern,
      status: brands.status,
      target_margin_percent: brands.targetMarginPercent,
      // Column names spelled out with their tables: Drizzle writes ${brands.id} inside a sql`` subquery as a
      // bare "id", which SQLite binds to the inner table (signs.id), so every brand counted 1.
      signs_count: sql<number>`(select count(*) from "signs" as "s" where "s"."brand_id" = "brands"."id")`,
      services_number: sql<number>`(select count(*) from "services" as "v" where "v"."brand_id" = "brands"."id")`,
    })
    .from(brands)
    .orderBy(asc(brands.name))
    .all();
}

export type ProfileListItem = {
  id: number;
  fullName: string | null;
  email: string;
  userImage: string | null;
  jobTitle: string | null;
  role: string;
  status: string;
};

/**
 * Active users, by name. Every jobs list (its Project Manager and Created By
 * filters), the job form and /api/profiles ask for them on each request, and
 * they change only with a write: read again after one. The answer is shared
 * between requests, so a caller copies it before changing it.
 */
export function listActiveProfiles(): readonly ProfileListItem[] {
  return readUntilWrite(getDb(), 'listActiveProfiles', () => Object.freeze(readActiveProfiles()));
}

function readActiveProfiles(): ProfileListItem[] {
  const rows = getDb()
    .select({
      id: users.id,
      fullName: users.fullName,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      userImage: users.userImage,
      jobTitle: users.jobTitle,
      role: users.role,
      status: users.status,
    })
    .from(users)
    .where(eq(users.status, 'Active'))
    .orderBy(sql`coalesce(${users.fullName}, ${users.firstName}, ${users.email}) collate nocase`)
    .all();
  return rows.map(({ firstName, lastName, ...u }) => ({
    ...u,
    fullName: u.fullName?.trim() || [firstName, lastName].filter(Boolean).join(' ').trim() || null,
  }));
}

export type BrandOption = { id: number; name: string; slug: string };
export type ManagerOption = { id: number; name: string; title: string };

/** Active brands for the Brand selector; read again only after a write (shared, like the profiles above). */
export function brandOptions(): readonly BrandOption[] {
  const db = getDb();
  return readUntilWrite(db, 'brandOptions', () =>
    Object.freeze(db.select({ id: brands.id, name: brands.name, slug: brands.slug }).from(brands).where(eq(brands.status, 'Active')).orderBy(asc(brands.name)).all()),
  );
}

/** A brand's name by its slug (any status: its old jobs still list), or null. */
export function brandNameBySlug(slug: string): string | null {
  return getDb().select({ name: brands.name }).from(brands).where(eq(brands.slug, slug)).get()?.name ?? null;
}

/** Active people for the Project Manager selector. */
export function managerOptions(): readonly ManagerOption[] {
  return readUntilWrite(getDb(), 'managerOptions', () =>
    Object.freeze(
      listActiveProfiles().map((p) => ({
        id: p.id,
        name: p.fullName ?? displayName(p),
        title: p.jobTitle || p.role,
      })),
    ),
  );
}
