/** /data/brands/{id}/edit: Edit Brand. */
import { useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/data.brands.$brandId.edit';
import { newBrandSchema } from '~/domain/catalogue/catalogue';
import { BrandFormDialog } from '~/components/catalogue/brand-service-forms';
import { brandFormDefaults, findBrand, updateBrand } from '~/server/catalogue/brands.server';
import { requireAdmin } from '~/server/auth/session.server';
import { adminFormAction } from '~/server/http/admin-form.server';
import { recordOr404 } from '~/server/http/params.server';
import { isolateText } from '~/domain/user-text';

const brandOr404 = (id: string | undefined) => recordOr404(id, findBrand, 'Brand not found');

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const brand = brandOr404(params.brandId);
  return { name: brand.name, defaults: brandFormDefaults(brand) };
}

export const action = adminFormAction({
  schema: newBrandSchema,
  find: (params) => brandOr404(params.brandId),
  save: (admin, value, brand) => updateBrand(admin, brand.id, value),
  done: (saved) => ({ to: '/data?tab=brands', message: `${isolateText(saved.name)} updated` }),
});

export default function EditBrand() {
  const { name, defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <BrandFormDialog title={`Edit Brand: ${name}`} submitLabel="Save" closeHref="/data?tab=brands" defaults={defaults} lastResult={actionData?.result} />;
}

/** An error or 404 here keeps the screen behind and says what happened in a small dialog. */
export { DialogErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
