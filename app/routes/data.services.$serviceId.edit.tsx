/** /data/services/{id}/edit: Edit Service (price type, fixed price, budget and location multipliers, active). */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/data.services.$serviceId.edit';
import { serviceFormSchema } from '~/domain/catalogue/catalogue';
import { ServiceFormDialog } from '~/components/catalogue/brand-service-forms';
import { AdminWriteError } from '~/server/catalogue/errors.server';
import { signFormChoices } from '~/server/catalogue/sign-form.server';
import { findService, serviceFieldsFromForm, serviceFormDefaults, updateService } from '~/server/catalogue/services.server';
import { requireAdmin } from '~/server/auth/session.server';
import { redirectWithToast } from '~/server/http/toast.server';
import { requireFormPost } from '~/server/http/methods.server';
import { isolateText } from '~/domain/user-text';

function serviceOr404(id: string | undefined) {
  const service = findService(Number(id) || 0);
  if (!service) throw data('Service not found', { status: 404 });
  return service;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const service = serviceOr404(params.serviceId);
  return { name: service.name, brands: signFormChoices().brands, defaults: serviceFormDefaults(service) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  requireFormPost(request);
  const service = serviceOr404(params.serviceId);
  const submission = parseWithZod(await request.formData(), { schema: serviceFormSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  try {
    const saved = updateService(user, service.id, { ...serviceFieldsFromForm(submission.value), locationMultiplier: submission.value.locationMultiplier ?? null });
    return redirectWithToast('/data?tab=services', { title: 'Success', description: `${isolateText(saved.name)} updated` });
  } catch (error) {
    if (!(error instanceof AdminWriteError)) throw error;
    return data({ result: submission.reply({ fieldErrors: { [error.field]: [error.message] } }) }, { status: error.status });
  }
}

export default function EditService() {
  const { name, brands, defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <ServiceFormDialog title={`Edit Service: ${name}`} submitLabel="Save" closeHref="/data?tab=services" brands={brands} defaults={defaults} lastResult={actionData?.result} />;
}

/** An error or 404 here keeps the screen behind and says what happened in a small dialog. */
export { DialogErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
