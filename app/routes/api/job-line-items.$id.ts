/**
 * /api/job-line-items/{id}
 * - GET: the line (fields of docs/product.md § Entities and fields, dollars).
 * - PATCH, one of three bodies (docs/product.md § The API): a full edit (the POST
 *   fields), only {sortOrder} (move it there; the version is renumbered
 *   1..n), or {prices, pricingMode} ('Calculated' resets the pricing, 'Edited'
 *   saves the typed prices). A jobVersionId sent must be the line's own.
 * - DELETE: removes it and renumbers the rest.
 * Answers the line after the write, 400 naming the field, 404 when missing.
 */
import { z } from 'zod';
import { fieldErrors, jsonError, readJson } from '~/server/http/api.server';
import { apiRoute } from '~/server/http/api-route.server';
import { apiId } from '~/server/http/params.server';
import { deleteLineItem, moveLineItem, resetLineItemPricing, setLineItemPrices, updateLineItem, type WriteResult } from '~/server/line-items/line-item-writes.server';
import { apiLineItemById } from '~/server/line-items/line-item-reads.server';
import { requireApiUser } from '~/server/auth/session.server';
import { staffActor } from '~/server/lifecycle/history.server';
import { draftFromPayload, editLineItemSchema, moveLineItemSchema, patchKind, pricingLineItemSchema } from '~/domain/line-items/line-item-payload';

const NOT_FOUND = 'Line item not found';

function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw jsonError(400, 'Invalid request', fieldErrors(parsed.error));
  return parsed.data;
}

function answer(result: WriteResult<{ id: number }>) {
  if (!result.ok) return jsonError(result.status, result.error, result.fieldErrors);
  return apiLineItemById(result.value.id) ?? jsonError(404, NOT_FOUND);
}

const route = apiRoute({
  guard: requireApiUser,
  GET: ({ params }) => apiLineItemById(apiId(params.id, NOT_FOUND)) ?? jsonError(404, NOT_FOUND),
  DELETE({ params, user }) {
    const id = apiId(params.id, NOT_FOUND);
    const result = deleteLineItem(staffActor(user), id);
    if (!result.ok) return jsonError(result.status, result.error, result.fieldErrors);
    return { success: true, id };
  },
  async PATCH({ request, params, user }) {
    const by = staffActor(user);
    const id = apiId(params.id, NOT_FOUND);
    const body = await readJson(request, z.unknown());
    switch (patchKind(body)) {
      case 'move': {
        const move = parse(moveLineItemSchema, body);
        return answer(moveLineItem(by, id, move.sortOrder, move.jobVersionId));
      }
      case 'pricing': {
        const pricing = parse(pricingLineItemSchema, body);
        if (pricing.pricingMode === 'Calculated') return answer(resetLineItemPricing(by, id, pricing.jobVersionId));
        if (!pricing.prices) return jsonError(400, 'Invalid request', { prices: ['Enter the prices'] });
        return answer(setLineItemPrices(by, id, pricing.prices, pricing.jobVersionId));
      }
      default: {
        const edit = parse(editLineItemSchema, body);
        return answer(updateLineItem(by, id, edit.jobVersionId, draftFromPayload(edit)));
      }
    }
  },
});
export const loader = route.loader;
export const action = route.action;
