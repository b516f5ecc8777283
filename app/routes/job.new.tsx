/**
 * The new-job wizard (/job/new and /job/new/job): an empty job screen under
 * two dialogs, Job Info then Client Info, posted step by step to this action.
 */
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import type { Route } from './+types/job.new';
import { JobHeader } from '~/components/job/job-header';
import { headerButtonClass, primaryButtonClass } from '~/components/ui/button';
import { LineItemTable } from '~/components/job/line-item-table';
import { SummaryPanels } from '~/components/job/summary-panels';
import { HiddenValues, ClientInfoStep, DISCARD_JOB, JobInfoStep } from '~/components/job-form/wizard-steps';
import { DiscardQuestionStatic } from '~/components/ui/discard-guard';
import { clearDraft, draftKey, formValues, readDraft, writeDraft } from '~/components/job-form/wizard-draft';
import { showToast } from '~/components/ui/toaster';
import { formatUpdated } from '~/domain/dates';
import { CLIENT_INFO_FIELDS, DEFAULT_JOB_NAME, DEFAULT_JOB_NUMBER, JOB_INFO_FIELDS, MESSAGES } from '~/domain/jobs/job-form';
import { parseJobTab } from '~/domain/line-items/line-item-display';
import { ZERO_TOTALS } from '~/domain/pricing/totals';
import { brandOptions, managerOptions } from '~/server/catalogue/lookup.server';
import { wizardAction } from '~/server/jobs/job-wizard.server';
import { nextJobNumbers } from '~/server/jobs/jobs.server';
import type { WizardState } from '~/server/jobs/job-wizard.server';
import { requireUser } from '~/server/auth/session.server';
import { requireFormPost } from '~/server/http/methods.server';

