/**
 * GET /api/jobs/{id}/versions: [{id, versionNumber, createdAt, createdBy}],
 * newest first. POST {createdBy, sourceVersionNumber}: version n+1 copied
 * from the source, 201 {id, versionNumber}. createdBy is ignored: the
 * signed-in user creates it.
 *
 * A job may be numbered 'versions': its /api/jobs/{brandSlug}/versions lands
 * here too (the router ranks this static segment first). A job id is always
 * digits and a brand slug never is, so a non-numeric id is handed on to the
 * job's own route.
 */
import { data } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/jobs.$id.versions';
import * as jobRoute from './jobs.$brandSlug.$jobNumber';
import { jsonError, readJson } from '~/server/http/api.server';
import { apiRoute } from '~/server/http/api-route.server';
import { apiId } from '~/server/http/params.server';
import { createVersion, jobExists, listVersions } from '~/server/jobs/job-versions.server';
import { requireApiUser } from '~/server/auth/session.server';

const SOURCE_MESSAGE = 'Please choose an existing version to copy';

const createSchema = z.object({
  createdBy: z.unknown().optional(),
  // A number, or its digits as text; not true, '0x2' or '1e0'.
  sourceVersionNumber: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : v),
    z.number({ message: SOURCE_MESSAGE }).int(SOURCE_MESSAGE).positive(SOURCE_MESSAGE),
  ),
});

const isJobId = (id: string) => /^\d{1,15}$/.test(id);

/** The job numbered 'versions' of brand `id`, as its own route expects the call (numbers match in any case). */
function asJobNumberedVersions(args: Route.LoaderArgs | Route.ActionArgs) {
  return { ...args, params: { brandSlug: args.params.id, jobNumber: 'versions' } } as never;
}

function jobId(params: Record<string, string | undefined>): number {
  const id = apiId(params.id, 'Job not found');
  if (!jobExists(id)) throw jsonError(404, 'Job not found');
  return id;
}

const route = apiRoute({
  guard: requireApiUser,
  GET: ({ params }) =>
    listVersions(jobId(params)).map(({ id, versionNumber, createdAt, createdBy }) => ({
      id,
      versionNumber,
      createdAt,
      createdBy,
    })),
  async POST({ request, params, user }) {
    const body = await readJson(request, createSchema);
    const result = createVersion(jobId(params), body.sourceVersionNumber, user.id);
    if (!result.ok) {
      if (result.reason === 'job-not-found') return jsonError(404, 'Job not found');
      return jsonError(400, 'Invalid request', { sourceVersionNumber: [SOURCE_MESSAGE] });
    }
    return data({ id: result.id, versionNumber: result.versionNumber }, { status: 201 });
  },
});

export function loader(args: Route.LoaderArgs) {
  return isJobId(args.params.id) ? route.loader(args) : jobRoute.loader(asJobNumberedVersions(args));
}

export function action(args: Route.ActionArgs) {
  return isJobId(args.params.id) ? route.action(args) : jobRoute.action(asJobNumberedVersions(args));
}
