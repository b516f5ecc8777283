/**
 * The column helpers every table file shares: the database's own clock in
 * integer milliseconds since the epoch, for created_at and updated_at.
 */
import { sql } from 'drizzle-orm';
import { integer } from 'drizzle-orm/sqlite-core';

export const now = sql`(cast(unixepoch('subsec') * 1000 as integer))`;
export const createdAt = () => integer('created_at').notNull().default(now);
export const updatedAt = () => integer('updated_at').notNull().default(now);
