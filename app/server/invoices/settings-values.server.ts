/** One app setting's JSON value (app_settings), or null when unset or unreadable. */
import { eq } from 'drizzle-orm';
import { schema, type DbOrTx } from '~/server/db.server';

export function recordedValue(db: DbOrTx, key: string): unknown {
  const row = db.select({ value: schema.appSettings.value }).from(schema.appSettings).where(eq(schema.appSettings.key, key)).get();
  if (!row) return null;
  try {
    return JSON.parse(row.value) as unknown;
  } catch {
    return null;
  }
}
