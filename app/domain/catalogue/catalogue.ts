/**
 * Pure rules of the admin catalogue screens (/data): the price cells of a
 * size row, the order of sizes, and the payloads of every catalogue write.
 * Shared by the /api routes, the /data actions and (for messages) the grid.
 */
import { z } from 'zod';
import { jobNumberPatternField } from '~/domain/jobs/job-number-pattern';
import { APPLIES_TO, OPTION_TYPES, PRICE_TYPES, SIGN_TYPES } from '~/domain/catalogue/vocabulary';
import { userText } from '~/domain/user-text';
import { MAX_AMOUNT_CENTS } from '~/domain/pricing/limits';
import { formatCents } from '~/domain/money';
import { joinOptionValues, normalizeModifier, splitOptionValues } from './option-values';

// ---------------------------------------------------------------- price cells

/** The five money columns of a size row, as the API names them. */
export const PRICE_COLUMNS = ['signPrice', 'installPrice', 'signBudget', 'installBudget', 'raceway'] as const;
export type PriceColumn = (typeof PRICE_COLUMNS)[number];

export const PRICE_COLUMN_LABELS: Record<PriceColumn, string> = {
  signPrice: 'Sign Price',
  installPrice: 'Install Price',
  signBudget: 'Sign Budget',
  installBudget: 'Install Budget',
  raceway: 'Raceway',
};

export const MONEY_MESSAGES = {
  invalid: 'Enter a dollar amount, like 1,234.50',
  negative: 'A price cannot be negative',
  decimals: 'Use at most 2 decimals',
  tooLarge: `That amount is too large: at most ${formatCents(MAX_AMOUNT_CENTS)}`,
} as const;

/** A catalogue price is a per-unit or install amount too: the same limit as a line's (domain/pricing/limits.ts). */
const MAX_CENTS = MAX_AMOUNT_CENTS;

/**
 * A price typed into a catalogue cell: '$1,234.50', '1234.5', 12 (a number of
 * dollars). Integer cents, never negative, at most 2 decimals.
 */
export function parseCellMoney(input: unknown): { ok: true; cents: number } | { ok: false; message: string } {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, message: MONEY_MESSAGES.invalid };
    input = String(input);
  }
  if (typeof input !== 'string') return { ok: false, message: MONEY_MESSAGES.invalid };
  const text = input.replace(/[$,\s]/g, '');
  if (/^-/.test(text) && /^-(\d+(\.\d*)?|\.\d+)$/.test(text)) return { ok: false, message: MONEY_MESSAGES.negative };
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(text)) return { ok: false, message: MONEY_MESSAGES.invalid };
  const decimals = text.includes('.') ? text.split('.')[1]!.length : 0;
  if (decimals > 2) return { ok: false, message: MONEY_MESSAGES.decimals };
  const [whole = '0', frac = ''] = text.split('.');
  const cents = Number(whole || '0') * 100 + Number((frac + '00').slice(0, 2));
  if (!Number.isSafeInteger(cents) || cents > MAX_CENTS) return { ok: false, message: MONEY_MESSAGES.tooLarge };
  return { ok: true, cents };
}

/** A Zod field for a money cell: dollars (number or text) in, cents out. */
export const moneyCents = z.unknown().transform((value, ctx) => {
  const parsed = parseCellMoney(value);
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  }
  return parsed.cents;
});

// ---------------------------------------------------------------- sizes

/** The numeric part of a size name ('24"' -> 24, '4\' x 8\'' -> 4, '<24 SF' -> 24); none sorts last. */
export function sizeNumber(name: string): number {
  const match = /\d+(\.\d+)?/.exec(name);
  return match ? Number(match[0]) : Number.POSITIVE_INFINITY;
}

