/**
 * GET /api/price-changes/{id}: one change with its cells (each with its `id`) and its history (`events`).
 * PATCH {effectiveFrom?, cells?[{id, newCents}]}: a Scheduled change's new day and/or new prices (cents).
 * DELETE: cancels a Scheduled change. 409 once it is applied or cancelled; admins only.
 */
import { editBodySchema } from '~/domain/price-changes/edit-form';
import { jsonError, readJson } from '~/server/http/api.server';
import { answerWrite, apiRoute } from '~/server/http/api-route.server';
import { apiId } from '~/server/http/params.server';
import { requireApiAdmin } from '~/server/auth/session.server';
import { cancelPriceChange, editPriceChange, findPriceChange } from '~/server/price-changes/scheduled.server';

const route = apiRoute({
  guard: requireApiAdmin,
  GET: ({ params }) => findPriceChange(apiId(params.id, 'Price change not found')) ?? jsonError(404, 'Price change not found'),
  async PATCH({ request, params, user }) {
    const id = apiId(params.id, 'Price change not found');
    const edit = await readJson(request, editBodySchema);
    return answerWrite(() => ({ ok: true, changed: editPriceChange(user, id, edit), change: findPriceChange(id) }));
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
