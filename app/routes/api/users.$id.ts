/**
 * PATCH /api/users/{id}: any of role, status ('Active' | 'Disabled'), jobTitle.
 * 409 when the role rules refuse it (only a Super-Admin grants or removes an
 * admin role; never the last active Super-Admin; never yourself out of admin).
 */
import { userPatchSchema } from '~/domain/users/user-admin';
import { adminPatchRoute } from '~/server/catalogue/api-errors.server';
import { updateUser } from '~/server/users/users.server';

const route = adminPatchRoute(userPatchSchema, (admin, id, patch) => ({ user: updateUser(admin, id, patch) }));
export const loader = route.loader;
export const action = route.action;
