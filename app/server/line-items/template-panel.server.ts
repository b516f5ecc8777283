/**
 * The Add New panel's Templates tab: the brand's templates
 * for the panel's loader, and its one write, 'Add' (intent add-template), for
 * the panel's action. Adding redirects to the job page with the lines in place;
 * a refusal (a frozen version, a limit, a line today's catalogue cannot price)
 * stays on the tab and says why, with nothing added.
 */
import { data } from 'react-router';
import { z } from 'zod';
import type { PanelContext } from './panel-routes.server';
import type { StaffActor } from '~/server/lifecycle/history.server';
import { addTemplate, listTemplates } from './templates.server';
import { redirectWithToast } from '~/server/http/toast.server';
import { templateAddedToast } from '~/domain/line-items/templates';
import { isolateText } from '~/domain/user-text';

export function templatesForPanel(ctx: PanelContext) {
  return listTemplates(ctx.job.brandId).map(({ id, name, description, lineCount }) => ({ id, name, description, lineCount }));
}

const addForm = z.object({ intent: z.literal('add-template'), templateId: z.coerce.number().int().positive() });

/** Null when the post is not the Templates tab's (the panel's own action then handles it). */
export async function templatePanelAction(request: Request, ctx: PanelContext, by: StaffActor) {
  const form = await request.clone().formData();
  if (form.get('intent') !== 'add-template') return null;
  const parsed = addForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ templateError: 'Choose a template to add' }, { status: 400 });
  const added = addTemplate(by, parsed.data.templateId, ctx.version.id);
  if (!added.ok) return data({ templateError: added.error }, { status: added.status });
  return redirectWithToast(ctx.links.job, { description: templateAddedToast(isolateText(added.value.name), added.value.added.length) });
}
