/**
 * The jobs table shared by the jobs list and the per-brand lists (spec
 * section 2): row number that turns into a checkbox on hover or focus, job
 * link with client and number beneath, proposal number, date, creator and
 * project manager. Its rows' styling lives in app.css (the jt-* classes), once,
 * instead of long class lists repeated in each of the 25 rows.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCents } from '~/domain/money';
import type { JobSort, SortKey } from '~/domain/jobs/job-search';
import { StateBadge } from '~/components/lifecycle/state-badge';
import { isShownState } from '~/domain/lifecycle/states';
import type { JobListRow, PersonSummary } from '~/server/jobs/job-list.server';
import { Avatar } from '~/components/ui/avatar';
import { jobPath } from '~/domain/jobs/job-path';

export function jobHref(job: Pick<JobListRow, 'brandSlug' | 'jobNumber'>): string {
  return jobPath(job);
}

function Person({ person }: { person: PersonSummary | null }) {
  return (
    <div className="jt-person">
      <Avatar name={person?.name} image={person?.image} />
      <div className="min-w-0">
        <p className="jt-person-name">{person?.name || '—'}</p>
        <p className="jt-person-role">{person?.role ?? ''}</p>
      </div>
    </div>
  );
}

/**
 * The number shows until the row is hovered or something in it has focus;
 * the checkbox is a real input, always present (invisible) so the keyboard
 * reaches it, and stays visible once checked.
 */
function SelectCell({ job, rowNumber }: { job: JobListRow; rowNumber: number }) {
  return (
    <td className="jt-select">
      <span aria-hidden="true" className="jt-number">
        {rowNumber}
      </span>
      <input
        type="checkbox"
        name="jobId"
        value={job.id}
        aria-label={`Select ${job.jobName}`}
        className="jt-check"
      />
    </td>
  );
}

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase';

/** How the list is sorted and the address of each column's sort (a link: no JavaScript needed). */
export type TableSort = { current: JobSort; href: (key: SortKey) => string };

function ariaSort(sort: TableSort, keys: SortKey[]): 'ascending' | 'descending' | undefined {
  if (!keys.includes(sort.current.key)) return undefined;
  return sort.current.direction === 'asc' ? 'ascending' : 'descending';
}

function SortLink({ sort, sortKey, children }: { sort: TableSort; sortKey: SortKey; children: ReactNode }) {
  const active = sort.current.key === sortKey;
  return (
    <Link to={sort.href(sortKey)} replace preventScrollReset className={`hover:text-slate-900 hover:underline ${active ? 'text-slate-900' : ''}`}>
      {children}
      {active ? <span aria-hidden="true">{sort.current.direction === 'asc' ? ' ▲' : ' ▼'}</span> : null}
    </Link>
  );
}

/**
 * From 768 px a table; narrower, each row is a card (the same markup as a
 * grid): name, then client and number, then date and proposal number, and the
 * two people under them, so nothing needs sideways scrolling. Creator and
 * Project Manager get their own columns from 1280 px; between 768 and 1279 px
 * they sit under the job name. Job Name (and Client, beneath it), Date and
 * Total sort by their header links.
 */
export function JobsTable({ jobs, firstRowNumber, busy, sort, empty }: { jobs: JobListRow[]; firstRowNumber: number; busy: boolean; sort: TableSort; empty: ReactNode }) {
  return (
    <table className="w-full table-fixed border-collapse max-md:block" aria-busy={busy || undefined}>
      <thead className="border-b border-slate-200 bg-slate-50 max-md:sr-only">
        <tr>
          <th scope="col" className={`${th} w-14 text-center`}>
            <span className="sr-only">Select</span>
            <span aria-hidden="true">#</span>
          </th>
          <th scope="col" className={`${th} w-[36%] xl:w-[28%]`} aria-sort={ariaSort(sort, ['name', 'client'])} aria-label="Job Name">
            <SortLink sort={sort} sortKey="name">Job Name</SortLink>
            <span aria-hidden="true"> / </span>
            <SortLink sort={sort} sortKey="client">Client</SortLink>
          </th>
          <th scope="col" className={th}>
            Proposal No.
          </th>
          <th scope="col" className={th} aria-sort={ariaSort(sort, ['date'])}>
            <SortLink sort={sort} sortKey="date">Date</SortLink>
          </th>
          <th scope="col" className={`${th} text-right`} aria-sort={ariaSort(sort, ['total'])}>
            <SortLink sort={sort} sortKey="total">Total</SortLink>
          </th>
          <th scope="col" className={`${th} hidden xl:table-cell`}>
            Creator
          </th>
          <th scope="col" className={`${th} hidden xl:table-cell`}>
            Project Manager
          </th>
        </tr>
      </thead>
      <tbody className={`max-md:block ${busy ? 'opacity-50 transition-opacity' : ''}`}>
        {jobs.length === 0 ? (
          <tr>
            <td colSpan={7} className="px-4 py-16 text-center text-sm text-slate-500 max-md:block">
              {empty}
            </td>
          </tr>
        ) : (
          jobs.map((job, i) => (
            <tr key={job.id} className="jt-row group">
              <SelectCell job={job} rowNumber={firstRowNumber + i} />
              <td className="jt-name">
                <Link to={jobHref(job)} title={job.jobName} className="jt-link">
                  {job.jobName}
                </Link>{' '}
                {isShownState(job.status) ? <StateBadge state={job.status} label="Status:" /> : null}
                {/* The number never gives way to a long client name: the name is cut first. */}
                <p className="jt-sub">
                  <span className="truncate" title={job.clientName}>
                    {job.clientName}
                  </span>
                  <span aria-hidden="true">·</span>
                  <span className="shrink-0 whitespace-nowrap">{job.jobNumber}</span>
                </p>
                <p className="jt-people">
                  <span className="sr-only">Creator: </span>
                  {`${job.creator?.name || '—'} `}
                  <span aria-hidden="true">→</span>
                  <span className="sr-only">Project Manager: </span>
                  {` ${job.projectManager?.name || '—'}`}
                </p>
              </td>
              <td className="jt-proposal">
                {job.proposalNo}
              </td>
              <td className="jt-date">
                <time dateTime={new Date(job.createdAt).toISOString()}>{job.dateLabel}</time>
              </td>
              <td className="jt-total">{formatCents(job.priceTotal)}</td>
              <td className="jt-person-cell">
                <Person person={job.creator} />
              </td>
              <td className="jt-person-cell">
                <Person person={job.projectManager} />
              </td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
