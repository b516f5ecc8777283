/** /data/brands/new: Add Brand (name, slug, proposal prefix, image URL, status). */
import { useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/data.brands.new';
import { newBrandSchema } from '~/domain/catalogue/catalogue';
import { BrandFormDialog } from '~/components/catalogue/brand-service-forms';
import { brandFormDefaults, createBrand } from '~/server/catalogue/brands.server';
import { requireAdmin } from '~/server/auth/session.server';
import { adminFormAction } from '~/server/http/admin-form.server';
import { isolateText } from '~/domain/user-text';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { defaults: brandFormDefaults(null) };
}

export const action = adminFormAction({
  schema: newBrandSchema,
  save: (admin, value) => createBrand(admin, value),
  done: (brand) => ({ to: '/data?tab=brands', message: `${isolateText(brand.name)} added` }),
});

export default function NewBrand() {
  const { defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <BrandFormDialog title="Add Brand" submitLabel="Add Brand" closeHref="/data?tab=brands" defaults={defaults} lastResult={actionData?.result} />;
}

/** An error or 404 here keeps the screen behind and says what happened in a small dialog. */
export { DialogErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
