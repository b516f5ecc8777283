/** The Add Sign / Edit Sign dialog body: every field of a sign and which options it uses. */
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
// Readable messages while people type (the root no longer loads Zod on every page).
import '~/domain/form-messages';
import { useRef } from 'react';
import { Form } from 'react-router';
import { PLACEMENT_OPTIONS, PRICE_TYPE_OPTIONS, SIGN_TYPES } from '~/domain/catalogue/vocabulary';
import { TEMPLATE_PLACEHOLDERS, signFormSchema, type SignFormInput } from '~/domain/catalogue/catalogue';
import { useHydrated } from '~/components/ui/use-hydrated';
import { AdminDialog, DialogButtons, SelectField, TextArea, TextField } from './admin-dialog';

export type SignFormDefaults = Record<string, string | string[]>;

export function SignFormDialog(props: {
  title: string;
  closeHref: string;
  defaults: SignFormDefaults;
  brands: Array<{ id: number; name: string }>;
  options: Array<{ id: number; name: string }>;
  lastResult?: SubmissionResult<string[]> | null;
  submitLabel: string;
}) {
  const hydrated = useHydrated();
  const [form, fields] = useForm<SignFormInput>({
    id: 'sign-form',
    lastResult: props.lastResult,
    defaultValue: props.defaults,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signFormSchema }),
  });
  const templateRef = useRef<HTMLTextAreaElement | null>(null);
  const chosen = new Set(([] as string[]).concat(props.defaults.optionIds ?? []));
  function insert(placeholder: string) {
    const el = document.getElementById(fields.description.id) as HTMLTextAreaElement | null;
    templateRef.current = el;
    if (!el) return;
    const start = el.selectionStart ?? el.value.length;
    const end = el.selectionEnd ?? el.value.length;
    el.setRangeText(placeholder, start, end, 'end');
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.focus();
  }
  return (
    <AdminDialog title={props.title} closeHref={props.closeHref}>
      <Form discover="none" method="post" {...getFormProps(form)} noValidate preventScrollReset>
        {form.errors?.length ? <p className="mb-3 text-sm text-red-600">{form.errors.join(' ')}</p> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField meta={fields.name} label="Name" />
          <SelectField meta={fields.brandId} label="Brand" options={props.brands.map((b) => ({ value: String(b.id), label: b.name }))} />
          <SelectField meta={fields.signType} label="Sign Type" options={SIGN_TYPES} />
          <SelectField meta={fields.placement} label="Placement" options={PLACEMENT_OPTIONS} />
          <SelectField meta={fields.priceType} label="Price Type" options={PRICE_TYPE_OPTIONS} />
          <TextField meta={fields.displayOrder} label="Display Order" type="number" />
          <TextField meta={fields.signBudgetMultiplier} label="Sign Budget Multiplier" type="number" />
          <TextField meta={fields.installBudgetMultiplier} label="Install Budget Multiplier" type="number" />
          <TextField meta={fields.image} label="Image URL" placeholder="https://..." />
          <SelectField meta={fields.status} label="Status" options={['Active', 'Disabled']} />
        </div>
        <div className="mt-4">
          <TextArea
            meta={fields.description}
            label="Description Template"
            hint={
              <div>
                <span>Placeholders:</span>{' '}
                {TEMPLATE_PLACEHOLDERS.map((p) =>
                  hydrated ? (
                    <button key={p} type="button" onClick={() => insert(p)} className="mr-1 mb-1 rounded border border-slate-300 px-1.5 font-mono text-[11px] hover:bg-slate-50">
                      {p}
                    </button>
                  ) : (
                    <code key={p} className="mr-1 font-mono text-[11px]">
                      {p}
                    </code>
                  ),
                )}
              </div>
            }
          />
        </div>
        <fieldset className="mt-4">
          <legend className="mb-1 text-sm font-medium text-slate-700">Options this sign uses</legend>
          <div className="grid grid-cols-2 gap-1 sm:grid-cols-3">
            {props.options.map((o) => (
              <label key={o.id} className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="optionIds" value={o.id} defaultChecked={chosen.has(String(o.id))} />
                {o.name}
              </label>
            ))}
          </div>
        </fieldset>
        <DialogButtons closeHref={props.closeHref} submitLabel={props.submitLabel} />
      </Form>
    </AdminDialog>
  );
}
