/**
 * POST /api/templates/{id}/add {jobId, versionNumber}: every line of the
 * template added at the end of that version in one transaction, Calculated
 * lines re-priced from today's catalogue, Edited and Custom lines at their
 * saved prices. 201 {name, added: [line ids]}; 400 naming the field (another
 * brand's template, a line the catalogue can no longer price); 404 unknown
 * template, job or version; 409 a frozen version or a limit, as any line write.
 */
import { data } from 'react-router';
import { z } from 'zod';
import { jsonError, readJson } from '~/server/http/api.server';
import { apiRoute } from '~/server/http/api-route.server';
import { apiId } from '~/server/http/params.server';
import { staffActor } from '~/server/lifecycle/history.server';
import { requireApiUser } from '~/server/auth/session.server';
import { addTemplate, findTemplate, jobVersionId } from '~/server/line-items/templates.server';
import { TEMPLATE_MESSAGES } from '~/domain/line-items/templates';

const id = z.coerce.number().int().positive();
const bodySchema = z.object({ jobId: id, versionNumber: id });

const route = apiRoute({
  guard: requireApiUser,
  async POST({ request, params, user }) {
    const templateId = apiId(params.id, TEMPLATE_MESSAGES.notFound);
    if (!findTemplate(templateId)) return jsonError(404, TEMPLATE_MESSAGES.notFound);
    const body = await readJson(request, bodySchema);
    const versionId = jobVersionId(body.jobId, body.versionNumber);
    if (versionId === null) return jsonError(404, 'Version not found');
    const added = addTemplate(staffActor(user), templateId, versionId);
    if (!added.ok) return jsonError(added.status, added.error, added.fieldErrors);
    return data(added.value, { status: 201 });
  },
});
export const loader = route.loader;
export const action = route.action;
