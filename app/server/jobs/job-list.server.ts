/**
 * The jobs list (spec section 2, 'Jobs list' and the per-brand lists), paged
 * in SQL: one COUNT and one page query per request, so 10,000 jobs cost the
 * same as 25. Newest first walks jobs_created_idx (or jobs_brand_created_idx
 * for a brand); SQLite indexes end with the rowid, so the `id DESC` tie-break
 * needs no sort either.
 */
import { and, desc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { z } from 'zod';
import { getDb, schema, type DB, type DbOrTx } from '~/server/db.server';
import { BRAND_LIST_PAGES, DEFAULT_BRAND_SLUG } from '~/domain/catalogue/brands';
import { formatListDate } from '~/domain/dates';
import { DEFAULT_CLIENT_NAME } from '~/domain/jobs/job-form';
import { expiredJobIds, statusCondition, statusKind } from '~/server/lifecycle/job-status.server';
import { today as todayInTz } from '~/server/lifecycle/version-state.server';

export const JOBS_PAGE_SIZE = 25;

/**
 * `?page=` (0-based, as the spec counts) and `?status=`. A screen must not
 * fail on a hand-edited URL: junk pages read as 0, and listJobs clamps.
 */
export const jobListQuery = z.object({
  page: z.coerce.number().int().min(0).catch(0),
  status: z.string().trim().max(50).catch('all'),
  /** A brand's slug: the jobs list of that brand (a coming-soon page links here); '' for every brand. */
  brand: z.string().trim().max(50).catch(''),
});

/** name is '' when the person has none, so the avatar shows 'UN'. */
export type PersonSummary = { name: string; image: string | null; role: string };

export type JobListRow = {
  id: number;
  jobName: string;
  jobNumber: string;
  brandSlug: string;
  brandName: string;
  clientName: string;
  proposalNo: string;
  status: string;
  createdAt: number;
  dateLabel: string; // 'Jun 13th, 2025'
  creator: PersonSummary | null;
  projectManager: PersonSummary | null;
};

export type JobListPage = {
  jobs: JobListRow[];
  total: number;
  page: number; // 0-based, clamped to [0, last]
  pageSize: number;
  pageCount: number; // 0 when there are no jobs
};

const { jobs, brands, clients, users } = schema;
const creator = alias(users, 'creator');
const manager = alias(users, 'manager');

type PersonColumns = {
  id: number | null;
  fullName: string | null;
  firstName: string | null;
  lastName: string | null;
  image: string | null;
  role: string | null;
};

// Drizzle gives null for a left-joined alias whose columns are all null.
function person(p: PersonColumns | null): PersonSummary | null {
  if (!p || p.id === null) return null;
  const name = p.fullName?.trim() || [p.firstName, p.lastName].filter(Boolean).join(' ').trim();
  return { name, image: p.image || null, role: p.role ?? 'User' };
}

const personColumns = (u: typeof creator | typeof manager) => ({
  id: u.id,
  fullName: u.fullName,
  firstName: u.firstName,
  lastName: u.lastName,
  image: u.userImage,
  role: u.role,
});

/** The default proposal number a brand list page shows for a job without one. */
function defaultProposalNo(slug: string | null, prefix: string | null): string {
  const page = Object.values(BRAND_LIST_PAGES).find((p) => p.brandSlug === slug);
  if (page) return page.defaultProposalNo;
  return `${prefix || 'TBD'}-001`;
}

/** The status filter a list applies ('' for all). */
function statusFilter(status: string | undefined): string {
  const trimmed = status?.trim() ?? '';
  return trimmed.toLowerCase() === 'all' ? '' : trimmed;
}

type Param = string | Placeholder;
type StatusKind = ReturnType<typeof statusKind>;

function whereFor(status: Param | null, brandSlug: Param | null, kind: StatusKind = 'plain', today: Param = ''): SQL | undefined {
  const conditions: SQL[] = [];
  // Sent and Expired (issue 21) tell apart a Sent job by its valid-until, computed when read.
  if (status !== null && (kind === 'sent' || kind === 'expired')) conditions.push(statusCondition(sql`${status}`, kind, sql`${today}`));
  else if (status !== null) conditions.push(sql`lower(${jobs.status}) = lower(${status})`);
  // A scalar subquery (not a join condition) lets SQLite walk jobs_brand_created_idx.
  if (brandSlug !== null) conditions.push(sql`${jobs.brandId} = (select ${brands.id} from ${brands} where ${brands.slug} = ${brandSlug})`);
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * The page's ids come from a subquery that reads only the index (a "deferred
 * join"), so the rows skipped by OFFSET are never joined; the joins run for
 * the 25 rows shown.
 */
function pageQuery(db: DbOrTx, where: SQL | undefined, offset: number | Placeholder) {
  const pageIds = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(where)
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(JOBS_PAGE_SIZE)
    .offset(offset);
  return db
    .select({
      id: jobs.id,
      jobName: jobs.jobName,
      jobNumber: jobs.jobNumber,
      status: jobs.status,
      proposalNo: jobs.proposalNo,
      createdAt: jobs.createdAt,
      brandSlug: brands.slug,
      brandName: brands.name,
      prefix: brands.proposalPrefix,
      clientName: clients.name,
      creator: personColumns(creator),
      manager: personColumns(manager),
    })
    .from(jobs)
    .leftJoin(brands, eq(brands.id, jobs.brandId))
    .leftJoin(clients, eq(clients.id, jobs.clientId))
    .leftJoin(creator, eq(creator.id, jobs.creatorId))
    .leftJoin(manager, eq(manager.id, jobs.projectManagerId))
    .where(inArray(jobs.id, pageIds))
    .orderBy(desc(jobs.createdAt), desc(jobs.id));
}

/**
 * The count and page statements of one kind of list (with or without a status
 * filter, a brand), built and prepared once per database handle: building
 * them anew cost more CPU per request than SQLite spent running them.
 */
function prepareList(db: DB, kind: StatusKind, byBrand: boolean) {
  const where = whereFor(kind !== 'none' ? sql.placeholder('status') : null, byBrand ? sql.placeholder('brandSlug') : null, kind, sql.placeholder('today'));
  return {
    count: db.select({ n: sql<number>`count(*)` }).from(jobs).where(where).prepare(),
    page: pageQuery(db, where, sql.placeholder('offset')).prepare(),
  };
}
const preparedLists = new WeakMap<DB, Map<string, ReturnType<typeof prepareList>>>();
function listStatements(db: DB, kind: StatusKind, byBrand: boolean) {
  let kinds = preparedLists.get(db);
  if (!kinds) preparedLists.set(db, (kinds = new Map()));
  const key = `${kind}/${byBrand}`;
  let statements = kinds.get(key);
  if (!statements) kinds.set(key, (statements = prepareList(db, kind, byBrand)));
  return statements;
}

export function listJobs(opts: { page?: number; status?: string; brandSlug?: string }): JobListPage {
  const status = statusFilter(opts.status);
  const brandSlug = opts.brandSlug ?? '';
  const db = getDb();
  const today = todayInTz();
  const statements = listStatements(db, status === '' ? 'none' : statusKind(status), brandSlug !== '');
  // One read transaction: the count and the page see the same snapshot.
  return db.transaction(() => {
    const total = statements.count.get({ status, brandSlug, today })?.n ?? 0;
    const pageCount = Math.ceil(total / JOBS_PAGE_SIZE);
    const wanted = Number.isFinite(opts.page) ? Math.trunc(opts.page!) : 0;
    const page = Math.min(Math.max(wanted, 0), Math.max(pageCount - 1, 0));
    const rows = statements.page.all({ status, brandSlug, today, offset: page * JOBS_PAGE_SIZE });
    const expired = expiredJobIds(rows.map((r) => r.id), today);

    return {
      jobs: rows.map((r) => ({
        id: r.id,
        jobName: r.jobName,
        jobNumber: r.jobNumber,
        brandSlug: r.brandSlug || DEFAULT_BRAND_SLUG,
        brandName: r.brandName ?? '',
        clientName: r.clientName?.trim() || DEFAULT_CLIENT_NAME,
        proposalNo: r.proposalNo?.trim() || defaultProposalNo(r.brandSlug, r.prefix),
        status: expired.has(r.id) ? 'Expired' : r.status,
        createdAt: r.createdAt,
        dateLabel: formatListDate(r.createdAt),
        creator: person(r.creator),
        projectManager: person(r.manager),
      })),
      total,
      page,
      pageSize: JOBS_PAGE_SIZE,
      pageCount,
    };
  });
}

/** SQLite's plan for the page query (tests and the bench check the indexes are used). */
export function jobListQueryPlan(opts: { page?: number; status?: string; brandSlug?: string }): string[] {
  const db = getDb();
  const status = statusFilter(opts.status);
  const where = whereFor(status ? status : null, opts.brandSlug ? opts.brandSlug : null);
  const { sql: text, params } = pageQuery(db, where, (opts.page ?? 0) * JOBS_PAGE_SIZE).toSQL();
  const rows = db.$client.prepare(`EXPLAIN QUERY PLAN ${text}`).all(...params) as { detail: string }[];
  return rows.map((r) => r.detail);
}
