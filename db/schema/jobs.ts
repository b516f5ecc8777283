/**
 * Jobs, the numbers a job had before (so old links still work), and each
 * job's versions with the state of the quote's life they are in.
 */
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { VERSION_STATES } from '../../app/domain/lifecycle/vocabulary';
import { brands } from './catalogue';
import { clientAddresses, clientContacts, clients } from './clients';
import { createdAt, updatedAt } from './columns';
import { users } from './people';

export const jobs = sqliteTable(
  'jobs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    jobName: text('job_name').notNull(),
    jobNumber: text('job_number').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    jobLocation: text('job_location').notNull().default(''),
    jobLocationParsed: text('job_location_parsed'), // JSON of the chosen address suggestion
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    clientAddressId: integer('client_address_id').references(() => clientAddresses.id, { onDelete: 'set null' }),
    contactId: integer('contact_id').references(() => clientContacts.id, { onDelete: 'set null' }),
    projectManagerId: integer('project_manager_id').references(() => users.id, { onDelete: 'set null' }),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    jobTerms: text('job_terms'),
    // Tax is a percentage (hundredths of a percent: 825 = 8.25%) or a fixed amount in cents.
    taxPercentage: integer('tax_percentage'),
    taxAmount: integer('tax_amount'),
    // What the tax is called on the proposal ('HST', 'GST', 'Sales tax'); null prints 'Tax'.
    taxName: text('tax_name'),
    // The company's tax registration number to print for this job (e.g. an HST number), or null.
    taxRegistrationNo: text('tax_registration_no'),
    // The client's purchase order or reference, printed on the proposal.
    clientReference: text('client_reference'),
    // Scope notes and exclusions of this job (up to 2,000 characters, line breaks kept), printed after the lines.
    scopeNotes: text('scope_notes'),
    status: text('status').notNull().default('Draft'),
    proposalNo: text('proposal_no'),
    dueDate: integer('due_date'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('jobs_brand_number_unique').on(t.brandId, t.jobNumber),
    index('jobs_created_idx').on(t.createdAt, t.id),
    index('jobs_brand_created_idx').on(t.brandId, t.createdAt),
    index('jobs_status_idx').on(t.status),
    index('jobs_client_idx').on(t.clientId),
  ],
);

/** Earlier job numbers, so an old /job/{brand}/{number} link still finds the job. */
export const jobNumberHistory = sqliteTable(
  'job_number_history',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    jobNumber: text('job_number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('job_number_history_lookup_idx').on(t.brandId, t.jobNumber)],
);

export const jobVersions = sqliteTable(
  'job_versions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    versionNumber: integer('version_number').notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    sourceVersionNumber: integer('source_version_number'),
    createdAt: createdAt(),
    // The version's own last change (its line items, or the job's info it prints); null until the first one,
    // so its 'Last Updated' is then its creation. Nullable: SQLite cannot add a column with a computed default.
    updatedAt: integer('updated_at'),
    // The quote's life (app/domain/lifecycle): Draft, Sent, Superseded, Approved or Declined.
    state: text('state', { enum: VERSION_STATES }).notNull().default('Draft'),
    /** The last day ('yyyy-MM-dd', server TZ) the sent proposal may be answered; set when sent. */
    validUntil: text('valid_until'),
    /** When it became Approved: from then on its lines are frozen. */
    approvedAt: integer('approved_at'),
    /**
     * The terms it was sent with (JSON, app/domain/lifecycle/version-terms.ts): tax, payment terms, location,
     * client and contact, PO, scope notes, the company block. Set in the send transaction, cleared by Withdraw;
     * null on a Draft, whose terms are the job's live values.
     */
    sentTerms: text('sent_terms'),
    /** Its grand total in cents by those terms (fixed once sent: its lines and terms no longer change); null on a Draft. */
    sentGrandTotal: integer('sent_grand_total'),
    /**
     * The lines the client accepted (JSON array of line ids, app/domain/choices/selection.ts), set with Approved;
     * null while no choice was made, when the counted lines are the required and recommended ones.
     */
    chosenLineIds: text('chosen_line_ids'),
    /** The grand total in cents of the accepted choice, by the kept terms; null until Approved. */
    approvedGrandTotal: integer('approved_grand_total'),
  },
  (t) => [uniqueIndex('job_versions_job_number_unique').on(t.jobId, t.versionNumber), index('job_versions_state_idx').on(t.state)],
);
