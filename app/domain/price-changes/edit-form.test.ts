import { describe, expect, it } from 'vitest';
import { editBodySchema, readEditForm } from './edit-form';

describe('editing a scheduled price change', () => {
  it('reads the day and every cell field as cents', () => {
    expect(readEditForm({ intent: 'edit', effectiveFrom: '2026-12-07', 'cell-4': '1,300.00', 'cell-9': '$0' })).toEqual({
      ok: true,
      edit: { effectiveFrom: '2026-12-07', cells: [{ id: 4, newCents: 130000 }, { id: 9, newCents: 0 }] },
    });
  });

  it('names the field of a price that is not an amount, and of a day that is not a date', () => {
    const read = readEditForm({ effectiveFrom: '2026-02-30', 'cell-4': '12,5O' });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors.effectiveFrom?.[0]).toMatch(/^New day: Use a date like/);
    expect(read.errors['cell-4']?.[0]).toMatch(/^New price: /);
  });

  it('takes a new day, cells in cents, or both from the API, and refuses neither', () => {
    expect(editBodySchema.safeParse({ cells: [{ id: 1, newCents: 500 }] }).success).toBe(true);
    expect(editBodySchema.safeParse({ effectiveFrom: '2026-12-07' }).success).toBe(true);
    expect(editBodySchema.safeParse({}).success).toBe(false);
    expect(editBodySchema.safeParse({ cells: [{ id: 1, newCents: -1 }] }).success).toBe(false);
  });
});
