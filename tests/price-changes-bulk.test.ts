/**
 * Bulk price changes against the seeded catalogue: a +6% on a brand's sign
 * prices previews every cell and applies in one go with its history; a
 * change from next week leaves today's quoting on the old price until the
 * server's day reaches it, then new lines take the new one and the history
 * shows both periods; saved lines (a draft's, a sent version's) keep their
 * prices; a Scheduled change can get a new day or be cancelled.
 */
import { addDays, format } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedWithSessions } from './support/admin-helpers';
import { testStaff } from './support/staff-actor';
import { brandId, emptyJob, LETTERS_24, linesOf, ok, signDraft, signId, sizeRow } from './support/line-items-fixtures';
import { getDb, schema } from '../app/server/db.server';
import { addLineItem } from '../app/server/line-items/line-item-writes.server';
import { bulkChoiceSchema } from '../app/domain/price-changes/choice';
import { previewBulkChange, saveBulkChange } from '../app/server/price-changes/bulk.server';
import { cancelPriceChange, findPriceChange, reschedulePriceChange } from '../app/server/price-changes/scheduled.server';
import { priceHistory, pricesOn } from '../app/server/price-changes/history.server';
import { today } from '../app/server/price-changes/apply.server';

let admin: typeof schema.users.$inferSelect;

beforeAll(async () => {
  const { ids } = await seedWithSessions();
  admin = getDb().select().from(schema.users).where(eq(schema.users.id, ids.admin)).get()!;
});

afterEach(() => {
  vi.useRealTimers();
});

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const choice = (fields: Record<string, unknown>) => bulkChoiceSchema.parse({ direction: 'up', kind: 'percent', rounding: 'cent', ...fields });
/** Moves the server's clock (Date) by `days`, as a server started with CLOCK_OFFSET=+<days>d sees it. */
const travel = (days: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(addDays(new Date(), days));
};

describe('a bulk change applied now', () => {
  it('+6% on a brand sign prices: the preview lists every cell old -> new with the count and total, then applies with history', () => {
    const dhc = brandId('dhc');
    const picked = choice({ brandId: dhc, columns: ['signPrice'], size: '6' });
    const preview = previewBulkChange(picked);
    expect(preview.count).toBeGreaterThan(0);
    expect(preview.reason).toBe('bulk change: +6%, to the cent');
    for (const cell of preview.cells) expect(cell.newCents).toBe(Math.round((cell.oldCents * 106) / 100));
    expect(preview.effect).toBe(preview.after - preview.before);
    const first = preview.cells[0]!;
    // Nothing is saved by a preview.
    expect(getDb().select().from(schema.signSizes).where(eq(schema.signSizes.id, first.entityId)).get()!.signPrice).toBe(first.oldCents);

    const saved = saveBulkChange(admin, picked, today());
    expect(saved).toMatchObject({ state: 'Applied', cells: preview.count });
    expect(getDb().select().from(schema.signSizes).where(eq(schema.signSizes.id, first.entityId)).get()!.signPrice).toBe(first.newCents);
    const history = priceHistory({ signId: first.signId! }).filter((p) => p.entityId === first.entityId && p.field === 'signPrice');
    expect(history[0]).toMatchObject({ value: first.newCents, from: today(), until: null, why: 'bulk change: +6%, to the cent', scheduled: false });
    expect(history[1]).toMatchObject({ value: first.oldCents, from: null, until: today() });
  });

  it('rounds as asked and changes fixed service prices too', () => {
    const picked = choice({ brandId: brandId('dhc'), columns: ['servicePrice'], size: '6', rounding: 'five-up' });
    const preview = previewBulkChange(picked);
    for (const cell of preview.cells) expect(cell.newCents % 500).toBe(0);
  });
});

