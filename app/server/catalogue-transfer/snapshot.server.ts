/**
 * The catalogue as the five sheets' rows (values as a file shows them), read
 * in a handful of queries whatever its size: what an export writes and what
 * an import is compared with.
 */
import { asc } from 'drizzle-orm';
import type { Current, CurrentRow } from '~/domain/catalogue-transfer/plan';
import { signRef } from '~/domain/catalogue-transfer/sheets';
import { compareSizes } from '~/domain/catalogue/sizes';
import { getDb, schema, type DbOrTx } from '~/server/db.server';
import { pickFields } from '~/domain/pick-fields';

export type BrandDb = typeof schema.brands.$inferSelect;
export type SignDb = typeof schema.signs.$inferSelect;
export type SizeDb = typeof schema.signSizes.$inferSelect;
export type OptionDb = typeof schema.signOptions.$inferSelect;
export type ServiceDb = typeof schema.services.$inferSelect;

/** The catalogue, all brands or one brand's (its brand row, signs, sizes and services; every option, as options are shared). */
export function readCatalogue(db: DbOrTx = getDb(), brandId?: number): Current {
  const brands = db.select().from(schema.brands).orderBy(asc(schema.brands.name)).all();
  const brandName = new Map(brands.map((b) => [b.id, b.name]));
  const signs = db.select().from(schema.signs).orderBy(asc(schema.signs.brandId), asc(schema.signs.displayOrder), asc(schema.signs.name)).all();
  const signById = new Map(signs.map((s) => [s.id, s]));
  const sizes = db.select().from(schema.signSizes).all();
  const options = db.select().from(schema.signOptions).orderBy(asc(schema.signOptions.sortOrder), asc(schema.signOptions.name)).all();
  const links = db.select().from(schema.signOptionSigns).all();
  const services = db.select().from(schema.services).orderBy(asc(schema.services.brandId), asc(schema.services.displayOrder), asc(schema.services.name)).all();
  const inScope = (id: number) => brandId === undefined || id === brandId;

  const linked = new Map<number, string[]>();
  for (const l of links) {
    const sign = signById.get(l.signId);
    if (!sign) continue;
    const list = linked.get(l.optionId) ?? [];
    list.push(signRef(brandName.get(sign.brandId) ?? '', sign.name));
    linked.set(l.optionId, list);
  }
  const sizesBySign = new Map<number, SizeDb[]>();
  for (const z of sizes) sizesBySign.set(z.signId, [...(sizesBySign.get(z.signId) ?? []), z]);

  const scopedSigns = signs.filter((s) => inScope(s.brandId));
  return {
    Brands: brands.filter((b) => inScope(b.id)).map((b) => ({
      id: b.id,
      values: { name: b.name, slug: b.slug, proposalPrefix: b.proposalPrefix, status: b.status, targetMarginPercent: b.targetMarginPercent, jobNumberPattern: b.jobNumberPattern ?? '', image: b.image ?? '' },
    })),
    Signs: scopedSigns.map((s) => ({
      id: s.id,
      values: {
        brand: brandName.get(s.brandId) ?? '',
        name: s.name,
        signType: s.signType,
        placement: s.placement as 'exterior' | 'interior',
        priceType: s.priceType as 'fixed',
        displayOrder: s.displayOrder,
        signBudgetMultiplier: s.signBudgetMultiplier,
        installBudgetMultiplier: s.installBudgetMultiplier,
        isActive: s.isActive,
        description: s.description ?? '',
        image: s.image ?? '',
      },
    })),
    Sizes: scopedSigns.flatMap((s) =>
      (sizesBySign.get(s.id) ?? []).sort(compareSizes).map((z) => ({
        id: z.id,
        values: { brand: brandName.get(s.brandId) ?? '', sign: s.name, sizeName: z.sizeName, signPrice: z.signPrice, installPrice: z.installPrice, signBudget: z.signBudget, installBudget: z.installBudget, raceway: z.racewayPrice },
      })),
    ),
    Options: options.map((o) => ({
      id: o.id,
      values: { name: o.name, type: o.type, values: o.values, appliesTo: o.appliesTo, placeholder: o.placeholder ?? '', isActive: o.isActive, linkedSigns: (linked.get(o.id) ?? []).sort() },
    })),
    Services: services.filter((s) => inScope(s.brandId)).map((s) => ({
      id: s.id,
      values: {
        ...pickFields(s, ['name', 'priceType', 'budgetMultiplier', 'locationMultiplier', 'isActive', 'displayOrder']),
        brand: brandName.get(s.brandId) ?? '',
        priceFormula: s.priceFormula ?? '',
        description: s.description ?? '',
        icon: s.icon ?? '',
      },
    })),
  } satisfies { [K in keyof Current]: Array<CurrentRow<K>> };
}
