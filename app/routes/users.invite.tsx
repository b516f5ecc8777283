/** /users/invite: Invite User (name, e-mail, job title, role); the invitation is a sign-in e-mail. */
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
// Readable messages while people type (the root no longer loads Zod on every page).
import '~/domain/form-messages';
import { Form, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/users.invite';
import { ROLES } from '~/domain/users/vocabulary';
import { inviteSchema, isAdminRole, usersTab } from '~/domain/users/user-admin';
import type { z } from 'zod';
import { AdminDialog, DialogButtons, SelectField, TextField } from '~/components/catalogue/admin-dialog';
import { requireAdmin } from '~/server/auth/session.server';
import { adminFormAction } from '~/server/http/admin-form.server';
import { inviteUser } from '~/server/users/users.server';

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireAdmin(request);
  const tab = usersTab(new URL(request.url).searchParams.get('tab'));
  // Only a Super-Admin may grant an admin role, so only they are offered one.
  return { tab, roles: ROLES.filter((r) => me.role === 'Super-Admin' || !isAdminRole(r)) };
}

export const action = adminFormAction({
  schema: inviteSchema,
  save: (admin, value) => inviteUser(admin, value),
  done: (user, request) => ({ to: `/users${new URL(request.url).search}`, message: `Invitation sent to ${user.email}` }),
});

export default function InviteUser() {
  const { tab, roles } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof inviteSchema>, z.output<typeof inviteSchema>>({
    id: 'invite-user',
    lastResult: actionData?.result,
    defaultValue: { role: 'User' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: inviteSchema }),
  });
  const closeHref = `/users?tab=${tab}`;
  return (
    <AdminDialog title="Invite User" closeHref={closeHref}>
      <Form discover="none" method="post" {...getFormProps(form)} noValidate preventScrollReset>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField meta={fields.fullName} label="Full Name" />
          <TextField meta={fields.email} label="E-mail" type="email" />
          <TextField meta={fields.jobTitle} label="Job Title" />
          <SelectField meta={fields.role} label="Role" options={roles} />
        </div>
        <p className="mt-3 text-xs text-slate-500">They get an e-mail inviting them to sign in with this address.</p>
        <DialogButtons closeHref={closeHref} submitLabel="Send Invitation" />
      </Form>
    </AdminDialog>
  );
}

/** An error or 404 here keeps the screen behind and says what happened in a small dialog. */
export { DialogErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
