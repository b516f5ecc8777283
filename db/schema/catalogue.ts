/**
 * The catalogue each brand sells from: brands, their signs and each sign's
 * sizes (the price rows), the sign options shared across signs and which
 * signs they apply to, and the brand's services.
 */
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { STATUSES } from '../../app/domain/users/vocabulary';
import { APPLIES_TO, OPTION_TYPES, SIGN_TYPES } from '../../app/domain/catalogue/vocabulary';
import { createdAt } from './columns';

export const brands = sqliteTable(
  'brands',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    proposalPrefix: text('proposal_prefix').notNull(),
    // How a job started with number 'TBD' (or none) is numbered, e.g. '{YYYY}-{NNN}'; null: that default.
    jobNumberPattern: text('job_number_pattern'),
    image: text('image'),
    status: text('status', { enum: STATUSES }).notNull().default('Active'),
    createdAt: createdAt(),
    // The margin (percent of price, whole) a line of this brand should keep; null: 30% (domain/pricing/margin.ts).
    targetMarginPercent: integer('target_margin_percent'),
  },
  (t) => [uniqueIndex('brands_slug_unique').on(t.slug), uniqueIndex('brands_name_unique').on(t.name)],
);

export const signs = sqliteTable(
  'signs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    signType: text('sign_type', { enum: SIGN_TYPES }).notNull(),
    placement: text('placement').notNull().default('exterior'),
    image: text('image'),
    description: text('description'), // template with {Placeholders}
    priceType: text('price_type').notNull().default('fixed'),
    displayOrder: integer('display_order').notNull().default(999),
    signBudgetMultiplier: real('sign_budget_multiplier').notNull().default(0.55),
    installBudgetMultiplier: real('install_budget_multiplier').notNull().default(0.55),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('signs_brand_order_idx').on(t.brandId, t.displayOrder),
    uniqueIndex('signs_brand_name_unique').on(t.brandId, t.name),
  ],
);

export const signSizes = sqliteTable(
  'sign_sizes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    signId: integer('sign_id')
      .notNull()
      .references(() => signs.id, { onDelete: 'cascade' }),
    sizeName: text('size_name').notNull(),
    signPrice: integer('sign_price').notNull().default(0),
    installPrice: integer('install_price').notNull().default(0),
    signBudget: integer('sign_budget').notNull().default(0),
    installBudget: integer('install_budget').notNull().default(0),
    racewayPrice: integer('raceway_price').notNull().default(0),
  },
  (t) => [uniqueIndex('sign_sizes_sign_size_unique').on(t.signId, t.sizeName)],
);

export const signOptions = sqliteTable(
  'sign_options',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    type: text('type', { enum: OPTION_TYPES }).notNull(),
    // 'Red, Blue +10%, Bronze +$150' : comma-and-space separated, optional '+' modifier
    values: text('values').notNull().default(''),
    appliesTo: text('applies_to', { enum: APPLIES_TO }).notNull().default('base_sign_price'),
    placeholder: text('placeholder'),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(999),
    // Goes up with every change: an edit made on what someone saw earlier names it and is refused once it moved.
    revision: integer('revision').notNull().default(1),
  },
  (t) => [uniqueIndex('sign_options_name_unique').on(t.name)],
);

export const signOptionSigns = sqliteTable(
  'sign_option_signs',
  {
    signId: integer('sign_id')
      .notNull()
      .references(() => signs.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => signOptions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.signId, t.optionId] }), index('sign_option_signs_option_idx').on(t.optionId)],
);

export const services = sqliteTable(
  'services',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    icon: text('icon'),
    priceType: text('price_type').notNull().default('fixed'),
    priceFormula: text('price_formula'), // e.g. '$595' or a formula name
    budgetMultiplier: real('budget_multiplier').notNull().default(0),
    locationMultiplier: real('location_multiplier'), // Canada multiplier, 1 when missing
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    displayOrder: integer('display_order').notNull().default(999),
  },
  (t) => [uniqueIndex('services_brand_name_unique').on(t.brandId, t.name)],
);