describe('a bulk change from next week', () => {
  it('quotes today at the old price; once the day comes new lines take the new one and history shows both', () => {
    const letters = signId('cjr', 'Channel Letters');
    const before = sizeRow(letters, '24"').signPrice;
    const job = emptyJob('cjr');
    const oldLine = ok(addLineItem(testStaff, job.versionId, signDraft('cjr', 'Channel Letters', LETTERS_24)));
    const sent = emptyJob('cjr');
    ok(addLineItem(testStaff, sent.versionId, signDraft('cjr', 'Channel Letters', LETTERS_24)));
    getDb().update(schema.jobVersions).set({ state: 'Sent' }).where(eq(schema.jobVersions.id, sent.versionId)).run();
    const sentLines = JSON.stringify(linesOf(sent.versionId));

    const nextWeek = day(7);
    const tomorrow = day(1);
    const saved = saveBulkChange(admin, choice({ brandId: brandId('cjr'), signIds: [String(letters)], columns: ['signPrice'], size: '10', rounding: 'dollar-up' }), nextWeek);
    expect(saved.state).toBe('Scheduled');
    expect(sizeRow(letters, '24"').signPrice).toBe(before);
    const todayLine = ok(addLineItem(testStaff, job.versionId, signDraft('cjr', 'Channel Letters', LETTERS_24)));
    const priceOf = (id: number) => getDb().select().from(schema.lineItems).where(eq(schema.lineItems.id, id)).get()!.lineItemPrice;
    expect(priceOf(todayLine.id)).toBe(priceOf(oldLine.id));
    // Scheduled shows in the history, and in the prices of a day after it.
    expect(priceHistory({ signId: letters }).some((p) => p.scheduled && p.from === nextWeek)).toBe(true);
    const later = pricesOn(brandId('cjr'), day(8)).signs.find((s) => s.id === letters)!.sizes.find((s) => s.sizeName === '24"')!;
    expect(later.prices.signPrice).toBe(Math.ceil((before * 110) / 100 / 100) * 100);

    travel(8);
    const newLine = ok(addLineItem(testStaff, job.versionId, signDraft('cjr', 'Channel Letters', LETTERS_24)));
    const after = sizeRow(letters, '24"').signPrice;
    expect(after).toBe(Math.ceil((before * 110) / 100 / 100) * 100);
    expect(priceOf(newLine.id)).toBeGreaterThan(priceOf(oldLine.id));
    // Lines already saved keep their prices; a sent version never changes.
    expect(priceOf(oldLine.id)).toBe(priceOf(todayLine.id));
    expect(JSON.stringify(linesOf(sent.versionId))).toBe(sentLines);
    expect(findPriceChange(saved.id)!.state).toBe('Applied');

    const periods = priceHistory({ signId: letters }).filter((p) => p.entityId === sizeRow(letters, '24"').id && p.field === 'signPrice');
    expect(periods[0]).toMatchObject({ value: after, from: nextWeek, until: null, scheduled: false, who: expect.any(String) });
    expect(periods[1]).toMatchObject({ value: before, until: nextWeek });
    // What it was on a day before the change.
    const earlier = pricesOn(brandId('cjr'), tomorrow).signs.find((s) => s.id === letters)!.sizes.find((s) => s.sizeName === '24"')!;
    expect(earlier.prices.signPrice).toBe(before);
  });
});

describe('a scheduled change until its day', () => {
  it('can be cancelled (the catalogue keeps its prices) and not cancelled twice', () => {
    const monument = signId('cjr', 'Monument Sign');
    const size = getDb().select().from(schema.signSizes).where(eq(schema.signSizes.signId, monument)).get()!;
    const saved = saveBulkChange(admin, choice({ brandId: brandId('cjr'), signIds: [String(monument)], columns: ['installPrice'], kind: 'amount', size: '25' }), day(3));
    cancelPriceChange(admin, saved.id);
    expect(findPriceChange(saved.id)!.state).toBe('Cancelled');
    travel(4);
    expect(previewBulkChange(choice({ brandId: brandId('cjr'), signIds: [String(monument)], columns: ['installPrice'], size: '1' })).count).toBeGreaterThanOrEqual(0);
    expect(getDb().select().from(schema.signSizes).where(eq(schema.signSizes.id, size.id)).get()!.installPrice).toBe(size.installPrice);
    expect(() => cancelPriceChange(admin, saved.id)).toThrow(/Cancelled/);
  });

  it('can move to another day; moved to today it applies at once', () => {
    const monument = signId('cjr', 'Monument Sign');
    const size = getDb().select().from(schema.signSizes).where(eq(schema.signSizes.signId, monument)).get()!;
    const saved = saveBulkChange(admin, choice({ brandId: brandId('cjr'), signIds: [String(monument)], columns: ['installPrice'], kind: 'amount', size: '25' }), day(10));
    reschedulePriceChange(admin, saved.id, day(5));
    expect(findPriceChange(saved.id)).toMatchObject({ state: 'Scheduled', effectiveFrom: day(5) });
    expect(() => reschedulePriceChange(admin, saved.id, day(-1))).toThrow(/today or a later day/);
    reschedulePriceChange(admin, saved.id, today());
    expect(findPriceChange(saved.id)!.state).toBe('Applied');
    expect(getDb().select().from(schema.signSizes).where(eq(schema.signSizes.id, size.id)).get()!.installPrice).toBe(size.installPrice + 2_500);
  });
});
