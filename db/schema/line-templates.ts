/**
 * Saved sets of lines of one brand (templates) and their lines, added to
 * another version by copying and pricing them again.
 */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { LINE_TYPES, PRICING_MODES } from '../../app/domain/line-items/vocabulary';
import { brands, services, signs } from './catalogue';
import { createdAt, updatedAt } from './columns';
import { users } from './people';

/**
 * A named set of lines of one brand ('Save as template' on a version), added
 * to another version from the Add New panel's Templates tab. Adding copies
 * and re-prices; a template never changes lines already added.
 */
export const lineTemplates = sqliteTable(
  'line_templates',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('line_templates_brand_idx').on(t.brandId, t.name)],
);

/** One saved line of a template: what a line item draft needs to be priced again (prices kept for Edited and Custom lines). */
export const lineTemplateLines = sqliteTable(
  'line_template_lines',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    templateId: integer('template_id')
      .notNull()
      .references(() => lineTemplates.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
    lineType: text('line_type', { enum: LINE_TYPES }).notNull(),
    signId: integer('sign_id').references(() => signs.id, { onDelete: 'set null' }),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull().default(1),
    selectedOptions: text('selected_options').notNull().default('{}'), // JSON object, as the line saved it
    customDescription: text('custom_description'), // null: the description the catalogue builds when added
    pricingMode: text('pricing_mode', { enum: PRICING_MODES }).notNull().default('Calculated'),
    lineItemPrice: integer('line_item_price').notNull().default(0),
    lineItemInstallPrice: integer('line_item_install_price').notNull().default(0),
    lineItemBudget: integer('line_item_budget').notNull().default(0),
    lineItemInstallBudget: integer('line_item_install_budget').notNull().default(0),
    enteredPrice: integer('entered_price'), // a user_input service's typed amount (cents)
    // The line's choice marks as saved (docs/choices.md § The estimator's side), given back when the template is added.
    optional: integer('optional', { mode: 'boolean' }).notNull().default(false),
    alternativeGroup: text('alternative_group'),
    recommended: integer('recommended', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [index('line_template_lines_template_idx').on(t.templateId, t.sortOrder)],
);
