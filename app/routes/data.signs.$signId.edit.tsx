/** /data/signs/{id}/edit: the Edit Sign dialog (name, type, placement, template, price type, order, multipliers, options). */
import { useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/data.signs.$signId.edit';
import { signFormSchema } from '~/domain/catalogue/catalogue';
import { SignFormDialog } from '~/components/catalogue/sign-form';
import { signFieldsFromForm, signFormChoices, signFormDefaults } from '~/server/catalogue/sign-form.server';
import { findSign, updateSign } from '~/server/catalogue/signs.server';
import { requireAdmin } from '~/server/auth/session.server';
import { adminFormAction } from '~/server/http/admin-form.server';
import { recordOr404, screenId } from '~/server/http/params.server';
import { notFound } from '~/server/http/responses.server';
import { isolateText } from '~/domain/user-text';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const sign = recordOr404(params.signId, findSign, 'Sign not found');
  return { ...signFormChoices(), name: sign.name, defaults: signFormDefaults(sign) };
}

export const action = adminFormAction({
  schema: signFormSchema,
  // The id only: a sign gone meanwhile is the save's 404.
  find: (params) => screenId(params.signId, 'Sign not found'),
  save: (admin, value, id) => updateSign(admin, id, signFieldsFromForm(value)),
  done: (sign) => ({ to: `/data?tab=signs&open=${sign.id}`, message: `${isolateText(sign.name)} updated` }),
  reply(submission, refused) {
    if (refused?.status === 404) notFound(refused.error);
    return submission.reply(refused ? { fieldErrors: refused.fieldErrors } : undefined);
  },
});

export default function EditSign() {
  const { brands, options, defaults, name } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <SignFormDialog title={`Edit Sign: ${name}`} submitLabel="Save" closeHref="/data?tab=signs" defaults={defaults} brands={brands} options={options} lastResult={actionData?.result} />;
}

/** An error or 404 here keeps the screen behind and says what happened in a small dialog. */
export { DialogErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
