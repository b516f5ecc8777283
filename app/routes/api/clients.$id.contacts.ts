/** GET /api/clients/{id}/contacts : the client's contacts (404 for an unknown client). */
import { getOnlyAction, jsonError } from '~/server/http/api.server';
import type { Route } from './+types/clients.$id.contacts';
import { clientContacts, clientIdParam } from '~/server/clients/clients.server';
import { requireApiUser } from '~/server/auth/session.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireApiUser(request);
  const id = clientIdParam(params.id);
  const contacts = clientContacts(id);
  if (!contacts) throw jsonError(404, 'Client not found');
  return contacts;
}

export const action = getOnlyAction(requireApiUser);
