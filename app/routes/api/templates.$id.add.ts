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
import type { Route } from './+types/templates.$id.add';
import { jsonError, methodNotAllowed, readJson } from '~/server/http/api.server';
import { requireApiUser } from '~/server/auth/session.server';
import { addTemplate, findTemplate, jobVersionId } from '~/server/line-items/templates.server';
import { TEMPLATE_MESSAGES } from '~/domain/line-items/templates';

const id = z.coerce.number().int().positive();
const bodySchema = z.object({ jobId: id, versionNumber: id });

export async function loader({ request }: Route.LoaderArgs) {
  await requireApiUser(request);
  return methodNotAllowed(['POST']);
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireApiUser(request);
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  const templateId = /^\d{1,12}$/.test(params.id) ? Number(params.id) : 0;
  if (!findTemplate(templateId)) return jsonError(404, TEMPLATE_MESSAGES.notFound);
  const body = await readJson(request, bodySchema);
  const versionId = jobVersionId(body.jobId, body.versionNumber);
  if (versionId === null) return jsonError(404, 'Version not found');
  const added = addTemplate(templateId, versionId);
  if (!added.ok) return jsonError(added.status, added.error, added.fieldErrors);
  return data(added.value, { status: 201 });
}
