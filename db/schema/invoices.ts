/**
 * What follows an approved version: invoices and the payments against them,
 * the admins' settings (the invoice number pattern), and work orders with
 * each line's install notes.
 */
import { blob, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { jobs, jobVersions } from './jobs';
import { lineItems } from './line-items';
import { users } from './people';

/**
 * An invoice issued from an approved version (docs/invoices.md): its number from the admins' pattern, never
 * reused; its amount in cents (tax included) and the part of it that is tax; its due day ('yyyy-MM-dd', null
 * when due on delivery); the PDF as issued, kept byte for byte with its SHA-256. Voided with a reason, never
 * deleted.
 */
export const invoices = sqliteTable(
  'invoices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    jobVersionId: integer('job_version_id')
      .notNull()
      .references(() => jobVersions.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    /** 'deposit', 'balance' or 'full' (the one invoice of Prepayment, COD, Net30 and Net45 terms). */
    kind: text('kind', { enum: ['deposit', 'balance', 'full'] }).notNull(),
    amount: integer('amount').notNull(),
    taxAmount: integer('tax_amount').notNull(),
    currency: text('currency').notNull(),
    issueDay: text('issue_day').notNull(),
    dueDay: text('due_day'),
    fileName: text('file_name').notNull(),
    pdf: blob('pdf', { mode: 'buffer' }).notNull(),
    sha256: text('sha256').notNull(),
    issuedById: integer('issued_by_id').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: integer('issued_at').notNull(),
    emailedAt: integer('emailed_at'),
    voidedAt: integer('voided_at'),
    voidReason: text('void_reason'),
    voidedById: integer('voided_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('invoices_number_unique').on(t.number), index('invoices_job_idx').on(t.jobId), index('invoices_due_idx').on(t.dueDay)],
);

/** A payment received against an invoice; a mistaken one is reversed with a reason, never deleted. */
export const payments = sqliteTable(
  'payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    day: text('day').notNull(),
    method: text('method', { enum: ['cheque', 'bank transfer', 'card', 'cash', 'other'] }).notNull(),
    reference: text('reference').notNull().default(''),
    recordedById: integer('recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: integer('recorded_at').notNull(),
    reversedAt: integer('reversed_at'),
    reversalReason: text('reversal_reason'),
    reversedById: integer('reversed_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('payments_invoice_idx').on(t.invoiceId)],
);

/** Settings admins keep in the app (key -> JSON value): the invoice number pattern and the next number of each year. */
export const appSettings = sqliteTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

/**
 * A line's install notes for the work order (docs/invoices.md § Work order): kept beside the approved line,
 * which is frozen and never written to. One row per line that has notes.
 */
export const workOrderLineNotes = sqliteTable('work_order_line_notes', {
  lineItemId: integer('line_item_id')
    .primaryKey()
    .references(() => lineItems.id, { onDelete: 'cascade' }),
  notes: text('notes').notNull(),
  updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: integer('updated_at').notNull(),
});

/** A work order as issued: each revision kept whole (its PDF and the notes it printed), never changed. */
export const workOrders = sqliteTable(
  'work_orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    jobVersionId: integer('job_version_id')
      .notNull()
      .references(() => jobVersions.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    /** JSON object: line id -> the install notes printed on this revision. */
    notes: text('notes').notNull(),
    fileName: text('file_name').notNull(),
    pdf: blob('pdf', { mode: 'buffer' }).notNull(),
    sha256: text('sha256').notNull(),
    issuedById: integer('issued_by_id').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: integer('issued_at').notNull(),
  },
  (t) => [uniqueIndex('work_orders_job_revision_unique').on(t.jobId, t.revision)],
);
