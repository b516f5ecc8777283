/** /data/signs/{id}/edit: the Edit Sign dialog (name, type, placement, template, price type, order, multipliers, options). */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/data.signs.$signId.edit';
import { signFormSchema } from '~/domain/catalogue/catalogue';
import { SignFormDialog } from '~/components/catalogue/sign-form';
import { AdminWriteError } from '~/server/catalogue/errors.server';
import { signFieldsFromForm, signFormChoices, signFormDefaults } from '~/server/catalogue/sign-form.server';
import { findSign, updateSign } from '~/server/catalogue/signs.server';
import { requireAdmin } from '~/server/auth/session.server';
import { redirectWithToast } from '~/server/http/toast.server';
import { requireFormPost } from '~/server/http/methods.server';
import { isolateText } from '~/domain/user-text';

function signIdOf(params: { signId?: string }) {
  const id = Number(params.signId);
  if (!Number.isSafeInteger(id) || id <= 0) throw data('Sign not found', { status: 404 });
  return id;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const sign = findSign(signIdOf(params));
  if (!sign) throw data('Sign not found', { status: 404 });
  return { ...signFormChoices(), name: sign.name, defaults: signFormDefaults(sign) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  requireFormPost(request);
  const id = signIdOf(params);
  const submission = parseWithZod(await request.formData(), { schema: signFormSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  try {
    const sign = updateSign(user, id, signFieldsFromForm(submission.value));
    return redirectWithToast(`/data?tab=signs&open=${sign.id}`, { title: 'Success', description: `${isolateText(sign.name)} updated` });
  } catch (error) {
    if (!(error instanceof AdminWriteError)) throw error;
    if (error.status === 404) throw data(error.message, { status: 404 });
    return data({ result: submission.reply({ fieldErrors: { [error.field]: [error.message] } }) }, { status: error.status });
  }
}

export default function EditSign() {
  const { brands, options, defaults, name } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <SignFormDialog title={`Edit Sign: ${name}`} submitLabel="Save" closeHref="/data?tab=signs" defaults={defaults} brands={brands} options={options} lastResult={actionData?.result} />;
}

/** An error or 404 here keeps the screen behind and says what happened in a small dialog. */
export { DialogErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
