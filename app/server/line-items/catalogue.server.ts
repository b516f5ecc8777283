/**
 * Catalogue reads for quoting: a brand's signs (with sizes and options) and
 * services, shaped for the pricing engine (`~/domain/pricing` types, money in
 * cents), plus the JSON shapes of the /api catalogue calls (docs/product.md § The API)
 * (money in dollars). Every read is a constant number of queries, never one
 * per sign.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, schema, type DbOrTx } from '~/server/db.server';
import { parseOptionValues, sortSizes, type PricingOption, type PricingService, type PricingSign, type PricingSize } from '~/domain/pricing';
import { centsToDollars } from '~/domain/line-items/catalogue-shape';
import { pickFields } from '~/domain/pick-fields';
// Each read first applies a price change whose day has come, so nothing reads or prices from yesterday's catalogue.
import { applyDuePriceChanges } from '~/server/price-changes/apply.server';

const { brands, signs, signSizes, signOptions, signOptionSigns, services } = schema;

export type ParsedValue = { display: string; modifier: string | null };
export type CatalogueOption = PricingOption & { parsedValues: ParsedValue[]; sortOrder: number };
export type CatalogueSign = PricingSign & {
  brandId: number;
  image: string | null;
  displayOrder: number;
  isActive: boolean;
  /** Sorted by the numeric part of their names ('18"' before '24"', '<24 SF' before '>24 SF'). */
  sizes: PricingSize[];
  /** The options linked to the sign (active ones only in the brand catalogue), in their sort order. */
  options: CatalogueOption[];
};
export type CatalogueService = PricingService & {
  brandId: number;
  icon: string | null;
  displayOrder: number;
  isActive: boolean;
};

type SignRow = typeof signs.$inferSelect;
type ServiceRow = typeof services.$inferSelect;
type SizeRow = typeof signSizes.$inferSelect;
type OptionRow = typeof signOptions.$inferSelect;

const SIZE_FIELDS = ['id', 'sizeName', 'signPrice', 'installPrice', 'signBudget', 'installBudget', 'racewayPrice'] as const;
const OPTION_FIELDS = ['id', 'name', 'type', 'values', 'appliesTo', 'placeholder', 'isActive', 'sortOrder'] as const;

const toPricingSize = (row: SizeRow): PricingSize => pickFields(row, SIZE_FIELDS);

function toOption(row: OptionRow): CatalogueOption {
  return { ...pickFields(row, OPTION_FIELDS), parsedValues: parseOptionValues(row.values) };
}

function toSign(row: SignRow, sizes: PricingSize[], options: CatalogueOption[]): CatalogueSign {
  return {
    id: row.id,
    brandId: row.brandId,
    name: row.name,
    signType: row.signType,
    placement: row.placement,
    description: row.description,
    priceType: row.priceType,
    signBudgetMultiplier: row.signBudgetMultiplier,
    installBudgetMultiplier: row.installBudgetMultiplier,
    image: row.image,
    displayOrder: row.displayOrder,
    isActive: row.isActive,
    sizes,
    options,
  };
}

function toService(row: ServiceRow): CatalogueService {
  return {
    id: row.id,
    brandId: row.brandId,
    name: row.name,
    description: row.description,
    priceType: row.priceType,
    priceFormula: row.priceFormula,
    budgetMultiplier: row.budgetMultiplier,
    locationMultiplier: row.locationMultiplier,
    icon: row.icon,
    displayOrder: row.displayOrder,
    isActive: row.isActive,
  };
}

/**
 * Signs with their sizes and linked options in three queries whatever their
 * number. `activeOptionsOnly` drops options switched off on the data screen.
 */
