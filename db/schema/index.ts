/**
 * Every table, re-exported from one place: the area files beside this one
 * define them, and the rest of the code imports from here. Money is integer
 * cents; times are integer milliseconds since the epoch; multipliers are
 * plain reals.
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
export { ROLES, STATUSES } from '../../app/domain/users/vocabulary';
export type { Role, Status } from '../../app/domain/users/vocabulary';
export { SIGN_TYPES, PRICE_TYPES, OPTION_TYPES, APPLIES_TO, CATALOGUE_ENTITIES } from '../../app/domain/catalogue/vocabulary';
export type { SignType, PriceType, CatalogueEntity } from '../../app/domain/catalogue/vocabulary';
export { PAYMENT_TERMS } from '../../app/domain/jobs/vocabulary';
export { LINE_TYPES, PRICING_MODES } from '../../app/domain/line-items/vocabulary';
export type { PricingMode } from '../../app/domain/line-items/vocabulary';

export * from './people';
export * from './catalogue';
export * from './clients';
export * from './jobs';
export * from './line-items';
export * from './line-templates';
export * from './price-changes';
export * from './quote-life';
export * from './history';
export * from './invoices';