export const meta: Route.MetaFunction = () => [{ title: 'New Job | Signboard' }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const brands = brandOptions();
  return {
    draftKey: draftKey(user.id),
    brands,
    // What a job left 'TBD' would be numbered, per brand (assigned for real when created).
    nextNumbers: nextJobNumbers(brands.map((b) => b.id)),
    managers: managerOptions(),
    lastUpdated: formatUpdated(Date.now()),
    tab: parseJobTab(new URL(request.url).searchParams.get('tab')),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  requireFormPost(request);
  return wizardAction(await request.formData(), user.id);
}

const FIRST_VISIT: WizardState = { step: 'job', values: {}, nonce: 'first' };

const EMPTY_BODY = {
  title: 'No line items yet',
  description: 'Complete the job setup, then add signs and services to get started.',
};

export default function NewJob({ loaderData, actionData }: Route.ComponentProps) {
  const { brands, managers, lastUpdated, tab, nextNumbers } = loaderData;
  const navigate = useNavigate();
  // A draft kept in this browser (JavaScript only): restored once, on arrival, when the server has not answered yet.
  const [restored, setRestored] = useState<WizardState | null>(null);
  const arrivedWithAnswer = useRef(Boolean(actionData));
  useEffect(() => {
    if (arrivedWithAnswer.current) return;
    const draft = readDraft(loaderData.draftKey);
    if (draft) setRestored({ ...draft, nonce: 'draft' });
  }, [loaderData.draftKey]);
  const state: WizardState = actionData ?? restored ?? FIRST_VISIT;
  const fromValues = () => ({ jobName: state.values.jobName ?? '', jobNumber: state.values.jobNumber ?? '' });
  const [live, setLive] = useState(fromValues);
  const [answered, setAnswered] = useState(state.nonce);
  if (answered !== state.nonce) {
    // A new server answer: the header shows what the server kept.
    setAnswered(state.nonce);
    setLive(fromValues());
  }

  // Every server answer is the draft now (a failed create included); the first visit saves nothing.
  useEffect(() => {
    if (state.nonce === 'first' || state.step === 'discard') return;
    writeDraft(loaderData.draftKey, { step: state.step, values: state.values });
  }, [state, loaderData.draftKey]);

  // Typing and picking: save the open step's form after React has applied the change.
  const saveSoon = (event: React.SyntheticEvent) => {
    const target = event.target as Element;
    // A submit button posts the form; the server's answer is saved above (and Create ends the draft).
    if (event.type === 'click' && target.closest?.('button[type="submit"]')) return;
    const form = target.closest?.('form');
    if (!form || (form.id !== 'job-info' && form.id !== 'client-info')) return;
    const step = form.id === 'job-info' ? 'job' : 'client';
    window.setTimeout(() => writeDraft(loaderData.draftKey, { step, values: formValues(form) }), 0);
  };
  // Creating ends the draft (a failed create answers with the values, saved again above).
  const onSubmitCapture = (event: React.FormEvent) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const intent = submitter?.getAttribute('value');
    if (submitter?.getAttribute('name') === 'intent' && (intent === 'create' || intent === 'create-header')) clearDraft(loaderData.draftKey);
  };
  const discard = () => {
    clearDraft(loaderData.draftKey);
    navigate('/');
  };

  useEffect(() => {
    if (state.failed) showToast({ description: MESSAGES.createFailed, variant: 'destructive', duration: 3000 });
  }, [state.nonce, state.failed]);

  return (
    <div className="flex min-h-screen flex-col" onInputCapture={saveSoon} onChangeCapture={saveSoon} onClickCapture={saveSoon} onSubmitCapture={onSubmitCapture}>
      <JobHeader
        jobName={live.jobName.trim() || DEFAULT_JOB_NAME}
        jobNumber={live.jobNumber.trim() || DEFAULT_JOB_NUMBER}
        lastUpdated={lastUpdated}
        versionLabel="Auto-Generated"
        tab={tab}
        actions={
          <button type="submit" form="job-wizard-create" name="intent" value="create-header" className={primaryButtonClass}>
            Create Job
          </button>
        }
      />
      {/* What the header's 'Create Job' posts: everything the server has seen so far. */}
      <Form discover="none" id="job-wizard-create" method="post" hidden>
        <HiddenValues values={state.values} names={[...JOB_INFO_FIELDS, ...CLIENT_INFO_FIELDS]} />
      </Form>
      <div className="flex-1 px-4 py-6 sm:px-8">
        <div className="overflow-x-auto" role="region" aria-label="Line items" tabIndex={0}>
          <LineItemTable tab={tab} items={[]} emptyState={EMPTY_BODY} showAddItem={false} />
        </div>
        <SummaryPanels tab={tab} totals={ZERO_TOTALS} className="mt-8" />
      </div>
      {state.step === 'job' ? (
        <JobInfoStep
          key={state.nonce}
          values={state.values}
          result={state.result}
          failed={Boolean(state.failed)}
          brands={brands}
          managers={managers}
          nextNumbers={nextNumbers}
          onLiveChange={setLive}
          onDiscard={discard}
        />
      ) : state.step === 'discard' ? (
        <DiscardQuestionStatic {...DISCARD_JOB}>
          <Form discover="none" method="post" className="mt-6 flex flex-wrap justify-end gap-2">
            <HiddenValues values={state.values} names={[...JOB_INFO_FIELDS, ...CLIENT_INFO_FIELDS]} />
            <button type="submit" name="intent" value="back" className={headerButtonClass} autoFocus>
              Keep editing
            </button>
            <Link discover="none" to="/" className={primaryButtonClass} onClick={() => clearDraft(loaderData.draftKey)}>
              Discard
            </Link>
          </Form>
        </DiscardQuestionStatic>
      ) : (
        <ClientInfoStep
          key={state.nonce}
          values={state.values}
          result={state.result}
          failed={Boolean(state.failed)}
          clientSearch={state.clientSearch}
          clientRecords={state.clientRecords}
        />
      )}
    </div>
  );
}

/** An error or 404 here keeps the sidebar and offers a way back. */
export { ScreenErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
