/** GET /api/clients/{id}/contacts : the client's contacts (404 for an unknown client). */
import { jsonError } from '~/server/http/api.server';
import { apiRoute } from '~/server/http/api-route.server';
import { clientContacts, clientIdParam } from '~/server/clients/clients.server';
import { requireApiUser } from '~/server/auth/session.server';

const route = apiRoute({
  guard: requireApiUser,
  GET({ params }) {
    const contacts = clientContacts(clientIdParam(params.id));
    if (!contacts) throw jsonError(404, 'Client not found');
    return contacts;
  },
});
export const loader = route.loader;
export const action = route.action;
