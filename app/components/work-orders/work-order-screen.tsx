/**
 * The work order page: the job's site details, every counted line of the approved version in words with its
 * picture and an install-notes form, and the Issue / Reissue form with the revisions issued. Plain forms
 * posting to the route (they work without JavaScript); no price, budget or margin anywhere.
 */
import { Form, Link, useNavigation } from 'react-router';
import type { WorkOrderActionData, WorkOrderPage } from '~/server/work-orders/work-order-page.server';
import type { WorkOrderLine } from '~/domain/work-orders/work-order';
import { INSTALL_NOTES_MAX } from '~/domain/work-orders/work-order';
import { headerButtonClass, primaryButtonClass } from '~/components/ui/button';

type Order = NonNullable<WorkOrderPage['order']>;

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900 [overflow-wrap:anywhere] whitespace-pre-line">{children}</dd>
    </div>
  );
}

function LineCard({ line, picture, refused }: { line: WorkOrderLine; picture: string | undefined; refused: WorkOrderActionData | null }) {
  const mine = refused?.lineId === line.lineId ? refused : null;
  const fieldId = `notes-${line.lineId}`;
  const errorId = `${fieldId}-error`;
  return (
    <li id={`line-${line.lineId}`} data-testid="work-order-line" className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <div className="flex gap-3">
        <div className="flex h-16 w-20 flex-none items-center justify-center overflow-hidden rounded bg-slate-50 sm:h-20 sm:w-28">
          {picture ? <img src={picture} alt={`Picture of ${line.name}`} className="max-h-full max-w-full object-contain" /> : <span className="text-xs text-slate-400">No picture</span>}
        </div>
        <div className="min-w-0 flex-1">
          <h3 className="text-sm font-semibold text-slate-900 [overflow-wrap:anywhere]">
            <span className="text-slate-500">{line.lineNo}.</span> {line.name} <span className="font-normal text-slate-600">× {line.quantity}</span>
          </h3>
          {line.description ? <p className="mt-0.5 text-sm text-slate-700 [overflow-wrap:anywhere]">{line.description}</p> : null}
          {line.sizeAndOptions ? <p className="mt-0.5 text-sm text-slate-600 [overflow-wrap:anywhere]">{line.sizeAndOptions}</p> : null}
        </div>
      </div>
      <Form discover="none" method="post" className="mt-3 flex flex-col gap-2" preventScrollReset>
        <input type="hidden" name="intent" value="notes" />
        <input type="hidden" name="lineId" value={line.lineId} />
        <label htmlFor={fieldId} className="text-sm font-medium text-slate-700">
          Install notes
        </label>
        <textarea
          id={fieldId}
          name="notes"
          rows={2}
          maxLength={INSTALL_NOTES_MAX}
          defaultValue={mine ? mine.notes : line.installNotes}
          aria-invalid={mine ? true : undefined}
          aria-describedby={mine ? errorId : undefined}
          className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900 aria-invalid:border-red-600"
        />
        {mine ? (
          <p id={errorId} className="text-sm text-red-700">
            {mine.error}
          </p>
        ) : null}
        <div>
          <button type="submit" className={headerButtonClass}>
            Save notes
          </button>
        </div>
      </Form>
    </li>
  );
}

function IssuePanel({ order }: { order: Order }) {
  const navigation = useNavigation();
  const issuing = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'issue';
  const latest = order.revisions.at(-1);
  const canIssue = !latest || order.changedSinceIssued;
  return (
    <section aria-labelledby="issue-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="issue-heading" className="text-base font-semibold">
        Issue
      </h2>
      <p className="mt-1 text-sm text-slate-600" data-testid="work-order-state">
        {!latest
          ? 'Not issued yet.'
          : order.changedSinceIssued
            ? `Install notes changed since revision ${latest.revision}.`
            : `Revision ${latest.revision} is current.`}
      </p>
      <Form discover="none" method="post" className="mt-3">
        <input type="hidden" name="intent" value="issue" />
        <button type="submit" className={primaryButtonClass} disabled={!canIssue || issuing}>
          {issuing ? 'Issuing...' : latest ? 'Reissue' : 'Issue work order'}
        </button>
      </Form>
      {order.revisions.length ? (
        <ul className="mt-4 flex flex-col gap-2 text-sm" aria-label="Revisions">
          {[...order.revisions].reverse().map((r) => (
            <li key={r.revision} className="flex flex-wrap items-baseline gap-x-2">
              <a href={r.href} className="font-medium text-slate-900 underline" download>
                Revision {r.revision} (PDF)
              </a>
              <span className="text-slate-600">
                {r.issuedBy}, {r.issuedAtText}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function WorkOrderScreen({ page, refused }: { page: WorkOrderPage; refused: WorkOrderActionData | null }) {
  const { job, order } = page;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-8">
      <Link discover="none" to={page.jobPath} className="mb-2 inline-flex items-center gap-1 text-sm text-slate-500 hover:text-slate-800">
        <span aria-hidden="true">←</span> Back to the job
      </Link>
      <h1 className="text-2xl font-semibold break-words">Work order</h1>
      <p className="mt-1 text-sm text-slate-600 [overflow-wrap:anywhere]">
        {job.jobName} · {job.jobNumber} · {job.brandName}
      </p>
      {!order ? (
        <p className="mt-6 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">This job has no approved version yet: a work order follows the client’s yes.</p>
      ) : (
        <div className="mt-4 grid gap-4 lg:grid-cols-[1fr_18rem]">
          <div className="flex min-w-0 flex-col gap-4">
            <section aria-label="Site" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <dl className="grid gap-3 sm:grid-cols-2">
                <Fact label="Install location">{order.content.installLocation || 'To be confirmed'}</Fact>
                <Fact label="Site contact">
                  {[order.content.siteContact.name, order.content.siteContact.title].filter(Boolean).join(', ') || 'Not given'}
                  {order.content.siteContact.phone ? `\n${order.content.siteContact.phone}` : ''}
                </Fact>
                <Fact label="Client">{order.content.clientName}</Fact>
                <Fact label="Client PO">{order.content.clientPO || 'None'}</Fact>
                <Fact label="Version">{`${order.content.proposalNo} · Version ${order.content.versionNumber}`}</Fact>
              </dl>
              {order.content.scopeNotes ? (
                <div className="mt-3">
                  <Fact label="Scope notes">{order.content.scopeNotes}</Fact>
                </div>
              ) : null}
            </section>
            <section aria-labelledby="lines-heading">
              <h2 id="lines-heading" className="mb-2 text-base font-semibold">
                Lines ({order.content.lines.length})
              </h2>
              <ol className="flex flex-col gap-3">
                {order.content.lines.map((line) => (
                  <LineCard key={line.lineId} line={line} picture={order.pictures[line.lineId]} refused={refused} />
                ))}
              </ol>
            </section>
          </div>
          <div className="lg:sticky lg:top-4 lg:self-start">
            <IssuePanel order={order} />
          </div>
        </div>
      )}
    </div>
  );
}
