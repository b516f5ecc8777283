/** The Add/Edit Brand and Add/Edit Service dialogs. */
import { SERVICE_ICON_LABELS, SERVICE_ICON_NAMES } from '~/domain/catalogue/service-icons';
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
// Readable messages while people type (the root no longer loads Zod on every page).
import '~/domain/form-messages';
import { Form } from 'react-router';
import type { z } from 'zod';
import { PRICE_TYPE_OPTIONS } from '~/domain/catalogue/vocabulary';
import { brandFieldsSchema, serviceFormSchema, type BrandFormInput, type ServiceFormInput } from '~/domain/catalogue/catalogue';
import { DEFAULT_TARGET_MARGIN_PERCENT } from '~/domain/pricing/margin';
import { DEFAULT_JOB_NUMBER_PATTERN } from '~/domain/jobs/job-number-pattern';
import { AdminDialog, DialogButtons, SelectField, TextArea, TextField } from './admin-dialog';

type Common = { title: string; submitLabel: string; closeHref: string; defaults: Record<string, string>; lastResult?: SubmissionResult<string[]> | null };

export function BrandFormDialog(props: Common) {
  const [form, fields] = useForm<BrandFormInput, z.output<typeof brandFieldsSchema>>({
    id: 'brand-form',
    lastResult: props.lastResult,
    defaultValue: props.defaults,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: brandFieldsSchema }),
  });
  return (
    <AdminDialog title={props.title} closeHref={props.closeHref}>
      <Form discover="none" method="post" {...getFormProps(form)} noValidate preventScrollReset>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField meta={fields.name} label="Name" />
          <TextField meta={fields.slug} label="Slug" placeholder="e.g. dhc" />
          <TextField meta={fields.proposalPrefix} label="Proposal Prefix" placeholder="e.g. DHCP" />
          <SelectField meta={fields.status} label="Status" options={['Active', 'Disabled']} />
          <TextField
            meta={fields.targetMarginPercent}
            label="Target Margin (%)"
            placeholder={String(DEFAULT_TARGET_MARGIN_PERCENT)}
            hint={`Lines under it are flagged Low margin. Empty: ${DEFAULT_TARGET_MARGIN_PERCENT}%.`}
          />
          <div className="sm:col-span-2">
            <TextField meta={fields.image} label="Image URL" placeholder="https://... or /brands/logo.svg" />
          </div>
          <div className="sm:col-span-2">
            <TextField meta={fields.jobNumberPattern} label="Job Number Pattern" placeholder={DEFAULT_JOB_NUMBER_PATTERN} />
            <p className="mt-1 text-xs text-slate-500">
              A job started with number TBD gets the next number by this pattern: {'{YYYY}'} year, {'{YY}'}, {'{MM}'} month, and a counter {'{NNN}'}. Empty: {DEFAULT_JOB_NUMBER_PATTERN}.
            </p>
          </div>
        </div>
        <p className="mt-3 text-xs text-slate-500">A disabled brand is not offered for new jobs; its existing jobs stay.</p>
        <DialogButtons closeHref={props.closeHref} submitLabel={props.submitLabel} />
      </Form>
    </AdminDialog>
  );
}

export function ServiceFormDialog(props: Common & { brands: Array<{ id: number; name: string }> }) {
  const [form, fields] = useForm<ServiceFormInput, z.output<typeof serviceFormSchema>>({
    id: 'service-form',
    lastResult: props.lastResult,
    defaultValue: props.defaults,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: serviceFormSchema }),
  });
  return (
    <AdminDialog title={props.title} closeHref={props.closeHref}>
      <Form discover="none" method="post" {...getFormProps(form)} noValidate preventScrollReset>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField meta={fields.name} label="Name" />
          <SelectField meta={fields.brandId} label="Brand" options={props.brands.map((b) => ({ value: String(b.id), label: b.name }))} />
          <SelectField meta={fields.priceType} label="Price Type" options={PRICE_TYPE_OPTIONS} />
          <TextField meta={fields.fixedPrice} label="Fixed Price ($)" hint="Sets the price formula to this amount, e.g. $595." />
          <TextField meta={fields.priceFormula} label="Price Formula" placeholder="e.g. $595 (empty: No formula set)" />
          <TextField meta={fields.budgetMultiplier} label="Budget Multiplier" type="number" />
          <TextField meta={fields.locationMultiplier} label="Location Multiplier (Canada)" type="number" />
          <SelectField meta={fields.icon} label="Icon" options={SERVICE_ICON_NAMES.map((value) => ({ value, label: SERVICE_ICON_LABELS[value] }))} />
          <SelectField meta={fields.status} label="Status" options={['Active', 'Disabled']} />
        </div>
        <div className="mt-4">
          <TextArea meta={fields.description} label="Description" />
        </div>
        <DialogButtons closeHref={props.closeHref} submitLabel={props.submitLabel} />
      </Form>
    </AdminDialog>
  );
}
