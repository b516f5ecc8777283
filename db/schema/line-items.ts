/**
 * The lines of a job version, the deleted ones kept for Undo, and the one
 * picture a line may carry.
 */
import { blob, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { LINE_TYPES, PRICING_MODES } from '../../app/domain/line-items/vocabulary';
import { services, signSizes, signs } from './catalogue';
import { createdAt, now, updatedAt } from './columns';
import { jobVersions } from './jobs';
import { users } from './people';

export const lineItems = sqliteTable(
  'line_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    jobVersionId: integer('job_version_id')
      .notNull()
      .references(() => jobVersions.id, { onDelete: 'cascade' }),
    lineType: text('line_type', { enum: LINE_TYPES }).notNull(),
    signId: integer('sign_id').references(() => signs.id, { onDelete: 'set null' }),
    signSizeId: integer('sign_size_id').references(() => signSizes.id, { onDelete: 'set null' }),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull().default(1),
    description: text('description'), // custom description (<= 150 chars) or the built one
    selectedOptions: text('selected_options').notNull().default('{}'), // JSON object
    lineItemPrice: integer('line_item_price').notNull().default(0),
    lineItemInstallPrice: integer('line_item_install_price').notNull().default(0),
    lineItemBudget: integer('line_item_budget').notNull().default(0),
    lineItemInstallBudget: integer('line_item_install_budget').notNull().default(0),
    pricingMode: text('pricing_mode', { enum: PRICING_MODES }).notNull().default('Calculated'),
    sortOrder: integer('sort_order').notNull(),
    level: integer('level').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // For Compare versions: the line this one was carried over from, through every New Version copy: the id
    // of the line as first added (no foreign key: the first line may be deleted while its copies live on). Null for
    // a line added in its own version (its own id is its origin) and for lines copied before this column existed.
    originLineId: integer('origin_line_id'),
    // What the client may choose (docs/choices.md): an Optional line is offered outside the total unless the client
    // adds it; lines sharing an alternativeGroup name are 'Choose one'. `recommended` pre-ticks an Optional line and
    // marks a group's recommended line. A line with neither mark is required, as every line was before.
    optional: integer('optional', { mode: 'boolean' }).notNull().default(false),
    alternativeGroup: text('alternative_group'),
    recommended: integer('recommended', { mode: 'boolean' }).notNull().default(false),
    // When the pricing engine last priced the line from the catalogue (milliseconds): set by every write that
    // prices a Calculated line (add, edit, reset, re-price, brand move), kept by typed prices, carried by copies.
    // Lines saved before this column existed got their updated_at. See docs/pricing.md § Price changes from a day.
    pricedAt: integer('priced_at'),
  },
  (t) => [index('line_items_version_sort_idx').on(t.jobVersionId, t.sortOrder)],
);

/**
 * A deleted line item, kept whole (its row as JSON) so the 'Item deleted
 * successfully' toast's Undo can put it back where it was. Restored once at
 * most; rows older than a day are pruned on the next delete.
 */
export const deletedLineItems = sqliteTable(
  'deleted_line_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    jobVersionId: integer('job_version_id')
      .notNull()
      .references(() => jobVersions.id, { onDelete: 'cascade' }),
    lineItemId: integer('line_item_id').notNull(),
    line: text('line').notNull(),
    deletedAt: integer('deleted_at').notNull().default(now),
    restoredAt: integer('restored_at'),
  },
  (t) => [index('deleted_line_items_version_idx').on(t.jobVersionId)],
);

/**
 * A line item's own picture (a rendering or site photo), at most one per line.
 * Only the server's re-encoded JPEG is kept (never the uploaded bytes), in the
 * database itself so `npm run db:backup` covers it and a copied version or a
 * deleted line carries it along in the same transaction (ON DELETE CASCADE).
 */
export const lineItemPictures = sqliteTable('line_item_pictures', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  lineItemId: integer('line_item_id')
    .notNull()
    .unique()
    .references(() => lineItems.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: blob('data', { mode: 'buffer' }).notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  byteSize: integer('byte_size').notNull(),
  /** SHA-256 of `data` (hex): the ETag, so a browser revalidates instead of downloading again. */
  sha256: text('sha256').notNull(),
  uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
