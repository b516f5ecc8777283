/**
 * GET /api/signs/{id}/pricing: the sign's sizes, sorted by the numeric part
 * of their names, with both spellings of the spec's fields (id/pricingId,
 * sizeName/size, baseSignPrice/signPrice, baseInstallPrice/installPrice,
 * racewayPrice/raceway) and signBudget, installBudget; dollars.
 */
import type { Route } from './+types/signs.$id.pricing';
import { getOnlyAction, jsonError } from '~/server/api.server';
import { apiSignPricing } from '~/server/line-items/catalogue.server';
import { idParam } from '~/server/line-items/api-params.server';
import { requireApiUser } from '~/server/session.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireApiUser(request);
  const sizes = apiSignPricing(idParam(params.id, 'Sign not found'));
  if (!sizes) throw jsonError(404, 'Sign not found');
  return sizes;
}

export const action = getOnlyAction(requireApiUser);
