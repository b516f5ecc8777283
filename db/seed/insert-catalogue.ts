/** Writes each brand's signs, sizes and option links, inserting only what is missing. */
import { and, eq } from 'drizzle-orm';
import { signOptionSigns, signSizes, signs } from '../schema';
import { BRAND_SEEDS } from './brands';
import { catalogueFor } from './catalogue';
import { budgetCents, cents, type Tx } from './types';

const DEFAULT_MULTIPLIER = 0.55;

/** Sign id by `${slug}/${signName}` and size id by `${slug}/${signName}/${sizeName}`, for the sample jobs. */
export interface CatalogueIds {
  signs: Map<string, number>;
  sizes: Map<string, number>;
}

export function seedCatalogue(tx: Tx, brandIds: Map<string, number>, optionIds: Map<string, number>): CatalogueIds {
  const ids: CatalogueIds = { signs: new Map(), sizes: new Map() };
  for (const brand of BRAND_SEEDS) {
    const brandId = brandIds.get(brand.slug);
    if (brandId === undefined) continue;
    catalogueFor(brand).forEach((sign, i) => {
      const signMultiplier = sign.signBudgetMultiplier ?? DEFAULT_MULTIPLIER;
      const installMultiplier = sign.installBudgetMultiplier ?? DEFAULT_MULTIPLIER;
      tx.insert(signs)
        .values({
          brandId,
          name: sign.name,
          signType: sign.signType,
          placement: sign.placement,
          image: sign.image,
          description: sign.description,
          priceType: sign.priceType,
          displayOrder: i + 1,
          signBudgetMultiplier: signMultiplier,
          installBudgetMultiplier: installMultiplier,
          isActive: true,
        })
        .onConflictDoNothing()
        .run();
      const row = tx
        .select({ id: signs.id })
        .from(signs)
        .where(and(eq(signs.brandId, brandId), eq(signs.name, sign.name)))
        .get();
      if (!row) return;
      ids.signs.set(`${brand.slug}/${sign.name}`, row.id);

      for (const size of sign.sizes) {
        const signPrice = cents(size.sign);
        const installPrice = cents(size.install);
        tx.insert(signSizes)
          .values({
            signId: row.id,
            sizeName: size.name,
            signPrice,
            installPrice,
            signBudget: budgetCents(signPrice, signMultiplier),
            installBudget: budgetCents(installPrice, installMultiplier),
            racewayPrice: cents(size.raceway ?? 0),
          })
          .onConflictDoNothing()
          .run();
        const sizeRow = tx
          .select({ id: signSizes.id })
          .from(signSizes)
          .where(and(eq(signSizes.signId, row.id), eq(signSizes.sizeName, size.name)))
          .get();
        if (sizeRow) ids.sizes.set(`${brand.slug}/${sign.name}/${size.name}`, sizeRow.id);
      }

      for (const optionName of sign.options) {
        const optionId = optionIds.get(optionName);
        if (optionId === undefined) continue;
        tx.insert(signOptionSigns).values({ signId: row.id, optionId }).onConflictDoNothing().run();
      }
    });
  }
  return ids;
}
