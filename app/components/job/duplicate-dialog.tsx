/**
 * The Duplicate dialog (job/:brandSlug/:jobNumber/duplicate): target brand,
 * the version to copy, job and client info (editable), and the version's lines
 * as they will be copied, the ones without a match in another brand's
 * catalogue marked 'kept as Custom'. One form posting to the route's action;
 * with JavaScript a change of brand or version shows its lines at once.
 */
import { useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '~/components/ui/use-hydrated';
import { Form, useNavigate, useNavigation } from 'react-router';
import { ItemSheet } from '~/components/line-items/item-sheet';
import { inputClass } from '~/components/ui/field';
import { headerButtonClass, primaryButtonClass } from '~/components/ui/button';
import { PAYMENT_TERMS } from '~/domain/jobs/job-form';
import { confirmToken, DUPLICATE_MESSAGES, duplicateLinesSummary } from '~/domain/jobs/duplicate';
import type { DuplicateDialogData } from '~/server/jobs/duplicate-routes.server';

function Row({ label, name, errors, children, hint }: { label: string; name: string; errors: Record<string, string[]>; children: ReactNode; hint?: string }) {
  return (
    <div>
      <label htmlFor={`dup-${name}`} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
      {errors[name]?.length ? (
        <p id={`dup-${name}-error`} className="mt-1 text-xs text-red-600">
          {errors[name].join(' ')}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Tax as a percentage or a fixed amount: with JavaScript the field of the
 * other kind is disabled (and so not sent); without it both stay open and the
 * server keeps only the chosen kind's value.
 */
function TaxFields({
  initialType,
  errors,
  text,
}: {
  initialType: 'percentage' | 'amount';
  errors: Record<string, string[]>;
  text: (name: 'taxPercentage' | 'taxAmount', props?: React.InputHTMLAttributes<HTMLInputElement>) => ReactNode;
}) {
  const hydrated = useHydrated();
  const [taxType, setTaxType] = useState(initialType);
  return (
    <>
      <Row label="Tax" name="taxType" errors={errors}>
        <select id="dup-taxType" name="taxType" defaultValue={initialType} className={inputClass} onChange={(e) => setTaxType(e.currentTarget.value === 'amount' ? 'amount' : 'percentage')}>
          <option value="percentage">Percentage</option>
          <option value="amount">Fixed amount</option>
        </select>
      </Row>
      <Row label="Tax Percentage" name="taxPercentage" errors={errors}>
        {text('taxPercentage', { inputMode: 'decimal', disabled: hydrated && taxType !== 'percentage' })}
      </Row>
      <Row label="Tax Amount ($)" name="taxAmount" errors={errors}>
        {text('taxAmount', { inputMode: 'decimal', disabled: hydrated && taxType !== 'amount' })}
      </Row>
    </>
  );
}

const HIDDEN = ['parsedJobLocation', 'existingClientId', 'existingClientAddressId', 'existingContactId'] as const;

export function DuplicateDialog({ data, closeHref }: { data: DuplicateDialogData; closeHref: string }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' ? String(navigation.formData?.get('intent') ?? '') : '';
  const previewButton = useRef<HTMLButtonElement>(null);
  const { values, fieldErrors: errors, preview } = data;
  const v = (name: keyof typeof values) => values[name] ?? '';
  const aria = (name: string) => (errors[name]?.length ? { 'aria-invalid': true, 'aria-describedby': `dup-${name}-error` } : {});
  const text = (name: keyof typeof values, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <input id={`dup-${name}`} name={name} type="text" defaultValue={v(name)} className={inputClass} {...aria(name)} {...props} />
  );
  const showLines = () => previewButton.current?.form?.requestSubmit(previewButton.current);
  const sameBrand = preview.brandId === data.source.brandId;
  const kept = preview.lines.filter((l) => l.keptAsCustom).length;
  // Remount the fields with each answer, so they show the server's values.
  const key = `${preview.brandId}-${preview.versionNumber}-${JSON.stringify(errors)}-${data.confirm ?? ''}`;
  return (
    <ItemSheet title="Duplicate Job" closeHref={closeHref} onClose={() => navigate(closeHref, { preventScrollReset: true })}>
      <Form discover="none" method="post" preventScrollReset className="space-y-5 p-4" key={key} data-testid="duplicate-form">
        <p className="text-sm text-slate-600">
          A new job from <bdi className="font-medium text-slate-900">{data.source.jobName}</bdi> ({data.source.jobNumber}): the chosen version&apos;s lines become its version 1 Draft.
        </p>
        {data.formError ? (
          <p role="alert" className={`rounded-md p-3 text-sm ${data.confirm ? 'bg-amber-50 text-amber-900' : 'bg-red-50 text-red-800'}`}>
            {data.formError}
          </p>
        ) : null}
        {HIDDEN.map((name) => (values[name] ? <input key={name} type="hidden" name={name} value={values[name]} /> : null))}
        {/* The lines shown are of another brand: the person has seen them, so one press of Create Job copies. */}
        {sameBrand ? null : <input type="hidden" name="confirm" value={confirmToken(preview.brandId, preview.versionNumber)} />}

        <div className="grid gap-4 sm:grid-cols-2">
          <Row label="Brand" name="brandId" errors={errors}>
            <select id="dup-brandId" name="brandId" defaultValue={v('brandId')} className={inputClass} onChange={showLines} {...aria('brandId')}>
              {data.brands.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </Row>
          <Row label="Version to copy" name="version" errors={errors}>
            <select id="dup-version" name="version" defaultValue={String(data.version)} className={inputClass} onChange={showLines} {...aria('version')}>
              {data.versions.map((n) => (
                <option key={n} value={n}>
                  Version {n}
                </option>
              ))}
            </select>
          </Row>
        </div>
        <button ref={previewButton} type="submit" name="intent" value="preview" formNoValidate className={headerButtonClass}>
          {busy === 'preview' ? 'Loading lines...' : 'Show lines for this brand and version'}
        </button>

        <section aria-labelledby="dup-lines-title" className="rounded-md border border-slate-200" data-testid="duplicate-lines">
          <h3 id="dup-lines-title" className="border-b border-slate-200 bg-slate-50 px-3 py-2 text-sm font-semibold">
            Lines of version {preview.versionNumber} for {preview.brandName}
          </h3>
          <p className="px-3 pt-2 text-sm text-slate-600">{preview.refusal ?? duplicateLinesSummary(sameBrand, preview.brandName, preview.lines.length, kept)}</p>
          <ul className="divide-y divide-slate-100 px-3 pb-1">
            {preview.lines.map((l) => (
              <li key={l.id} className="flex items-start gap-2 py-2 text-sm">
                <span className="min-w-0 flex-1">
                  <span className="font-medium text-slate-900">{l.name || 'Removed item'}</span>
                  <span className="block truncate text-xs text-slate-500">{l.description}</span>
                </span>
                <span className="shrink-0 text-slate-600 tabular-nums">× {l.quantity}</span>
                {l.keptAsCustom ? (
                  <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900" data-testid="kept-as-custom">
                    {DUPLICATE_MESSAGES.keptAsCustom}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>

        <fieldset className="space-y-4">
          <legend className="text-sm font-semibold text-slate-900">Job Info</legend>
          <Row label="Job Name" name="jobName" errors={errors}>
            {text('jobName', { maxLength: 200 })}
          </Row>
          <Row
            label="Job Number"
            name="jobNumber"
            errors={errors}
            hint={preview.nextJobNumber ? `Leave empty for the next ${preview.brandName} number: ${preview.nextJobNumber}` : undefined}
          >
            {text('jobNumber', { maxLength: 50, placeholder: preview.nextJobNumber ?? '' })}
          </Row>
          <p className="text-sm text-slate-600">
            Proposal number: <span className="font-medium text-slate-900" data-testid="duplicate-proposal-no">{preview.proposalNo}</span>
          </p>
          <Row label="Job Location" name="location" errors={errors}>
            {text('location', { maxLength: 300 })}
          </Row>
          <div className="grid gap-4 sm:grid-cols-2">
            <Row label="Project Manager" name="managerId" errors={errors}>
              <select id="dup-managerId" name="managerId" defaultValue={v('managerId')} className={inputClass} {...aria('managerId')}>
                <option value="">None</option>
                {data.managers.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name}
                  </option>
                ))}
              </select>
            </Row>
            <Row label="Payment Terms" name="jobTerms" errors={errors}>
              <select id="dup-jobTerms" name="jobTerms" defaultValue={v('jobTerms')} className={inputClass} {...aria('jobTerms')}>
                <option value="">None</option>
                {PAYMENT_TERMS.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
            </Row>
            <TaxFields initialType={v('taxType') === 'amount' ? 'amount' : 'percentage'} errors={errors} text={text} />
          </div>
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="text-sm font-semibold text-slate-900">Client Info</legend>
          <Row label="Client Name" name="clientName" errors={errors}>
            {text('clientName', { maxLength: 200 })}
          </Row>
          <Row label="Client Address" name="clientAddress" errors={errors}>
            {text('clientAddress', { maxLength: 300 })}
          </Row>
          <div className="grid gap-4 sm:grid-cols-2">
            <Row label="Contact Name" name="contactName" errors={errors}>
              {text('contactName', { maxLength: 120 })}
            </Row>
            <Row label="Contact Title" name="contactTitle" errors={errors}>
              {text('contactTitle', { maxLength: 120 })}
            </Row>
            <Row label="Contact Phone" name="contactPhone" errors={errors}>
              {text('contactPhone', { inputMode: 'tel' })}
            </Row>
            <Row label="Contact Email" name="contactEmail" errors={errors}>
              {text('contactEmail', { inputMode: 'email' })}
            </Row>
          </div>
        </fieldset>

        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
          <button type="submit" name="intent" value="create" className={primaryButtonClass} disabled={busy !== ''}>
            {busy === 'create' ? 'Creating...' : 'Create Job'}
          </button>
        </div>
      </Form>
    </ItemSheet>
  );
}
