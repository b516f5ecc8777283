/** /data/brands/{id}/edit: Edit Brand. */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/data.brands.$brandId.edit';
import { newBrandSchema } from '~/domain/catalogue/catalogue';
import { BrandFormDialog } from '~/components/catalogue/brand-service-forms';
import { brandFormDefaults, findBrand, updateBrand } from '~/server/catalogue/brands.server';
import { AdminWriteError } from '~/server/catalogue/errors.server';
import { requireAdmin } from '~/server/auth/session.server';
import { redirectWithToast } from '~/server/http/toast.server';
import { requireFormPost } from '~/server/http/methods.server';
import { isolateText } from '~/domain/user-text';

function brandOr404(id: string | undefined) {
  const brand = findBrand(Number(id) || 0);
  if (!brand) throw data('Brand not found', { status: 404 });
  return brand;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const brand = brandOr404(params.brandId);
  return { name: brand.name, defaults: brandFormDefaults(brand) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  requireFormPost(request);
  const brand = brandOr404(params.brandId);
  const submission = parseWithZod(await request.formData(), { schema: newBrandSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  try {
    const saved = updateBrand(user, brand.id, submission.value);
    return redirectWithToast('/data?tab=brands', { title: 'Success', description: `${isolateText(saved.name)} updated` });
  } catch (error) {
    if (!(error instanceof AdminWriteError)) throw error;
    return data({ result: submission.reply({ fieldErrors: { [error.field]: [error.message] } }) }, { status: error.status });
  }
}

export default function EditBrand() {
  const { name, defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <BrandFormDialog title={`Edit Brand: ${name}`} submitLabel="Save" closeHref="/data?tab=brands" defaults={defaults} lastResult={actionData?.result} />;
}

/** An error or 404 here keeps the screen behind and says what happened in a small dialog. */
export { DialogErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
