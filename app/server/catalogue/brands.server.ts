/** Brands for the /data Brands tab and POST/PATCH /api/brands. A disabled brand is not offered for new jobs; its jobs stay. */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { brandFieldsSchema } from '~/domain/catalogue/catalogue';
import { getDb, schema } from '~/server/db.server';
import { targetMarginPercent } from '~/domain/pricing/margin';
import { listBrandsWithCounts } from './lookup.server';
import { diff, recordChanges, type Actor } from './audit.server';
import { AdminWriteError, isUniqueViolation } from './errors.server';

export type BrandFields = z.output<typeof brandFieldsSchema>;
export { listBrandsWithCounts as listBrands };

function uniqueField(error: unknown): never {
  const message = String((error as Error).message);
  if (message.includes('brands.slug')) throw new AdminWriteError(409, 'Another brand already uses this slug', 'slug');
  throw new AdminWriteError(409, 'Another brand already has this name', 'name');
}

export function createBrand(actor: Actor, fields: BrandFields) {
  return getDb().transaction((tx) => {
    try {
      const row = tx
        .insert(schema.brands)
        .values({ ...fields, image: fields.image || null, jobNumberPattern: fields.jobNumberPattern || null })
        .returning()
        .get();
      recordChanges(tx, actor, [{ entity: 'brand', entityId: row.id, field: 'created', oldValue: null, newValue: row.name }]);
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) uniqueField(error);
      throw error;
    }
  });
}

export function updateBrand(actor: Actor, id: number, fields: Partial<BrandFields>) {
  return getDb().transaction((tx) => {
    const before = tx.select().from(schema.brands).where(eq(schema.brands.id, id)).get();
    if (!before) throw new AdminWriteError(404, 'Brand not found', 'id');
    const set = {
      ...fields,
      ...(fields.image !== undefined ? { image: fields.image || null } : {}),
      ...(fields.jobNumberPattern !== undefined ? { jobNumberPattern: fields.jobNumberPattern || null } : {}),
    };
    const changes = diff(before, set);
    if (!changes.length) return before;
    try {
      tx.update(schema.brands).set(set).where(eq(schema.brands.id, id)).run();
    } catch (error) {
      if (isUniqueViolation(error)) uniqueField(error);
      throw error;
    }
    recordChanges(tx, actor, changes.map((c) => ({ entity: 'brand', entityId: id, ...c })));
    return { ...before, ...set };
  });
}

/** The margin percent a brand's lines are judged against (its own, else the default 30%). */
export function brandTargetMargin(id: number): number {
  const row = getDb().select({ target: schema.brands.targetMarginPercent }).from(schema.brands).where(eq(schema.brands.id, id)).get();
  return targetMarginPercent(row?.target);
}

export function findBrand(id: number) {
  return getDb().select().from(schema.brands).where(eq(schema.brands.id, id)).get() ?? null;
}

export function brandFormDefaults(b: typeof schema.brands.$inferSelect | null): Record<string, string> {
  if (!b) return { status: 'Active' };
  return { name: b.name, slug: b.slug, proposalPrefix: b.proposalPrefix, image: b.image ?? '', status: b.status, jobNumberPattern: b.jobNumberPattern ?? '', targetMarginPercent: b.targetMarginPercent === null ? '' : String(b.targetMarginPercent) };
}
