/** Margin on the dashboard: GET /api/stats and /home give the margin of quotes by brand against each brand's target. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb, schema } from '../app/server/db.server';
import { jobTotals } from '../app/domain/pricing/totals';
import { marginPercentTenths } from '../app/domain/pricing/margin';
import { hit, seedWithSessions, type Who } from './support/admin-helpers';
import { loader as statsLoader } from '../app/routes/api/stats';
import { loader as homeLoader } from '../app/routes/home';

let cookies: Record<Who, string>;
beforeAll(async () => {
  ({ cookies } = await seedWithSessions());
});

/** By hand: each brand's jobs' latest versions, totalled by the engine. */
function expected() {
  const db = getDb();
  const versions = db.select().from(schema.jobVersions).all();
  const latest = new Map<number, (typeof versions)[number]>();
  for (const v of versions) if ((latest.get(v.jobId)?.versionNumber ?? 0) < v.versionNumber) latest.set(v.jobId, v);
  const out = new Map<number, { quotes: number; price: number; budget: number }>();
  for (const job of db.select().from(schema.jobs).all()) {
    const v = latest.get(job.id);
    if (!v) continue;
    const t = jobTotals(db.select().from(schema.lineItems).where(eq(schema.lineItems.jobVersionId, v.id)).all());
    const row = out.get(job.brandId) ?? { quotes: 0, price: 0, budget: 0 };
    out.set(job.brandId, { quotes: row.quotes + 1, price: row.price + t.price.total, budget: row.budget + t.budget.total });
  }
  return out;
}

describe('margin by brand', () => {
  it('states each brand’s quoted price, margin and percent against its target (30% unset)', async () => {
    const a = await hit(statsLoader, { cookie: cookies.admin });
    expect(a.status).toBe(200);
    const want = expected();
    expect(a.body.marginByBrand.length).toBe(want.size);
    for (const row of a.body.marginByBrand) {
      const w = want.get(row.brandId)!;
      expect(row).toMatchObject({
        quotes: w.quotes,
        priceCents: w.price,
        budgetCents: w.budget,
        marginCents: w.price - w.budget,
        marginPercentTenths: marginPercentTenths(w.price - w.budget, w.price),
        targetPercent: 30,
      });
    }
  });

  it('follows the brand’s target: above its margin the brand is under target', async () => {
    const first = (await hit(statsLoader, { cookie: cookies.admin })).body.marginByBrand[0];
    expect(first.flag).toBeNull(); // the seed prices budgets at 55%: a 45% margin
    const above = Math.floor(first.marginPercentTenths / 10) + 1;
    getDb().update(schema.brands).set({ targetMarginPercent: above }).where(eq(schema.brands.id, first.brandId)).run();
    const home = await hit(homeLoader, { cookie: cookies.user, path: '/home' });
    const row = home.body.stats.marginByBrand.find((r: { brandId: number }) => r.brandId === first.brandId);
    expect(row).toMatchObject({ targetPercent: above, flag: 'low' });
  });
});
