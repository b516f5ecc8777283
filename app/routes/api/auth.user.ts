import type { Route } from './+types/auth.user';
import { toCurrentUser } from '~/domain/current-user';
import { methodNotAllowed } from '~/server/api.server';
import { requireApiUser } from '~/server/session.server';

// The spec's current-user shape, or 401 JSON without a session.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireApiUser(request);
  return toCurrentUser(user);
}

// Only GET is offered; the session check still comes first (401 before 405).
export async function action({ request }: Route.ActionArgs) {
  await requireApiUser(request);
  return methodNotAllowed(['GET']);
}
