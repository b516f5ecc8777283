/**
 * /job/{brandSlug}/{jobNumber}/reprice?version=: Re-price to today's
 * catalogue, a dialog in the job page's Outlet
 * (docs/pricing.md § Price changes from a day). GET previews each stale Calculated line old -> new
 * with the count and the total effect, and the Edited and Custom lines left
 * alone; POST (Confirm) re-prices them as shown, or answers the preview again
 * with today's figures when the catalogue or the lines moved since. A plain
 * form: the same with or without JavaScript. Roles: as for editing lines.
 */
import { data } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/job.reprice';
import { CatalogueRepriceDialog } from '~/components/line-items/catalogue-reprice-dialog';
import { catalogueRepricePreview, repriceVersionToCatalogue } from '~/server/line-items/catalogue-reprice.server';
import { panelContext } from '~/server/line-items/panel-routes.server';
import { staffActor } from '~/server/lifecycle/history.server';
import { requireUser } from '~/server/auth/session.server';
import { requireFormPost } from '~/server/http/methods.server';
import { redirectWithToast } from '~/server/http/toast.server';
import { notFound } from '~/server/http/responses.server';
import { repricedText } from '~/domain/line-items/catalogue-reprice';

const confirmSchema = z.object({ stamp: z.string().regex(/^[0-9a-f]{32}$/, 'stamp must be the preview stamp this form was shown with') });

function previewOf(versionId: number) {
  return catalogueRepricePreview(versionId) ?? notFound('Version not found');
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request);
  const ctx = panelContext(request, params);
  return { preview: previewOf(ctx.version.id), closeHref: ctx.links.job, error: null as string | null };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  requireFormPost(request);
  const ctx = panelContext(request, params);
  const parsed = confirmSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data({ preview: previewOf(ctx.version.id), closeHref: ctx.links.job, error: parsed.error.issues[0]?.message ?? 'stamp is missing' }, { status: 400 });
  }
  const result = repriceVersionToCatalogue(staffActor(user), ctx.version.id, parsed.data.stamp);
  if (result.ok) return redirectWithToast(ctx.links.job, { description: repricedText(result.value.count) });
  // Nothing was written: the preview again, as it is now, with why.
  return data({ preview: previewOf(ctx.version.id), closeHref: ctx.links.job, error: result.error }, { status: result.status });
}

export default function RepriceRoute({ loaderData, actionData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData;
  return <CatalogueRepriceDialog preview={shown.preview} closeHref={shown.closeHref} error={shown.error} />;
}

export { DialogErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
