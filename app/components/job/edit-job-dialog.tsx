import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigation } from 'react-router';
import { useDiscardGuard, useFormChanges } from '~/components/ui/discard-guard';
import { JobInfoFields, type BrandChoice, type ManagerChoice } from '~/components/job-form/job-info-fields';
import { JobProposalFields } from './job-proposal-fields';
import { useHydrated } from '~/components/ui/use-hydrated';
import { jobInfoSchema, type JobInfoInput } from '~/domain/jobs/job-form';
import { FormDialog } from '~/components/ui/form-dialog';
import { CloseX, DialogActions } from '~/components/ui/dialog-controls';

export type EditJobDialogProps = {
  job: {
    jobName: string;
    jobNumber: string;
    jobLocation: string;
    jobLocationParsed: string | null;
    brandId: number;
    projectManagerId: number | null;
    jobTerms: string | null;
    jobTax: { percentage: number | null; amount: number | null };
    taxName: string | null;
    taxRegistrationNo: string | null;
    clientReference: string | null;
    scopeNotes: string | null;
  };
  brands: readonly BrandChoice[];
  managers: readonly ManagerChoice[];
  /** The action's answer to the last post of this dialog (field errors). */
  lastResult: SubmissionResult<string[]> | undefined;
  closeHref: string;
  onClose: () => void;
};

/** Edit Job Info: the wizard's Job Info fields, posted as intent=edit-job to the job page's action. */
export function EditJobDialog({ job, brands, managers, lastResult, closeHref, onClose }: EditJobDialogProps) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const saving = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'edit-job';
  const amount = job.jobTax.amount;
  const [form, fields] = useForm<JobInfoInput>({
    id: 'edit-job',
    lastResult,
    defaultValue: {
      jobName: job.jobName,
      jobNumber: job.jobNumber,
      location: job.jobLocation,
      // Without JavaScript the location is plain text; the server keeps the suggestion of an unchanged location.
      parsedJobLocation: hydrated ? (job.jobLocationParsed ?? '') : '',
      brandId: String(job.brandId),
      managerId: job.projectManagerId === null ? '' : String(job.projectManagerId),
      jobTerms: job.jobTerms ?? '',
      taxType: amount !== null ? 'amount' : 'percentage',
      taxPercentage: job.jobTax.percentage === null ? '' : String(job.jobTax.percentage),
      taxAmount: amount === null ? '' : amount.toFixed(2),
      taxName: job.taxName ?? '',
      taxRegistrationNo: job.taxRegistrationNo ?? '',
      clientReference: job.clientReference ?? '',
      scopeNotes: job.scopeNotes ?? '',
    } as Record<string, string>,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: jobInfoSchema }),
  });
  // Leaving with changes asks first; the snapshot is what the dialog showed when it opened.
  const changes = useFormChanges();
  const guard = useDiscardGuard({
    holdsChanges: changes.changed,
    onDiscard: onClose,
    title: 'Discard changes?',
    message: 'Your changes to the job information have not been saved and will be lost.',
  });
  return (
    <FormDialog title="Edit Job Info" onClose={guard.attemptClose} closeControl={<CloseX closeHref={closeHref} onClose={guard.attemptClose} />}>
      <Form method="post" {...getFormProps(form)} noValidate preventScrollReset ref={changes.ref}>
        <input type="hidden" name="intent" value="edit-job" />
        {form.errors?.length ? <p className="mb-3 text-sm text-red-600">{form.errors.join(' ')}</p> : null}
        <JobInfoFields fields={fields} brands={brands} managers={managers} />
        <JobProposalFields fields={fields} />
        {guard.question}
        <DialogActions closeHref={closeHref} onClose={guard.attemptClose} saving={saving} />
      </Form>
    </FormDialog>
  );
}
