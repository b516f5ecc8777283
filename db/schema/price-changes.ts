/**
 * How catalogue prices change over time: the record of every catalogue
 * change, price changes from a day with their cells and what happened to
 * them, and the catalogue spreadsheets brought in by admins.
 */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { CATALOGUE_ENTITIES } from '../../app/domain/catalogue/vocabulary';
import { createdAt } from './columns';

/**
 * Every catalogue change: who, when, which field, old and new value (as text;
 * money as cents). signId is set for signs and their sizes so the Signs tab
 * can show a sign's (or one size's) price history with one indexed query.
 * No foreign keys: the history outlives deleted sizes, signs and users.
 */
export const catalogueChanges = sqliteTable(
  'catalogue_changes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    entity: text('entity', { enum: CATALOGUE_ENTITIES }).notNull(),
    entityId: integer('entity_id').notNull(),
    signId: integer('sign_id'),
    field: text('field').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    userId: integer('user_id'),
    userName: text('user_name'),
    createdAt: createdAt(),
    // Why the value changed, in words ('inline edit', 'drag-fill', 'bulk change: +6%...', 'import prices.xlsx');
    // null for changes recorded before this column existed (shown as an edit).
    reason: text('reason'),
    // The price change (batch) the row belongs to, and the day ('yyyy-MM-dd', server TZ) it took effect;
    // null: an immediate edit that took effect when it was recorded.
    priceChangeId: integer('price_change_id'),
    effectiveFrom: text('effective_from'),
  },
  (t) => [
    index('catalogue_changes_sign_idx').on(t.signId, t.createdAt),
    index('catalogue_changes_entity_idx').on(t.entity, t.entityId, t.createdAt),
  ],
);

export const PRICE_CHANGE_STATES = ['Scheduled', 'Applied', 'Cancelled'] as const;

/**
 * A batch of catalogue price cells changed together (a bulk change, later an
 * import), from a day: Applied (written to the catalogue tables and recorded
 * in catalogue_changes) or Scheduled until the server's day reaches
 * effectiveFrom (then applied by the next read: app/server/price-changes).
 */
export const priceChanges = sqliteTable(
  'price_changes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    reason: text('reason').notNull(),
    effectiveFrom: text('effective_from').notNull(), // 'yyyy-MM-dd', server TZ
    state: text('state', { enum: PRICE_CHANGE_STATES }).notNull().default('Scheduled'),
    userId: integer('user_id'),
    userName: text('user_name'),
    createdAt: createdAt(),
    appliedAt: integer('applied_at'),
    cancelledAt: integer('cancelled_at'),
  },
  (t) => [index('price_changes_due_idx').on(t.state, t.effectiveFrom)],
);

/** One cell of a price change: which catalogue row and column, its value before and after (cents). */
export const priceChangeCells = sqliteTable(
  'price_change_cells',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    priceChangeId: integer('price_change_id')
      .notNull()
      .references(() => priceChanges.id, { onDelete: 'cascade' }),
    entity: text('entity', { enum: CATALOGUE_ENTITIES }).notNull(),
    entityId: integer('entity_id').notNull(),
    signId: integer('sign_id'),
    field: text('field').notNull(),
    oldCents: integer('old_cents').notNull(),
    newCents: integer('new_cents').notNull(),
  },
  (t) => [index('price_change_cells_change_idx').on(t.priceChangeId)],
);

/**
 * What happened to a price change after it was saved, while it was Scheduled: its cells' new prices edited,
 * moved to another day, cancelled (by hand or by undoing the import it came from). Shown on its page.
 */
export const priceChangeEvents = sqliteTable(
  'price_change_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    priceChangeId: integer('price_change_id')
      .notNull()
      .references(() => priceChanges.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['edited', 'moved', 'cancelled'] }).notNull(),
    // In words: 'Sign Price of Channel Letters 24": $1,308.63 -> $1,300.00; from Dec 5th, 2026 to Dec 8th, 2026'.
    detail: text('detail').notNull(),
    userId: integer('user_id'),
    userName: text('user_name'),
    createdAt: createdAt(),
  },
  (t) => [index('price_change_events_change_idx').on(t.priceChangeId)],
);

/**
 * One catalogue spreadsheet brought in by an admin. Its life: 'preview' (the
 * parsed change set waits for the admin who uploaded it, until expiresAt),
 * 'applied' (undo holds every touched row as it was before and after), or
 * 'undone'. The id is random (it is the preview page's address); sha256 is of
 * the uploaded bytes, and confirming must name it too.
 */
export const catalogueImports = sqliteTable(
  'catalogue_imports',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull(),
    userName: text('user_name').notNull(),
    fileName: text('file_name').notNull(),
    sha256: text('sha256').notNull(),
    status: text('status', { enum: ['preview', 'applied', 'undone'] }).notNull().default('preview'),
    changeSet: text('change_set').notNull(), // JSON: the preview (rows added, changed, not in the file; errors)
    counts: text('counts'), // JSON: what was applied {added, changed, removed, skipped}
    undo: text('undo'), // JSON: every touched row before and after
    createdAt: createdAt(),
    expiresAt: integer('expires_at').notNull(),
    appliedAt: integer('applied_at'),
    undoneAt: integer('undone_at'),
    // An import dated for a later day: the Scheduled price change holding its price cells (Undo cancels it).
    priceChangeId: integer('price_change_id'),
  },
  (t) => [index('catalogue_imports_status_idx').on(t.status, t.appliedAt)],
);
