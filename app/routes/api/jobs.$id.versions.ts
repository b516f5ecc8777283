/**
 * GET /api/jobs/{id}/versions: [{id, versionNumber, createdAt, createdBy}],
 * newest first. POST {createdBy, sourceVersionNumber}: version n+1 copied
 * from the source, 201 {id, versionNumber}. createdBy is ignored: the
 * signed-in user creates it.
 */
import { data } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/jobs.$id.versions';
import { jsonError, methodNotAllowed, readJson } from '~/server/api.server';
import { createVersion, jobExists, listVersions } from '~/server/job-versions.server';
import { requireApiUser } from '~/server/session.server';

const SOURCE_MESSAGE = 'Please choose an existing version to copy';

const createSchema = z.object({
  createdBy: z.unknown().optional(),
  sourceVersionNumber: z.coerce.number({ message: SOURCE_MESSAGE }).int(SOURCE_MESSAGE).positive(SOURCE_MESSAGE),
});

function jobId(params: Route.LoaderArgs['params']): number {
  const id = z.coerce.number().int().positive().safeParse(params.id);
  if (!id.success || !jobExists(id.data)) throw jsonError(404, 'Job not found');
  return id.data;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireApiUser(request);
  return listVersions(jobId(params)).map(({ id, versionNumber, createdAt, createdBy }) => ({
    id,
    versionNumber,
    createdAt,
    createdBy,
  }));
}

export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST']);
  const user = await requireApiUser(request);
  const body = await readJson(request, createSchema);
  const result = createVersion(jobId(params), body.sourceVersionNumber, user.id);
  if (!result.ok) {
    if (result.reason === 'job-not-found') return jsonError(404, 'Job not found');
    return jsonError(400, 'Invalid request', { sourceVersionNumber: [SOURCE_MESSAGE] });
  }
  return data({ id: result.id, versionNumber: result.versionNumber }, { status: 201 });
}
