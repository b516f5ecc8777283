/**
 * The new-job wizard (/job/new and /job/new/job): an empty job screen under
 * two dialogs, Job Info then Client Info, posted step by step to this action.
 */
import { useEffect, useState } from 'react';
import { Form } from 'react-router';
import type { Route } from './+types/job.new';
import { JobHeader, primaryButtonClass } from '~/components/job/job-header';
import { LineItemTable } from '~/components/job/line-item-table';
import { SummaryPanels } from '~/components/job/summary-panels';
import { HiddenValues, ClientInfoStep, JobInfoStep } from '~/components/job-form/wizard-steps';
import { showToast } from '~/components/ui/toaster';
import { formatUpdated } from '~/domain/dates';
import { CLIENT_INFO_FIELDS, DEFAULT_JOB_NAME, DEFAULT_JOB_NUMBER, JOB_INFO_FIELDS, MESSAGES } from '~/domain/job-form';
import { parseJobTab } from '~/domain/line-item-display';
import { ZERO_TOTALS } from '~/domain/totals';
import { brandOptions, managerOptions } from '~/server/catalog-lookup.server';
import { wizardAction } from '~/server/job-wizard.server';
import type { WizardState } from '~/server/job-wizard.server';
import { requireUser } from '~/server/session.server';

export const meta: Route.MetaFunction = () => [{ title: 'New Job · Signboard' }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return {
    brands: brandOptions(),
    managers: managerOptions(),
    lastUpdated: formatUpdated(Date.now()),
    tab: parseJobTab(new URL(request.url).searchParams.get('tab')),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  return wizardAction(await request.formData(), user.id);
}

const FIRST_VISIT: WizardState = { step: 'job', values: {}, nonce: 'first' };

const EMPTY_BODY = {
  title: 'No line items yet',
  description: 'Complete the job setup, then add signs and services to get started.',
};

export default function NewJob({ loaderData, actionData }: Route.ComponentProps) {
  const { brands, managers, lastUpdated, tab } = loaderData;
  const state: WizardState = actionData ?? FIRST_VISIT;
  const fromValues = () => ({ jobName: state.values.jobName ?? '', jobNumber: state.values.jobNumber ?? '' });
  const [live, setLive] = useState(fromValues);
  const [answered, setAnswered] = useState(state.nonce);
  if (answered !== state.nonce) {
    // A new server answer: the header shows what the server kept.
    setAnswered(state.nonce);
    setLive(fromValues());
  }

  useEffect(() => {
    if (state.failed) showToast({ description: MESSAGES.createFailed, variant: 'destructive', duration: 3000 });
  }, [state.nonce, state.failed]);

  return (
    <div className="flex min-h-screen flex-col">
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
      <Form id="job-wizard-create" method="post" hidden>
        <HiddenValues values={state.values} names={[...JOB_INFO_FIELDS, ...CLIENT_INFO_FIELDS]} />
      </Form>
      <div className="flex-1 px-8 py-6">
        <LineItemTable tab={tab} items={[]} emptyState={EMPTY_BODY} showAddItem={false} />
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
          onLiveChange={setLive}
        />
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
