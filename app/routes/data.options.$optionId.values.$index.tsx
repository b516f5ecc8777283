/**
 * /data/options/{id}/values/{index|new}: the 'Edit Option Value' dialog (Value
 * Name, Modifier), also Add, Move up/down and Remove. The post names the value
 * the dialog was opened on and the option's revision, so it acts on that value
 * or is refused (409, the typing kept) when the option changed meanwhile.
 */
import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
// Readable messages while people type (the root no longer loads Zod on every page).
import '~/domain/form-messages';
import { Form, Link, useActionData, useLoaderData, useLocation } from 'react-router';
import type { Route } from './+types/data.options.$optionId.values.$index';
import type { z } from 'zod';
import { OPTION_MESSAGES } from '~/domain/catalogue/options';
import { OPTION_CHANGED, optionValueFormSchema, optionValueSaveSchema, type OptionValueFormInput } from '~/domain/catalogue/option-value-edit';
import { AdminDialog, DialogButtons, TextField } from '~/components/catalogue/admin-dialog';
import { editOptionValue, findOption } from '~/server/catalogue/options.server';
import { requireAdmin } from '~/server/auth/session.server';
import { adminFormAction } from '~/server/http/admin-form.server';
import { recordOr404 } from '~/server/http/params.server';
import { notFound } from '~/server/http/responses.server';

const CLOSE = '/data?tab=options';

function findTarget(params: { optionId?: string; index?: string }) {
  const option = recordOr404(params.optionId, findOption, 'Option not found');
  if (params.index === 'new') return { option, index: null };
  // A position in the list (0 is the first), not a record's id.
  const index = Number(params.index);
  if (!Number.isInteger(index) || index < 0) notFound('Value not found');
  return { option, index };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { option, index } = findTarget(params);
  if (index !== null && index >= option.parsedValues.length) notFound('Value not found');
  const value = index === null ? null : option.parsedValues[index]!;
  return {
    optionName: option.name,
    isNew: index === null,
    index,
    count: option.parsedValues.length,
    name: value?.display ?? '',
    modifier: value?.modifier ?? '',
    revision: option.revision,
  };
}

export const action = adminFormAction({
  schema: optionValueFormSchema,
  find: findTarget,
  save: (admin, value, { option, index }) => editOptionValue(admin, option.id, index, value),
  done: () => ({ to: CLOSE, message: OPTION_MESSAGES.updated }),
  // The dialog names the failure above the form; a refused name stays at its field.
  reply(submission, refused) {
    if (!refused) return submission.reply({ formErrors: [OPTION_MESSAGES.failed] });
    const atName = 'name' in refused.fieldErrors;
    return submission.reply({ fieldErrors: atName ? { name: [refused.error] } : {}, formErrors: atName ? [OPTION_MESSAGES.failed] : [refused.error] });
  },
});

export default function EditOptionValue() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const [form, fields] = useForm<OptionValueFormInput, z.output<typeof optionValueFormSchema>>({
    id: 'option-value',
    lastResult: actionData?.result,
    // What the dialog was opened on travels with the typing, so after a refusal it still names that (not a reloaded) value.
    defaultValue: { intent: 'save', name: loaded.name, modifier: loaded.modifier, seenName: loaded.name, seenModifier: loaded.modifier, revision: loaded.revision },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: formData.get('intent') === 'save' ? optionValueSaveSchema : optionValueFormSchema }),
  });
  const hidden = ({ key, ...props }: ReturnType<typeof getInputProps>) => ({ key, props });
  const seenName = hidden(getInputProps(fields.seenName, { type: 'hidden' }));
  const seenModifier = hidden(getInputProps(fields.seenModifier, { type: 'hidden' }));
  const revision = hidden(getInputProps(fields.revision, { type: 'hidden' }));
  return (
    <AdminDialog title={loaded.isNew ? `Add ${loaded.optionName} Value` : 'Edit Option Value'} closeHref={CLOSE}>
      <Form discover="none" method="post" {...getFormProps(form)} noValidate preventScrollReset>
        {form.errors?.length ? (
          <p role="alert" className="mb-3 text-sm text-red-600">
            {form.errors.join(' ')}
          </p>
        ) : null}
        {form.errors?.includes(OPTION_CHANGED) ? (
          // A fresh load of the dialog (not a repeat of the post), showing the option as it is now.
          <Link discover="none" reloadDocument to={location.pathname} className="mb-3 inline-block text-sm font-medium text-slate-900 underline">
            Reload the values
          </Link>
        ) : null}
        <p className="mb-4 text-sm text-slate-600">Option: {loaded.optionName}</p>
        <div className="grid gap-4">
          <TextField meta={fields.name} label="Value Name" />
          <TextField meta={fields.modifier} label="Modifier" placeholder="e.g., +20%, $150 (optional)" hint="+N%, +$N or +$N/SF; a missing leading + is added." />
        </div>
        <input key={seenName.key} {...seenName.props} />
        <input key={seenModifier.key} {...seenModifier.props} />
        <input key={revision.key} {...revision.props} />
        <DialogButtons closeHref={CLOSE} submitLabel={loaded.isNew ? 'Add Value' : 'Save'} intent="save" />
      </Form>
      {loaded.isNew ? null : (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-200 pt-4">
          {[
            { intent: 'move-up', label: 'Move up', disabled: loaded.index === 0 },
            { intent: 'move-down', label: 'Move down', disabled: loaded.index === loaded.count - 1 },
            { intent: 'remove', label: 'Remove value', disabled: false },
          ].map((b) => (
            // Buttons of the dialog's one form (form=), so a refusal keeps the typing and names the value opened on.
            <button
              key={b.intent}
              type="submit"
              form={form.id}
              name="intent"
              value={b.intent}
              disabled={b.disabled}
              className={`rounded-md border px-3 py-1.5 text-sm font-medium disabled:opacity-40 ${b.intent === 'remove' ? 'border-red-300 text-red-700' : 'border-slate-300'}`}
            >
              {b.label}
            </button>
          ))}
        </div>
      )}
    </AdminDialog>
  );
}

/** An error or 404 here keeps the screen behind and says what happened in a small dialog. */
export { DialogErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
