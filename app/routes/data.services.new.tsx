/** /data/services/new: Add Service. */
import { useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/data.services.new';
import { serviceFormSchema } from '~/domain/catalogue/catalogue';
import { ServiceFormDialog } from '~/components/catalogue/brand-service-forms';
import { signFormChoices } from '~/server/catalogue/sign-form.server';
import { createService, serviceFieldsFromForm, serviceFormDefaults, type ServiceFields } from '~/server/catalogue/services.server';
import { requireAdmin } from '~/server/auth/session.server';
import { adminFormAction } from '~/server/http/admin-form.server';
import { isolateText } from '~/domain/user-text';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { brands: signFormChoices().brands, defaults: serviceFormDefaults(null) };
}

export const action = adminFormAction({
  schema: serviceFormSchema,
  save: (admin, value) => createService(admin, serviceFieldsFromForm(value) as ServiceFields),
  done: (service) => ({ to: '/data?tab=services', message: `${isolateText(service.name)} added` }),
});

export default function NewService() {
  const { brands, defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <ServiceFormDialog title="Add Service" submitLabel="Add Service" closeHref="/data?tab=services" brands={brands} defaults={defaults} lastResult={actionData?.result} />;
}

/** An error or 404 here keeps the screen behind and says what happened in a small dialog. */
export { DialogErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
