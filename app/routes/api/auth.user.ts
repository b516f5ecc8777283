import { toCurrentUser } from '~/domain/auth/current-user';
import { apiRoute } from '~/server/http/api-route.server';
import { requireApiUser } from '~/server/auth/session.server';

// The spec's current-user shape, or 401 JSON without a session.
const route = apiRoute({ guard: requireApiUser, GET: ({ user }) => toCurrentUser(user) });
export const loader = route.loader;
export const action = route.action;
