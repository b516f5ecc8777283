/**
 * /data/imports/:importId (admin): the preview of an uploaded catalogue file, every change it would make, and
 * the confirm form. Only the admin who uploaded it sees it, while it lives (an hour).
 */
import { data, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/data.imports.$importId';
import { confirmFormSchema, importIdSchema } from '~/domain/catalogue-transfer/forms';
import { refusalOf, refusalText } from '~/domain/write-result';
import { ImportPreview } from '~/components/catalogue-transfer/import-preview';
import { applyImport, getPreview } from '~/server/catalogue-transfer/imports.server';
import { requireAdmin } from '~/server/auth/session.server';
import { requireFormPost } from '~/server/http/methods.server';
import { redirectWithToast } from '~/server/http/toast.server';
import { today } from '~/server/price-changes/apply.server';
import { dayInWords } from '~/domain/price-changes/days';

export const meta: Route.MetaFunction = () => [{ title: 'Import preview | Signboard' }];

function previewOr404(user: Awaited<ReturnType<typeof requireAdmin>>, id: string | undefined) {
  const parsed = importIdSchema.safeParse(id);
  try {
    if (!parsed.success) throw new Error('bad id');
    return getPreview(user, parsed.data);
  } catch (error) {
    const refused = refusalOf(error);
    throw data(refused ? refusalText(refused) : 'This preview does not exist', { status: 404 });
  }
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  return { preview: previewOr404(user, params.importId), today: today() };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  requireFormPost(request);
  const preview = previewOr404(user, params.importId);
  const parsed = confirmFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? 'Invalid request', field: String(parsed.error.issues[0]?.path[0] ?? '') }, { status: 400 });
  try {
    const { counts, id, priceChange } = applyImport(user, preview.id, parsed.data);
    const total = counts.added + counts.changed + counts.removed;
    const said = [
      `${counts.added} added`,
      `${counts.changed} changed`,
      `${counts.removed} removed`,
      ...(counts.skipped ? [`${counts.skipped} rows with errors skipped`] : []),
      ...(priceChange?.state === 'Scheduled' ? [`${priceChange.cells} ${priceChange.cells === 1 ? 'price takes' : 'prices take'} effect on ${dayInWords(priceChange.effectiveFrom)} (Price changes)`] : []),
    ].join(', ');
    return redirectWithToast('/data?tab=signs', {
      title: total === 0 ? 'Import: 0 changes' : 'Import applied',
      description: total === 0 ? 'The file matches the catalogue: nothing was written' : said,
      duration: 10000,
      ...(id ? { action: { label: 'Undo this import', href: '/data/imports', fields: { intent: 'undo-import', importId: id } } } : {}),
    });
  } catch (error) {
    const refused = refusalOf(error);
    if (refused) return data({ error: refusalText(refused), field: Object.keys(refused.fieldErrors)[0] ?? '' }, { status: refused.status });
    throw error;
  }
}

export default function ImportPreviewScreen() {
  const { preview, today } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <ImportPreview preview={preview} today={today} error={actionData?.error ?? null} errorField={actionData?.field ?? null} />;
}
export { ScreenErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
