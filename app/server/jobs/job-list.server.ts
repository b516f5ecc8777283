/**
 * The jobs list (docs/product.md § Jobs list, docs/product.md § Per-brand job lists), paged
 * in SQL: one COUNT and one page query per request, so 10,000 jobs cost the
 * same as 25. Newest first walks jobs_created_idx (or jobs_brand_created_idx
 * for a brand); SQLite indexes end with the rowid, so the `id DESC` tie-break
 * needs no sort either. Search, filters and the other sorts are
 * conditions and orders of the same two statements (job-list-sql.server.ts);
 * the URL's query is read by app/domain/jobs/job-search.ts.
 */
import { eq, inArray, Placeholder, sql } from 'drizzle-orm';
import { addDays, isValid, parse } from 'date-fns';
import { getDb, readUntilWrite, schema, type DB, type DbOrTx } from '~/server/db.server';
import { BRAND_LIST_PAGES, DEFAULT_BRAND_SLUG } from '~/domain/catalogue/brands';
import { formatListDate } from '~/domain/dates';
import { DEFAULT_CLIENT_NAME } from '~/domain/jobs/job-form';
import { statusKind } from '~/server/lifecycle/job-status.server';
import { shownJobStatus } from '~/domain/lifecycle/states';
import { DEFAULT_SORT, exactNumber, ftsQuery, looksLikeNumber, parseSort, type SortValue } from '~/domain/jobs/job-search';
import { decidingVersion, shownTotal, shownTotalOf, orderFor, shapeKey, whereFor, type ListShape } from './job-list-sql.server';
import { today as todayInTz } from '~/server/lifecycle/version-state.server';

export const JOBS_PAGE_SIZE = 25;

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
  /**
   * In cents: a Sent (or Expired), Approved or Declined job's deciding version's grand total as sent (its
   * tax included); a Draft job's latest version's Job Pricing Total.
   */
  priceTotal: number;
  /** Whose total that is: 'sent', 'approved', 'declined', or '' for a Draft job's latest version. */
  totalOf: string;
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

type PersonColumns = {
  fullName: string | null;
  firstName: string | null;
  lastName: string | null;
  image: string | null;
  role: string | null;
};

function person(p: PersonColumns): PersonSummary {
  const name = p.fullName?.trim() || [p.firstName, p.lastName].filter(Boolean).join(' ').trim();
  return { name, image: p.image || null, role: p.role ?? 'User' };
}

/**
 * Everyone a row can name as its creator or project manager, by id (any
 * status: a disabled person's old jobs still show them), read again only
 * after a write. Two joins of the users table for every row cost more than
 * the rest of the page query, mostly in mapping their columns; and a person
 * on many rows is now one object, which the hydration payload sends once.
 */
function peopleById(db: DB): Map<number, PersonSummary> {
  return readUntilWrite(db, 'jobList:peopleById', () => {
    const rows = db
      .select({ id: users.id, fullName: users.fullName, firstName: users.firstName, lastName: users.lastName, image: users.userImage, role: users.role })
      .from(users)
      .all();
    return new Map(rows.map((row) => [row.id, person(row)]));
  });
}

/** The default proposal number a brand list page shows for a job without one. */
function defaultProposalNo(slug: string | null, prefix: string | null): string {
  const page = Object.values(BRAND_LIST_PAGES).find((p) => p.brandSlug === slug);
  if (page) return page.defaultProposalNo;
  return `${prefix || 'TBD'}-001`;
}

/**
 * 'Jun 13th, 2025' for a row's created day. date-fns's format reads its
 * pattern again on every call (a few µs a row, every row of every page);
 * the label depends only on the day (server time zone), so each day's is kept.
 */
const dayLabels = new Map<number, string>();
function listDateLabel(ms: number): string {
  const date = new Date(ms);
  const day = date.getFullYear() * 10_000 + date.getMonth() * 100 + date.getDate();
  let label = dayLabels.get(day);
  if (label === undefined) {
    if (dayLabels.size >= 5000) dayLabels.clear();
    dayLabels.set(day, (label = formatListDate(date)));
  }
  return label;
}

/** The status filter a list applies ('' for all). */
function statusFilter(status: string | undefined): string {
  const trimmed = status?.trim() ?? '';
  return trimmed.toLowerCase() === 'all' ? '' : trimmed;
}

/** What a list asks for: every part optional; `q` the words typed in the search box. */
export type JobListOptions = {
  page?: number;
  status?: string;
  brandSlug?: string;
  q?: string;
  manager?: number;
  creator?: number;
  /** Created on or after this day, on or before that day ('yyyy-MM-dd', server time zone). */
  from?: string;
  to?: string;
  sort?: SortValue;
};

/**
 * The page's ids come from a subquery that reads only the index (a "deferred
 * join"), so the rows skipped by OFFSET are never joined; the joins (and the
 * price total) run for the 25 rows shown.
 */
function pageQuery(db: DbOrTx, shape: ListShape, offset: number | Placeholder) {
  const where = whereFor(shape);
  const order = orderFor(shape);
  const pageIds = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(where)
    .orderBy(...order)
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
      priceTotal: shownTotal,
      totalOf: shownTotalOf,
      // The deciding version's valid-until: Expired is decided from it, when read, by the one rule, shownJobStatus.
      decidingValidUntil: decidingVersion<string | null>('valid_until'),
      creatorId: jobs.creatorId,
      managerId: jobs.projectManagerId,
    })
    .from(jobs)
    .leftJoin(brands, eq(brands.id, jobs.brandId))
    .leftJoin(clients, eq(clients.id, jobs.clientId))
    .where(inArray(jobs.id, pageIds))
    .orderBy(...order);
}

