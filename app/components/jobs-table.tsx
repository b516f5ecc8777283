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
    <td className="relative w-14 px-4 py-4 text-center">
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

export function JobsTable({ jobs, firstRowNumber, busy }: { jobs: JobListRow[]; firstRowNumber: number; busy: boolean }) {
  return (
    <table className="w-full table-fixed border-collapse" aria-busy={busy || undefined}>
      <thead className="border-b border-slate-200 bg-slate-50">
        <tr>
          <th scope="col" className={`${th} w-14 text-center`}>
            <span className="sr-only">Select</span>
            <span aria-hidden="true">#</span>
          </th>
          <th scope="col" className={`${th} w-[30%]`}>
            Job Name
          </th>
          <th scope="col" className={th}>
            Proposal No.
          </th>
          <th scope="col" className={th}>
            Date
          </th>
          <th scope="col" className={th}>
            Creator
          </th>
          <th scope="col" className={th}>
            Project Manager
          </th>
        </tr>
      </thead>
      <tbody className={busy ? 'opacity-50 transition-opacity' : undefined}>
        {jobs.length === 0 ? (
          <tr>
            <td colSpan={6} className="px-4 py-16 text-center text-sm text-slate-500">
              No jobs yet
            </td>
          </tr>
        ) : (
          jobs.map((job, i) => (
            <tr key={job.id} className="group border-b border-slate-100 hover:bg-slate-50 focus-within:bg-slate-50">
              <SelectCell job={job} rowNumber={firstRowNumber + i} />
              <td className="px-4 py-4">
                <Link
                  to={jobHref(job)}
                  title={job.jobName}
                  className="block truncate font-medium text-slate-900 hover:text-brand hover:underline"
                >
                  {job.jobName}
                </Link>
                <p className="truncate text-xs text-slate-500">
                  {job.clientName} <span aria-hidden="true">·</span> {job.jobNumber}
                </p>
              </td>
              <td className="px-4 py-4 text-sm text-slate-700">{job.proposalNo}</td>
              <td className="px-4 py-4 text-sm whitespace-nowrap text-slate-700">
                <time dateTime={new Date(job.createdAt).toISOString()}>{job.dateLabel}</time>
              </td>
              <td className="px-4 py-4">
                <Person person={job.creator} />
              </td>
              <td className="px-4 py-4">
                <Person person={job.projectManager} />
              </td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
