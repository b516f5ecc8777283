/**
 * /data/templates/{id}/edit (admin): rename a line template
 * (name, description) or delete it. Lines already added from it never change.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/data.templates.$templateId.edit';
import { TemplateFormDialog } from '~/components/catalogue/template-dialog';
import { deleteTemplate, findTemplate, renameTemplate } from '~/server/line-items/templates.server';
import { requireAdmin } from '~/server/auth/session.server';
import { redirectWithToast } from '~/server/http/toast.server';
import { requireFormPost } from '~/server/http/methods.server';
import { readIntent } from '~/server/http/intent.server';
import { recordOr404 } from '~/server/http/params.server';
import { templateFieldsSchema } from '~/domain/line-items/templates';
import { isolateText } from '~/domain/user-text';

const BACK = '/data?tab=templates';

const templateOr404 = (id: string | undefined) => recordOr404(id, findTemplate, 'Template not found');
/** The dialog's Delete button; anything else is its Save. */
const intents = z.enum(['save', 'delete']);

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const t = templateOr404(params.templateId);
  return { name: t.name, defaults: { name: t.name, description: t.description } };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  requireFormPost(request);
  const t = templateOr404(params.templateId);
  const formData = await request.formData();
  if (readIntent(formData, intents, 'save') === 'delete') {
    const deleted = deleteTemplate(t.id);
    if (!deleted.ok) throw data(deleted.error, { status: deleted.status });
    return redirectWithToast(BACK, { title: 'Success', description: `Template ${isolateText(t.name)} deleted` });
  }
  const submission = parseWithZod(formData, { schema: templateFieldsSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const saved = renameTemplate(t.id, submission.value);
  if (!saved.ok) return data({ result: submission.reply({ fieldErrors: saved.fieldErrors }) }, { status: saved.status });
  return redirectWithToast(BACK, { title: 'Success', description: `Template ${isolateText(saved.value.name)} updated` });
}

export default function EditTemplate({ loaderData, actionData }: Route.ComponentProps) {
  return <TemplateFormDialog title={`Edit Template: ${loaderData.name}`} closeHref={BACK} defaults={loaderData.defaults} lastResult={actionData?.result} />;
}

export { DialogErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
