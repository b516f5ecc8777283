/** GET /api/signs/{id}/options: the options linked to the sign, with parsedValues [{display, modifier}]. */
import { jsonError } from '~/server/http/api.server';
import { apiRoute } from '~/server/http/api-route.server';
import { apiId } from '~/server/http/params.server';
import { apiSignOptions } from '~/server/line-items/catalogue.server';
import { requireApiUser } from '~/server/auth/session.server';

const route = apiRoute({
  guard: requireApiUser,
  GET({ params }) {
    const options = apiSignOptions(apiId(params.id, 'Sign not found'));
    if (!options) throw jsonError(404, 'Sign not found');
    return options;
  },
});
export const loader = route.loader;
export const action = route.action;
