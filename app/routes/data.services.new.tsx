/** /data/services/new: Add Service. */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/data.services.new';
import { serviceFormSchema } from '~/domain/catalogue/catalogue';
import { ServiceFormDialog } from '~/components/catalogue/brand-service-forms';
import { AdminWriteError } from '~/server/catalogue/errors.server';
import { signFormChoices } from '~/server/catalogue/sign-form.server';
import { createService, serviceFieldsFromForm, serviceFormDefaults, type ServiceFields } from '~/server/catalogue/services.server';
import { requireAdmin } from '~/server/auth/session.server';
import { redirectWithToast } from '~/server/http/toast.server';
import { requireFormPost } from '~/server/http/methods.server';
import { isolateText } from '~/domain/user-text';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { brands: signFormChoices().brands, defaults: serviceFormDefaults(null) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  requireFormPost(request);
  const submission = parseWithZod(await request.formData(), { schema: serviceFormSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  try {
    const service = createService(user, serviceFieldsFromForm(submission.value) as ServiceFields);
    return redirectWithToast('/data?tab=services', { title: 'Success', description: `${isolateText(service.name)} added` });
  } catch (error) {
    if (!(error instanceof AdminWriteError)) throw error;
    return data({ result: submission.reply({ fieldErrors: { [error.field]: [error.message] } }) }, { status: error.status });
  }
}

export default function NewService() {
  const { brands, defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <ServiceFormDialog title="Add Service" submitLabel="Add Service" closeHref="/data?tab=services" brands={brands} defaults={defaults} lastResult={actionData?.result} />;
}

/** An error or 404 here keeps the screen behind and says what happened in a small dialog. */
export { DialogErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
