/**
 * GET /api/signs: every brand's active signs (spec section 3 Sign fields), by brand, display order, name.
 * POST /api/signs (admin): a new sign.
 */
import { data } from 'react-router';
import type { Route } from './+types/signs';
import { newSignSchema } from '~/domain/catalogue/catalogue';
import { methodNotAllowed, readJson } from '~/server/http/api.server';
import { answerAdminWrite } from '~/server/catalogue/api-errors.server';
import { createSign } from '~/server/catalogue/signs.server';
import { apiSigns } from '~/server/line-items/catalogue.server';
import { requireApiAdmin, requireApiUser } from '~/server/auth/session.server';

export async function loader({ request }: Route.LoaderArgs) {
  await requireApiUser(request);
  return apiSigns(null);
}

// Admin writes
export async function action({ request }: Route.ActionArgs) {
  const user = await requireApiAdmin(request);
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST']);
  const fields = await readJson(request, newSignSchema);
  return answerAdminWrite(() => data({ sign: createSign(user, fields) }, { status: 201 }));
}
