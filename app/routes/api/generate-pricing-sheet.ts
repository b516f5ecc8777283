/**
 * POST /api/generate-pricing-sheet {brandSlug, jobNumber, version}: the
 * internal pricing sheet PDF of that job version as a download ('Pricing
 * Sheet - <job name>.pdf'), or JSON {error} as for the proposal. Signed-in
 * staff only, like everything else.
 */
import type { Route } from './+types/generate-pricing-sheet';
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
  const made = await documentResponse('pricing-sheet', { ...body, version: body.version ?? null });
  return made.ok ? made.response : failureJson(made.failure);
}
