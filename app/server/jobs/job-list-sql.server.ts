/**
 * The SQL pieces of the jobs list's search, filters and sort: the
 * WHERE of a list and its ORDER BY, each with named placeholders so a list's
 * statements are prepared once per kind (see job-list.server.ts).
 *
 * Search reads the `job_search` FTS5 index (db/migrations/0010_job_search.sql,
 * kept in step by triggers in the writing transaction): `jobs.id IN (rowids
 * matching)`. The job's current price total is the latest version's
 * sum of (unit price x quantity + install price), in integer cents: the
 * engine's jobTotals (app/domain/pricing/totals.ts) on the same rows gives the
 * same figure, since every amount and quantity is an integer and its rounding
 * is then exact (tests/job-search.test.ts compares the two).
 */
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { schema } from '~/server/db.server';
import { countedLineSql } from '~/server/choices/counted-lines-sql.server';
import { depositDueCondition, statusCondition, unpaidCondition, type statusKind } from '~/server/lifecycle/job-status.server';
import type { JobSort } from '~/domain/jobs/job-search';

const { jobs, brands } = schema;

export type StatusKind = ReturnType<typeof statusKind>;

/** Which filters a list applies: each one present becomes a condition on a named placeholder. */
export type ListShape = {
  status: StatusKind;
  brand: boolean;
  manager: boolean;
  creator: boolean;
  from: boolean;
  to: boolean;
  search: boolean;
  /** The words could be a job or proposal number (one word with a digit): an exact one ranks first. */
  exact: boolean;
  sort: JobSort;
};

export const shapeKey = (s: ListShape) =>
  [s.status, s.brand, s.manager, s.creator, s.from, s.to, s.search, s.exact, s.sort.key, s.sort.direction].map(String).join('/');

const p = (name: string) => sql.placeholder(name);

/**
 * The current price total of the job on the row: its latest version's counted
 * lines (docs/choices.md § Which lines count).
 * Column names are spelled with their tables ("jobs"."id"): inside a subquery
 * a bare "id" would bind to the inner table.
 */
export const currentPriceTotal = sql<number>`(select coalesce(sum("li"."line_item_price" * "li"."quantity" + "li"."line_item_install_price"), 0)
  from "line_items" as "li" join "job_versions" as "lv" on "lv"."id" = "li"."job_version_id"
  where "li"."job_version_id" = (select "v"."id" from "job_versions" as "v" where "v"."job_id" = "jobs"."id" order by "v"."version_number" desc limit 1)
    and ${countedLineSql('li', 'lv')})`;

/** A column of the job's deciding version: its latest version in the state the job's stored status names. */
export function decidingVersion<T>(column: 'valid_until' | 'sent_grand_total') {
  // An approved version's total is the one of the client's accepted choice, when they made one.
  const value = column === 'sent_grand_total' ? sql.raw('coalesce("v"."approved_grand_total", "v"."sent_grand_total")') : sql.raw(`"v"."${column}"`);
  return sql<T>`(select ${value} from "job_versions" as "v" where "v"."job_id" = "jobs"."id" and "v"."state" = "jobs"."status" order by "v"."version_number" desc limit 1)`;
}

const decidingTotal = decidingVersion<number | null>('sent_grand_total');
const hasDecidingTotal = sql`lower("jobs"."status") in ('sent', 'approved', 'declined') and ${decidingTotal} is not null`;

/**
 * The total a list row shows and sorts by: a Sent (or Expired), Approved or Declined job's deciding version's
 * grand total as sent (tax included, fixed since it was sent); a Draft job's latest version's price total.
 */
export const shownTotal = sql<number>`(case when ${hasDecidingTotal} then ${decidingTotal} else ${currentPriceTotal} end)`;
/** Whose total shownTotal is: 'sent', 'approved' or 'declined'; '' for a Draft job's latest version. */
export const shownTotalOf = sql<string>`(case when ${hasDecidingTotal} then lower("jobs"."status") else '' end)`;

const clientName = sql`(select "c"."name" from "clients" as "c" where "c"."id" = "jobs"."client_id")`;

export function whereFor(shape: ListShape): SQL | undefined {
  const conditions: SQL[] = [];
  // Sent and Expired tell apart a Sent job by its valid-until, computed when read.
  if (shape.status === 'sent' || shape.status === 'expired') conditions.push(statusCondition(sql`${p('status')}`, shape.status, sql`${p('today')}`));
  else if (shape.status === 'deposit-due') conditions.push(depositDueCondition);
  else if (shape.status === 'unpaid') conditions.push(unpaidCondition);
  else if (shape.status === 'plain') conditions.push(sql`lower(${jobs.status}) = lower(${p('status')})`);
  // A scalar subquery (not a join condition) lets SQLite walk jobs_brand_created_idx.
  if (shape.brand) conditions.push(sql`${jobs.brandId} = (select ${brands.id} from ${brands} where ${brands.slug} = ${p('brandSlug')})`);
  if (shape.manager) conditions.push(sql`${jobs.projectManagerId} = ${p('manager')}`);
  if (shape.creator) conditions.push(sql`${jobs.creatorId} = ${p('creator')}`);
  if (shape.from) conditions.push(sql`${jobs.createdAt} >= ${p('fromMs')}`);
  if (shape.to) conditions.push(sql`${jobs.createdAt} < ${p('toMs')}`);
  if (shape.search) conditions.push(sql`${jobs.id} in (select rowid from job_search where job_search match ${p('fts')})`);
  return conditions.length ? sql.join(conditions, sql` and `) : undefined;
}

/**
 * The list's order: with a search that could be a number, an exact job or proposal number first;
 * then the chosen column; then the newest (id) as the tie-break, so a page
 * boundary never repeats or skips a row.
 */
export function orderFor(shape: ListShape): SQL[] {
  const dir = shape.sort.direction === 'asc' ? asc : desc;
  const order: SQL[] = [];
  if (shape.search && shape.exact) {
    order.push(sql`case when lower(${jobs.jobNumber}) = ${p('exact')} or lower(coalesce(${jobs.proposalNo}, '')) = ${p('exact')} then 0 else 1 end`);
  }
  switch (shape.sort.key) {
    case 'date':
      order.push(dir(jobs.createdAt), dir(jobs.id));
      return order;
    case 'name':
      order.push(dir(sql`${jobs.jobName} collate nocase`));
      break;
    case 'client':
      order.push(dir(sql`${clientName} collate nocase`));
      break;
    case 'total':
      order.push(dir(shownTotal));
      break;
  }
  order.push(desc(jobs.id));
  return order;
}
