/**
 * POST /api/sign-pricing/restore {column, rows: [{id, cents, expected?}]}: the Undo of a drag-fill, one
 * transaction; `expected` (the cell's value after the fill) refuses the undo (409) once someone changed the cell.
 */
import { restoreSchema } from '~/domain/catalogue/sizes';
import { readJson } from '~/server/http/api.server';
import { answerWrite, apiRoute } from '~/server/http/api-route.server';
import { restoreColumn } from '~/server/catalogue/signs.server';
import { requireApiAdmin } from '~/server/auth/session.server';

const route = apiRoute({
  guard: requireApiAdmin,
  async POST({ request, user }) {
    const { column, rows } = await readJson(request, restoreSchema);
    return answerWrite(() => restoreColumn(user, column, rows));
  },
});
export const loader = route.loader;
export const action = route.action;
