/**
 * The jobs table shared by the jobs list and the per-brand lists
 * (docs/product.md § Jobs list): row number that turns into a checkbox on hover or focus, job
 * link with client and number beneath, proposal number, date, creator and
 * project manager. Its styling lives in app.css (.jt, and .jt-rows for the
 * rows' cells by their place), once, instead of class lists repeated in each
 * of the 25 rows.
 */
import type { ReactNode } from 'react';
import { formatCents } from '~/domain/money';
import type { JobSort, SortKey } from '~/domain/jobs/job-sort';
import { StateBadge } from '~/components/lifecycle/state-badge';
import { isShownState } from '~/domain/lifecycle/states';
import type { ListPerson, ShownJob } from '~/domain/jobs/list-rows';
import { Avatar } from '~/components/ui/avatar';
import { jobPath } from '~/domain/jobs/job-path';
import { initials } from '~/domain/users/profile';
import { useLinkClicks } from '~/components/ui/use-link-clicks';

export function jobHref(job: Pick<ShownJob, 'brandSlug' | 'jobNumber'>): string {
  return jobPath(job);
}

/** A person cell: avatar (initials unless they have a picture), name and role in a box styled by its place. */
function Person({ person }: { person: ListPerson | null }) {
  return (
    <div>
      {person?.image ? <Avatar name={person.name} image={person.image} /> : <span aria-hidden="true">{initials(person?.name)}</span>}
      <p>{person?.name || '—'}</p>
      <p>{person?.role ?? ''}</p>
    </div>
  );
}

/** How the list is sorted and the address of each column's sort (a link: no JavaScript needed). */
export type TableSort = { current: JobSort; href: (key: SortKey) => string };

function ariaSort(sort: TableSort, keys: SortKey[]): 'ascending' | 'descending' | undefined {
  if (!keys.includes(sort.current.key)) return undefined;
  return sort.current.direction === 'asc' ? 'ascending' : 'descending';
}

/** A plain link: the header row's one click handler sends it through the router, replacing the entry, scroll kept. */
function SortLink({ sort, sortKey, children }: { sort: TableSort; sortKey: SortKey; children: ReactNode }) {
  const active = sort.current.key === sortKey;
  return (
    <a href={sort.href(sortKey)} className={active ? 'jt-on' : undefined}>
      {children}
      {active ? <span aria-hidden="true">{sort.current.direction === 'asc' ? ' ▲' : ' ▼'}</span> : null}
    </a>
  );
}

/**
 * From 768 px a table; narrower, each row is a card (the same markup as a
 * grid): name, then client and number, then date and proposal number, so
 * nothing needs sideways scrolling. Creator and Project Manager get their own
 * columns from 1280 px; between 768 and 1279 px they sit under the job name.
 * Job Name (and Client, beneath it), Date and Total sort by their header links.
 */
export function JobsTable({ jobs, firstRowNumber, busy, sort, empty }: { jobs: ShownJob[]; firstRowNumber: number; busy: boolean; sort: TableSort; empty: ReactNode }) {
  const onSortLinkClick = useLinkClicks('a[href]', { replace: true, preventScrollReset: true });
  return (
    <table className="jt" aria-busy={busy || undefined}>
      <thead onClick={onSortLinkClick}>
        <tr>
          <th scope="col">
            <span className="sr-only">Select</span>
            <span aria-hidden="true">#</span>
          </th>
          <th scope="col" aria-sort={ariaSort(sort, ['name', 'client'])} aria-label="Job Name">
            <SortLink sort={sort} sortKey="name">
              Job Name
            </SortLink>
            <span aria-hidden="true"> / </span>
            <SortLink sort={sort} sortKey="client">
              Client
            </SortLink>
          </th>
          <th scope="col">Proposal No.</th>
          <th scope="col" aria-sort={ariaSort(sort, ['date'])}>
            <SortLink sort={sort} sortKey="date">
              Date
            </SortLink>
          </th>
          <th scope="col" aria-sort={ariaSort(sort, ['total'])}>
            <SortLink sort={sort} sortKey="total">
              Total
            </SortLink>
          </th>
          <th scope="col">Creator</th>
          <th scope="col">Project Manager</th>
        </tr>
      </thead>
      {jobs.length === 0 ? (
        <tbody className={busy ? 'jt-busy' : undefined}>
          <tr>
            <td colSpan={7} className="jt-empty">
              {empty}
            </td>
          </tr>
        </tbody>
      ) : (
        <tbody className={busy ? 'jt-rows jt-busy' : 'jt-rows'}>
          {jobs.map((job, i) => (
            <JobRow key={jobHref(job)} job={job} rowNumber={firstRowNumber + i} />
          ))}
        </tbody>
      )}
    </table>
  );
}

/**
 * One row, as light as it can be: its cells carry no classes (app.css styles
 * them by their place in .jt-rows), and its job link is a plain link that the
 * jobs screen's one click handler sends through the router (useLinkClicks),
 * without a Link's hooks in each row. The job page's routes are asked for when a job
 * is opened (react-router.config.ts).
 */
function JobRow({ job, rowNumber }: { job: ShownJob; rowNumber: number }) {
  return (
    <tr>
      {/* The number shows until the row is hovered or something in it has focus; the checkbox is a real input,
          always present (invisible) so the keyboard reaches it, and stays visible once checked. */}
      <td>
        <span aria-hidden="true">{rowNumber}</span>
        <input type="checkbox" aria-label={`Select ${job.jobName}`} />
      </td>
      <td>
        {/* No title: it only repeated the link's own text (the full name is the job page's heading); the client
            keeps its title below, the one place its full name shows on this screen. */}
        <a href={jobHref(job)}>{job.jobName}</a>{' '}
        {isShownState(job.status) ? <StateBadge state={job.status} label="Status:" bare /> : null}
        {/* Client, then number: the number never gives way to a long client name, the name is cut first. */}
        <p>
          <span title={job.clientName}>{job.clientName}</span>
          <span>{job.jobNumber}</span>
        </p>
        {/* Creator and project manager, under the name while the table has no columns for them (768-1279 px). */}
        <p>
          <span>
            <span>Creator: </span>
            {job.creator?.name || '—'}
          </span>{' '}
          <span>
            <span>Project Manager: </span>
            {job.projectManager?.name || '—'}
          </span>
        </p>
      </td>
      <td>{job.proposalNo}</td>
      <td>
        <time dateTime={job.date}>{job.dateLabel}</time>
      </td>
      {/* A sent, approved or declined job's total is that version's grand total: the word says so, not colour alone. */}
      <td>
        {formatCents(job.priceTotal)}
        {job.totalOf ? <small> {job.totalOf}</small> : null}
      </td>
      <td>
        <Person person={job.creator} />
      </td>
      <td>
        <Person person={job.projectManager} />
      </td>
    </tr>
  );
}
