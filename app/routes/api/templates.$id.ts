/**
 * GET /api/templates/{id}: a line template with its lines in order (any
 * signed-in user). PATCH {name, description?} renames it; DELETE deletes it
 * (admin only; lines already added from it never change). 404 unknown id.
 */
import { data } from 'react-router';
import type { Route } from './+types/templates.$id';
import { jsonError, methodNotAllowed, readJson } from '~/server/http/api.server';
import { requireApiAdmin, requireApiUser } from '~/server/auth/session.server';
import { deleteTemplate, renameTemplate, templateDetail } from '~/server/line-items/templates.server';
import { TEMPLATE_MESSAGES, templateFieldsSchema } from '~/domain/line-items/templates';
import { assertSameOrigin } from '~/server/http/api.server';

const idOf = (raw: string) => (/^\d{1,12}$/.test(raw) ? Number(raw) : 0);

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireApiUser(request);
  const detail = templateDetail(idOf(params.id));
  if (!detail) return jsonError(404, TEMPLATE_MESSAGES.notFound);
  const { updated: _shown, ...template } = detail;
  return template;
}

// Admin writes
export async function action({ request, params }: Route.ActionArgs) {
  await requireApiAdmin(request);
  if (request.method === 'DELETE') {
    assertSameOrigin(request);
    const deleted = deleteTemplate(idOf(params.id));
    if (!deleted.ok) return jsonError(deleted.status, deleted.error);
    return data(deleted.value);
  }
  if (request.method !== 'PATCH') return methodNotAllowed(['GET', 'PATCH', 'DELETE']);
  const fields = await readJson(request, templateFieldsSchema);
  const saved = renameTemplate(idOf(params.id), fields);
  if (!saved.ok) return jsonError(saved.status, saved.error, saved.status === 404 ? undefined : saved.fieldErrors);
  return data(saved.value);
}