/** Size rows sorted by the numeric part of the size, then by name (spec section 2, /data Signs). */
export function compareSizes(a: { sizeName: string; id?: number }, b: { sizeName: string; id?: number }): number {
  const d = sizeNumber(a.sizeName) - sizeNumber(b.sizeName);
  if (d !== 0 && !Number.isNaN(d)) return d;
  const byName = a.sizeName.localeCompare(b.sizeName, 'en', { numeric: true });
  return byName !== 0 ? byName : (a.id ?? 0) - (b.id ?? 0);
}

const id = z.coerce.number().int().positive();
const shortText = (max: number) => userText(max);
const required = (label: string, max: number) => shortText(max).min(1, `${label} is required`);

type PatchShape<S extends z.ZodRawShape> = { [K in keyof S]: z.ZodOptional<S[K] extends z.ZodDefault<infer Inner> ? Inner : S[K]> };

/**
 * The PATCH body of a record: any of its fields, at least one, and only the
 * fields sent are changed. `.partial()` alone is not that: it keeps each
 * field's `.default()`, so `{name}` came out as `{name, image: '', status:
 * 'Active', ...}` and a rename reset the record's other fields (and `{}`
 * passed the 'Nothing to change' check).
 */
function patchSchema<S extends z.ZodRawShape>(fields: z.ZodObject<S>) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(fields.shape) as Array<[string, z.ZodType]>) {
    shape[key] = (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field).optional();
  }
  return z
    .object(shape as PatchShape<S>)
    .strict()
    .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to change' });
}

/** PATCH /api/sign-pricing/{id}: any of the five columns, in dollars. */
export const sizePricePatchSchema = z
  .object({
    sizeName: required('Size', 60).optional(),
    signPrice: moneyCents.optional(),
    installPrice: moneyCents.optional(),
    signBudget: moneyCents.optional(),
    installBudget: moneyCents.optional(),
    raceway: moneyCents.optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to change' });
export type SizePricePatch = z.output<typeof sizePricePatchSchema>;

/** POST /api/sign-pricing/fill: one value copied into several rows of one column. */
export const fillSchema = z
  .object({
    column: z.enum(PRICE_COLUMNS, { message: `column must be one of ${PRICE_COLUMNS.join(', ')}` }),
    value: moneyCents,
    pricingIds: z.array(id).min(1, 'Choose at least one row').max(2000),
  })
  .strict();

/** POST /api/sign-pricing/restore: the Undo of a fill (each row back to its own value). */
export const restoreSchema = z
  .object({
    column: z.enum(PRICE_COLUMNS),
    rows: z.array(z.object({ id, cents: z.number().int().min(0).max(MAX_CENTS), expected: z.number().int().min(0).max(MAX_CENTS).optional() }).strict()).min(1).max(2000),
  })
  .strict();

/** POST /api/signs/{id}/pricing: a new size. */
export const newSizeSchema = z
  .object({
    sizeName: required('Size', 60),
    signPrice: moneyCents.optional(),
    installPrice: moneyCents.optional(),
    signBudget: moneyCents.optional(),
    installBudget: moneyCents.optional(),
    raceway: moneyCents.optional(),
  })
  .strict();

// ---------------------------------------------------------------- signs

/** The placeholders a description template may use (spec section 3). */
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

const multiplier = z.coerce
  .number({ message: 'Enter a number like 0.55' })
  .min(0, 'Cannot be negative')
  .max(100, 'At most 100');

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

// ---------------------------------------------------------------- options

export const OPTION_MESSAGES = {
  updated: 'Option value updated successfully',
  failed: 'Failed to update option value',
  modifier: 'Use +N%, +$N or +$N/SF (e.g. +20%, $150)',
  comma: 'A value name cannot contain a comma',
  duplicate: 'Another value already has this name',
} as const;

/** One value of an option: its name and optional modifier, as the Edit Option Value dialog edits it. */
export const optionValueSchema = z.object({
  name: required('Value Name', 80)
    .refine((v) => !v.includes(','), OPTION_MESSAGES.comma)
    .refine((v) => !v.includes('+'), 'A value name cannot contain +; put the amount in Modifier'),
  modifier: z
    .string()
    .trim()
    .max(20)
    .optional()
    .default('')
    .transform((v, ctx) => {
      if (v === '') return null;
      const normalized = normalizeModifier(v);
      if (!normalized) {
        ctx.addIssue({ code: 'custom', message: OPTION_MESSAGES.modifier });
        return z.NEVER;
      }
      return normalized;
    }),
});

/** PATCH /api/options/{id}: `values` is the joined string ('Red, Bronze +$150'), parsed and checked; `revision` optional. */
export const optionPatchSchema = z
  .object({
    values: userText(4000)
      .transform((text, ctx) => {
        const entries = splitOptionValues(text);
        const seen = new Set<string>();
        for (const [i, e] of entries.entries()) {
          if (!e.display) ctx.addIssue({ code: 'custom', message: `Value ${i + 1} has no name` });
          if (e.rawModifier !== null && e.modifier === null)
            ctx.addIssue({ code: 'custom', message: `${e.display || `Value ${i + 1}`}: ${OPTION_MESSAGES.modifier}` });
          const key = e.display.toLowerCase();
          if (seen.has(key)) ctx.addIssue({ code: 'custom', message: `${e.display}: ${OPTION_MESSAGES.duplicate}` });
          seen.add(key);
        }
        return joinOptionValues(entries.map((e) => ({ display: e.display, modifier: e.modifier })));
      })
      .optional(),
    placeholder: shortText(80).optional(),
    type: z.enum(OPTION_TYPES).optional(),
    appliesTo: z.enum(APPLIES_TO).optional(),
    isActive: z.boolean().optional(),
    revision: z.number().int().positive().optional(), // as read (GET /api/options): a save over a later change is 409
  })
  .strict()
  .refine((v) => Object.entries(v).some(([k, x]) => k !== 'revision' && x !== undefined), { message: 'Nothing to change' });

// ---------------------------------------------------------------- /data Signs tab forms

/** The Signs tab's forms (JavaScript or not), told apart by `intent`. */
export const signsTabFormSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('save-sizes'),
    signId: id,
    sizes: z
      .array(
        z.object({
          id,
          sizeName: required('Size', 60),
          signPrice: moneyCents,
          installPrice: moneyCents,
          signBudget: moneyCents,
          installBudget: moneyCents,
          raceway: moneyCents,
          was: z.string().max(1000).optional(), // the row's values as shown (JSON): only changed cells are written
        }),
      )
      .max(500),
  }),
  z.object({ intent: z.literal('add-size'), signId: id, sizeName: required('Size', 60) }),
  z.object({ intent: z.literal('remove-size'), sizeId: id }),
]);

