import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { headerButtonClass } from '~/components/ui/button';
import { JOB_TAB_LABELS, JOB_TABS, type JobTab } from '~/domain/line-items/line-item-display';

export type JobHeaderProps = {
  jobName: string;
  /** Shown in parentheses after the name. */
  jobNumber: string;
  /** Already formatted, e.g. 'Jun 13th, 10:07 am' (formatUpdated from ~/domain/dates). */
  lastUpdated: string;
  /** Text after 'Version: ', e.g. 'Auto-Generated' or '2'. */
  versionLabel: string;
  tab: JobTab;
  /** Where each tab links; default `?tab=<tab>`. Keep other params (e.g. version) here. */
  tabHref?: (tab: JobTab) => string;
  /** A link back to / above the name (the job page). */
  backHref?: string;
  /** The Versions dropdown (job page). */
  versions?: ReactNode;
  /** The New Version control; default a disabled 'New Version' button (wizard, unsaved job). */
  newVersion?: ReactNode;
  /** The job's status badge (job page). */
  status?: ReactNode;
  /** Trailing actions: 'Create Job' (wizard) or the Download menu (job page). */
  actions?: ReactNode;
};


/** The job screen's header: name (number), Last Updated, Version, version controls, actions and the tabs. */
export function JobHeader({
  jobName,
  jobNumber,
  lastUpdated,
  versionLabel,
  tab,
  tabHref = (t) => `?tab=${t}`,
  backHref,
  versions,
  newVersion,
  actions,
  status,
}: JobHeaderProps) {
  return (
    <header className="border-b border-slate-200 px-4 pt-6 sm:px-8">
      {backHref ? (
        <Link discover="none" to={backHref} className="mb-2 inline-flex items-center gap-1 text-sm text-slate-500 hover:text-slate-800">
          <span aria-hidden="true">←</span> Back to Jobs
        </Link>
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <div className="min-w-0 flex-[1_1_18rem]">
          <h1 className="text-2xl font-semibold break-words" data-testid="job-title">
            {/* Isolated: a right-to-left override typed in the name cannot turn the number around. */}
            <bdi>{jobName}</bdi> ({jobNumber})
          </h1>
          <p className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-500">
            <span>
              Last Updated: <span data-testid="job-last-updated">{lastUpdated}</span>
            </span>
            <span data-testid="job-version-label">Version: {versionLabel}</span>
            {status}
          </p>
        </div>
        <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
          {versions}
          {newVersion ?? (
            <button type="button" className={headerButtonClass} disabled>
              New Version
            </button>
          )}
          {actions}
        </div>
      </div>
      <nav aria-label="Job views" className="mt-4 flex gap-6">
        {JOB_TABS.map((t) => {
          const current = t === tab;
          return (
            <Link
              discover="none"
              key={t}
              to={tabHref(t)}
              aria-current={current ? 'page' : undefined}
              preventScrollReset
              className={`-mb-px border-b-2 pb-2 text-sm font-medium ${
                current ? 'border-slate-900 text-slate-900' : 'border-transparent text-slate-500 hover:text-slate-800'
              }`}
            >
              {JOB_TAB_LABELS[t]}
            </Link>
          );
        })}
      </nav>
    </header>
  );
}
