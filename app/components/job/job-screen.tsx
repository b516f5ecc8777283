/**
 * The job page's body: header (versions, New Version, tabs), the shown
 * version's line items and summaries, the right sidebar and its Edit dialogs.
 * The route hands it its loader and action data as props.
 */
import { useMemo, useState } from 'react';
import type { SubmissionResult } from '@conform-to/react';
import { Link, Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { usePanelOpen } from '~/components/ui/use-panel-open';
import type { JobPageData } from '~/server/jobs/job-page.server';
import type { LifecycleView } from '~/server/lifecycle/job-view.server';
import { StateBadge } from '~/components/lifecycle/state-badge';
import { headerButtonClass } from '~/components/ui/button';
import type { JobTab } from '~/domain/line-items/line-item-display';
import type { VersionTerms } from '~/domain/lifecycle/version-terms';
import { panelLinks } from '~/domain/line-items/panel-urls';
import { unpackLineItemRows, type PackedLineItemRow } from '~/domain/line-items/packed-rows';
import { JobHeader } from './job-header';
import { JobSidebar } from './job-sidebar';
import { LineItemTable } from './line-item-table';
import { SummaryPanels } from './summary-panels';
import { NewVersionButton, VersionsMenu } from './versions-menu';
import { DownloadMenu } from './download-menu';
import { defaultComparePair } from '~/domain/compare/default-pair';
import { MoreMenu } from './more-menu';
import type { BrandMoveNote } from './edit-job-dialog';
import { lazyOnUse } from '~/components/ui/lazy-on-use';
import { FrozenNote } from './frozen-note';
import { StalePricesNote } from './stale-prices-note';
import { MoneyPanel } from '~/components/invoices/money-panel';
import type { MoneyPanelData } from '~/server/invoices/money.server';

type Editing = 'job' | 'client' | null;

// The Edit dialogs (their forms, Conform, the Zod schemas and the dialog library) load in the browser when first
// opened or pointed at, not with the page; the server renders an `?edit=` dialog in place (lazy-on-use.tsx).
const EditJobDialog = lazyOnUse('edit-job', () => import('./edit-job-dialog').then((m) => m.EditJobDialog));
const EditClientDialog = lazyOnUse('edit-client', () => import('./edit-client-dialog').then((m) => m.EditClientDialog));

/** The Job Info a version keeps from its sending (tax back in percent and dollars, as the sidebar shows it). */
function keptJobInfo(t: VersionTerms) {
  return {
    jobLocation: t.jobLocation,
    jobTerms: t.jobTerms,
    jobTax: { percentage: t.taxPercentage === null ? null : t.taxPercentage / 100, amount: t.taxAmount === null ? null : t.taxAmount / 100 },
    taxName: t.taxName,
    clientReference: t.clientReference,
    scopeNotes: t.scopeNotes,
  };
}

/** The job route's loader data: the page (its lines packed), the tab, an `?edit=` dialog and the job's own path. */
export type JobScreenData = Omit<JobPageData, 'items'> & {
  rows: PackedLineItemRow[];
  lifecycle: LifecycleView;
  /** Once a version is Approved: its invoices and payments (docs/invoices.md § The Money panel). */
  money: MoneyPanelData | null;
  tab: JobTab;
  edit: 'job' | 'client' | null;
  path: string;
};
/** The job route's answer to a refused Edit dialog save. */
export type JobScreenActionData =
  | { intent: 'edit-job' | 'edit-client'; result: SubmissionResult<string[]>; failure?: string; brandMove?: BrandMoveNote }
  | undefined;

/** Which page is loading while JavaScript navigates: another job, or another version of this one. */
function usePendingView(path: string): 'job' | 'items' | null {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state !== 'loading' || navigation.formData) return null;
  const next = navigation.location;
  // Opening or moving within the line-item panel (path/items/...) keeps this page on screen.
  const samePage = next.pathname === path || next.pathname.startsWith(`${path}/items/`);
  if (!samePage && next.pathname.startsWith('/job/')) return 'job';
  if (samePage && new URLSearchParams(next.search).get('version') !== new URLSearchParams(location.search).get('version')) {
    return 'items';
  }
  return null;
}

/** While JavaScript loads the Add New panel from the job page: what it is loading. */
function useOpeningPanel(path: string): string | null {
  const navigation = useNavigation();
  const location = useLocation();
  const next = navigation.location;
  if (navigation.state !== 'loading' || navigation.formData || !next || location.pathname.startsWith(`${path}/items/`)) return null;
  if (next.pathname !== `${path}/items/new`) return null;
  return new URLSearchParams(next.search).get('list') === 'services' ? 'Loading services...' : 'Loading signs...';
}

/** The sheet's frame while its route loads (no focus handling: the real sheet takes focus when it opens). */
function PendingSheet({ text }: { text: string }) {
  return (
    <div className="fixed inset-0 z-50" aria-busy="true">
      <div className="absolute inset-0 bg-black/30" />
      <div className="fixed inset-y-0 right-0 flex w-full max-w-full items-center justify-center bg-white shadow-2xl sm:w-[550px]">
        <p className="text-sm text-slate-500">{text}</p>
      </div>
    </div>
  );
}