function assembleSigns(db: DbOrTx, rows: SignRow[], activeOptionsOnly: boolean): CatalogueSign[] {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const sizeRows = db.select().from(signSizes).where(inArray(signSizes.signId, ids)).all();
  const optionRows = db
    .select({ signId: signOptionSigns.signId, option: signOptions })
    .from(signOptionSigns)
    .innerJoin(signOptions, eq(signOptions.id, signOptionSigns.optionId))
    .where(
      activeOptionsOnly
        ? and(inArray(signOptionSigns.signId, ids), eq(signOptions.isActive, true))
        : inArray(signOptionSigns.signId, ids),
    )
    .orderBy(asc(signOptions.sortOrder), asc(signOptions.name))
    .all();
  const sizesBySign = new Map<number, PricingSize[]>();
  for (const s of sizeRows) {
    const list = sizesBySign.get(s.signId) ?? [];
    list.push(toPricingSize(s));
    sizesBySign.set(s.signId, list);
  }
  const optionsBySign = new Map<number, CatalogueOption[]>();
  for (const { signId, option } of optionRows) {
    const list = optionsBySign.get(signId) ?? [];
    list.push(toOption(option));
    optionsBySign.set(signId, list);
  }
  return rows.map((r) => toSign(r, sortSizes(sizesBySign.get(r.id) ?? []), optionsBySign.get(r.id) ?? []));
}

/** Display order (999 when unset), then name: the Signage tab's order. */
const signOrder = [asc(signs.displayOrder), asc(sql`${signs.name} collate nocase`), asc(signs.id)];
const serviceOrder = [asc(services.displayOrder), asc(sql`${services.name} collate nocase`), asc(services.id)];

/**
 * The active signs of a brand, ordered by displayOrder then name, each with
 * its sizes (sorted by their numeric part) and active options with
 * parsedValues. What the Add New panel's Signage tab and the engine need.
 */
export function signCatalogueForBrand(brandId: number, db: DbOrTx = getDb()): CatalogueSign[] {
  applyDuePriceChanges(db);
  const rows = db
    .select()
    .from(signs)
    .where(and(eq(signs.brandId, brandId), eq(signs.isActive, true)))
    .orderBy(...signOrder)
    .all();
  return assembleSigns(db, rows, true);
}

/** The active services of a brand, by display order then name (the Services tab). */
export function serviceCatalogueForBrand(brandId: number, db: DbOrTx = getDb()): CatalogueService[] {
  applyDuePriceChanges(db);
  return db
    .select()
    .from(services)
    .where(and(eq(services.brandId, brandId), eq(services.isActive, true)))
    .orderBy(...serviceOrder)
    .all()
    .map(toService);
}

/**
 * One sign as the engine prices it (any state: a saved line may use a sign
 * switched off since), with its sizes and its ACTIVE options. Null if it does
 * not exist.
 */
export function signForPricing(signId: number, db: DbOrTx = getDb()): CatalogueSign | null {
  applyDuePriceChanges(db);
  const row = db.select().from(signs).where(eq(signs.id, signId)).get();
  return row ? assembleSigns(db, [row], true)[0]! : null;
}

/** One service (any state), or null. */
export function serviceForPricing(serviceId: number, db: DbOrTx = getDb()): CatalogueService | null {
  applyDuePriceChanges(db);
  const row = db.select().from(services).where(eq(services.id, serviceId)).get();
  return row ? toService(row) : null;
}

export function brandExists(brandId: number): boolean {
  return Boolean(getDb().select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).get());
}

// ------------------------------------------------------------ /api shapes (field names of docs/product.md § Entities and fields, dollars)

export type ApiSign = {
  id: number;
  signName: string;
  signType: string;
  placement: string;
  signImage: string | null;
  signDescription: string | null;
  priceType: string;
  brandId: number;
  brandName: string;
  displayOrder: number;
  signBudgetMultiplier: number;
  installBudgetMultiplier: number;
  isActive: boolean;
};

export type ApiService = {
  id: number;
  serviceName: string;
  serviceDescription: string | null;
  serviceIcon: string | null;
  priceType: string;
  priceFormula: string | null;
  serviceBudgetMultiplier: number;
  /** The Canada multiplier (1 when the service has none). */
  location: number;
  brandId: number;
  brandName: string;
  displayOrder: number;
  isActive: boolean;
};

export type ApiSize = {
  id: number;
  pricingId: number;
  signId: number;
  sizeName: string;
  size: string;
  baseSignPrice: number;
  signPrice: number;
  baseInstallPrice: number;
  installPrice: number;
  signBudget: number;
  installBudget: number;
  racewayPrice: number;
  raceway: number;
};

export type ApiOption = {
  id: number;
  optionName: string;
  type: string;
  values: string;
  parsedValues: ParsedValue[];
  appliesTo: string;
  placeholder: string | null;
  isActive: boolean;
};

