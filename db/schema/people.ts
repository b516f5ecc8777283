/**
 * The people who sign in and what signing in needs: users, their sessions,
 * the one-time sign-in codes, the mail waiting to go out, and the sign-in
 * rate-limit counters.
 */
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ROLES, STATUSES } from '../../app/domain/users/vocabulary';
import { createdAt } from './columns';

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
