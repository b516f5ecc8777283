import { useRef, useState } from 'react';
import { isUnassignedJobNumber } from '~/domain/jobs/job-number-pattern';
import { Form, useNavigation, useSubmit } from 'react-router';
import { getFormProps, useForm, type Submission, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
// Readable messages while people type (the root no longer loads Zod on every page).
import '~/domain/form-messages';
import { z } from 'zod';
import {
  CLIENT_INFO_FIELDS,
  clientInfoSchema,
  JOB_INFO_FIELDS,
  newJobInfoSchema,
  MESSAGES,
  type ClientInfo,
  type ClientInfoInput,
  type ClientOption,
  type JobFormValues,
  type JobInfoInput,
  type NewJobInfo,
} from '~/domain/jobs/job-form';
import { primaryButtonClass, headerButtonClass } from '~/components/ui/button';
import { ClientInfoFields, type ClientRecordsChoice } from './client-info-fields';
import { closeButtonClass, FormDialog } from '~/components/ui/form-dialog';
import { JobInfoFields, type BrandChoice, type ManagerChoice } from './job-info-fields';
import { useHydrated } from '~/components/ui/use-hydrated';
import { holdsWork, useDiscardGuard } from '~/components/ui/discard-guard';

/** The other step's values, carried along so nothing is lost between the two posted steps. */
export function HiddenValues({ values, names }: { values: JobFormValues; names: readonly (keyof JobFormValues)[] }) {
  return (
    <>
      {names.map((name) =>
        values[name] === undefined ? null : <input key={name} type="hidden" name={name} value={values[name]} />,
      )}
    </>
  );
}

function FormMessage({ errors }: { errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p role="alert" className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {errors.join(' ')}
    </p>
  );
}

/** Shown without JavaScript (with it, a destructive toast says the same). */
function FailedNotice({ failed }: { failed: boolean }) {
  const hydrated = useHydrated();
  if (!failed || hydrated) return null;
  return (
    <p role="alert" className="mb-4 rounded-md border border-red-700 bg-red-600 px-3 py-2 text-sm text-white">
      {MESSAGES.createFailed}
    </p>
  );
}

const passAll = z.object({});

/** Under Job Number while it is 'TBD' or empty: the number the job will get ('Will be numbered 2026-015'). */
function numberingHint(now: { jobNumber: string; brandId: string }, nextNumbers: Readonly<Record<string, string>>): string | null {
  if (!isUnassignedJobNumber(now.jobNumber)) return null;
  const next = nextNumbers[now.brandId];
  return next ? `Will be numbered ${next}` : "Leave it TBD to have it numbered by the brand's pattern when created";
}

export type JobInfoStepProps = {
  values: JobFormValues;
  result?: SubmissionResult<string[]>;
  failed: boolean;
  brands: readonly BrandChoice[];
  managers: readonly ManagerChoice[];
  /** Brand id -> the number a job left 'TBD' (or empty) gets when created. */
  nextNumbers: Readonly<Record<string, string>>;
  /** The header follows the name and number as they are typed. */
  onLiveChange: (live: { jobName: string; jobNumber: string }) => void;
  /** Leave the wizard, dropping the draft (after 'Discard', or at once when nothing was entered). */
  onDiscard: () => void;
};

export const DISCARD_JOB = {
  title: 'Discard this job?',
  message: 'What you entered for this job has not been saved and will be lost.',
};

/**
 * Step 1's ×: without JavaScript it posts `intent=close` (the server asks
 * 'Discard this job?' when anything was entered); with it, it asks in place.
 */
function CloseStepButton({ form, onClick }: { form: string; onClick: () => void }) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      form={form}
      name="intent"
      value="close"
      formNoValidate
      aria-label="Close"
      className={closeButtonClass}
      onClick={(event) => {
        if (!hydrated) return;
        event.preventDefault();
        onClick();
      }}
    >
      ×
    </button>
  );
}

