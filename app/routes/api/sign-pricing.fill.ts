/**
 * POST /api/sign-pricing/fill {column, value, pricingIds}: drag-fill, one
 * transaction; answers the rows before and after so the screen can undo.
 */
import type { Route } from './+types/sign-pricing.fill';
import { fillSchema } from '~/domain/catalogue/catalogue';
import { methodNotAllowed, readJson } from '~/server/http/api.server';
import { answerAdminWrite } from '~/server/catalogue/api-errors.server';
import { fillColumn } from '~/server/catalogue/signs.server';
import { requireApiAdmin } from '~/server/auth/session.server';

export async function loader({ request }: Route.LoaderArgs) {
  await requireApiAdmin(request);
  return methodNotAllowed(['POST']);
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireApiAdmin(request);
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  const { column, value, pricingIds } = await readJson(request, fillSchema);
  return answerAdminWrite(() => fillColumn(user, column, value, pricingIds));
}
