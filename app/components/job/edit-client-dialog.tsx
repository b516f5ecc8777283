import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
// Readable messages while people type (the root no longer loads Zod on every page).
import '~/domain/form-messages';
import { Form, useNavigation } from 'react-router';
import { useDiscardGuard, useFormChanges } from '~/components/ui/discard-guard';
import { ClientInfoFields, type ClientRecordsChoice } from '~/components/job-form/client-info-fields';
import { useHydrated } from '~/components/ui/use-hydrated';
import { clientInfoSchema, DEFAULT_CLIENT_NAME, type ClientInfoInput } from '~/domain/jobs/job-form';
import { FormDialog } from '~/components/ui/form-dialog';
import { CloseX, DialogActions } from '~/components/ui/dialog-controls';
import { EditFailure } from './edit-failure';
import { KeptTermsNote } from './kept-terms-note';
import type { JobDetail } from '~/server/jobs/job-detail.server';

export type EditClientDialogProps = {
  /** Versions that keep their sent terms, said before Save (null: none). */
  keptNotice?: string | null;
  /** The job's client as the job page has it (the server's JobDetail). */
  job: Pick<
    JobDetail,
    'clientId' | 'clientName' | 'clientAddress' | 'clientAddressId' | 'contactId' | 'contactName' | 'contactPhone' | 'contactTitle' | 'contactEmail'
  >;
  /** The client's saved addresses and contacts, to pick from (with JavaScript). */
  clientRecords: ClientRecordsChoice | null;
  lastResult: SubmissionResult<string[]> | undefined;
  /** A refused save: 'Failed to update client information' (docs/product.md § Error messages). */
  failure?: string;
  closeHref: string;
  onClose: () => void;
};

const idText = (id: number | null) => (id === null ? '' : String(id));

/**
 * Edit Client Info: the wizard's Client Info fields, posted as
 * intent=edit-client. The job's client, address and contact ids start chosen;
 * typing clears them in the browser, and the server drops any whose row no
 * longer matches the text sent (forms without JavaScript cannot clear them).
 */
export function EditClientDialog({ keptNotice, job, clientRecords, lastResult, failure, closeHref, onClose }: EditClientDialogProps) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const saving = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'edit-client';
  const [form, fields] = useForm<ClientInfoInput>({
    id: 'edit-client',
    lastResult,
    defaultValue: {
      clientName: job.clientId === null && job.clientName === DEFAULT_CLIENT_NAME ? '' : job.clientName,
      clientAddress: job.clientAddress,
      contactName: job.contactName,
      contactPhone: job.contactPhone,
      contactTitle: job.contactTitle,
      contactEmail: job.contactEmail,
      existingClientId: idText(job.clientId),
      existingClientAddressId: idText(job.clientAddressId),
      existingContactId: idText(job.contactId),
    } as Record<string, string>,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: clientInfoSchema }),
  });
  // Leaving with changes asks first; the snapshot is what the dialog showed when it opened.
  const changes = useFormChanges();
  const guard = useDiscardGuard({
    holdsChanges: changes.changed,
    onDiscard: onClose,
    title: 'Discard changes?',
    message: 'Your changes to the client information have not been saved and will be lost.',
  });
  return (
    <FormDialog title="Edit Client Info" onClose={guard.attemptClose} closeControl={<CloseX closeHref={closeHref} onClose={guard.attemptClose} />}>
      <Form discover="none" method="post" {...getFormProps(form)} noValidate preventScrollReset ref={changes.ref}>
        <input type="hidden" name="intent" value="edit-client" />
        <EditFailure failure={failure} answer={lastResult} />
        {form.errors?.length ? <p className="mb-3 text-sm text-red-600">{form.errors.join(' ')}</p> : null}
        <ClientInfoFields fields={fields} clientRecords={hydrated ? clientRecords : null} />
        <KeptTermsNote text={keptNotice} />
        {guard.question}
        <DialogActions closeHref={closeHref} onClose={guard.attemptClose} saving={saving} />
      </Form>
    </FormDialog>
  );
}
