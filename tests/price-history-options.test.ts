/**
 * An option's modifiers keep their history like a size's prices: each value's modifier has its own periods
 * (value, from, until, who, why), a Scheduled amount shows from its day, and Prices on a date (screen data and
 * API) shows the modifiers of a brand's options as they read that day, before and after a change.
 */
import { addDays, format } from 'date-fns';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, schema } from '../app/server/db.server';
import { hit, seedWithSessions, type Who } from './support/admin-helpers';
import { bulkChoiceSchema } from '../app/domain/price-changes/choice';
import { saveBulkChange } from '../app/server/price-changes/bulk.server';
import { priceHistory, pricesOn } from '../app/server/price-changes/history.server';
import { today } from '../app/server/price-changes/apply.server';
import { loader as historyLoader } from '../app/routes/api/price-history';
import { loader as pricesOnLoader } from '../app/routes/api/prices-on';

let admin: typeof schema.users.$inferSelect;
let wendys: typeof schema.brands.$inferSelect;
let lift: typeof schema.signOptions.$inferSelect;
let cookies: Record<Who, string>;

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const choice = (fields: Record<string, unknown>) => bulkChoiceSchema.parse({ brandId: wendys.id, columns: ['optionModifier'], direction: 'up', rounding: 'cent', ...fields });
const liftOn = (d: string) => pricesOn(wendys.id, d).options.find((o) => o.id === lift.id)?.modifiers;

beforeAll(async () => {
  const seeded = await seedWithSessions();
  cookies = seeded.cookies;
  admin = getDb().select().from(schema.users).where(eq(schema.users.id, seeded.ids.admin)).get()!;
  wendys = getDb().select().from(schema.brands).where(eq(schema.brands.slug, 'wen')).get()!;
  lift = getDb().select().from(schema.signOptions).where(eq(schema.signOptions.name, 'Lift Equipment')).get()!;
});

describe("an option's modifiers over time", () => {
  it('a change today: each moved modifier gets a period from today, the earlier one ends today, and yesterday still reads the old one', () => {
    expect(lift.values).toBe('Ladder, Scissor Lift +$275, Boom Lift +$450, Crane +$1250');
    const saved = saveBulkChange(admin, choice({ kind: 'percent', size: '10', rounding: 'dollar-up' }), today());
    const periods = priceHistory({ entity: 'option', entityId: lift.id }).filter((p) => p.field === 'modifier:Scissor Lift');
    expect(periods).toEqual([
      { entity: 'option', entityId: lift.id, field: 'modifier:Scissor Lift', column: 'Option Modifier', value: '+$303', from: today(), until: null, who: expect.any(String), why: 'bulk change: +10%, up to the dollar', scheduled: false },
      { entity: 'option', entityId: lift.id, field: 'modifier:Scissor Lift', column: 'Option Modifier', value: '+$275', from: null, until: today(), who: null, why: null, scheduled: false },
    ]);
    // A value without a modifier has no price history.
    expect(priceHistory({ entity: 'option', entityId: lift.id }).some((p) => p.field === 'modifier:Ladder')).toBe(false);
    expect(saved.state).toBe('Applied');
    expect(liftOn(day(-1))).toEqual([
      { entry: 'Scissor Lift', modifier: '+$275' },
      { entry: 'Boom Lift', modifier: '+$450' },
      { entry: 'Crane', modifier: '+$1250' },
    ]);
    expect(liftOn(today())).toEqual([
      { entry: 'Scissor Lift', modifier: '+$303' },
      { entry: 'Boom Lift', modifier: '+$495' },
      { entry: 'Crane', modifier: '+$1375' },
    ]);
  });

  it('a change from next week: Scheduled from its day in the history, in Prices on a date from that day only', () => {
    saveBulkChange(admin, choice({ kind: 'amount', size: '5' }), day(7));
    const scheduled = priceHistory({ entity: 'option', entityId: lift.id }).find((p) => p.field === 'modifier:Scissor Lift' && p.scheduled);
    expect(scheduled).toMatchObject({ value: '+$308', from: day(7), until: null, why: 'bulk change: +$5.00, to the cent' });
    expect(liftOn(day(6))![0]).toEqual({ entry: 'Scissor Lift', modifier: '+$303' });
    expect(liftOn(day(7))![0]).toEqual({ entry: 'Scissor Lift', modifier: '+$308' });
  });

  it('the API answers the same: GET /api/price-history?optionId= and the options of GET /api/prices-on', async () => {
    const history = await hit(historyLoader, { cookie: cookies.admin, path: `/api/price-history?optionId=${lift.id}` });
    expect(history.status).toBe(200);
    expect(history.body.history.filter((p: { field: string }) => p.field === 'modifier:Crane').map((p: { value: string }) => p.value)).toEqual(['+$1380', '+$1375', '+$1250']);
    const prices = await hit(pricesOnLoader, { cookie: cookies.admin, path: `/api/prices-on?date=${day(-1)}&brandId=${wendys.id}` });
    expect(prices.status).toBe(200);
    expect(prices.body.prices.options.find((o: { id: number }) => o.id === lift.id).modifiers[0]).toEqual({ entry: 'Scissor Lift', modifier: '+$275' });
    expect((await hit(historyLoader, { cookie: cookies.user, path: `/api/price-history?optionId=${lift.id}` })).status).toBe(403);
  });
});