/**
 * The count and page statements of one kind of list (which filters, which
 * sort), built and prepared once per database handle: building them anew cost
 * more CPU per request than SQLite spent running them.
 */
function prepareList(db: DB, shape: ListShape) {
  return {
    count: db.select({ n: sql<number>`count(*)` }).from(jobs).where(whereFor(shape)).prepare(),
    page: pageQuery(db, shape, sql.placeholder('offset')).prepare(),
  };
}
const preparedLists = new WeakMap<DB, Map<string, ReturnType<typeof prepareList>>>();
function listStatements(db: DB, shape: ListShape) {
  let kinds = preparedLists.get(db);
  if (!kinds) preparedLists.set(db, (kinds = new Map()));
  const key = shapeKey(shape);
  let statements = kinds.get(key);
  if (!statements) kinds.set(key, (statements = prepareList(db, shape)));
  return statements;
}

/** Midnight (server time zone) of a 'yyyy-MM-dd' day, in ms; null for none or a day that does not exist. */
function dayStart(day: string | undefined, plusDays = 0): number | null {
  if (!day) return null;
  const date = parse(day, 'yyyy-MM-dd', new Date(0));
  return isValid(date) ? addDays(date, plusDays).getTime() : null;
}

/** The shape (which filters) and the values of a list's statements. */
function listParams(opts: JobListOptions) {
  const status = statusFilter(opts.status);
  const brandSlug = opts.brandSlug ?? '';
  const fts = opts.q ? ftsQuery(opts.q) : null;
  const fromMs = dayStart(opts.from);
  const toMs = dayStart(opts.to, 1);
  const shape: ListShape = {
    status: status === '' ? 'none' : statusKind(status),
    brand: brandSlug !== '',
    manager: opts.manager !== undefined,
    creator: opts.creator !== undefined,
    from: fromMs !== null,
    to: toMs !== null,
    search: fts !== null,
    exact: fts !== null && looksLikeNumber(opts.q ?? ''),
    sort: parseSort(opts.sort ?? DEFAULT_SORT),
  };
  const values = {
    status,
    brandSlug,
    today: todayInTz(),
    manager: opts.manager ?? 0,
    creator: opts.creator ?? 0,
    fromMs: fromMs ?? 0,
    toMs: toMs ?? 0,
    fts: fts ?? '',
    exact: exactNumber(opts.q ?? ''),
  };
  return { shape, values };
}

/**
 * One page of a list. A page is read again only after a write to the database (any table, from any
 * process): between writes a whole office looking at the same list costs one query, not one each. The
 * answer is shared by every caller until then, so callers build their own objects from it and never
 * change it. Today's date is part of the key: a Sent job turns Expired at midnight without a write.
 */
export function listJobs(opts: JobListOptions): JobListPage {
  const db = getDb();
  const { shape, values } = listParams(opts);
  const wanted = Number.isFinite(opts.page) ? Math.trunc(opts.page!) : 0;
  const key = `jobList:${shapeKey(shape)}:${JSON.stringify(values)}:${wanted}`;
  return readUntilWrite(db, key, () => readPage(db, shape, values, wanted));
}

function readPage(db: DB, shape: ListShape, values: ReturnType<typeof listParams>['values'], wanted: number): JobListPage {
  const statements = listStatements(db, shape);
  // Before the transaction, where the answer can be kept (readUntilWrite keeps nothing read inside one).
  const people = peopleById(db);
  // One read transaction: the count and the page see the same snapshot.
  return db.transaction(() => {
    const total = statements.count.get(values)?.n ?? 0;
    const pageCount = Math.ceil(total / JOBS_PAGE_SIZE);
    const page = Math.min(Math.max(wanted, 0), Math.max(pageCount - 1, 0));
    const rows = statements.page.all({ ...values, offset: page * JOBS_PAGE_SIZE });

    return {
      jobs: rows.map((r) => ({
        id: r.id,
        jobName: r.jobName,
        jobNumber: r.jobNumber,
        brandSlug: r.brandSlug || DEFAULT_BRAND_SLUG,
        brandName: r.brandName ?? '',
        clientName: r.clientName?.trim() || DEFAULT_CLIENT_NAME,
        proposalNo: r.proposalNo?.trim() || defaultProposalNo(r.brandSlug, r.prefix),
        status: shownJobStatus(r.status, r.decidingValidUntil, values.today),
        createdAt: r.createdAt,
        dateLabel: listDateLabel(r.createdAt),
        priceTotal: r.priceTotal,
        totalOf: r.totalOf,
        creator: r.creatorId === null ? null : (people.get(r.creatorId) ?? null),
        projectManager: r.managerId === null ? null : (people.get(r.managerId) ?? null),
      })),
      total,
      page,
      pageSize: JOBS_PAGE_SIZE,
      pageCount,
    };
  });
}

/** SQLite's plan for the page query (tests and the bench check the indexes are used). */
export function jobListQueryPlan(opts: JobListOptions): string[] {
  const db = getDb();
  const { shape, values } = listParams(opts);
  const { sql: text, params } = pageQuery(db, shape, (opts.page ?? 0) * JOBS_PAGE_SIZE).toSQL();
  const named = params.map((param) => (param instanceof Placeholder ? values[param.name as keyof typeof values] : param));
  const rows = db.$client.prepare(`EXPLAIN QUERY PLAN ${text}`).all(...named) as { detail: string }[];
  return rows.map((r) => r.detail);
}
