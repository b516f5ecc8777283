import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
// Readable messages while people type (the root no longer loads Zod on every page).
import '~/domain/form-messages';
import { useEffect } from 'react';
import { Form, useFetcher, useNavigation } from 'react-router';
import { EditFailure } from './edit-failure';
import { KeptTermsNote } from './kept-terms-note';
import { useDiscardGuard, useFormChanges } from '~/components/ui/discard-guard';
import { JobInfoFields, type BrandChoice, type ManagerChoice } from '~/components/job-form/job-info-fields';
import { JobProposalFields } from './job-proposal-fields';
import { useHydrated } from '~/components/ui/use-hydrated';
import { jobInfoSchema, type JobInfoInput } from '~/domain/jobs/job-form';
import { FormDialog } from '~/components/ui/form-dialog';
import { CloseX, DialogActions } from '~/components/ui/dialog-controls';
import { BRAND_MOVE_MESSAGES } from '~/domain/jobs/brand-move';
import type { JobDetail } from '~/server/jobs/job-detail.server';

export type BrandMoveNote = { brandId: number; text: string; refused: boolean };

export type EditJobDialogProps = {
  /** Versions that keep their sent terms, said before Save (null: none). */
  keptNotice?: string | null;
  /** The job's info as the job page has it (the server's JobDetail). */
  job: Pick<
    JobDetail,
    | 'jobName'
    | 'jobNumber'
    | 'jobLocation'
    | 'jobLocationParsed'
    | 'brandId'
    | 'projectManagerId'
    | 'jobTerms'
    | 'jobTax'
    | 'taxName'
    | 'taxRegistrationNo'
    | 'clientReference'
    | 'scopeNotes'
  >;
  brands: readonly BrandChoice[];
  managers: readonly ManagerChoice[];
  /** The action's answer to the last post of this dialog (field errors). */
  lastResult: SubmissionResult<string[]> | undefined;
  /** A refused save: 'Failed to update job information' (docs/product.md § Error messages) (toast with JavaScript, and said in the dialog). */
  failure?: string;
  /** What a brand change does to the lines, as the server said it for that brand (the first Save of a move). */
  brandMove?: BrandMoveNote;
  /** The job's own path (/job/{brandSlug}/{jobNumber}), whose brand-move route says it as the select changes. */
  jobPath: string;
  closeHref: string;
  onClose: () => void;
};

/** Edit Job Info: the wizard's Job Info fields, posted as intent=edit-job to the job page's action. */
export function EditJobDialog({ keptNotice, job, brands, managers, lastResult, failure, brandMove, jobPath, closeHref, onClose }: EditJobDialogProps) {
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
  const move = useBrandMoveNote(job.brandId, typeof fields.brandId.value === 'string' ? fields.brandId.value : undefined, jobPath, brandMove);
  return (
    <FormDialog title="Edit Job Info" onClose={guard.attemptClose} closeControl={<CloseX closeHref={closeHref} onClose={guard.attemptClose} />}>
      <Form discover="none" method="post" {...getFormProps(form)} noValidate preventScrollReset ref={changes.ref}>
        <input type="hidden" name="intent" value="edit-job" />
        <EditFailure failure={failure} answer={lastResult} />
        {form.errors?.length ? <p className="mb-3 text-sm text-red-600">{form.errors.join(' ')}</p> : null}
        <JobInfoFields fields={fields} brands={brands} managers={managers} />
        <div aria-live="polite" data-testid="brand-move-note">
          {move ? (
            <p className={`mt-3 rounded-md px-3 py-2 text-sm ${move.refused ? 'bg-red-50 text-red-700' : 'bg-amber-50 text-amber-900'}`}>
              {move.text}
              {move.refused || hydrated ? null : ` ${BRAND_MOVE_MESSAGES.confirm}`}
            </p>
          ) : null}
        </div>
        {move && !move.refused ? <input type="hidden" name="confirmBrandId" value={String(move.brandId)} /> : null}
        <JobProposalFields fields={fields} />
        <KeptTermsNote text={keptNotice} />
        {guard.question}
        <DialogActions closeHref={closeHref} onClose={guard.attemptClose} saving={saving} />
      </Form>
    </FormDialog>
  );
}

/**
 * The sentence for the brand now chosen, when it is not the job's own: the
 * server's answer to the last Save (without JavaScript, the only way), or
 * with JavaScript the brand-move route's, fetched as the select changes.
 */
function useBrandMoveNote(jobBrandId: number, chosen: string | undefined, jobPath: string, fromSave: BrandMoveNote | undefined): BrandMoveNote | null {
  const fetcher = useFetcher<BrandMoveNote>();
  const chosenId = Number(chosen ?? jobBrandId);
  const { load } = fetcher;
  useEffect(() => {
    if (Number.isSafeInteger(chosenId) && chosenId > 0 && chosenId !== jobBrandId) {
      void load(`${jobPath}/brand-move?brandId=${chosenId}`);
    }
  }, [chosenId, jobBrandId, jobPath, load]);
  if (chosenId === jobBrandId) return null;
  if (fetcher.data?.brandId === chosenId && fetcher.data.text) return fetcher.data;
  return fromSave?.brandId === chosenId ? fromSave : null;
}
