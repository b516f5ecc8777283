/**
 * The single definition of every table. Money is integer cents; times are
 * integer milliseconds since the epoch; multipliers are plain reals.
 *
 * Entity (docs/product.md § Entities and fields) -> table(s)
 * ---------------------------------------------------------------------------
 * Profile / user, Current user -> users (full_name, first/last name, email
 *                                 unique, job_title, user_image, role, status,
 *                                 created_at)
 * Session                      -> sessions (a row per sign-in; the cookie holds
 *                                 only its id, replacing the provider's tokens)
 * (magic link / code)          -> login_codes (hash of the code bound to its
 *                                 e-mail, expiry, used flag, attempts)
 * (mail)                       -> mail_outbox
 * (sign-in rate limits)        -> rate_limits
 * Brand                        -> brands (name, slug, proposal_prefix, image,
 *                                 status); signs_count / services_number are
 *                                 counted from signs / services
 * Sign                         -> signs (sign_type, placement, image,
 *                                 description template, price_type,
 *                                 display_order 999, budget multipliers 0.55)
 * Sign pricing row / size      -> sign_sizes (size_name, sign/install price,
 *                                 sign/install budget, raceway price)
 * Sign option                  -> sign_options (name, type, values string,
 *                                 applies_to, placeholder, is_active) and
 *                                 sign_option_signs (which signs it applies to)
 * Service                      -> services (price_type, price_formula,
 *                                 budget multiplier, location multiplier, icon)
 * Client / address / contact   -> clients, client_addresses, client_contacts
 * Job                          -> jobs (+ job_number_history for old links);
 *                                 brandName/brandSlug, clientName, address and
 *                                 contact fields, creator and projectManager
 *                                 are joined from their tables
 * Job version                  -> job_versions
 * Line item                    -> line_items (selected_options as JSON text,
 *                                 pricing_mode, sort_order 1-based, level);
 *                                 signName, serviceName, images and
 *                                 descriptions are joined from the catalogue
 * (a line's own picture)       -> line_item_pictures (re-encoded JPEG bytes,
 *                                 one per line, removed with it)
 * (a quote's life)             -> job_versions.state / valid_until /
 *                                 approved_at; proposal_sends (the PDF as
 *                                 sent, its SHA-256, the link token's hash);
 *                                 proposal_answers (accept, decline, or an
 *                                 uploaded signed PDF); job_history
 *                                 (append-only); jobs.status follows the
 *                                 most advanced version
 */
import { sql } from 'drizzle-orm';
import {
  blob,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import { ROLES, STATUSES } from '../app/domain/users/vocabulary';
export { ROLES, STATUSES } from '../app/domain/users/vocabulary';
export type { Role, Status } from '../app/domain/users/vocabulary';
import { SIGN_TYPES, OPTION_TYPES, APPLIES_TO, CATALOGUE_ENTITIES } from '../app/domain/catalogue/vocabulary';
export { SIGN_TYPES, PRICE_TYPES, OPTION_TYPES, APPLIES_TO, CATALOGUE_ENTITIES } from '../app/domain/catalogue/vocabulary';
export type { SignType, PriceType, CatalogueEntity } from '../app/domain/catalogue/vocabulary';
export { PAYMENT_TERMS } from '../app/domain/jobs/vocabulary';
import { LINE_TYPES, PRICING_MODES } from '../app/domain/line-items/vocabulary';
export { LINE_TYPES, PRICING_MODES } from '../app/domain/line-items/vocabulary';
export type { PricingMode } from '../app/domain/line-items/vocabulary';
import { VERSION_STATES } from '../app/domain/lifecycle/vocabulary';

const now = sql`(cast(unixepoch('subsec') * 1000 as integer))`;
const createdAt = () => integer('created_at').notNull().default(now);
const updatedAt = () => integer('updated_at').notNull().default(now);

// ---------------------------------------------------------------- people

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(), // stored lower-cased
    fullName: text('full_name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    jobTitle: text('job_title'),
    // Digits only (at most 10), printed on the proposals this person prepares.
    phone: text('phone'),
    userImage: text('user_image'),
    role: text('role', { enum: ROLES }).notNull().default('User'),
    status: text('status', { enum: STATUSES }).notNull().default('Active'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_status_idx').on(t.status)],
);

export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(), // SHA-256 (hex) of the 256-bit random token the cookie holds
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const loginCodes = sqliteTable(
  'login_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('login_codes_email_idx').on(t.email)],
);

export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Attachments as JSON [{filename, contentType, size, sha256}] (the bytes stay with what they belong to). */
    attachments: text('attachments'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to)],
);

/**
 * Sign-in rate limits (app/server/auth/rate-limit.server.ts): one fixed-window
 * counter per key ('<limit>|<client address and/or e-mail>'), kept here so a
 * restart does not hand an attacker fresh budgets.
 */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('rate_limits_expires_idx').on(t.expiresAt)],
);

