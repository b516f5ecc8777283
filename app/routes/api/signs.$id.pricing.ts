/**
 * GET /api/signs/{id}/pricing: the sign's sizes, sorted by the numeric part
 * of their names, with both spellings of the spec's fields (id/pricingId,
 * sizeName/size, baseSignPrice/signPrice, baseInstallPrice/installPrice,
 * racewayPrice/raceway) and signBudget, installBudget; dollars.
 * POST /api/signs/{id}/pricing (admin): a new size.
 */
import { data } from 'react-router';
import type { Route } from './+types/signs.$id.pricing';
import { newSizeSchema } from '~/domain/catalogue/catalogue';
import { jsonError, methodNotAllowed, readJson } from '~/server/http/api.server';
import { answerAdminWrite } from '~/server/catalogue/api-errors.server';
import { idParam as adminIdParam } from '~/server/catalogue/params.server';
import { addSize } from '~/server/catalogue/signs.server';
import { apiSignPricing } from '~/server/line-items/catalogue.server';
import { idParam } from '~/server/line-items/api-params.server';
import { requireApiAdmin, requireApiUser } from '~/server/auth/session.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireApiUser(request);
  const sizes = apiSignPricing(idParam(params.id, 'Sign not found'));
  if (!sizes) throw jsonError(404, 'Sign not found');
  return sizes;
}

// Admin writes
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireApiAdmin(request);
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST']);
  const signId = adminIdParam(params.id);
  const input = await readJson(request, newSizeSchema);
  return answerAdminWrite(() => data({ size: addSize(user, signId, input) }, { status: 201 }));
}
