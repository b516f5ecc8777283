/** The data screen's Edit Template dialog (rename, delete); the tab's table is templates-table.tsx. */
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
// Readable messages while people type (the root no longer loads Zod on every page).
import '~/domain/form-messages';
import { Form } from 'react-router';
import type { z } from 'zod';
import { templateFieldsSchema } from '~/domain/line-items/templates';
import { AdminDialog, DialogButtons, TextArea, TextField } from './admin-dialog';

export type { TemplateRow } from './templates-table';
export { TemplatesTable } from './templates-table';

type Input = z.input<typeof templateFieldsSchema>;

export function TemplateFormDialog({ title, closeHref, defaults, lastResult }: { title: string; closeHref: string; defaults: Input; lastResult?: SubmissionResult<string[]> | null }) {
  const [form, fields] = useForm<Input, z.output<typeof templateFieldsSchema>>({
    id: 'template-form',
    lastResult,
    defaultValue: defaults,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: templateFieldsSchema }),
  });
  return (
    <AdminDialog title={title} closeHref={closeHref}>
      <Form discover="none" method="post" {...getFormProps(form)} noValidate preventScrollReset>
        <div className="grid gap-4">
          <TextField meta={fields.name} label="Name" />
          <TextArea meta={fields.description} label="Description" />
        </div>
        <p className="mt-3 text-xs text-slate-500">Lines already added to jobs from this template never change.</p>
        <DialogButtons closeHref={closeHref} submitLabel="Save" />
      </Form>
      <Form discover="none" method="post" preventScrollReset className="mt-4 border-t border-slate-200 pt-4">
        <input type="hidden" name="intent" value="delete" />
        <button type="submit" className="rounded-md border border-red-300 px-4 py-2 text-sm font-medium text-red-700 hover:bg-red-50">
          Delete Template
        </button>
      </Form>
    </AdminDialog>
  );
}
