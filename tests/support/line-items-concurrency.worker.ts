/**
 * Run by tests/line-items-concurrency.test.ts as a separate process (its own
 * SQLite connection to the same file, DATABASE_PATH): waits for a common
 * start time, then adds, moves and deletes lines of one version in a fixed
 * pseudo-random mix, and prints what it did as JSON.
 */
import { testStaff } from './staff-actor';
import { asc, eq } from 'drizzle-orm';
import { getDb, schema } from '../../app/server/db.server';
import { addLineItem, deleteLineItem, moveLineItem } from '../../app/server/line-items/line-item-writes.server';

const [versionId, signId, rounds, startAt, seed] = process.argv.slice(2).map(Number) as [number, number, number, number, number];
const selected = JSON.parse(process.argv[7]!) as Record<string, string>;

let state = seed;
const random = () => {
  state = (state * 1103515245 + 12345) % 2147483648;
  return state / 2147483648;
};
const ids = () =>
  getDb()
    .select({ id: schema.lineItems.id })
    .from(schema.lineItems)
    .where(eq(schema.lineItems.jobVersionId, versionId))
    .orderBy(asc(schema.lineItems.sortOrder))
    .all()
    .map((r) => r.id);

while (Date.now() < startAt) {
  // Busy-wait on purpose: both processes start within a millisecond.
}
let added = 0;
let deleted = 0;
const failures: string[] = [];
for (let i = 0; i < rounds; i++) {
  const roll = random();
  try {
    if (roll < 0.5) {
      const r = addLineItem(testStaff, versionId, { lineType: 'sign', signId, quantity: 1, selectedOptions: selected, pricingMode: 'Calculated', customDescription: null });
      if (r.ok) added += 1;
      else failures.push(`add: ${r.error}`);
    } else {
      const list = ids();
      if (list.length === 0) continue;
      const target = list[Math.floor(random() * list.length)]!;
      if (roll < 0.75) {
        const r = moveLineItem(testStaff, target, 1 + Math.floor(random() * (list.length + 1)), versionId);
        // The other process may have deleted it since we read the list: that 404 is expected.
        if (!r.ok && r.status !== 404) failures.push(`move: ${r.error}`);
      } else {
        const r = deleteLineItem(testStaff, target, versionId);
        if (r.ok) deleted += 1;
        else if (r.status !== 404) failures.push(`delete: ${r.error}`);
      }
    }
  } catch (error) {
    failures.push(String(error));
  }
}
process.stdout.write(JSON.stringify({ added, deleted, failures }));
