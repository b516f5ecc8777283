/**
 * The whole jobs list screen (title, All tab, New Job, table, footer with
 * paging), shared by /, /jobs and the per-brand lists. Paging links are real
 * links (`?page=`, 0-based as the API counts them), so it works without
 * JavaScript; with it, 'Loading jobs...' shows while the next page loads.
 * The tabs', rows' and pages' links are plain links that the screen's one
 * click handler sends through the router (useLinkClicks), not a React Router
 * Link each; the sort headers have their own (jobs-table.tsx). Styled in
 * app.css (jl-*).
 */
import { Link, useLocation, useNavigation } from 'react-router';
import { useLinkClicks } from '~/components/ui/use-link-clicks';
import type { JobListPage } from '~/server/jobs/job-list.server';
import { rowsOf, type JobColumns } from '~/domain/jobs/list-rows';
import { JobsTable } from './jobs-table';
import type { StatusCounts } from '~/server/lifecycle/job-status.server';
import { JOB_STATUSES } from '~/domain/lifecycle/states';
import type { JobListScreenQuery } from '~/domain/jobs/job-search';
import { DEFAULT_SORT, nextSort, parseSort, type SortKey } from '~/domain/jobs/job-sort';
import { clearedHref, hasFilters, JobsFilters, type JobListChoices } from './jobs-filters';

function pageHref(location: { pathname: string; search: string }, page: number): string {
  const params = new URLSearchParams(location.search);
  if (page > 0) params.set('page', String(page));
  else params.delete('page');
  const qs = params.toString();
  return qs ? `${location.pathname}?${qs}` : location.pathname;
}

/** A status tab (All: every status): its first page, with the same search, filters and sort. */
function tabHref(location: { pathname: string; search: string }, status: string | null): string {
  const q = new URLSearchParams(location.search);
  q.delete('page');
  q.delete('status');
  if (status) q.set('status', status.toLowerCase());
  return q.size ? `${location.pathname}?${q}` : location.pathname;
}

/** A column header's link: its sort (reversed when already sorted by it), from the first page. */
function sortHref(location: { pathname: string; search: string }, current: ReturnType<typeof parseSort>, key: SortKey): string {
  const q = new URLSearchParams(location.search);
  q.delete('page');
  const value = nextSort(current, key);
  if (value === DEFAULT_SORT) q.delete('sort');
  else q.set('sort', value);
  return q.size ? `${location.pathname}?${q}` : location.pathname;
}

const TABS = ['All', ...JOB_STATUSES] as const;
const MONEY_TABS = [
  { label: 'Deposit due', value: 'deposit-due' },
  { label: 'Unpaid', value: 'unpaid' },
] as const;

function Pager({ list }: { list: ShownList }) {
  const location = useLocation();
  const hasPrev = list.page > 0;
  const hasNext = list.page < list.pageCount - 1;
  return (
    <nav aria-label="Pages" className="jl-pager">
      {hasPrev ? (
        <a href={pageHref(location, list.page - 1)} rel="prev">
          Previous
        </a>
      ) : (
        <span aria-disabled="true">Previous</span>
      )}
      <span>{`Page ${list.page + 1} of ${list.pageCount}`}</span>
      {hasNext ? (
        <a href={pageHref(location, list.page + 1)} rel="next">
          Next
        </a>
      ) : (
        <span aria-disabled="true">Next</span>
      )}
    </nav>
  );
}

/** A page of the list as the screen gets it: its rows only what they show, in columns (domain/jobs/list-rows.ts). */
export type ShownList = Omit<JobListPage, 'jobs'> & { jobs: JobColumns };

type JobsScreenProps = {
  title: string;
  list: ShownList;
  query: JobListScreenQuery;
  ignored?: string[];
  counts?: StatusCounts;
  choices: JobListChoices;
};

export function JobsScreen({ title, list, query, ignored = [], counts, choices }: JobsScreenProps) {
  const status = query.status;
  const sort = parseSort(query.sort);
  const navigation = useNavigation();
  const location = useLocation();
  // Only a navigation to another page of this same list counts as loading jobs.
  const loadingJobs = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;

  // Plain links anywhere on the screen (tabs, rows, pages) navigate in the page; a Link handles its own click first.
  const onLinkClick = useLinkClicks('a[href]');
  const first = list.total === 0 ? 0 : list.page * list.pageSize + 1;
  const last = Math.min((list.page + 1) * list.pageSize, list.total);

  return (
    <div className="px-4 py-6 sm:px-8" onClick={onLinkClick}>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <Link
          discover="none"
          to="/job/new"
          className="rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white hover:bg-slate-700"
        >
          New Job
        </Link>
      </header>

      {/* The status tabs: links with ?status=, counted and filtered in SQL; no JavaScript needed. */}
      <nav aria-label="Job status" className="jl-tabs">
        {TABS.map((tab) => {
          const current = tab === 'All' ? status.trim().toLowerCase() === 'all' || status.trim() === '' : status.trim().toLowerCase() === tab.toLowerCase();
          return (
            <a
              key={tab}
              href={tabHref(location, tab === 'All' ? null : tab)}
              aria-current={current ? 'page' : undefined}
              data-testid={`status-tab-${tab}`}
              className="jl-tab"
            >
              {tab}
              {counts ? (
                <span data-testid="status-tab-count">
                  {counts[tab]}
                </span>
              ) : null}
            </a>
          );
        })}
        {/* The money filters (docs/invoices.md § Where money shows): links like the tabs, not counted. */}
        {MONEY_TABS.map((tab) => (
          <a
            key={tab.value}
            href={tabHref(location, tab.value)}
            aria-current={status.trim().toLowerCase() === tab.value ? 'page' : undefined}
            data-testid={`status-tab-${tab.value}`}
            className="jl-tab"
          >
            {tab.label}
          </a>
        ))}
      </nav>

      <JobsFilters key={location.pathname} pathname={location.pathname} query={query} choices={choices} ignored={ignored} />

      <div className="mt-4 overflow-hidden rounded-lg border border-slate-200">
        <JobsTable
          jobs={rowsOf(list.jobs)}
          firstRowNumber={list.page * list.pageSize + 1}
          busy={loadingJobs}
          sort={{ current: sort, href: (key) => sortHref(location, sort, key) }}
          empty={
            hasFilters(query) ? (
              <>
                <span role="status">{query.q ? `No jobs match '${query.q}'` : 'No jobs match these filters'}</span>{' '}
                <Link discover="none" to={clearedHref(location.pathname, query)} className="font-medium text-slate-900 underline">
                  {query.q ? 'Clear the search' : 'Clear the filters'}
                </Link>
              </>
            ) : (
              'No jobs yet'
            )
          }
        />
      </div>

      <footer className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <p>{`Showing ${first}-${last} of ${list.total} Jobs`}</p>
          <p>{`${list.pageSize} Jobs per page`}</p>
          {loadingJobs ? (
            <p role="status" className="font-medium text-slate-900">
              Loading jobs...
            </p>
          ) : null}
        </div>
        {list.total > list.pageSize ? <Pager list={list} /> : null}
      </footer>
    </div>
  );
}
