/** GET /api/signs/{id}/options: the options linked to the sign, with parsedValues [{display, modifier}]. */
import type { Route } from './+types/signs.$id.options';
import { getOnlyAction, jsonError } from '~/server/http/api.server';
import { apiSignOptions } from '~/server/line-items/catalogue.server';
import { idParam } from '~/server/line-items/api-params.server';
import { requireApiUser } from '~/server/auth/session.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireApiUser(request);
  const options = apiSignOptions(idParam(params.id, 'Sign not found'));
  if (!options) throw jsonError(404, 'Sign not found');
  return options;
}

export const action = getOnlyAction(requireApiUser);
