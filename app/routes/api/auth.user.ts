import { toCurrentUser } from '~/domain/auth/current-user';
import { apiRoute } from '~/server/http/api-route.server';
import { requireApiUser } from '~/server/auth/session.server';

// The current user's shape (docs/product.md § Entities and fields), or 401 JSON without a session.
const route = apiRoute({ guard: requireApiUser, GET: ({ user }) => toCurrentUser(user) });
export const loader = route.loader;
export const action = route.action;
