/**
 * POST /api/job-line-items: adds a line at the end of its version (the
 * payload of docs/product.md § The API; see domain/line-items/line-item-payload for what is
 * read and what is ignored). The server prices it; answers 201 with the line
 * (fields of docs/product.md § Entities and fields, dollars), 400 naming the field, 404 for an unknown
 * version.
 */
import { data } from 'react-router';
import { jsonError, readJson } from '~/server/http/api.server';
import { apiRoute } from '~/server/http/api-route.server';
import { addLineItem } from '~/server/line-items/line-item-writes.server';
import { apiLineItemById } from '~/server/line-items/line-item-reads.server';
import { requireApiUser } from '~/server/auth/session.server';
import { staffActor } from '~/server/lifecycle/history.server';
import { createLineItemSchema, draftFromPayload } from '~/domain/line-items/line-item-payload';

const route = apiRoute({
  guard: requireApiUser,
  async POST({ request, user }) {
    const body = await readJson(request, createLineItemSchema);
    const result = addLineItem(staffActor(user), body.jobVersionId, draftFromPayload(body));
    if (!result.ok) return jsonError(result.status, result.error, result.fieldErrors);
    return data(apiLineItemById(result.value.id), { status: 201 });
  },
});
export const loader = route.loader;
export const action = route.action;
