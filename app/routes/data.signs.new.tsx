/** /data/signs/new: the Add Sign dialog over the Signs tab. */
import { useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/data.signs.new';
import { signFormSchema } from '~/domain/catalogue/catalogue';
import { SignFormDialog } from '~/components/catalogue/sign-form';
import { signFieldsFromForm, signFormChoices, signFormDefaults } from '~/server/catalogue/sign-form.server';
import { createSign } from '~/server/catalogue/signs.server';
import { requireAdmin } from '~/server/auth/session.server';
import { adminFormAction } from '~/server/http/admin-form.server';
import { isolateText } from '~/domain/user-text';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { ...signFormChoices(), defaults: signFormDefaults(null) };
}

export const action = adminFormAction({
  schema: signFormSchema,
  save: (admin, value) => createSign(admin, signFieldsFromForm(value)),
  done: (sign) => ({ to: `/data?tab=signs&open=${sign.id}`, message: `${isolateText(sign.name)} added` }),
});

export default function NewSign() {
  const { brands, options, defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <SignFormDialog title="Add Sign" submitLabel="Add Sign" closeHref="/data?tab=signs" defaults={defaults} brands={brands} options={options} lastResult={actionData?.result} />;
}

/** An error or 404 here keeps the screen behind and says what happened in a small dialog. */
export { DialogErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
