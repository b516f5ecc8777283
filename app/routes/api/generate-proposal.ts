/**
 * POST /api/generate-proposal {brandSlug, jobNumber, version}: the proposal
 * PDF of that job version as a download ('<proposal no> v<n> (<job
 * name>).pdf'), or JSON {error} (400, 401, 404, 503 with Retry-After when
 * busy; needsApiKey only when no Chromium can be started).
 */
import type { Route } from './+types/generate-proposal';
import { methodNotAllowed, readJson } from '~/server/http/api.server';
import { documentRequestSchema, documentResponse, failureJson } from '~/server/pdf/respond.server';
import { requireApiUser } from '~/server/auth/session.server';

export async function loader({ request }: Route.LoaderArgs) {
  await requireApiUser(request);
  return methodNotAllowed(['POST']);
}

export async function action({ request }: Route.ActionArgs) {
  await requireApiUser(request);
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  const body = await readJson(request, documentRequestSchema);
  const made = await documentResponse('proposal', { ...body, version: body.version ?? null });
  return made.ok ? made.response : failureJson(made.failure);
}
