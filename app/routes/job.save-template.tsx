/**
 * /job/{brandSlug}/{jobNumber}/save-template?version=:
 * 'Save as template' in the job page's Outlet. Name, description and the
 * version's lines (all ticked; untick to save only some) become a template of
 * the job's brand, offered in the Add New panel's Templates tab.
 */
import { data } from 'react-router';
import type { Route } from './+types/job.save-template';
import { SaveTemplatePanel, type SaveTemplateAnswer } from '~/components/line-items/save-template-panel';
import { panelContext } from '~/server/line-items/panel-routes.server';
import { saveTemplate, versionLinesForTemplate } from '~/server/line-items/templates.server';
import { requireUser } from '~/server/auth/session.server';
import { requireFormPost } from '~/server/http/methods.server';
import { fieldErrors } from '~/server/http/api.server';
import { redirectWithToast } from '~/server/http/toast.server';
import { saveTemplateSchema, templateSavedToast } from '~/domain/line-items/templates';
import { isolateText } from '~/domain/user-text';

/** It opens a side panel over the job page (job-screen.tsx renders the page behind it inert). */
export const handle = { panel: true };

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request);
  const ctx = panelContext(request, params);
  return {
    brandName: ctx.job.brandName,
    versionNumber: ctx.version.versionNumber,
    lines: versionLinesForTemplate(ctx.version.id),
    closeHref: ctx.links.job,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  requireFormPost(request);
  const ctx = panelContext(request, params);
  const form = await request.formData();
  const values = { name: String(form.get('name') ?? ''), description: String(form.get('description') ?? ''), lineIds: form.getAll('lineIds').map(String) };
  const parsed = saveTemplateSchema.safeParse(values);
  if (!parsed.success) return data<SaveTemplateAnswer>({ values, fieldErrors: fieldErrors(parsed.error) }, { status: 400 });
  const saved = saveTemplate(ctx.version.id, parsed.data, user.id);
  if (!saved.ok) return data<SaveTemplateAnswer>({ values, fieldErrors: saved.fieldErrors }, { status: saved.status });
  return redirectWithToast(ctx.links.job, { description: templateSavedToast(isolateText(saved.value.name), saved.value.lineCount) });
}

export default function SaveTemplateRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SaveTemplatePanel {...loaderData} answer={actionData} />;
}

export { DialogErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
