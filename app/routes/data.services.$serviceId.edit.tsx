/** /data/services/{id}/edit: Edit Service (price type, fixed price, budget and location multipliers, active). */
import { useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/data.services.$serviceId.edit';
import { serviceFormSchema } from '~/domain/catalogue/catalogue';
import { ServiceFormDialog } from '~/components/catalogue/brand-service-forms';
import { signFormChoices } from '~/server/catalogue/sign-form.server';
import { findService, serviceFieldsFromForm, serviceFormDefaults, updateService } from '~/server/catalogue/services.server';
import { requireAdmin } from '~/server/auth/session.server';
import { adminFormAction } from '~/server/http/admin-form.server';
import { recordOr404 } from '~/server/http/params.server';
import { isolateText } from '~/domain/user-text';

const serviceOr404 = (id: string | undefined) => recordOr404(id, findService, 'Service not found');

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const service = serviceOr404(params.serviceId);
  return { name: service.name, brands: signFormChoices().brands, defaults: serviceFormDefaults(service) };
}

export const action = adminFormAction({
  schema: serviceFormSchema,
  find: (params) => serviceOr404(params.serviceId),
  save: (admin, value, service) => updateService(admin, service.id, { ...serviceFieldsFromForm(value), locationMultiplier: value.locationMultiplier ?? null }),
  done: (saved) => ({ to: '/data?tab=services', message: `${isolateText(saved.name)} updated` }),
});

export default function EditService() {
  const { name, brands, defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <ServiceFormDialog title={`Edit Service: ${name}`} submitLabel="Save" closeHref="/data?tab=services" brands={brands} defaults={defaults} lastResult={actionData?.result} />;
}

/** An error or 404 here keeps the screen behind and says what happened in a small dialog. */
export { DialogErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
