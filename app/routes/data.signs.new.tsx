/** /data/signs/new: the Add Sign dialog over the Signs tab. */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/data.signs.new';
import { signFormSchema } from '~/domain/catalogue/catalogue';
import { SignFormDialog } from '~/components/catalogue/sign-form';
import { AdminWriteError } from '~/server/catalogue/errors.server';
import { signFieldsFromForm, signFormChoices, signFormDefaults } from '~/server/catalogue/sign-form.server';
import { createSign } from '~/server/catalogue/signs.server';
import { requireAdmin } from '~/server/auth/session.server';
import { redirectWithToast } from '~/server/http/toast.server';
import { requireFormPost } from '~/server/http/methods.server';
import { isolateText } from '~/domain/user-text';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { ...signFormChoices(), defaults: signFormDefaults(null) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  requireFormPost(request);
  const submission = parseWithZod(await request.formData(), { schema: signFormSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  try {
    const sign = createSign(user, signFieldsFromForm(submission.value));
    return redirectWithToast(`/data?tab=signs&open=${sign.id}`, { title: 'Success', description: `${isolateText(sign.name)} added` });
  } catch (error) {
    if (!(error instanceof AdminWriteError)) throw error;
    return data({ result: submission.reply({ fieldErrors: { [error.field]: [error.message] } }) }, { status: error.status });
  }
}

export default function NewSign() {
  const { brands, options, defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <SignFormDialog title="Add Sign" submitLabel="Add Sign" closeHref="/data?tab=signs" defaults={defaults} brands={brands} options={options} lastResult={actionData?.result} />;
}

/** An error or 404 here keeps the screen behind and says what happened in a small dialog. */
export { DialogErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
