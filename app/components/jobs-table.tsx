/**
 * The jobs table shared by the jobs list and the per-brand lists (spec
 * section 2): row number that turns into a checkbox on hover or focus, job
 * link with client and number beneath, proposal number, date, creator and
 * project manager.
 */
import { Link } from 'react-router';
import type { JobListRow, PersonSummary } from '~/server/job-list.server';
import { Avatar } from './avatar';

export function jobHref(job: Pick<JobListRow, 'brandSlug' | 'jobNumber'>): string {
  return `/job/${encodeURIComponent(job.brandSlug)}/${encodeURIComponent(job.jobNumber)}`;
}

function Person({ person }: { person: PersonSummary | null }) {
  return (
    <div className="flex items-center gap-3">
      <Avatar name={person?.name} image={person?.image} />
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-slate-900">{person?.name || '—'}</p>
        <p className="truncate text-xs text-slate-500">{person?.role ?? ''}</p>
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
    <td className="relative w-14 px-4 py-4 text-center max-md:row-span-2 max-md:w-10 max-md:px-2">
      <span
        aria-hidden="true"
        className="text-sm text-slate-500 tabular-nums group-focus-within:invisible group-hover:invisible group-has-[:checked]:invisible"
      >
        {rowNumber}
      </span>
      <input
        type="checkbox"
        name="jobId"
        value={job.id}
        aria-label={`Select ${job.jobName}`}
        className="absolute inset-0 m-auto h-4 w-4 cursor-pointer opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 checked:opacity-100"
      />
    </td>
  );
}

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase';

/**
 * From 768 px a table; narrower, each row is a card (the same markup as a
 * grid): name, then client and number, then date and proposal number, and the
 * two people under them, so nothing needs sideways scrolling. Creator and
 * Project Manager get their own columns from 1280 px; between 768 and 1279 px
 * they sit under the job name.
 */
export function JobsTable({ jobs, firstRowNumber, busy }: { jobs: JobListRow[]; firstRowNumber: number; busy: boolean }) {
  return (
    <table className="w-full table-fixed border-collapse max-md:block" aria-busy={busy || undefined}>
      <thead className="border-b border-slate-200 bg-slate-50 max-md:sr-only">
        <tr>
          <th scope="col" className={`${th} w-14 text-center`}>
            <span className="sr-only">Select</span>
            <span aria-hidden="true">#</span>
          </th>
          <th scope="col" className={`${th} w-[40%] xl:w-[30%]`}>
            Job Name
          </th>
          <th scope="col" className={th}>
            Proposal No.
          </th>
          <th scope="col" className={th}>
            Date
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
            <td colSpan={6} className="px-4 py-16 text-center text-sm text-slate-500 max-md:block">
              No jobs yet
            </td>
          </tr>
        ) : (
          jobs.map((job, i) => (
            <tr
              key={job.id}
              className="group border-b border-slate-100 hover:bg-slate-50 focus-within:bg-slate-50 max-md:grid max-md:grid-cols-[2.5rem_minmax(0,1fr)_auto] max-md:gap-x-2 max-md:py-3 max-md:pr-3"
            >
              <SelectCell job={job} rowNumber={firstRowNumber + i} />
              <td className="px-4 py-4 max-md:col-span-2 max-md:p-0">
                <Link
                  to={jobHref(job)}
                  title={job.jobName}
                  className="block truncate font-medium text-slate-900 hover:text-brand hover:underline"
                >
                  {job.jobName}
                </Link>
                {/* The number never gives way to a long client name: the name is cut first. */}
                <p className="flex min-w-0 gap-1 text-xs text-slate-500">
                  <span className="truncate" title={job.clientName}>
                    {job.clientName}
                  </span>
                  <span aria-hidden="true">·</span>
                  <span className="shrink-0 whitespace-nowrap">{job.jobNumber}</span>
                </p>
                <p className="mt-1 hidden truncate text-xs text-slate-500 md:block xl:hidden">
                  <span className="sr-only">Creator: </span>
                  {job.creator?.name || '—'} <span aria-hidden="true">→</span>
                  <span className="sr-only">Project Manager: </span> {job.projectManager?.name || '—'}
                </p>
              </td>
              <td className="px-4 py-4 text-sm break-words text-slate-700 max-md:col-start-3 max-md:row-start-2 max-md:p-0 max-md:pt-1 max-md:text-right max-md:text-xs max-md:text-slate-500">
                {job.proposalNo}
              </td>
              <td className="px-4 py-4 text-sm whitespace-nowrap text-slate-700 max-md:col-start-2 max-md:row-start-2 max-md:p-0 max-md:pt-1 max-md:text-xs">
                <time dateTime={new Date(job.createdAt).toISOString()}>{job.dateLabel}</time>
              </td>
              <td className="hidden px-4 py-4 xl:table-cell">
                <Person person={job.creator} />
              </td>
              <td className="hidden px-4 py-4 xl:table-cell">
                <Person person={job.projectManager} />
              </td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
