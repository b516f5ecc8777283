/**
 * The dashboard's figures (GET /api/stats and /home), each one SQL query:
 * counts; the price and budget totals and margin of every job's deciding
 * version (the one its status is; the latest for a Draft job); the value quoted per month for the last 12 months per brand;
 * the five most recently updated jobs. Totals follow domain/pricing/totals: the unit
 * amount times the quantity plus the install amount.
 */
import { sql } from 'drizzle-orm';
import { getDb } from '~/server/db.server';
import { countedLineSql } from '~/server/choices/counted-lines-sql.server';
import { marginFlag, marginPercentTenths, targetMarginPercent, type MarginFlag } from '~/domain/pricing/margin';

export type MonthlyRow = { month: string; brandId: number; brandName: string; cents: number };
/** priceCents: as the jobs list shows it (a sent, approved or declined job's grand total as sent, totalOf saying whose; '' for a Draft's latest price total). */
export type RecentJob = { id: number; jobName: string; jobNumber: string; brandSlug: string; brandName: string; updatedAt: number; priceCents: number; totalOf: string };

/** The margin of a brand's quotes (the latest version of each of its jobs) against its target (docs/pricing.md § Margin). */
export type BrandMargin = {
  brandId: number;
  brandName: string;
  quotes: number;
  priceCents: number;
  budgetCents: number;
  marginCents: number;
  /** Tenths of a percent of the price, rounded half away from zero (domain/pricing/margin.ts); null without a price. */
  marginPercentTenths: number | null;
  targetPercent: number;
  /** 'loss' (below budget), 'low' (under the target), or null (on target). */
  flag: MarginFlag | null;
};

export type Stats = {
  jobs: number;
  brands: number;
  activeBrands: number;
  signs: number;
  services: number;
  users: number;
  activeUsers: number;
  totals: { priceCents: number; budgetCents: number; marginCents: number; marginPercent: number | null };
  months: string[];
  monthly: MonthlyRow[];
  recentJobs: RecentJob[];
  marginByBrand: BrandMargin[];
};

/** 'YYYY-MM' of the last 12 months, oldest first, in the server's time zone. */
export function lastTwelveMonths(now = new Date()): string[] {
  const out: string[] = [];
  for (let i = 11; i >= 0; i--) {
    const d = new Date(now.getFullYear(), now.getMonth() - i, 1);
    out.push(`${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`);
  }
  return out;
}

// The version of each job its figures come from, and its totals, as a common table expression: a Sent,
// Approved or Declined job's deciding version (its latest in the state the job's status names: what the
// client was shown), else its latest version, the same version the jobs list takes its total from; its counted
// lines only (docs/choices.md § Which lines count).
const LATEST = sql`
  latest as (
    select * from (
      select j.id as job_id, case when lower(j.status) in ('sent', 'approved', 'declined')
        then coalesce(
          (select v.id from job_versions v where v.job_id = j.id and v.state = j.status order by v.version_number desc limit 1),
          (select v.id from job_versions v where v.job_id = j.id order by v.version_number desc limit 1))
        else (select v.id from job_versions v where v.job_id = j.id order by v.version_number desc limit 1) end as version_id
      from jobs j)
    where version_id is not null
  ),
  job_totals as (
    select l.job_id, l.version_id,
      coalesce(sum(li.line_item_price * li.quantity + li.line_item_install_price), 0) as price,
      coalesce(sum(li.line_item_budget * li.quantity + li.line_item_install_budget), 0) as budget
    from latest l join job_versions cv on cv.id = l.version_id
      left join line_items li on li.job_version_id = l.version_id and ${countedLineSql('li', 'cv')}
    group by l.job_id
  )`;

function marginOf(price: number, budget: number): number | null {
  const tenths = marginPercentTenths(price - budget, price);
  return tenths === null ? null : tenths / 10;
}

