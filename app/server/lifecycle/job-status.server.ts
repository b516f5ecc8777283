/**
 * The jobs lists' status tabs: the stored status (Draft,
 * Sent, Approved, Declined: a job's most advanced version) with Expired
 * computed in SQL when read, a Sent job whose Sent version's valid-until day
 * (server TZ) has passed. Counted and filtered in SQL.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import { getDb, schema } from '~/server/db.server';
import { readUntilWrite } from '~/server/db.server';
import { JOB_STATUSES, type JobStatus } from '~/domain/lifecycle/states';
import { PAYMENT_TERMS } from '~/domain/jobs/vocabulary';
import { depositShare } from '~/domain/proposal/deposit';

const { jobs, brands } = schema;

/** A job whose Sent version is past its valid-until (`today`: 'yyyy-MM-dd'). */
export const expiredSent = (today: SQL | string) =>
  sql`exists (select 1 from job_versions v where v.job_id = ${jobs.id} and v.state = 'Sent' and v.valid_until < ${today})`;

/** The SQL condition of a status tab; null for All (or any other value: a plain status filter, compared case-insensitively). */
export function statusCondition(status: SQL | string, kind: 'sent' | 'expired', today: SQL | string): SQL {
  return kind === 'expired'
    ? sql`(lower(${jobs.status}) = 'sent' and ${expiredSent(today)})`
    : sql`(lower(${jobs.status}) = lower(${status}) and not ${expiredSent(today)})`;
}

/** The payment terms that ask a deposit (or the whole) on acceptance (app/domain/proposal/deposit.ts). */
const DEPOSIT_TERMS = PAYMENT_TERMS.filter((t) => depositShare(t) !== null);

/** What a job's invoice `i` has been paid: its payments that stand. */
const paidOfInvoice = sql`(select coalesce(sum(p.amount), 0) from payments p where p.invoice_id = i.id and p.reversed_at is null)`;

/**
 * 'Deposit due' (docs/invoices.md § Where money shows): Approved, its approved version's kept terms ask a deposit,
 * and no deposit (or prepayment) invoice that stands is paid in full: not yet invoiced counts as due.
 */
export const depositDueCondition = sql`(lower(${jobs.status}) = 'approved'
  and exists (select 1 from job_versions v where v.job_id = ${jobs.id} and v.state = 'Approved'
    and coalesce(json_extract(v.sent_terms, '$.jobTerms'), ${jobs.jobTerms}) in (${sql.join(DEPOSIT_TERMS.map((t) => sql`${t}`), sql`, `)}))
  and not exists (select 1 from invoices i where i.job_id = ${jobs.id} and i.voided_at is null and i.kind in ('deposit', 'full') and ${paidOfInvoice} >= i.amount))`;

/** 'Unpaid': Approved with money still owed on an issued invoice that stands. */
export const unpaidCondition = sql`(lower(${jobs.status}) = 'approved'
  and exists (select 1 from invoices i where i.job_id = ${jobs.id} and i.voided_at is null and ${paidOfInvoice} < i.amount))`;

/** Which kind of filter a `?status=` value is: a status, or one of the money filters ('deposit-due', 'unpaid'). */
export function statusKind(status: string): 'none' | 'plain' | 'sent' | 'expired' | 'deposit-due' | 'unpaid' {
  const s = status.trim().toLowerCase();
  if (s === '' || s === 'all') return 'none';
  if (s === 'deposit-due' || s === 'unpaid') return s;
  if (s === 'sent') return 'sent';
  if (s === 'expired') return 'expired';
  return 'plain';
}

export type StatusCounts = Record<'All' | JobStatus, number>;

/** Every tab's count in one grouped query (of one brand when `brandSlug` is given), read again only after a write. */
export function statusCounts(today: string, brandSlug?: string): StatusCounts {
  const db = getDb();
  return readUntilWrite(db, `statusCounts:${today}:${brandSlug ?? ''}`, () => countStatuses(today, brandSlug));
}

function countStatuses(today: string, brandSlug?: string): StatusCounts {
  const where = brandSlug ? sql`where ${jobs.brandId} = (select ${brands.id} from ${brands} where ${brands.slug} = ${brandSlug})` : sql``;
  const rows = getDb().all<{ status: string; n: number }>(sql`
    select case when lower(${jobs.status}) = 'sent' and ${expiredSent(today)} then 'Expired' else ${jobs.status} end as status, count(*) as n
    from ${jobs} ${where} group by 1`);
  const counts = Object.fromEntries([['All', 0], ...JOB_STATUSES.map((s) => [s, 0])]) as StatusCounts;
  for (const row of rows) {
    counts.All += row.n;
    const known = JOB_STATUSES.find((s) => s.toLowerCase() === row.status.toLowerCase());
    if (known) counts[known] += row.n;
  }
  return counts;
}

/** Of these jobs, the ones that read as Expired today. */
export function expiredJobIds(ids: number[], today: string): Set<number> {
  if (ids.length === 0) return new Set();
  return new Set(
    getDb()
      .select({ id: jobs.id })
      .from(jobs)
      .where(sql`${inArray(jobs.id, ids)} and lower(${jobs.status}) = 'sent' and ${expiredSent(today)}`)
      .all()
      .map((r) => r.id),
  );
}
