/**
 * Line-item tests work on the demo seed's real catalogue: a fresh job of a
 * seeded brand with an empty version 1, and lookups of seeded signs,
 * services and sizes by name.
 */
import { and, asc, eq } from 'drizzle-orm';
import { getDb, schema } from '../../app/server/db.server';
import type { LineItemDraft } from '../../app/server/line-items/line-item-writes.server';

let counter = 0;

export function brandId(slug: string): number {
  return getDb().select().from(schema.brands).where(eq(schema.brands.slug, slug)).get()!.id;
}

/** A new job of `slug` with an empty version 1 (and optionally a second, empty version). */
export function emptyJob(slug = 'cjr', userId: number | null = null) {
  const db = getDb();
  counter += 1;
  const brand = brandId(slug);
  const job = db
    .insert(schema.jobs)
    .values({ jobName: `Quote Test ${counter}`, jobNumber: `LI-${slug}-${counter}`, brandId: brand, creatorId: userId, updatedAt: 1_000 })
    .returning()
    .get();
  const versionId = db.insert(schema.jobVersions).values({ jobId: job.id, versionNumber: 1 }).returning().get().id;
  return { jobId: job.id, jobNumber: job.jobNumber, brandId: brand, brandSlug: slug, versionId };
}

export function signId(slug: string, name: string): number {
  const row = getDb()
    .select({ id: schema.signs.id })
    .from(schema.signs)
    .where(and(eq(schema.signs.brandId, brandId(slug)), eq(schema.signs.name, name)))
    .get();
  if (!row) throw new Error(`No sign ${name} in ${slug}`);
  return row.id;
}

export function serviceId(slug: string, name: string): number {
  const row = getDb()
    .select({ id: schema.services.id })
    .from(schema.services)
    .where(and(eq(schema.services.brandId, brandId(slug)), eq(schema.services.name, name)))
    .get();
  if (!row) throw new Error(`No service ${name} in ${slug}`);
  return row.id;
}

export function sizeRow(sign: number, sizeName: string) {
  return getDb()
    .select()
    .from(schema.signSizes)
    .where(and(eq(schema.signSizes.signId, sign), eq(schema.signSizes.sizeName, sizeName)))
    .get()!;
}

/** The version's lines as stored, in order. */
export function linesOf(versionId: number) {
  return getDb()
    .select()
    .from(schema.lineItems)
    .where(eq(schema.lineItems.jobVersionId, versionId))
    .orderBy(asc(schema.lineItems.sortOrder), asc(schema.lineItems.id))
    .all();
}

/** A snapshot of a version and its job's updatedAt, to show a refused write changed nothing. */
export function snapshot(versionId: number, jobId: number) {
  const job = getDb().select({ updatedAt: schema.jobs.updatedAt }).from(schema.jobs).where(eq(schema.jobs.id, jobId)).get();
  return JSON.stringify({ lines: linesOf(versionId), updatedAt: job?.updatedAt });
}

export function jobUpdatedAt(jobId: number): number {
  return getDb().select({ updatedAt: schema.jobs.updatedAt }).from(schema.jobs).where(eq(schema.jobs.id, jobId)).get()!.updatedAt;
}

/** The Channel Letters configuration every wall-sign test starts from (all required dropdowns chosen). */
export const LETTERS_24 = {
  size: '24"',
  Color: 'White',
  'Fab Type': 'Front-Lit',
  Raceway: 'Raceway-Mounted',
  'Backer Size': 'None',
  'Backer Illumination': 'No',
  'Lift Equipment': 'Ladder',
};

/** A write's value; a refused write fails the test, saying why. */
export function ok<T>(r: { ok: true; value: T } | { ok: false; error: string }): T {
  if (!r.ok) throw new Error(`expected ok, got ${r.error}`);
  return r.value;
}

/** A Calculated line of brand `slug`'s seeded sign `name` with these options, one of it unless `extra` says otherwise. */
export const signDraft = (slug: string, name: string, selectedOptions: Record<string, string | number>, extra: Partial<LineItemDraft> = {}): LineItemDraft => ({
  lineType: 'sign',
  signId: signId(slug, name),
  quantity: 1,
  selectedOptions,
  pricingMode: 'Calculated',
  customDescription: null,
  ...extra,
});