/**
 * Which Edit dialog shows: one opened in place with JavaScript (until the
 * next navigation), else the one a 400 answer belongs to, else `?edit=`.
 */
function useEditing(urlEdit: Editing, actionData: JobScreenActionData) {
  const location = useLocation();
  const navigate = useNavigate();
  const [local, setLocal] = useState<{ key: string; open: Editing } | null>(null);
  const failed: Editing = actionData?.intent === 'edit-job' ? 'job' : actionData?.intent === 'edit-client' ? 'client' : null;
  const open = local?.key === location.key ? local.open : (failed ?? urlEdit);
  const setOpen = (next: Editing) => setLocal({ key: location.key, open: next });
  const close = (closeHref: string) => {
    setOpen(null);
    // Replace, not push: the closed state above is kept for this history entry, so Back
    // to an `?edit=` entry would show its URL without its dialog. Opening in place adds
    // no entry either.
    if (urlEdit) navigate(closeHref, { replace: true, preventScrollReset: true });
  };
  return { open, setOpen, close };
}

export function JobScreen({ page, actionData }: { page: JobScreenData; actionData: JobScreenActionData }) {
  const { job, tab, path } = page;
  const editing = useEditing(page.edit, actionData);
  const pending = usePendingView(path);
  const panelOpen = usePanelOpen();
  const location = useLocation();
  const links = panelLinks(path, location.search);
  const opening = useOpeningPanel(path);
  const items = useMemo(() => unpackLineItemRows(page.rows), [page.rows]);

  // Links keep the version only when the URL names one (no ?version= means "the latest").
  const urlVersion = new URLSearchParams(useLocation().search).get('version') ? page.currentVersion : null;
  const keep = (set: { version?: number; tab?: JobTab; edit?: 'job' | 'client' }) => {
    const q = new URLSearchParams();
    const version = set.version ?? urlVersion;
    if (version !== null) q.set('version', String(version));
    const t = set.tab ?? tab;
    if (t !== 'all') q.set('tab', t);
    if (set.edit) q.set('edit', set.edit);
    return q.size ? `${path}?${q}` : path;
  };

  const frozen = page.lifecycle.current?.frozen ?? null;
  const kept = page.keptTerms;
  // Only a Sent version goes back to Draft by Withdraw (an expired one is still Sent); the others are revised by New Version.
  const shownState = page.lifecycle.current?.state;
  const withdrawable = page.currentVersion !== null && (shownState === 'Sent' || shownState === 'Expired');
  const versionLabel = page.currentVersion !== null ? String(page.currentVersion) : job.proposalNo;
  const comparePair = defaultComparePair(page.versions.map((v) => v.versionNumber), page.currentVersion);
  // The pricing sheet's comparison page compares with version N-1, when the job has it.
  const before = page.currentVersion === null ? null : page.currentVersion - 1;
  const previousVersion = before !== null && page.versions.some((v) => v.versionNumber === before) ? before : null;
  const closeHref = keep({});
  const onClose = () => editing.close(closeHref);
  const lastResult = (intent: 'edit-job' | 'edit-client') => (actionData?.intent === intent ? actionData.result : undefined);

  if (pending === 'job') {
    return <p className="p-8 text-sm text-slate-500">Loading job details...</p>;
  }
  // A panel route in the Outlet (its `handle`): the page behind it is inert from the server's HTML on, as the panel
  // makes it once JavaScript runs (use-modal-sheet.ts). Set only after hydration, `inert` restyled the whole page
  // behind the panel in one long task (329 ms at CPU x4 on a 50-line job); and without JavaScript, Tab now stays
  // in the panel too.
  const behindPanel = panelOpen || undefined;
  return (
    // From 1512 px the Job Info and Client Info column stands at the right; narrower, under the items,
    // so the line-item table keeps its width.
    <div className="min-h-screen desk:flex">
      <div className="min-w-0 flex-1" inert={behindPanel}>
        <JobHeader
          jobName={job.jobName}
          jobNumber={job.jobNumber}
          lastUpdated={page.lastUpdated}
          versionLabel={versionLabel}
          tab={tab}
          tabHref={(t) => keep({ tab: t })}
          backHref="/"
          versions={
            <VersionsMenu
              versions={page.versions}
              current={page.currentVersion}
              versionHref={(n) => keep({ version: n })}
              states={page.lifecycle.versionStates}
              compareHref={comparePair ? `${path}/compare?${new URLSearchParams({ a: String(comparePair.a), b: String(comparePair.b) })}` : undefined}
            />
          }
          status={
            // Whose status each is: the shown version's own state beside the job's (its most advanced version's).
            <>
              {page.lifecycle.current ? (
                <StateBadge state={page.lifecycle.current.state} label="Shown version's status:" whose={`Version ${page.lifecycle.current.versionNumber}`} testId="version-state-badge" />
              ) : null}
              <StateBadge state={page.lifecycle.jobStatus} label="Job status:" whose="Job" />
            </>
          }
          newVersion={<NewVersionButton sourceVersion={page.currentVersion} />}
          actions={
            <>
              <DownloadMenu
                brandSlug={job.brandSlug}
                jobNumber={job.jobNumber}
                version={page.currentVersion}
                returnTo={closeHref}
                previousVersion={previousVersion}
                stored={(page.lifecycle.current?.documents ?? []).map((d) => ({ label: d.label, href: `${path}/documents/${d.id}${d.kind === 'sent' ? '' : `?kind=${d.kind}`}` }))}
              />
              {page.currentVersion !== null ? (
                <Link discover="none" to={`${path}/send?${new URLSearchParams({ version: String(page.currentVersion) })}`} preventScrollReset className={headerButtonClass}>
                  Send Proposal
                </Link>
              ) : null}
              <Link discover="none" to={`${path}/history`} preventScrollReset className={headerButtonClass}>
                History
              </Link>
              {page.lifecycle.jobStatus === 'Approved' ? (
                <Link discover="none" to={`${path}/work-order`} className={headerButtonClass}>
                  Work Order
                </Link>
              ) : null}
              <MoreMenu path={path} version={page.currentVersion} />
            </>
          }
        />
        <div className="space-y-6 px-4 py-6 sm:px-8">
          {/* A version a client was shown (Sent, Superseded, Declined, Approved) is frozen: say so, in the refusal's words. */}
          {frozen ? (
            <FrozenNote
              message={frozen}
              versionNumber={page.currentVersion}
              withdrawHref={withdrawable ? `${path}/send?${new URLSearchParams({ version: String(page.currentVersion) })}` : null}
            />
          ) : null}
          {page.stalePrices && page.currentVersion !== null ? (
            <StalePricesNote
              text={page.stalePrices}
              repriceHref={`${path}/reprice?${new URLSearchParams({ version: String(page.currentVersion), ...(tab !== 'all' ? { tab } : {}) })}`}
            />
          ) : null}
          {pending === 'items' ? (
            <p className="py-16 text-center text-sm text-slate-500">Loading line items...</p>
          ) : (
            // A table wider than the screen scrolls inside its own box (reachable by keyboard), never the page.
            <div className="overflow-x-auto" role="region" aria-label="Line items" tabIndex={0}>
              <LineItemTable
                tab={tab}
                items={items}
                actions={{ editHref: frozen ? links.view : links.edit, actionHref: links.row, jobHref: links.job, locked: Boolean(frozen) }}
                showAddItem={!frozen}
                addItem={
                  <Link
                    discover="none"
                    to={links.list('signage')}
                    preventScrollReset
                    className="inline-flex h-10 items-center gap-2 rounded-md px-2 font-medium text-slate-700 hover:bg-slate-50 hover:text-slate-900"
                  >
                    <span aria-hidden="true">+</span> Add Item
                  </Link>
                }
              />
            </div>
          )}
          <SummaryPanels tab={tab} totals={page.totals} clientTotal={page.clientTotal} margin={page.margin} choices={page.choices} />
          {page.money ? <MoneyPanel money={page.money} path={path} /> : null}
        </div>
      </div>
      <JobSidebar
        job={{
          jobName: job.jobName,
          jobNumber: job.jobNumber,
          brandName: job.brandName,
          managerName: job.projectManager?.name ?? null,
          ...(kept ? keptJobInfo(kept) : { jobLocation: job.jobLocation, jobTerms: job.jobTerms, jobTax: job.jobTax, taxName: job.taxName, clientReference: job.clientReference, scopeNotes: job.scopeNotes }),
        }}
        client={kept ? kept.client : job}
        keptNote={kept && page.currentVersion !== null ? `As sent with version ${page.currentVersion}. Edits apply to draft and new versions.` : null}
        editJob={{ href: keep({ edit: 'job' }), onOpen: () => editing.setOpen('job'), onPreload: EditJobDialog.preload }}
        editClient={{ href: keep({ edit: 'client' }), onOpen: () => editing.setOpen('client'), onPreload: EditClientDialog.preload }}
        inert={behindPanel}
      />
      {/* The add/edit line-item sheet (nested routes items/new and items/:lineId/edit). */}
      {opening ? <PendingSheet text={opening} /> : <Outlet />}
      {editing.open === 'job' ? (
        <EditJobDialog
          job={job}
          brands={page.brands}
          managers={page.managers}
          lastResult={lastResult('edit-job')}
          keptNotice={page.keptNotice.job}
          failure={actionData?.intent === 'edit-job' ? actionData.failure : undefined}
          brandMove={actionData?.intent === 'edit-job' ? actionData.brandMove : undefined}
          jobPath={path}
          closeHref={closeHref}
          onClose={onClose}
        />
      ) : null}
      {editing.open === 'client' ? (
        <EditClientDialog
          job={job}
          clientRecords={page.clientRecords}
          lastResult={lastResult('edit-client')}
          keptNotice={page.keptNotice.client}
          failure={actionData?.intent === 'edit-client' ? actionData.failure : undefined}
          closeHref={closeHref}
          onClose={onClose}
        />
      ) : null}
    </div>
  );
}
