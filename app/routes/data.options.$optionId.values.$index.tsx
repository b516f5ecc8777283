/**
 * /data/options/{id}/values/{index|new}: the 'Edit Option Value' dialog (Value
 * Name, Modifier), also Add, Move up/down and Remove. The option's values
 * string is rebuilt and saved through the same rules as PATCH /api/options/{id}.
 */
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, data, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/data.options.$optionId.values.$index';
import type { z } from 'zod';
import { OPTION_MESSAGES, optionValueFormSchema, optionValueSaveSchema, type OptionValueFormInput } from '~/domain/catalogue/catalogue';
import { joinOptionValues } from '~/domain/catalogue/option-values';
import { AdminDialog, DialogButtons, TextField } from '~/components/catalogue/admin-dialog';
import { findOption, updateOption } from '~/server/catalogue/options.server';
import { requireAdmin } from '~/server/auth/session.server';
import { redirectWithToast } from '~/server/http/toast.server';
import { requireFormPost } from '~/server/http/methods.server';

const CLOSE = '/data?tab=options';

function target(params: { optionId?: string; index?: string }) {
  const option = findOption(Number(params.optionId) || 0);
  if (!option) throw data('Option not found', { status: 404 });
  if (params.index === 'new') return { option, index: null };
  const index = Number(params.index);
  if (!Number.isInteger(index) || index < 0 || index >= option.parsedValues.length) throw data('Value not found', { status: 404 });
  return { option, index };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { option, index } = target(params);
  const value = index === null ? null : option.parsedValues[index]!;
  return { optionName: option.name, isNew: index === null, index, count: option.parsedValues.length, name: value?.display ?? '', modifier: value?.modifier ?? '' };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  requireFormPost(request);
  const { option, index } = target(params);
  const submission = parseWithZod(await request.formData(), { schema: optionValueFormSchema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ formErrors: [OPTION_MESSAGES.failed] }) }, { status: 400 });
  }
  const values = [...option.parsedValues];
  const v = submission.value;
  if (v.intent === 'save') {
    const clash = values.findIndex((x, i) => i !== index && x.display.toLowerCase() === v.name.toLowerCase());
    if (clash >= 0) return data({ result: submission.reply({ fieldErrors: { name: [OPTION_MESSAGES.duplicate] }, formErrors: [OPTION_MESSAGES.failed] }) }, { status: 409 });
    const next = { display: v.name, modifier: v.modifier };
    if (index === null) values.push(next);
    else values[index] = next;
  } else if (index !== null) {
    if (v.intent === 'remove') values.splice(index, 1);
    else {
      const to = v.intent === 'move-up' ? index - 1 : index + 1;
      if (to >= 0 && to < values.length) [values[index], values[to]] = [values[to]!, values[index]!];
    }
  }
  updateOption(user, option.id, { values: joinOptionValues(values) });
  return redirectWithToast(CLOSE, { title: 'Success', description: OPTION_MESSAGES.updated });
}

export default function EditOptionValue() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm<OptionValueFormInput, z.output<typeof optionValueSaveSchema>>({
    id: 'option-value',
    lastResult: actionData?.result,
    defaultValue: { intent: 'save', name: loaded.name, modifier: loaded.modifier },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: optionValueSaveSchema }),
  });
  return (
    <AdminDialog title={loaded.isNew ? `Add ${loaded.optionName} Value` : 'Edit Option Value'} closeHref={CLOSE}>
      <Form method="post" {...getFormProps(form)} noValidate preventScrollReset>
        {form.errors?.length ? (
          <p role="alert" className="mb-3 text-sm text-red-600">
            {form.errors.join(' ')}
          </p>
        ) : null}
        <p className="mb-4 text-sm text-slate-600">Option: {loaded.optionName}</p>
        <div className="grid gap-4">
          <TextField meta={fields.name} label="Value Name" />
          <TextField meta={fields.modifier} label="Modifier" placeholder="e.g., +20%, $150 (optional)" hint="+N%, +$N or +$N/SF; a missing leading + is added." />
        </div>
        <input type="hidden" name="intent" value="save" />
        <DialogButtons closeHref={CLOSE} submitLabel={loaded.isNew ? 'Add Value' : 'Save'} />
      </Form>
      {loaded.isNew ? null : (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-200 pt-4">
          {[
            { intent: 'move-up', label: 'Move up', disabled: loaded.index === 0 },
            { intent: 'move-down', label: 'Move down', disabled: loaded.index === loaded.count - 1 },
            { intent: 'remove', label: 'Remove value', disabled: false },
          ].map((b) => (
            <Form key={b.intent} method="post" preventScrollReset>
              <input type="hidden" name="intent" value={b.intent} />
              <button
                type="submit"
                disabled={b.disabled}
                className={`rounded-md border px-3 py-1.5 text-sm font-medium disabled:opacity-40 ${b.intent === 'remove' ? 'border-red-300 text-red-700' : 'border-slate-300'}`}
              >
                {b.label}
              </button>
            </Form>
          ))}
        </div>
      )}
    </AdminDialog>
  );
}

/** An error or 404 here keeps the screen behind and says what happened in a small dialog. */
export { DialogErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
