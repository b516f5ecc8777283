import { useState } from 'react';
import { getInputProps, getTextareaProps } from '@conform-to/react';
import { PROPOSAL_FIELD_LIMITS, type JobInfoInput } from '~/domain/jobs/job-form';
import { FieldRow, initialText, inputClass, LimitCounter, type Fieldset } from '~/components/ui/field';

function uncontrolled<T extends { key?: unknown }>(props: T): Omit<T, 'key'> {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { key, ...rest } = props;
  return rest;
}

/**
 * What the proposal prints of a job beside its prices, edited with the job's
 * info (not in the wizard): the client's PO or reference, the tax's own name
 * and the registration number to print, and the job's scope notes and
 * exclusions (printed after the lines, above the company's standard terms).
 * The notes have no maxlength: a paste over the limit is kept whole and the
 * save refused with the limit named, never cut silently; with JavaScript a
 * counter shows the length as it nears the limit.
 */
export function JobProposalFields({ fields }: { fields: Fieldset<JobInfoInput> }) {
  const [notesLength, setNotesLength] = useState(initialText(fields.scopeNotes).length);
  const L = PROPOSAL_FIELD_LIMITS;
  return (
    <fieldset className="mt-4 grid grid-cols-1 gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2">
      <legend className="sr-only">On the proposal</legend>
      <p className="text-sm font-medium text-slate-900 sm:col-span-2" aria-hidden="true">
        On the proposal
      </p>
      <FieldRow meta={fields.clientReference} label="Client PO / Reference">
        <input {...uncontrolled(getInputProps(fields.clientReference, { type: 'text' }))} key={fields.clientReference.key} maxLength={L.clientReference} className={inputClass} placeholder="PO 4471-A" />
      </FieldRow>
      <FieldRow meta={fields.taxName} label="Tax Name">
        <input {...uncontrolled(getInputProps(fields.taxName, { type: 'text' }))} key={fields.taxName.key} maxLength={L.taxName} className={inputClass} placeholder="Tax (e.g. HST, GST, Sales tax)" />
      </FieldRow>
      <FieldRow meta={fields.taxRegistrationNo} label="Tax Registration No." className="sm:col-span-2">
        <input {...uncontrolled(getInputProps(fields.taxRegistrationNo, { type: 'text' }))} key={fields.taxRegistrationNo.key} maxLength={L.taxRegistrationNo} className={inputClass} placeholder="e.g. HST 81234 5678 RT0001" />
      </FieldRow>
      <FieldRow meta={fields.scopeNotes} label="Scope Notes & Exclusions" className="sm:col-span-2">
        <textarea
          {...uncontrolled(getTextareaProps(fields.scopeNotes))}
          key={fields.scopeNotes.key}
          rows={4}
          className={`${inputClass} h-auto py-2`}
          placeholder="What this quote covers and leaves out (printed after the lines)"
          onInput={(e) => setNotesLength(e.currentTarget.value.length)}
        />
        <LimitCounter length={notesLength} max={L.scopeNotes} />
      </FieldRow>
    </fieldset>
  );
}
