/**
 * POST /api/job-line-items: adds a line at the end of its version (spec
 * section 7 payload; see domain/line-items/line-item-payload for what is
 * read and what is ignored). The server prices it; answers 201 with the line
 * (spec section 3 fields, dollars), 400 naming the field, 404 for an unknown
 * version.
 */
import { data } from 'react-router';
import type { Route } from './+types/job-line-items';
import { jsonError, methodNotAllowed, readJson } from '~/server/http/api.server';
import { addLineItem } from '~/server/line-items/line-item-writes.server';
import { apiLineItemById } from '~/server/line-items/line-item-reads.server';
import { requireApiUser } from '~/server/auth/session.server';
import { staffActor } from '~/server/lifecycle/history.server';
import { createLineItemSchema, draftFromPayload } from '~/domain/line-items/line-item-payload';

export async function loader({ request }: Route.LoaderArgs) {
  await requireApiUser(request);
  return methodNotAllowed(['POST']);
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') {
    await requireApiUser(request);
    return methodNotAllowed(['POST']);
  }
  const user = await requireApiUser(request);
  const body = await readJson(request, createLineItemSchema);
  const result = addLineItem(staffActor(user), body.jobVersionId, draftFromPayload(body));
  if (!result.ok) return jsonError(result.status, result.error, result.fieldErrors);
  return data(apiLineItemById(result.value.id), { status: 201 });
}