/** Step 1/2: Job Info. Closing goes home, asking first when anything was entered. */
export function JobInfoStep({ values, result, failed, brands, managers, nextNumbers, onLiveChange, onDiscard }: JobInfoStepProps) {
  const busy = useNavigation().state !== 'idle';
  const formRef = useRef<HTMLFormElement>(null);
  const guard = useDiscardGuard({ holdsChanges: () => holdsWork(formRef.current), onDiscard, ...DISCARD_JOB });
  const [form, fields] = useForm<JobInfoInput, NewJobInfo>({
    id: 'job-info',
    lastResult: result,
    defaultValue: values,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newJobInfoSchema }),
    // Validate when the step is submitted, then live while a field is corrected.
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const [numbering, setNumbering] = useState({ jobNumber: values.jobNumber ?? '', brandId: values.brandId ?? '' });
  return (
    <FormDialog
      title="Job Info"
      step="Step 1/2"
      onClose={guard.attemptClose}
      closeControl={<CloseStepButton form={form.id} onClick={guard.attemptClose} />}
    >
      <Form
        discover="none"
        method="post"
        {...getFormProps(form)}
        ref={formRef}
        onChange={(event) => {
          const f = new FormData(event.currentTarget);
          onLiveChange({ jobName: String(f.get('jobName') ?? ''), jobNumber: String(f.get('jobNumber') ?? '') });
          setNumbering({ jobNumber: String(f.get('jobNumber') ?? ''), brandId: String(f.get('brandId') ?? '') });
        }}
      >
        <FailedNotice failed={failed} />
        <FormMessage errors={form.errors} />
        <HiddenValues values={values} names={CLIENT_INFO_FIELDS} />
        <JobInfoFields fields={fields} brands={brands} managers={managers} jobNumberHint={numberingHint(numbering, nextNumbers)} />
        {guard.question}
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button type="submit" name="intent" value="job-info" className={primaryButtonClass} disabled={busy}>
            Next: Client Info
          </button>
        </div>
      </Form>
    </FormDialog>
  );
}

export type ClientInfoStepProps = {
  values: JobFormValues;
  result?: SubmissionResult<string[]>;
  failed: boolean;
  clientSearch?: { q: string; clients: ClientOption[] };
  clientRecords?: ClientRecordsChoice;
};

/** Step 2/2: Client Info. 'Back' and closing return to step 1 with everything kept. */
export function ClientInfoStep({ values, result, failed, clientSearch, clientRecords }: ClientInfoStepProps) {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const creating = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'create';
  const [form, fields] = useForm<ClientInfoInput>({
    id: 'client-info',
    lastResult: result,
    defaultValue: values,
    // Only creating validates; Back and the no-JS search/pick buttons post as they are.
    onValidate: ({ formData }) =>
      formData.get('intent') === 'create'
        ? parseWithZod(formData, { schema: clientInfoSchema })
        : (parseWithZod(formData, { schema: passAll }) as unknown as Submission<ClientInfoInput, string[], ClientInfo>),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });

  function back() {
    if (!formRef.current) return;
    const formData = new FormData(formRef.current);
    formData.set('intent', 'back');
    void submit(formData, { method: 'post' });
  }

  return (
    <FormDialog
      title="Client Info"
      step="Step 2/2"
      onClose={back}
      closeControl={
        <button type="submit" form={form.id} name="intent" value="back" formNoValidate aria-label="Close" className={closeButtonClass}>
          ×
        </button>
      }
    >
      <Form discover="none" method="post" {...getFormProps(form)} ref={formRef}>
        {/* Enter in a field means Create Job, not the first button in the markup. */}
        <button type="submit" name="intent" value="create" className="sr-only" tabIndex={-1} aria-hidden="true">
          Create Job
        </button>
        <FailedNotice failed={failed} />
        <FormMessage errors={form.errors} />
        <HiddenValues values={values} names={JOB_INFO_FIELDS} />
        <ClientInfoFields fields={fields} clientRecords={clientRecords} searchResults={clientSearch} serverIntents />
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button type="submit" name="intent" value="back" formNoValidate className={headerButtonClass}>
            Back
          </button>
          <button type="submit" name="intent" value="create" className={primaryButtonClass} disabled={creating}>
            {creating ? 'Creating...' : 'Create Job'}
          </button>
        </div>
      </Form>
    </FormDialog>
  );
}
