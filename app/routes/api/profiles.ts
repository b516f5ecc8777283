/** GET /api/profiles: the Active people (project manager selector and lists). */
import { apiRoute } from '~/server/http/api-route.server';
import { listActiveProfiles } from '~/server/catalogue/lookup.server';
import { requireApiUser } from '~/server/auth/session.server';

const route = apiRoute({ guard: requireApiUser, GET: () => listActiveProfiles() });
export const loader = route.loader;
export const action = route.action;
