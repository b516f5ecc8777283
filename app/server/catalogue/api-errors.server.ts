import type { z } from 'zod';
import { readJson } from '~/server/http/api.server';
import { answerWrite, apiRoute } from '~/server/http/api-route.server';
import { apiId } from '~/server/http/params.server';
import { requireApiAdmin, type User } from '~/server/auth/session.server';

/**
 * The loader and action of an admin `PATCH /api/<things>/{id}` route (brands,
 * services, options, users): admin only (401/403 before anything else), every
 * other method 405, the id from the path, the JSON body parsed by `schema`
 * (400 naming the field), then `write` answered as answerWrite does.
 */
export function adminPatchRoute<S extends z.ZodType, T>(schema: S, write: (admin: User, id: number, patch: z.output<S>) => T) {
  return apiRoute({
    guard: requireApiAdmin,
    async PATCH({ request, params, user }) {
      const id = apiId(params.id);
      const patch = await readJson(request, schema);
      return answerWrite(() => write(user, id, patch));
    },
  });
}
