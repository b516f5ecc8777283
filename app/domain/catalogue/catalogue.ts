/**
 * The catalogue's records (signs, brands, services): their fields, the
 * payloads that create and edit them (/api) and the Add/Edit dialogs' forms.
 * The price cells, sizes, options and the /data screen's forms have their own
 * modules beside this one. Pure.
 */
import { z } from 'zod';
import { jobNumberPatternField } from '~/domain/jobs/job-number-pattern';
import { PRICE_TYPES, SIGN_TYPES } from '~/domain/catalogue/vocabulary';
import { moneyCents } from './price-cells-schema';
import { id, multiplier, patchSchema, required, shortText } from './schema-parts';
import { TARGET_MARGIN_MAX, TARGET_MARGIN_MIN } from '~/domain/pricing/margin';

// ---------------------------------------------------------------- signs

/** The placeholders a description template may use (docs/product.md § Entities and fields). */
export const TEMPLATE_PLACEHOLDERS = [
  '{Size}',
  '{Color}',
  '{Fab Type}',
  '{Backer Size}',
  '{Backer Illumination}',
  '{Raceway-Mounted}',
  '{w/ Behind-The-Wall Raceway}',
  '{Fab Material}',
  '{Print Material}',
  '{Mounting Surface}',
  '{Anti-Graffiti}',
] as const;

export const signFieldsSchema = z.object({
  brandId: id,
  name: required('Name', 120),
  signType: z.enum(SIGN_TYPES, { message: 'Choose a sign type' }),
  placement: z.enum(['exterior', 'interior'], { message: 'Choose exterior or interior' }).default('exterior'),
  description: shortText(500).optional().default(''),
  image: shortText(500).optional().default(''),
  priceType: z.enum(PRICE_TYPES, { message: 'Choose a price type' }).default('fixed'),
  displayOrder: z.coerce.number({ message: 'Enter a whole number' }).int('Enter a whole number').min(0).max(100_000).default(999),
  signBudgetMultiplier: multiplier.default(0.55),
  installBudgetMultiplier: multiplier.default(0.55),
  isActive: z.boolean().default(true),
  optionIds: z.array(id).max(100).default([]),
});
/** POST /api/signs */
export const newSignSchema = signFieldsSchema.strict();
/** PATCH /api/signs/{id} */
export const signPatchSchema = patchSchema(signFieldsSchema);
export type SignFields = z.output<typeof signFieldsSchema>;

// ---------------------------------------------------------------- brands and services

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Slug is required')
  .max(40, 'At most 40 characters')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and dashes');
const imageRef = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^(https?:\/\/|\/)/.test(v), 'Use a web address (https://...) or a path starting with /');

export const TARGET_MARGIN_MESSAGE = `Enter a whole percent from ${TARGET_MARGIN_MIN} to ${TARGET_MARGIN_MAX}, or leave empty for 30`;
/** A brand's target margin: a whole percent (the form's text, '35' or '35%'; the API's number), null for the default. */
const targetMargin = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const t = v.trim().replace(/%$/, '').trim();
    return t === '' ? null : /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : t;
  },
  z
    .number({ message: TARGET_MARGIN_MESSAGE })
    .int(TARGET_MARGIN_MESSAGE)
    .min(TARGET_MARGIN_MIN, TARGET_MARGIN_MESSAGE)
    .max(TARGET_MARGIN_MAX, TARGET_MARGIN_MESSAGE)
    .nullable(),
);

export const brandFieldsSchema = z.object({
  name: required('Name', 80),
  slug,
  proposalPrefix: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, 'Prefix is required')
    .max(10, 'At most 10 characters')
    .regex(/^[A-Z0-9]+$/, 'Use letters and digits'),
  image: imageRef.optional().default(''),
  status: z.enum(['Active', 'Disabled']).default('Active'),
  jobNumberPattern: jobNumberPatternField,
  targetMarginPercent: targetMargin.default(null),
});
export const newBrandSchema = brandFieldsSchema.strict();
export const brandPatchSchema = patchSchema(brandFieldsSchema);

export const serviceFieldsSchema = z.object({
  brandId: id,
  name: required('Name', 120),
  description: shortText(500).optional().default(''),
  icon: shortText(200).optional().default(''),
  priceType: z.enum(PRICE_TYPES, { message: 'Choose a price type' }).default('fixed'),
  /** The fixed price in dollars (stored as the formula text '$N' the pricing reads). */
  fixedPrice: moneyCents.optional(),
  priceFormula: shortText(200).optional(),
  budgetMultiplier: multiplier.default(0),
  locationMultiplier: multiplier.nullable().optional(),
  isActive: z.boolean().default(true),
});
export const newServiceSchema = serviceFieldsSchema.strict();
export const servicePatchSchema = patchSchema(serviceFieldsSchema);

/** '$595' for 59500 cents: the text the pricing engine reads as a fixed price. */
export function fixedPriceFormula(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
}

/** The Add/Edit Sign dialog: the sign's fields, with its status as a select (a form sends no unchecked box). */
export const signFormSchema = signFieldsSchema.omit({ isActive: true }).extend({ status: z.enum(['Active', 'Disabled']).default('Active') });
export type SignFormInput = z.input<typeof signFormSchema>;

/** The Add/Edit Service dialog: the service's fields with its status as a select. */
export const serviceFormSchema = serviceFieldsSchema.omit({ isActive: true }).extend({ status: z.enum(['Active', 'Disabled']).default('Active') });
export type ServiceFormInput = z.input<typeof serviceFormSchema>;
export type BrandFormInput = z.input<typeof brandFieldsSchema>;
