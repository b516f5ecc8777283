/**
 * GET /api/templates/{id}: a line template with its lines in order (any
 * signed-in user). PATCH {name, description?} renames it; DELETE deletes it
 * (admin only; lines already added from it never change). 404 unknown id.
 */
import { data } from 'react-router';
import { jsonError, readJson } from '~/server/http/api.server';
import { apiRoute } from '~/server/http/api-route.server';
import { apiId } from '~/server/http/params.server';
import { requireApiAdmin, requireApiUser } from '~/server/auth/session.server';
import { deleteTemplate, renameTemplate, templateDetail } from '~/server/line-items/templates.server';
import { TEMPLATE_MESSAGES, templateFieldsSchema } from '~/domain/line-items/templates';

const templateId = (params: Record<string, string | undefined>) => apiId(params.id, TEMPLATE_MESSAGES.notFound);

const route = apiRoute({
  guard: requireApiUser,
  writeGuard: requireApiAdmin,
  GET({ params }) {
    const detail = templateDetail(templateId(params));
    if (!detail) return jsonError(404, TEMPLATE_MESSAGES.notFound);
    const { updated: _shown, ...template } = detail;
    return template;
  },
  async PATCH({ request, params }) {
    const fields = await readJson(request, templateFieldsSchema);
    const saved = renameTemplate(templateId(params), fields);
    if (!saved.ok) return jsonError(saved.status, saved.error, saved.status === 404 ? undefined : saved.fieldErrors);
    return data(saved.value);
  },
  DELETE({ params }) {
    const deleted = deleteTemplate(templateId(params));
    if (!deleted.ok) return jsonError(deleted.status, deleted.error);
    return data(deleted.value);
  },
});
export const loader = route.loader;
export const action = route.action;
