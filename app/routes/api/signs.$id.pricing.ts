/**
 * GET /api/signs/{id}/pricing: the sign's sizes, sorted by the numeric part
 * of their names, with both spellings of the documented fields (id/pricingId,
 * sizeName/size, baseSignPrice/signPrice, baseInstallPrice/installPrice,
 * racewayPrice/raceway) and signBudget, installBudget; dollars.
 * POST /api/signs/{id}/pricing (admin): a new size.
 */
import { data } from 'react-router';
import { newSizeSchema } from '~/domain/catalogue/sizes';
import { jsonError, readJson } from '~/server/http/api.server';
import { answerWrite, apiRoute } from '~/server/http/api-route.server';
import { apiId } from '~/server/http/params.server';
import { addSize } from '~/server/catalogue/signs.server';
import { apiSignPricing } from '~/server/line-items/catalogue.server';
import { requireApiAdmin, requireApiUser } from '~/server/auth/session.server';

const route = apiRoute({
  guard: requireApiUser,
  writeGuard: requireApiAdmin,
  GET({ params }) {
    const sizes = apiSignPricing(apiId(params.id, 'Sign not found'));
    if (!sizes) throw jsonError(404, 'Sign not found');
    return sizes;
  },
  async POST({ request, params, user }) {
    const signId = apiId(params.id);
    const input = await readJson(request, newSizeSchema);
    return answerWrite(() => data({ size: addSize(user, signId, input) }, { status: 201 }));
  },
});
export const loader = route.loader;
export const action = route.action;