/** GET /api/signs (brandId null) and /api/brands/{brandId}/signs: active signs, one query. */
export function apiSigns(brandId: number | null): ApiSign[] {
  applyDuePriceChanges();
  return getDb()
    .select({
      id: signs.id,
      signName: signs.name,
      signType: signs.signType,
      placement: signs.placement,
      signImage: signs.image,
      signDescription: signs.description,
      priceType: signs.priceType,
      brandId: signs.brandId,
      brandName: brands.name,
      displayOrder: signs.displayOrder,
      signBudgetMultiplier: signs.signBudgetMultiplier,
      installBudgetMultiplier: signs.installBudgetMultiplier,
      isActive: signs.isActive,
    })
    .from(signs)
    .innerJoin(brands, eq(brands.id, signs.brandId))
    .where(brandId === null ? eq(signs.isActive, true) : and(eq(signs.brandId, brandId), eq(signs.isActive, true)))
    .orderBy(...(brandId === null ? [asc(sql`${brands.name} collate nocase`)] : []), ...signOrder)
    .all();
}

/** GET /api/services and /api/brands/{brandId}/services: active services, one query. */
export function apiServices(brandId: number | null): ApiService[] {
  applyDuePriceChanges();
  return getDb()
    .select({ service: services, brandName: brands.name })
    .from(services)
    .innerJoin(brands, eq(brands.id, services.brandId))
    .where(brandId === null ? eq(services.isActive, true) : and(eq(services.brandId, brandId), eq(services.isActive, true)))
    .orderBy(...(brandId === null ? [asc(sql`${brands.name} collate nocase`)] : []), ...serviceOrder)
    .all()
    .map(({ service: s, brandName }) => ({
      id: s.id,
      serviceName: s.name,
      serviceDescription: s.description,
      serviceIcon: s.icon,
      priceType: s.priceType,
      priceFormula: s.priceFormula,
      serviceBudgetMultiplier: s.budgetMultiplier ?? 0,
      location: s.locationMultiplier ?? 1,
      brandId: s.brandId,
      brandName,
      displayOrder: s.displayOrder,
      isActive: s.isActive,
    }));
}

function signExists(signId: number): boolean {
  return Boolean(getDb().select({ id: signs.id }).from(signs).where(eq(signs.id, signId)).get());
}

/** GET /api/signs/{id}/pricing: the sign's sizes sorted by their numeric part; null when the sign does not exist. */
export function apiSignPricing(signId: number): ApiSize[] | null {
  applyDuePriceChanges();
  if (!signExists(signId)) return null;
  const rows = getDb().select().from(signSizes).where(eq(signSizes.signId, signId)).all();
  return sortSizes(rows).map((r) => ({
    id: r.id,
    pricingId: r.id,
    signId: r.signId,
    sizeName: r.sizeName,
    size: r.sizeName,
    baseSignPrice: centsToDollars(r.signPrice),
    signPrice: centsToDollars(r.signPrice),
    baseInstallPrice: centsToDollars(r.installPrice),
    installPrice: centsToDollars(r.installPrice),
    signBudget: centsToDollars(r.signBudget),
    installBudget: centsToDollars(r.installBudget),
    racewayPrice: centsToDollars(r.racewayPrice),
    raceway: centsToDollars(r.racewayPrice),
  }));
}

/** GET /api/signs/{id}/options: every option linked to the sign (active or not) with parsedValues; null when no such sign. */
export function apiSignOptions(signId: number): ApiOption[] | null {
  if (!signExists(signId)) return null;
  return getDb()
    .select({ option: signOptions })
    .from(signOptionSigns)
    .innerJoin(signOptions, eq(signOptions.id, signOptionSigns.optionId))
    .where(eq(signOptionSigns.signId, signId))
    .orderBy(asc(signOptions.sortOrder), asc(signOptions.name))
    .all()
    .map(({ option: o }) => ({
      id: o.id,
      optionName: o.name,
      type: o.type,
      values: o.values,
      parsedValues: parseOptionValues(o.values),
      appliesTo: o.appliesTo,
      placeholder: o.placeholder,
      isActive: o.isActive,
    }));
}
