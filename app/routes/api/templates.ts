/**
 * GET /api/templates?brandId= : line templates, one brand's
 * or all, with their line counts. POST {jobId, versionNumber, name,
 * description?, lineIds?}: the version's lines (or those of lineIds) saved as a
 * template of the job's brand, 201 {id, name, lineCount}; 400 naming the
 * field, 404 unknown job or version, 409 a name the brand already uses.
 */
import { data } from 'react-router';
import { z } from 'zod';
import { jsonError, readJson, readQuery } from '~/server/http/api.server';
import { apiRoute } from '~/server/http/api-route.server';
import { requireApiUser } from '~/server/auth/session.server';
import { jobVersionId, listTemplates, saveTemplate } from '~/server/line-items/templates.server';
import { saveTemplateSchema } from '~/domain/line-items/templates';

const query = z.object({ brandId: z.coerce.number().int().positive().optional() });
const id = z.coerce.number().int().positive();
const createSchema = saveTemplateSchema.extend({ jobId: id, versionNumber: id });

const route = apiRoute({
  guard: requireApiUser,
  GET({ request }) {
    const { brandId } = readQuery(request, query);
    return listTemplates(brandId ?? null).map(({ updated: _shown, ...t }) => t);
  },
  async POST({ request, user }) {
    const body = await readJson(request, createSchema);
    const versionId = jobVersionId(body.jobId, body.versionNumber);
    if (versionId === null) return jsonError(404, 'Version not found');
    const saved = saveTemplate(versionId, body, user.id);
    if (!saved.ok) return jsonError(saved.status, saved.error, saved.fieldErrors);
    return data(saved.value, { status: 201 });
  },
});
export const loader = route.loader;
export const action = route.action;
