/**
 * /api/jobs/{id}/versions/{versionNumber}/{step}: POST send
 * {to, cc, subject, message, validUntil}, POST mark-sent {validUntil}, POST
 * withdraw {}, POST approval (the signed PDF's bytes, application/pdf), GET
 * documents (the stored documents' links). Answers {versionNumber, state,
 * jobStatus, validUntil}; 400 naming the field, 404, 409 wrong state.
 */
import type { Route } from './+types/jobs.$id.versions.$versionNumber.$step';
import { jsonError } from '~/server/http/api.server';
import { apiRoute } from '~/server/http/api-route.server';
import { requireApiUser } from '~/server/auth/session.server';
import { API_STEPS, apiJob, lifecycleApiDocuments, lifecycleApiWrite, type ApiStep } from '~/server/lifecycle/lifecycle-api.server';

/** GET documents; the other steps are writes (POST), and each answers 405 for the other's methods. */
const documents = apiRoute({
  guard: requireApiUser,
  GET: ({ params }) => lifecycleApiDocuments(apiJob(params.id), params.versionNumber),
});
const writes = apiRoute({
  guard: requireApiUser,
  POST: ({ request, params, user }) => lifecycleApiWrite(request, user, apiJob(params.id), params.versionNumber, params.step as ApiStep),
});
/** A step there is none of: 404, after the session check like any other answer. */
async function unknownStep({ request }: { request: Request }): Promise<never> {
  await requireApiUser(request);
  throw jsonError(404, 'Not found');
}

const routeOf = (step: string) =>
  step === 'documents' ? documents : (API_STEPS as readonly string[]).includes(step) ? writes : { loader: unknownStep, action: unknownStep };

export const loader = (args: Route.LoaderArgs) => routeOf(args.params.step).loader(args);
export const action = (args: Route.ActionArgs) => routeOf(args.params.step).action(args);