export function dashboardStats(now = new Date()): Stats {
  const db = getDb();
  const counts = db.get<{ jobs: number; brands: number; activeBrands: number; signs: number; services: number; users: number; activeUsers: number }>(sql`
    select
      (select count(*) from jobs) as jobs,
      (select count(*) from brands) as brands,
      (select count(*) from brands where status = 'Active') as activeBrands,
      (select count(*) from signs) as signs,
      (select count(*) from services) as services,
      (select count(*) from users) as users,
      (select count(*) from users where status = 'Active') as activeUsers`);

  const totals = db.get<{ price: number; budget: number }>(sql`
    with ${LATEST}
    select coalesce(sum(price), 0) as price, coalesce(sum(budget), 0) as budget from job_totals`);

  const months = lastTwelveMonths(now);
  const from = new Date(now.getFullYear(), now.getMonth() - 11, 1).getTime();
  const monthly = db.all<MonthlyRow>(sql`
    with ${LATEST}
    select strftime('%Y-%m', j.created_at / 1000, 'unixepoch', 'localtime') as month,
      b.id as brandId, b.name as brandName, sum(t.price) as cents
    from jobs j join job_totals t on t.job_id = j.id join brands b on b.id = j.brand_id
    where j.created_at >= ${from}
    group by month, b.id
    order by month, b.name`);

  const recentJobs = db.all<RecentJob>(sql`
    with ${LATEST}
    select j.id, j.job_name as jobName, j.job_number as jobNumber, b.slug as brandSlug, b.name as brandName,
      j.updated_at as updatedAt,
      case when dv.sent_grand_total is not null and lower(j.status) in ('sent', 'approved', 'declined') then coalesce(dv.approved_grand_total, dv.sent_grand_total) else coalesce(t.price, 0) end as priceCents,
      case when dv.sent_grand_total is not null and lower(j.status) in ('sent', 'approved', 'declined') then lower(j.status) else '' end as totalOf
    from jobs j join brands b on b.id = j.brand_id left join job_totals t on t.job_id = j.id
      left join job_versions dv on dv.id = t.version_id and dv.state = j.status
    order by j.updated_at desc, j.id desc
    limit 5`);

  const brandRows = db.all<{ brandId: number; brandName: string; target: number | null; quotes: number; price: number; budget: number }>(sql`
    with ${LATEST}
    select b.id as brandId, b.name as brandName, b.target_margin_percent as target, count(*) as quotes,
      coalesce(sum(t.price), 0) as price, coalesce(sum(t.budget), 0) as budget
    from jobs j join job_totals t on t.job_id = j.id join brands b on b.id = j.brand_id
    group by b.id
    order by b.name`);
  const marginByBrand = brandRows.map((r): BrandMargin => {
    const priceCents = Math.round(r.price);
    const budgetCents = Math.round(r.budget);
    const targetPercent = targetMarginPercent(r.target);
    return {
      brandId: r.brandId,
      brandName: r.brandName,
      quotes: r.quotes,
      priceCents,
      budgetCents,
      marginCents: priceCents - budgetCents,
      marginPercentTenths: marginPercentTenths(priceCents - budgetCents, priceCents),
      targetPercent,
      flag: marginFlag(priceCents, budgetCents, targetPercent),
    };
  });

  const price = Math.round(totals?.price ?? 0);
  const budget = Math.round(totals?.budget ?? 0);
  return {
    ...(counts ?? { jobs: 0, brands: 0, activeBrands: 0, signs: 0, services: 0, users: 0, activeUsers: 0 }),
    // The percent as the engine rounds it (down, to a tenth): the same figure the job page and pricing sheet show.
    totals: { priceCents: price, budgetCents: budget, marginCents: price - budget, marginPercent: marginOf(price, budget) },
    months,
    monthly: monthly.map((m) => ({ ...m, cents: Math.round(m.cents) })),
    recentJobs: recentJobs.map((j) => ({ ...j, priceCents: Math.round(j.priceCents) })),
    marginByBrand,
  };
}
