/** GET /api/options: every sign option with its parsedValues [{display, modifier}] (admin Options tab). */
import { apiRoute } from '~/server/http/api-route.server';
import { listOptions } from '~/server/catalogue/options.server';
import { requireApiAdmin } from '~/server/auth/session.server';

const route = apiRoute({ guard: requireApiAdmin, GET: () => ({ options: listOptions() }) });
export const loader = route.loader;
export const action = route.action;
