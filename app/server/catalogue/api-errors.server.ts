import type { z } from 'zod';
import { jsonError, methodNotAllowed, readJson } from '~/server/http/api.server';
import { requireApiAdmin, type User } from '~/server/auth/session.server';
import { idParam } from './params.server';
import { AdminWriteError } from './errors.server';

/**
 * Runs an admin write for an /api route: a refused write (AdminWriteError)
 * becomes its JSON answer (400/404/409 naming the field); anything else is
 * unexpected and goes on to the error boundary.
 */
export function answerAdminWrite<T>(write: () => T): T | ReturnType<typeof jsonError> {
  try {
    return write();
  } catch (error) {
    if (error instanceof AdminWriteError) return jsonError(error.status, error.message, { [error.field]: [error.message] });
    throw error;
  }
}

type PatchArgs = { request: Request; params: { id?: string } };

/**
 * The loader and action of an admin `PATCH /api/<things>/{id}` route (brands,
 * services, options, users): admin only (401/403 before anything else), every
 * other method 405, the id from the path, the JSON body parsed by `schema`
 * (400 naming the field), then `write` answered as answerAdminWrite does.
 */
export function adminPatchRoute<S extends z.ZodType, T>(schema: S, write: (admin: User, id: number, patch: z.output<S>) => T) {
  return {
    async loader({ request }: PatchArgs) {
      await requireApiAdmin(request);
      return methodNotAllowed(['PATCH']);
    },
    async action({ request, params }: PatchArgs) {
      const admin = await requireApiAdmin(request);
      if (request.method !== 'PATCH') return methodNotAllowed(['PATCH']);
      const id = idParam(params.id);
      const patch = await readJson(request, schema);
      return answerAdminWrite(() => write(admin, id, patch));
    },
  };
}
