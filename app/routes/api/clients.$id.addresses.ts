/** GET /api/clients/{id}/addresses : the client's addresses (404 for an unknown client). */
import { jsonError } from '~/server/http/api.server';
import { apiRoute } from '~/server/http/api-route.server';
import { clientAddresses, clientIdParam } from '~/server/clients/clients.server';
import { requireApiUser } from '~/server/auth/session.server';

const route = apiRoute({
  guard: requireApiUser,
  GET({ params }) {
    const addresses = clientAddresses(clientIdParam(params.id));
    if (!addresses) throw jsonError(404, 'Client not found');
    return addresses;
  },
});
export const loader = route.loader;
export const action = route.action;
