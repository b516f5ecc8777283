/** Services for the /data Services tab and POST/PATCH /api/services. */
import { DEFAULT_SERVICE_ICON, serviceIconName } from '~/domain/catalogue/service-icons';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { fixedPriceFormula, type serviceFieldsSchema } from '~/domain/catalogue/catalogue';
import { getDb, schema } from '~/server/db.server';
import { diff, recordChanges, type Actor } from './audit.server';
import { applyDuePriceChanges } from '~/server/price-changes/apply.server';
import { AdminWriteError, isUniqueViolation } from './errors.server';
import { refuseBrandMoveInUse } from './in-use.server';

export type ServiceFields = z.output<typeof serviceFieldsSchema>;
export type ServiceRow = typeof schema.services.$inferSelect & { brandName: string };

export function listServicesForAdmin(): ServiceRow[] {
  applyDuePriceChanges();
  return getDb()
    .select({ service: schema.services, brandName: schema.brands.name })
    .from(schema.services)
    .innerJoin(schema.brands, eq(schema.brands.id, schema.services.brandId))
    .orderBy(asc(schema.brands.name), asc(schema.services.displayOrder), asc(schema.services.name))
    .all()
    .map(({ service, brandName }) => ({ ...service, brandName }));
}

/** API and form fields to columns: a fixed price (cents) becomes the '$N' formula text. */
function columns(fields: Partial<ServiceFields>) {
  const { fixedPrice, ...rest } = fields;
  const set: Partial<typeof schema.services.$inferInsert> = { ...rest };
  if (rest.description !== undefined) set.description = rest.description || null;
  if (rest.icon !== undefined) set.icon = rest.icon || null;
  if (rest.priceFormula !== undefined) set.priceFormula = rest.priceFormula || null;
  if (fixedPrice !== undefined) set.priceFormula = fixedPriceFormula(fixedPrice);
  for (const key of Object.keys(set) as Array<keyof typeof set>) if (set[key] === undefined) delete set[key];
  return set;
}

function checkBrand(brandId: number | undefined) {
  if (brandId === undefined) return;
  const brand = getDb().select({ id: schema.brands.id }).from(schema.brands).where(eq(schema.brands.id, brandId)).get();
  if (!brand) throw new AdminWriteError(400, 'Unknown brand', 'brandId');
}

export function createService(actor: Actor, fields: ServiceFields) {
  checkBrand(fields.brandId);
  return getDb().transaction((tx) => {
    try {
      const row = tx.insert(schema.services).values(columns(fields) as typeof schema.services.$inferInsert).returning().get();
      recordChanges(tx, actor, [{ entity: 'service', entityId: row.id, field: 'created', oldValue: null, newValue: row.name }]);
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) throw new AdminWriteError(409, 'This brand already has a service with that name', 'name');
      throw error;
    }
  });
}

export function updateService(actor: Actor, id: number, fields: Partial<ServiceFields>) {
  checkBrand(fields.brandId);
  return getDb().transaction((tx) => {
    const before = tx.select().from(schema.services).where(eq(schema.services.id, id)).get();
    if (!before) throw new AdminWriteError(404, 'Service not found', 'id');
    refuseBrandMoveInUse(tx, 'service', before, fields.brandId);
    const set = columns(fields);
    const changes = diff(before, set);
    if (!changes.length) return before;
    try {
      tx.update(schema.services).set(set).where(eq(schema.services.id, id)).run();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AdminWriteError(409, 'This brand already has a service with that name', 'name');
      throw error;
    }
    recordChanges(tx, actor, changes.map((c) => ({ entity: 'service', entityId: id, ...c })));
    return { ...before, ...set };
  });
}

export function findService(id: number) {
  return getDb().select().from(schema.services).where(eq(schema.services.id, id)).get() ?? null;
}

/** The Add/Edit Service dialog's starting values. */
export function serviceFormDefaults(s: typeof schema.services.$inferSelect | null): Record<string, string> {
  if (!s) return { priceType: 'fixed', budgetMultiplier: '0', status: 'Active', icon: DEFAULT_SERVICE_ICON };
  return {
    name: s.name,
    brandId: String(s.brandId),
    description: s.description ?? '',
    // Older catalogues stored an emoji: the dialog offers (and saves) the icon it stood for.
    icon: serviceIconName(s.icon),
    priceType: s.priceType,
    priceFormula: s.priceFormula ?? '',
    budgetMultiplier: String(s.budgetMultiplier),
    locationMultiplier: s.locationMultiplier === null ? '' : String(s.locationMultiplier),
    status: s.isActive ? 'Active' : 'Disabled',
  };
}

export function serviceFieldsFromForm(value: { status: 'Active' | 'Disabled' } & Partial<ServiceFields>): Partial<ServiceFields> {
  const { status, ...rest } = value;
  return { ...rest, isActive: status === 'Active' };
}
