/**
 * POST /api/catalogue/imports/{id}/apply {applyValidRowsOnly, removeMissing}: applies a preview (409 when the
 * catalogue moved since it). POST /api/catalogue/imports/{id}/undo: puts the catalogue back (409 naming what
 * changed since). Admins only.
 */
import { applyBodySchema, importIdSchema } from '~/domain/catalogue-transfer/forms';
import { jsonError, readJson } from '~/server/http/api.server';
import { answerWrite, apiRoute } from '~/server/http/api-route.server';
import { applyImport, undoImport } from '~/server/catalogue-transfer/imports.server';
import { requireApiAdmin } from '~/server/auth/session.server';

const route = apiRoute({
  guard: requireApiAdmin,
  async POST({ request, params, user }) {
    const id = importIdSchema.safeParse(params.id);
    if (!id.success || (params.step !== 'apply' && params.step !== 'undo')) return jsonError(404, 'Not found');
    if (params.step === 'undo') return answerWrite(() => ({ undone: true, counts: undoImport(user, id.data) }));
    const body = await readJson(request, applyBodySchema);
    return answerWrite(() => applyImport(user, id.data, body));
  },
});
export const loader = route.loader;
export const action = route.action;
