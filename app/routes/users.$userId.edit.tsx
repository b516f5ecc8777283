/** /users/{id}/edit: change a person's role, status, job title and phone, under the role rules (refusals answer 409 at the field). */
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
// Readable messages while people type (the root no longer loads Zod on every page).
import '~/domain/form-messages';
import { Form, useActionData, useLoaderData } from 'react-router';
import type { z } from 'zod';
import type { Route } from './+types/users.$userId.edit';
import { userChoices, userEditFormSchema, usersTab } from '~/domain/users/user-admin';
import { AdminDialog, DialogButtons, SelectField, TextField } from '~/components/catalogue/admin-dialog';
import { requireAdmin } from '~/server/auth/session.server';
import { adminFormAction } from '~/server/http/admin-form.server';
import { recordOr404 } from '~/server/http/params.server';
import { countActiveSuperAdmins, findUser, updateUser } from '~/server/users/users.server';
import { isolateText } from '~/domain/user-text';
import { displayPhone } from '~/domain/phone';

const userOr404 = (id: string | undefined) => recordOr404(id, findUser, 'User not found');

export async function loader({ request, params }: Route.LoaderArgs) {
  const me = await requireAdmin(request);
  const user = userOr404(params.userId);
  // Only the roles and statuses the server would accept are offered; the others are named with the reason.
  const choices = userChoices(me, user, countActiveSuperAdmins());
  return {
    roles: choices.roles,
    statuses: choices.statuses,
    reasons: choices.reasons,
    tab: usersTab(new URL(request.url).searchParams.get('tab')),
    name: user.fullName || user.email,
    defaults: { role: user.role, status: user.status, jobTitle: user.jobTitle ?? '', phone: displayPhone(user.phone) },
  };
}

export const action = adminFormAction({
  schema: userEditFormSchema,
  find: (params) => userOr404(params.userId),
  save: (admin, value, user) => updateUser(admin, user.id, value),
  done: (saved, request) => ({ to: `/users${new URL(request.url).search}`, message: `${isolateText(saved.fullName ?? '')} updated` }),
});

export default function EditUser() {
  const { tab, name, defaults, roles, statuses, reasons } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof userEditFormSchema>, z.output<typeof userEditFormSchema>>({
    id: 'edit-user',
    lastResult: actionData?.result,
    defaultValue: defaults,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: userEditFormSchema }),
  });
  const closeHref = `/users?tab=${tab}`;
  return (
    <AdminDialog title={`Edit ${name}`} closeHref={closeHref}>
      <Form discover="none" method="post" {...getFormProps(form)} noValidate preventScrollReset>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField meta={fields.role} label="Role" options={roles} />
          <SelectField meta={fields.status} label="Status" options={statuses} />
          <TextField meta={fields.jobTitle} label="Job Title" />
          <TextField meta={fields.phone} label="Phone" placeholder="(951) 555-0142" hint="Printed on the proposals this person prepares." />
        </div>
        {reasons.length ? (
          <ul className="mt-3 space-y-1 text-xs text-slate-600" data-testid="user-limits">
            {reasons.map((r) => (
              <li key={r}>{r}.</li>
            ))}
          </ul>
        ) : null}
        <DialogButtons closeHref={closeHref} submitLabel="Save" />
      </Form>
    </AdminDialog>
  );
}

/** An error or 404 here keeps the screen behind and says what happened in a small dialog. */
export { DialogErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
