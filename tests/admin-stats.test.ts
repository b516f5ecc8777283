/** GET /api/stats: the dashboard's figures, computed in SQL from the seeded jobs (latest version of each job). */
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, schema } from '../app/server/db.server';
import { jobTotals } from '../app/domain/pricing/totals';
import { hit, seedWithSessions, type Who } from './support/admin-helpers';
import { loader as statsLoader } from '../app/routes/api/stats';
import { loader as homeLoader } from '../app/routes/home';
import { lastTwelveMonths } from '../app/server/stats/stats.server';

let cookies: Record<Who, string>;
beforeAll(async () => {
  ({ cookies } = await seedWithSessions());
});

describe('GET /api/stats', () => {
  it('401/403 for others, and for an Admin the counts, totals of latest versions, 12 months and 5 recent jobs', async () => {
    expect((await hit(statsLoader, { cookie: cookies.anon })).status).toBe(401);
    expect((await hit(statsLoader, { cookie: cookies.user })).status).toBe(403);
    const a = await hit(statsLoader, { cookie: cookies.admin });
    expect(a.status).toBe(200);
    const db = getDb();
    expect(a.body).toMatchObject({
      jobs: db.select().from(schema.jobs).all().length,
      activeBrands: db.select().from(schema.brands).all().filter((b) => b.status === 'Active').length,
      signs: db.select().from(schema.signs).all().length,
      services: db.select().from(schema.services).all().length,
    });
    // The same totals as the domain computes, over each job's latest version.
    const versions = db.select().from(schema.jobVersions).all();
    const latest = new Map<number, (typeof versions)[number]>();
    for (const v of versions) if ((latest.get(v.jobId)?.versionNumber ?? 0) < v.versionNumber) latest.set(v.jobId, v);
    const ids = new Set([...latest.values()].map((v) => v.id));
    const lines = db.select().from(schema.lineItems).all().filter((l) => ids.has(l.jobVersionId));
    const t = jobTotals(lines);
    expect(a.body.totals.priceCents).toBe(t.price.total);
    expect(a.body.totals.budgetCents).toBe(t.budget.total);
    expect(a.body.totals.marginCents).toBe(t.price.total - t.budget.total);
    expect(a.body.months).toEqual(lastTwelveMonths());
    expect(a.body.recentJobs.length).toBeLessThanOrEqual(5);
    const quoted = (a.body.monthly as Array<{ cents: number }>).reduce((s, r) => s + r.cents, 0);
    expect(quoted).toBeLessThanOrEqual(t.price.total);
  });
  it('/home shows the same figures to every signed-in person', async () => {
    const page = await hit(homeLoader, { cookie: cookies.user, path: '/home' });
    expect(page.body.admin).toBe(false);
    expect(page.body.stats.jobs).toBeGreaterThan(0);
  });
});

describe('lastTwelveMonths', () => {
  it('runs oldest first across a year end', () => {
    const months = lastTwelveMonths(new Date(2026, 1, 15));
    expect(months[0]).toBe('2025-03');
    expect(months[11]).toBe('2026-02');
  });
});
