/** /users/{id}/edit: change a person's role, status, job title and phone, under the role rules (refusals answer 409 at the field). */
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, data, useActionData, useLoaderData } from 'react-router';
import type { z } from 'zod';
import type { Route } from './+types/users.$userId.edit';
import { userChoices, userEditFormSchema, usersTab } from '~/domain/users/user-admin';
import { AdminDialog, DialogButtons, SelectField, TextField } from '~/components/catalogue/admin-dialog';
import { AdminWriteError } from '~/server/catalogue/errors.server';
import { requireAdmin } from '~/server/auth/session.server';
import { redirectWithToast } from '~/server/http/toast.server';
import { countActiveSuperAdmins, findUser, updateUser } from '~/server/users/users.server';
import { requireFormPost } from '~/server/http/methods.server';
import { isolateText } from '~/domain/user-text';
import { displayPhone } from '~/domain/phone';

function userOr404(id: string | undefined) {
  const n = Number(id);
  const user = Number.isSafeInteger(n) && n > 0 ? findUser(n) : null;
  if (!user) throw data('User not found', { status: 404 });
  return user;
}

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

export async function action({ request, params }: Route.ActionArgs) {
  const me = await requireAdmin(request);
  requireFormPost(request);
  const user = userOr404(params.userId);
  const submission = parseWithZod(await request.formData(), { schema: userEditFormSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  try {
    const saved = updateUser(me, user.id, submission.value);
    return redirectWithToast(`/users${new URL(request.url).search}`, { title: 'Success', description: `${isolateText(saved.fullName ?? '')} updated` });
  } catch (error) {
    if (!(error instanceof AdminWriteError)) throw error;
    return data({ result: submission.reply({ fieldErrors: { [error.field]: [error.message] } }) }, { status: error.status });
  }
}

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
      <Form method="post" {...getFormProps(form)} noValidate preventScrollReset>
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
