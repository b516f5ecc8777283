/**
 * The price-change API: admins only (a signed-out caller 401, a user 403),
 * 400 naming the field, 409 for a change that is no longer Scheduled, and the
 * reads (history, prices on a day) answering what the screens show.
 */
import { addDays, format } from 'date-fns';
import { beforeAll, describe, expect, it } from 'vitest';
import { hit, seedWithSessions, type Who } from './support/admin-helpers';
import { brandId, signId } from './support/line-items-fixtures';
import { action as changesAction, loader as changesLoader } from '../app/routes/api/price-changes';
import { action as previewAction } from '../app/routes/api/price-changes.preview';
import { action as oneAction, loader as oneLoader } from '../app/routes/api/price-changes.$id';
import { loader as historyLoader } from '../app/routes/api/price-history';
import { loader as pricesOnLoader } from '../app/routes/api/prices-on';

let cookies: Record<Who, string>;
beforeAll(async () => {
  ({ cookies } = await seedWithSessions());
});

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const bulk = (extra: Record<string, unknown> = {}) => ({ brandId: brandId('skx'), columns: ['installPrice'], direction: 'up', kind: 'amount', size: '10', rounding: 'cent', ...extra });

describe('the price-change API', () => {
  it('is for admins: 401 signed out, 403 for a user, on reads and writes', async () => {
    expect((await hit(changesLoader, { cookie: cookies.anon })).status).toBe(401);
    expect((await hit(changesLoader, { cookie: cookies.user })).status).toBe(403);
    expect((await hit(changesAction, { cookie: cookies.user, body: { ...bulk(), effectiveFrom: day(0) } })).status).toBe(403);
    expect((await hit(previewAction, { cookie: cookies.user, body: bulk() })).status).toBe(403);
    expect((await hit(historyLoader, { cookie: cookies.user, path: '/api/price-history?signId=1' })).status).toBe(403);
  });

  it('answers 400 naming the field', async () => {
    const noColumns = await hit(previewAction, { cookie: cookies.admin, body: bulk({ columns: [] }) });
    expect(noColumns.status).toBe(400);
    expect(noColumns.body.fields.columns).toEqual(['Choose at least one column to change']);
    const badPercent = await hit(previewAction, { cookie: cookies.admin, body: bulk({ kind: 'percent', size: '250' }) });
    expect(badPercent.body.fields.size[0]).toMatch(/at most 100/);
    const past = await hit(changesAction, { cookie: cookies.admin, body: { ...bulk(), effectiveFrom: day(-1) } });
    expect(past.status).toBe(400);
    expect(past.body.fields.effectiveFrom).toEqual(['Choose today or a later day']);
    const notADay = await hit(changesAction, { cookie: cookies.admin, body: { ...bulk(), effectiveFrom: '2026-02-30' } });
    expect(notADay.status).toBe(400);
    expect(notADay.body.fields.effectiveFrom).toBeDefined();
  });

  it('previews, schedules, moves and cancels a change; an applied one answers 409', async () => {
    const preview = await hit(previewAction, { cookie: cookies.admin, body: bulk() });
    expect(preview.status).toBe(200);
    expect(preview.body.preview.count).toBeGreaterThan(0);
    const scheduled = await hit(changesAction, { cookie: cookies.admin, body: { ...bulk(), effectiveFrom: day(7) } });
    expect(scheduled.body.change).toMatchObject({ state: 'Scheduled', cells: preview.body.preview.count });
    const id = String(scheduled.body.change.id);
    const listed = (await hit(changesLoader, { cookie: cookies.admin })).body.changes.find((c: { id: number }) => c.id === scheduled.body.change.id);
    expect(listed).toMatchObject({ state: 'Scheduled', cells: preview.body.preview.count, effect: preview.body.preview.effect });
    expect((await hit(oneAction, { cookie: cookies.admin, method: 'PATCH', body: { effectiveFrom: day(9) }, params: { id } })).status).toBe(200);
    const one = (await hit(oneLoader, { cookie: cookies.admin, params: { id } })).body;
    expect(one).toMatchObject({ state: 'Scheduled', effectiveFrom: day(9) });
    // A cell's new price (cents), by the cell's id; the change's history says so.
    const edited = await hit(oneAction, { cookie: cookies.admin, method: 'PATCH', body: { cells: [{ id: one.items[0].id, newCents: 77700 }] }, params: { id } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ ok: true, changed: 1 });
    expect(edited.body.change.items[0].newCents).toBe(77700);
    expect(edited.body.change.events.map((e: { action: string }) => e.action)).toEqual(['moved', 'edited']);
    expect((await hit(oneAction, { cookie: cookies.admin, method: 'PATCH', body: {}, params: { id } })).status).toBe(400);
    expect((await hit(oneAction, { cookie: cookies.admin, method: 'DELETE', params: { id } })).status).toBe(200);
    const again = await hit(oneAction, { cookie: cookies.admin, method: 'DELETE', params: { id } });
    expect(again.status).toBe(409);

    const now = await hit(changesAction, { cookie: cookies.admin, body: { ...bulk(), effectiveFrom: day(0) } });
    expect(now.body.change.state).toBe('Applied');
    const moved = await hit(oneAction, { cookie: cookies.admin, method: 'PATCH', body: { effectiveFrom: day(3) }, params: { id: String(now.body.change.id) } });
    expect(moved.status).toBe(409);
    const repriced = await hit(oneAction, { cookie: cookies.admin, method: 'PATCH', body: { cells: [{ id: 1, newCents: 100 }] }, params: { id: String(now.body.change.id) } });
    expect(repriced.status).toBe(409);
    expect(repriced.body.error).toMatch(/is Applied: it took effect on/);
    expect((await hit(oneLoader, { cookie: cookies.admin, params: { id: '999999' } })).status).toBe(404);
  });

  it('reads a sign price history and the prices on a day', async () => {
    const sign = signId('skx', 'Channel Letters');
    const history = await hit(historyLoader, { cookie: cookies.admin, path: `/api/price-history?signId=${sign}` });
    expect(history.status).toBe(200);
    expect(history.body.history.some((p: { why: string }) => p.why === 'bulk change: +$10.00, to the cent')).toBe(true);
    expect((await hit(historyLoader, { cookie: cookies.admin, path: '/api/price-history' })).body.fields.signId).toBeDefined();
    const prices = await hit(pricesOnLoader, { cookie: cookies.admin, path: `/api/prices-on?date=${day(-1)}&brandId=${brandId('skx')}` });
    expect(prices.status).toBe(200);
    expect(prices.body.prices.signs.length).toBeGreaterThan(0);
    expect((await hit(pricesOnLoader, { cookie: cookies.admin, path: '/api/prices-on?date=x' })).status).toBe(400);
  });
});
