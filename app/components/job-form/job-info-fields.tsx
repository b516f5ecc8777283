import { useState } from 'react';
import { getInputProps, getSelectProps } from '@conform-to/react';
import { PAYMENT_TERMS, type JobInfoInput } from '~/domain/jobs/job-form';
import { centsToInput, parseMoneyToCents } from '~/domain/money';
import { AddressInput, type AddressValue } from './address-input';
import { controlledInputProps, FieldErrors, FieldRow, initialText, inputClass, LimitCounter, type Fieldset } from '~/components/ui/field';
import { useHydrated } from '~/components/ui/use-hydrated';

export type BrandChoice = { id: number; name: string };
export type ManagerChoice = { id: number; name: string; title?: string | null };

export type JobInfoFieldsProps = {
  /** From `useForm<JobInfoInput>({ ... onValidate: parseWithZod(formData, { schema: jobInfoSchema }) })`. */
  fields: Fieldset<JobInfoInput>;
  /** Active brands (Brand select). */
  brands: readonly BrandChoice[];
  /** Active people (Project Manager select). */
  managers: readonly ManagerChoice[];
  /** A line under Job Number (the wizard: what a 'TBD' number will become). */
  jobNumberHint?: string | null;
};

function uncontrolled<T extends { key?: unknown }>(props: T): Omit<T, 'key'> {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { key, ...rest } = props;
  return rest;
}

/**
 * Job Info: job name, number, location (with suggestions), brand, project
 * manager, payment terms and tax (percentage or fixed amount). Plain named
 * fields inside the caller's Conform form; the new-job wizard and the job
 * page's Edit dialog share it.
 */
export function JobInfoFields({ fields, brands, managers, jobNumberHint }: JobInfoFieldsProps) {
  const hydrated = useHydrated();
  const [location, setLocation] = useState<AddressValue>({
    text: initialText(fields.location),
    parsed: initialText(fields.parsedJobLocation),
  });
  const [nameLength, setNameLength] = useState(initialText(fields.jobName).length);
  const [taxType, setTaxType] = useState(initialText(fields.taxType) === 'amount' ? 'amount' : 'percentage');

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <FieldRow meta={fields.jobName} label="Job Name" className="sm:col-span-2">
        <input {...uncontrolled(getInputProps(fields.jobName, { type: 'text' }))} key={fields.jobName.key} maxLength={200} className={inputClass} placeholder="New Job" autoFocus data-autofocus onInput={(e) => setNameLength(e.currentTarget.value.length)} />
        <LimitCounter length={nameLength} max={200} />
      </FieldRow>
      <FieldRow meta={fields.jobNumber} label="Job Number">
        <input {...uncontrolled(getInputProps(fields.jobNumber, { type: 'text' }))} key={fields.jobNumber.key} maxLength={50} className={inputClass} placeholder="TBD" />
        {jobNumberHint ? (
          <p className="mt-1 text-xs text-slate-600" aria-live="polite" data-testid="job-number-hint">
            {jobNumberHint}
          </p>
        ) : null}
      </FieldRow>
      <FieldRow meta={fields.brandId} label="Brand">
        <select {...uncontrolled(getSelectProps(fields.brandId))} key={fields.brandId.key} className={inputClass}>
          {brands.length === 0 ? (
            <option value="" disabled>
              No brands available
            </option>
          ) : (
            <>
              <option value="">Select a brand</option>
              {brands.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </>
          )}
        </select>
      </FieldRow>
      <FieldRow meta={fields.location} label="Location" className="sm:col-span-2">
        <AddressInput
          inputProps={controlledInputProps(fields.location)}
          parsedName={fields.parsedJobLocation.name}
          value={location}
          onChange={setLocation}
          placeholder="Street, City, State ZIP"
        />
      </FieldRow>
      <FieldRow meta={fields.managerId} label="Project Manager">
        <select {...uncontrolled(getSelectProps(fields.managerId))} key={fields.managerId.key} className={inputClass}>
          {managers.length === 0 ? (
            <option value="" disabled>
              No project managers available
            </option>
          ) : (
            <>
              <option value="">Select a project manager</option>
              {managers.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.title ? `${m.name} (${m.title})` : m.name}
                </option>
              ))}
            </>
          )}
        </select>
      </FieldRow>
      <FieldRow meta={fields.jobTerms} label="Payment Terms">
        <select {...uncontrolled(getSelectProps(fields.jobTerms))} key={fields.jobTerms.key} className={inputClass}>
          <option value="">Select payment terms</option>
          {PAYMENT_TERMS.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </FieldRow>
      <fieldset className="sm:col-span-2">
        <legend className="mb-1 block text-sm font-medium text-slate-700">Tax</legend>
        <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
          <div role="radiogroup" aria-label="Tax type" className="inline-flex shrink-0 rounded-md border border-slate-300 p-0.5 text-sm">
            {(['percentage', 'amount'] as const).map((type) => (
              <label
                key={type}
                className="cursor-pointer rounded px-3 py-1.5 has-[:checked]:bg-slate-900 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus"
              >
                <input
                  type="radio"
                  name={fields.taxType.name}
                  form={fields.taxType.formId}
                  value={type}
                  defaultChecked={taxType === type}
                  onChange={() => setTaxType(type)}
                  className="sr-only"
                />
                {type === 'percentage' ? 'Percentage' : 'Fixed Amount'}
              </label>
            ))}
          </div>
          {/* Without JavaScript both inputs show and the chosen type decides; with it, only the chosen one is sent. */}
          <div className={`min-w-40 flex-1 ${hydrated && taxType !== 'percentage' ? 'hidden' : ''}`}>
            <label htmlFor={fields.taxPercentage.id} className={hydrated ? 'sr-only' : 'mb-1 block text-xs text-slate-500'}>
              Tax percentage (%)
            </label>
            <div className="relative">
              <input
                {...uncontrolled(getInputProps(fields.taxPercentage, { type: 'number' }))}
                key={fields.taxPercentage.key}
                min={0}
                max={100}
                step={0.01}
                inputMode="decimal"
                disabled={hydrated && taxType !== 'percentage'}
                className={`${inputClass} pr-8`}
                placeholder="0.00"
              />
              <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-500">%</span>
            </div>
            <FieldErrors meta={fields.taxPercentage} />
          </div>
          <div className={`min-w-40 flex-1 ${hydrated && taxType !== 'amount' ? 'hidden' : ''}`}>
            <label htmlFor={fields.taxAmount.id} className={hydrated ? 'sr-only' : 'mb-1 block text-xs text-slate-500'}>
              Tax amount ($)
            </label>
            <div className="relative">
              <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500">$</span>
              <input
                {...uncontrolled(getInputProps(fields.taxAmount, { type: 'number' }))}
                key={fields.taxAmount.key}
                min={0}
                step={0.01}
                inputMode="decimal"
                disabled={hydrated && taxType !== 'amount'}
                className={`${inputClass} pl-7`}
                placeholder="0.00"
                onBlur={(event) => {
                  // The fixed amount is rounded to two decimals on blur (docs/product.md § Validation rules).
                  const cents = parseMoneyToCents(event.currentTarget.value);
                  if (cents !== null && cents >= 0) event.currentTarget.value = centsToInput(cents);
                }}
              />
            </div>
            <FieldErrors meta={fields.taxAmount} />
          </div>
        </div>
        <FieldErrors meta={fields.taxType} />
      </fieldset>
    </div>
  );
}
