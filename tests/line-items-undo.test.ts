/**
 * The delete toast's Undo: a deleted line comes back once,
 * whole (id, amounts, options, mode), at its old place; only in its own
 * version; and a version's own updatedAt moves with its line writes (its
 * 'Last Updated'), not with another version's.
 */
import { testStaff } from './support/staff-actor';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { seedAndSignIn } from './support/seeded';
import { emptyJob, LETTERS_24, linesOf, signId } from './support/line-items-fixtures';
import { getDb, schema } from '../app/server/db.server';
import { addLineItem, deleteLineItem, type LineItemDraft } from '../app/server/line-items/line-item-writes.server';
import { restoreDeletedLine, UNDO_MESSAGES } from '../app/server/line-items/line-item-undo.server';
import { listVersions } from '../app/server/jobs/job-versions.server';

beforeAll(async () => {
  await seedAndSignIn();
});

const draft = (quantity: number, extra: Partial<LineItemDraft> = {}): LineItemDraft => ({
  lineType: 'sign',
  signId: signId('cjr', 'Channel Letters'),
  quantity,
  selectedOptions: LETTERS_24,
  pricingMode: 'Calculated',
  customDescription: null,
  ...extra,
});

function ok<T>(r: { ok: true; value: T } | { ok: false; error: string }): T {
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

describe('Undo of a delete', () => {
  it('puts the line back whole at its old place, once', () => {
    const job = emptyJob();
    for (const q of [1, 2, 3]) ok(addLineItem(testStaff, job.versionId, draft(q, q === 2 ? { pricingMode: 'Edited', prices: { price: 123_45, install: 10_00, budget: 50_00, installBudget: 5_00 } } : {})));
    const before = linesOf(job.versionId);
    const middle = before[1]!;
    const { deletionId } = ok(deleteLineItem(testStaff, middle.id, job.versionId));
    expect(linesOf(job.versionId).map((l) => [l.quantity, l.sortOrder])).toEqual([[1, 1], [3, 2]]);

    const restored = restoreDeletedLine(testStaff, deletionId, job.versionId);
    expect(restored).toMatchObject({ ok: true, id: middle.id, sortOrder: 2 });
    const after = linesOf(job.versionId);
    expect(after.map((l) => [l.id, l.sortOrder])).toEqual(before.map((l) => [l.id, l.sortOrder]));
    const { updatedAt: _a, ...again } = after[1]!;
    const { updatedAt: _b, ...was } = middle;
    expect(again).toEqual(was);

    // A second Undo (a double click, a replayed form) changes nothing.
    expect(restoreDeletedLine(testStaff, deletionId, job.versionId)).toEqual({ ok: false, status: 404, error: UNDO_MESSAGES.gone });
    expect(linesOf(job.versionId)).toHaveLength(3);
  });

  it("is refused from another version's URL", () => {
    const job = emptyJob();
    const other = emptyJob();
    const { id } = ok(addLineItem(testStaff, job.versionId, draft(1)));
    const { deletionId } = ok(deleteLineItem(testStaff, id, job.versionId));
    expect(restoreDeletedLine(testStaff, deletionId, other.versionId)).toMatchObject({ ok: false, status: 404 });
    expect(linesOf(other.versionId)).toHaveLength(0);
    expect(restoreDeletedLine(testStaff, deletionId, job.versionId)).toMatchObject({ ok: true });
  });

  it('restores a last line into an emptied version and a first line above the rest', () => {
    const job = emptyJob();
    const a = ok(addLineItem(testStaff, job.versionId, draft(1))).id;
    ok(addLineItem(testStaff, job.versionId, draft(2)));
    const { deletionId } = ok(deleteLineItem(testStaff, a, job.versionId));
    expect(restoreDeletedLine(testStaff, deletionId, job.versionId)).toMatchObject({ ok: true, sortOrder: 1 });
    expect(linesOf(job.versionId).map((l) => l.quantity)).toEqual([1, 2]);
  });
});

describe("a version's own Last Updated", () => {
  it('moves with its own line writes, not with another version’s', () => {
    const job = emptyJob();
    const db = getDb();
    const v2 = db.insert(schema.jobVersions).values({ jobId: job.jobId, versionNumber: 2, createdAt: 2_000 }).returning().get().id;
    db.update(schema.jobVersions).set({ createdAt: 1_000 }).where(eq(schema.jobVersions.id, job.versionId)).run();
    ok(addLineItem(testStaff, v2, draft(1)));
    const versions = listVersions(job.jobId);
    const one = versions.find((v) => v.versionNumber === 1)!;
    const two = versions.find((v) => v.versionNumber === 2)!;
    expect(one.updatedAt).toBe(1_000);
    expect(two.updatedAt).toBeGreaterThan(2_000);
  });
});
