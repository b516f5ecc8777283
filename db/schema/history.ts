/**
 * A job's history: everything that happened to it, append-only.
 */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { jobs } from './jobs';

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
