/**
 * /api/jobs/{id}/versions/{versionNumber}/{step} (issue 21): POST send
 * {to, cc, subject, message, validUntil}, POST mark-sent {validUntil}, POST
 * withdraw {}, POST approval (the signed PDF's bytes, application/pdf), GET
 * documents (the stored documents' links). Answers {versionNumber, state,
 * jobStatus, validUntil}; 400 naming the field, 404, 409 wrong state.
 */
import type { Route } from './+types/jobs.$id.versions.$versionNumber.$step';
import { jsonError, methodNotAllowed } from '~/server/http/api.server';
import { requireApiUser } from '~/server/auth/session.server';
import { API_STEPS, apiJob, lifecycleApiDocuments, lifecycleApiWrite, type ApiStep } from '~/server/lifecycle/lifecycle-api.server';

const stepOf = (step: string): ApiStep => {
  if (!(API_STEPS as readonly string[]).includes(step)) throw jsonError(404, 'Not found');
  return step as ApiStep;
};

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireApiUser(request);
  const step = stepOf(params.step);
  if (step !== 'documents') return methodNotAllowed(['POST']);
  return lifecycleApiDocuments(apiJob(params.id), params.versionNumber);
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireApiUser(request);
  const step = stepOf(params.step);
  if (step === 'documents') return methodNotAllowed(['GET']);
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return lifecycleApiWrite(request, user, apiJob(params.id), params.versionNumber, step);
}
