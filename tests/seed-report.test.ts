/** The seed script says what it added, or that it had nothing to add. */
import { describe, expect, it } from 'vitest';
import { seedReport } from '../db/seed';

describe('seedReport', () => {
  it('lists only what was added', () => {
    expect(seedReport('x.db', [0, 0, 0, 0, 0, 0, 0, 0], [5, 5, 46, 104, 12, 45, 5, 8])).toBe(
      'Seeded x.db: added 5 brands, 5 users, 46 signs, 104 sizes, 12 options, 45 services, 5 clients, 8 sample jobs.',
    );
    expect(seedReport('x.db', [5, 4, 46, 104, 12, 45, 5, 8], [5, 5, 46, 104, 12, 45, 5, 8])).toBe('Seeded x.db: added 1 users.');
  });
  it("says 'nothing to add' when nothing was added", () => {
    const same = [5, 5, 46, 104, 12, 45, 5, 8];
    expect(seedReport('x.db', same, same)).toBe('Seed: nothing to add, x.db already has all the demo data.');
  });
});
