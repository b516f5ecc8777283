import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';

export type JobInfoView = {
  jobName: string;
  jobNumber: string;
  jobLocation: string;
  brandName: string;
  managerName: string | null;
  jobTerms: string | null;
  jobTax: { percentage: number | null; amount: number | null };
  /** The proposal's fields of the job (optional, so other callers need not pass them). */
  taxName?: string | null;
  clientReference?: string | null;
  scopeNotes?: string | null;
};

export type ClientInfoView = {
  clientName: string;
  clientAddress: string;
  contactName: string;
  contactPhone: string;
  contactTitle: string;
  contactEmail: string;
};

type EditTrigger = {
  /** `?edit=job` / `?edit=client`: opens the dialog server-side (works without JavaScript). */
  href: string;
  /** With JavaScript: opens the dialog in place instead of navigating. */
  onOpen?: () => void;
  /** With JavaScript: starts loading the dialog's code when the link is pointed at or focused. */
  onPreload?: () => void;
};

// Made when a tax amount is first shown, not while the page's modules load (a currency formatter loads ICU's data).
let usd: Intl.NumberFormat | undefined;

/** The Client Info block's rows, in the order the client's card reads. */
const CLIENT_ROWS = [
  ['Client Name', 'clientName'],
  ['Client Address', 'clientAddress'],
  ['Contact Name', 'contactName'],
  ['Contact Phone', 'contactPhone'],
  ['Contact Title', 'contactTitle'],
  ['Contact Email', 'contactEmail'],
] as const;

export function formatTax(tax: JobInfoView['jobTax'], name?: string | null): string {
  const named = (value: string) => (name ? `${name} ${value}` : value);
  if (tax.amount !== null) return named((usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })).format(tax.amount));
  if (tax.percentage !== null) return named(`${tax.percentage}%`);
  return '';
}

function Block({ title, edit, children, testId }: { title: string; edit: EditTrigger; children: ReactNode; testId: string }) {
  const open = (e: MouseEvent) => {
    if (!edit.onOpen || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    edit.onOpen();
  };
  return (
    <section aria-labelledby={`${testId}-title`} data-testid={testId} className="border-b border-slate-200 p-5">
      <div className="mb-3 flex items-center justify-between">
        <h2 id={`${testId}-title`} className="text-sm font-semibold text-slate-900">
          {title}
        </h2>
        <Link
          discover="none"
          to={edit.href}
          onClick={open}
          onPointerEnter={edit.onPreload}
          onFocus={edit.onPreload}
          preventScrollReset
          aria-label={`Edit ${title}`}
          className="rounded px-2 py-1 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          Edit
        </Link>
      </div>
      <dl className="space-y-2 text-sm">{children}</dl>
    </section>
  );
}

function Row({ label, value, testId, notes = false }: { label: string; value: string | null | undefined; testId?: string; notes?: boolean }) {
  return (
    <div data-testid={testId}>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={`break-words text-slate-900 ${notes ? 'line-clamp-4 whitespace-pre-line' : ''}`}>{value || '—'}</dd>
    </div>
  );
}

/** The job page's right sidebar: Job Info and Client Info, each with its Edit dialog trigger. */
export function JobSidebar({
  job,
  client,
  editJob,
  editClient,
  keptNote = null,
  inert = false,
}: {
  job: JobInfoView;
  client: ClientInfoView;
  /** The shown version keeps the terms it was sent with: says so above the two blocks (null: a Draft). */
  keptNote?: string | null;
  editJob: EditTrigger;
  editClient: EditTrigger;
  /** Behind an open panel: out of reach until it closes (job-screen.tsx). */
  inert?: boolean;
}) {
  return (
    <aside
      inert={inert || undefined}
      aria-label="Job details"
      className="border-t border-slate-200 bg-slate-50/50 md:grid md:grid-cols-2 desk:block desk:w-80 desk:shrink-0 desk:border-t-0 desk:border-l"
    >
      {keptNote ? (
        <p role="note" data-testid="kept-terms-sidebar" className="border-b border-slate-200 px-5 py-3 text-xs text-slate-600 md:col-span-2">
          {keptNote}
        </p>
      ) : null}
      <Block title="Job Info" edit={editJob} testId="job-info">
        <Row label="Job Name" value={job.jobName} />
        <Row label="Job Number" value={job.jobNumber} />
        <Row label="Location" value={job.jobLocation} />
        <Row label="Brand" value={job.brandName} />
        <Row label="Project Manager" value={job.managerName} />
        <Row label="Payment Terms" value={job.jobTerms} />
        <Row label="Tax" value={formatTax(job.jobTax, job.taxName)} />
        <Row label="Client PO / Reference" value={job.clientReference} testId="job-info-po" />
        <Row label="Scope Notes & Exclusions" value={job.scopeNotes} testId="job-info-scope" notes />
      </Block>
      <Block title="Client Info" edit={editClient} testId="client-info">
        {CLIENT_ROWS.map(([label, key]) => (
          <Row key={key} label={label} value={client[key]} />
        ))}
      </Block>
    </aside>
  );
}
