/**
 * GET /api/price-changes/{id}: one change with its cells. PATCH {effectiveFrom}: a Scheduled change's new day.
 * DELETE: cancels a Scheduled change. 409 once it is applied or cancelled; admins only.
 */
import { z } from 'zod';
import { effectiveFromSchema } from '~/domain/price-changes/choice';
import { jsonError, readJson } from '~/server/http/api.server';
import { answerWrite, apiRoute } from '~/server/http/api-route.server';
import { apiId } from '~/server/http/params.server';
import { requireApiAdmin } from '~/server/auth/session.server';
import { cancelPriceChange, findPriceChange, reschedulePriceChange } from '~/server/price-changes/scheduled.server';

const route = apiRoute({
  guard: requireApiAdmin,
  GET: ({ params }) => findPriceChange(apiId(params.id, 'Price change not found')) ?? jsonError(404, 'Price change not found'),
  async PATCH({ request, params, user }) {
    const id = apiId(params.id, 'Price change not found');
    const { effectiveFrom } = await readJson(request, z.object({ effectiveFrom: effectiveFromSchema }));
    return answerWrite(() => {
      reschedulePriceChange(user, id, effectiveFrom);
      return { ok: true };
    });
  },
  DELETE({ params, user }) {
    const id = apiId(params.id, 'Price change not found');
    return answerWrite(() => {
      cancelPriceChange(user, id);
      return { ok: true };
    });
  },
});
export const loader = route.loader;
export const action = route.action;
