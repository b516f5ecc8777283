/** What the Add/Edit Sign dialogs need, and their form's values mapped to the sign's fields. */
import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import type { signFormSchema } from '~/domain/catalogue/catalogue';
import { getDb, schema } from '~/server/db.server';
import type { SignRow } from './signs.server';

export function signFormChoices() {
  const db = getDb();
  return {
    brands: db.select({ id: schema.brands.id, name: schema.brands.name }).from(schema.brands).orderBy(asc(schema.brands.name)).all(),
    options: db.select({ id: schema.signOptions.id, name: schema.signOptions.name }).from(schema.signOptions).orderBy(asc(schema.signOptions.sortOrder), asc(schema.signOptions.name)).all(),
  };
}

export function signFormDefaults(sign: SignRow | null, brandId?: number): Record<string, string | string[]> {
  if (!sign) return { brandId: brandId ? String(brandId) : '', signType: 'Wall Signs', placement: 'exterior', priceType: 'fixed', displayOrder: '999', signBudgetMultiplier: '0.55', installBudgetMultiplier: '0.55', status: 'Active', optionIds: [] };
  return {
    name: sign.name,
    brandId: String(sign.brandId),
    signType: sign.signType,
    placement: sign.placement,
    priceType: sign.priceType,
    displayOrder: String(sign.displayOrder),
    signBudgetMultiplier: String(sign.signBudgetMultiplier),
    installBudgetMultiplier: String(sign.installBudgetMultiplier),
    image: sign.image ?? '',
    description: sign.description ?? '',
    status: sign.isActive ? 'Active' : 'Disabled',
    optionIds: sign.optionIds.map(String),
  };
}

export function signFieldsFromForm(value: z.output<typeof signFormSchema>) {
  const { status, ...rest } = value;
  return { ...rest, isActive: status === 'Active' };
}
