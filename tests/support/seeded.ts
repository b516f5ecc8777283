/**
 * Seeds this test file's fresh database and signs in the seeded estimator:
 * the ids the job tests keep reaching for.
 */
import { eq } from 'drizzle-orm';
import { seed } from '../../db/seed';
import { getDb, schema } from '../../app/server/db.server';
import { createSession } from '../../app/server/auth/session.server';

export async function seedAndSignIn() {
  const db = getDb();
  seed(db);
  const users = db.select().from(schema.users).all();
  const userId = users.find((u) => u.email === 'estimator@signboard.local')!.id;
  const pmId = users.find((u) => u.email === 'pm@signboard.local')!.id;
  const cjrId = db.select().from(schema.brands).where(eq(schema.brands.slug, 'cjr')).get()!.id;
  const cookie = (await createSession(userId)).cookie.split(';')[0]!;
  return { userId, pmId, cjrId, cookie };
}