export const DATA_TABS = ['brands', 'signs', 'services', 'options', 'templates'] as const;
export type DataTab = (typeof DATA_TABS)[number];

/** ?tab= of /data: a known tab, 'brands' when absent, or null (shows 'coming soon'). */
export function dataTab(value: string | null): DataTab | null {
  if (value === null || value === '') return 'brands';
  return (DATA_TABS as readonly string[]).includes(value) ? (value as DataTab) : null;
}

export function openIdsParam(value: string | null | undefined): number[] {
  if (!value || !/^\d+(,\d+)*$/.test(value)) return [];
  return [...new Set(value.split(',').map(Number))].slice(0, 600);
}

/** The Add/Edit Sign dialog: the sign's fields, with its status as a select (a form sends no unchecked box). */
export const signFormSchema = signFieldsSchema.omit({ isActive: true }).extend({ status: z.enum(['Active', 'Disabled']).default('Active') });
export type SignFormInput = z.input<typeof signFormSchema>;

/** The Add/Edit Service dialog: the service's fields with its status as a select. */
export const serviceFormSchema = serviceFieldsSchema.omit({ isActive: true }).extend({ status: z.enum(['Active', 'Disabled']).default('Active') });
export type ServiceFormInput = z.input<typeof serviceFormSchema>;
export type BrandFormInput = z.input<typeof brandFieldsSchema>;
