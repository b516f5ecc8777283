/** /data/brands/new: Add Brand (name, slug, proposal prefix, image URL, status). */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/data.brands.new';
import { newBrandSchema } from '~/domain/catalogue/catalogue';
import { BrandFormDialog } from '~/components/catalogue/brand-service-forms';
import { brandFormDefaults, createBrand } from '~/server/catalogue/brands.server';
import { AdminWriteError } from '~/server/catalogue/errors.server';
import { requireAdmin } from '~/server/auth/session.server';
import { redirectWithToast } from '~/server/http/toast.server';
import { requireFormPost } from '~/server/http/methods.server';
import { isolateText } from '~/domain/user-text';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { defaults: brandFormDefaults(null) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  requireFormPost(request);
  const submission = parseWithZod(await request.formData(), { schema: newBrandSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  try {
    const brand = createBrand(user, submission.value);
    return redirectWithToast('/data?tab=brands', { title: 'Success', description: `${isolateText(brand.name)} added` });
  } catch (error) {
    if (!(error instanceof AdminWriteError)) throw error;
    return data({ result: submission.reply({ fieldErrors: { [error.field]: [error.message] } }) }, { status: error.status });
  }
}

export default function NewBrand() {
  const { defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <BrandFormDialog title="Add Brand" submitLabel="Add Brand" closeHref="/data?tab=brands" defaults={defaults} lastResult={actionData?.result} />;
}

/** An error or 404 here keeps the screen behind and says what happened in a small dialog. */
export { DialogErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
