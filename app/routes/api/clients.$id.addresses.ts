/** GET /api/clients/{id}/addresses : the client's addresses (404 for an unknown client). */
import { getOnlyAction, jsonError } from '~/server/http/api.server';
import type { Route } from './+types/clients.$id.addresses';
import { clientAddresses, clientIdParam } from '~/server/clients/clients.server';
import { requireApiUser } from '~/server/auth/session.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireApiUser(request);
  const id = clientIdParam(params.id);
  const addresses = clientAddresses(id);
  if (!addresses) throw jsonError(404, 'Client not found');
  return addresses;
}

export const action = getOnlyAction(requireApiUser);