// ---------------------------------------------------------------- catalogue

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

// ---------------------------------------------------------------- clients

export const clients = sqliteTable(
  'clients',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('clients_name_idx').on(sql`${t.name} collate nocase`)],
);

export const clientAddresses = sqliteTable(
  'client_addresses',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    street: text('street').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    country: text('country').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('client_addresses_client_idx').on(t.clientId)],
);

export const clientContacts = sqliteTable(
  'client_contacts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title'),
    phone: text('phone'), // digits only
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [index('client_contacts_client_idx').on(t.clientId)],
);

// ---------------------------------------------------------------- jobs

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

// ---------------------------------------------------------------- audit

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

// ---------------------------------------------------------------- price changes

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

// ---------------------------------------------------------------- the quote's life

/**
 * One sending of a version (by e-mail from Signboard, or marked as sent
 * outside it): the printed proposal's exact bytes and SHA-256, kept in the
 * database so `npm run db:backup` covers them and never printed again, and
 * the client link's token, stored only as its SHA-256. A link is live while
 * its version is Sent, `endedAt` is null and valid-until has not passed.
 */
export const proposalSends = sqliteTable(
  'proposal_sends',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    jobVersionId: integer('job_version_id')
      .notNull()
      .references(() => jobVersions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    method: text('method', { enum: ['email', 'marked'] }).notNull(),
    validUntil: text('valid_until').notNull(),
    fileName: text('file_name').notNull(),
    pdf: blob('pdf', { mode: 'buffer' }).notNull(),
    sha256: text('sha256').notNull(),
    recipients: text('recipients'), // JSON {to: string[], cc: string[]}
    subject: text('subject'),
    message: text('message'),
    sentById: integer('sent_by_id').references(() => users.id, { onDelete: 'set null' }),
    sentAt: integer('sent_at').notNull(),
    /** Why the link died: 'superseded' or 'withdrawn' (null while live). */
    endReason: text('end_reason', { enum: ['superseded', 'withdrawn'] }),
    endedAt: integer('ended_at'),
    firstViewedAt: integer('first_viewed_at'),
    /**
     * What the client page shows (JSON, app/domain/lifecycle/client-document.ts), taken from the document data
     * the stored PDF was printed from, in the same transaction; null only on sendings stored before it existed.
     */
    clientDocument: text('client_document'),
  },
  (t) => [uniqueIndex('proposal_sends_token_unique').on(t.tokenHash), index('proposal_sends_version_idx').on(t.jobVersionId, t.sentAt)],
);

/**
 * The client's answer to one sending, or the signed approval staff uploaded:
 * at most one per sending (the unique index makes a replayed accept a no-op).
 */
export const proposalAnswers = sqliteTable('proposal_answers', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  sendId: integer('send_id')
    .notNull()
    .unique()
    .references(() => proposalSends.id, { onDelete: 'cascade' }),
  answer: text('answer', { enum: ['Accepted', 'Declined', 'Uploaded'] }).notNull(),
  signerName: text('signer_name'),
  signerTitle: text('signer_title'),
  reason: text('reason'),
  reasonText: text('reason_text'),
  ip: text('ip'),
  userAgent: text('user_agent'),
  /** SHA-256 of the document accepted (the stored proposal's). */
  documentSha256: text('document_sha256').notNull(),
  /** The signed approval staff uploaded (PDF), with its own checksum. */
  uploadPdf: blob('upload_pdf', { mode: 'buffer' }),
  uploadSha256: text('upload_sha256'),
  uploadFileName: text('upload_file_name'),
  uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: integer('created_at').notNull(),
  /** The lines the client accepted (JSON array of ids) and the totals they gave (JSON), for an Accepted answer. */
  chosenLineIds: text('chosen_line_ids'),
  chosenTotals: text('chosen_totals'),
  /** The proposal printed with the client's choice ('Accepted selection'), kept byte for byte like the sent one. */
  selectionPdf: blob('selection_pdf', { mode: 'buffer' }),
  selectionSha256: text('selection_sha256'),
  selectionFileName: text('selection_file_name'),
});

/**
 * Everything that happened to a job, append-only (app/server/lifecycle/
 * history.server.ts is the only writer; no route updates or deletes a row).
 * Who is a staff member (userId + name at the time) or the client (name typed).
 * No foreign keys to users: the history outlives them.
 */
export const jobHistory = sqliteTable(
  'job_history',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    versionNumber: integer('version_number'),
    event: text('event').notNull(),
    detail: text('detail').notNull().default(''),
    actorKind: text('actor_kind', { enum: ['staff', 'client', 'system'] }).notNull(),
    actorUserId: integer('actor_user_id'),
    actorName: text('actor_name').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('job_history_job_idx').on(t.jobId, t.id)],
);

// ---------------------------------------------------------------- line templates

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

// ---------------------------------------------------------------- catalogue files

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
