/**
 * POST /api/sign-pricing/restore {column, rows: [{id, cents, expected?}]}: the Undo of a drag-fill, one
 * transaction; `expected` (the cell's value after the fill) refuses the undo (409) once someone changed the cell.
 */
import type { Route } from './+types/sign-pricing.restore';
import { restoreSchema } from '~/domain/catalogue/catalogue';
import { methodNotAllowed, readJson } from '~/server/http/api.server';
import { answerAdminWrite } from '~/server/catalogue/api-errors.server';
import { restoreColumn } from '~/server/catalogue/signs.server';
import { requireApiAdmin } from '~/server/auth/session.server';

export async function loader({ request }: Route.LoaderArgs) {
  await requireApiAdmin(request);
  return methodNotAllowed(['POST']);
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireApiAdmin(request);
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  const { column, rows } = await readJson(request, restoreSchema);
  return answerAdminWrite(() => restoreColumn(user, column, rows));
}
