/**
 * Read-only figures for the admin /api routes: the users list (GET /api/users)
 * and the dashboard counts (GET /api/stats).
 */
import { count } from 'drizzle-orm';
import { getDb, schema } from './db.server';

export function countStats() {
  const db = getDb();
  const countOf = (table: typeof schema.jobs | typeof schema.brands | typeof schema.signs | typeof schema.services | typeof schema.users) =>
    db.select({ n: count() }).from(table).get()?.n ?? 0;
  const activeUsers = db
    .select({ status: schema.users.status, n: count() })
    .from(schema.users)
    .groupBy(schema.users.status)
    .all();
  return {
    jobs: countOf(schema.jobs),
    brands: countOf(schema.brands),
    signs: countOf(schema.signs),
    services: countOf(schema.services),
    users: countOf(schema.users),
    activeUsers: activeUsers.find((r) => r.status === 'Active')?.n ?? 0,
  };
}
