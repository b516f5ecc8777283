/**
 * POST /api/mapbox/suggest {query, sessionToken} -> {suggestions}: address
 * suggestions from the provider (Mapbox or known addresses), always ending
 * with 'Use as typed'. Queries outside 3..200 characters get no suggestions.
 */
import { z } from 'zod';
import type { Route } from './+types/mapbox.suggest';
import { methodNotAllowed, readJson } from '~/server/http/api.server';
import { MAX_QUERY, MIN_QUERY, suggestAddresses } from '~/server/clients/address-suggest.server';
import { requireApiUser } from '~/server/auth/session.server';

const body = z.object({
  query: z.string(),
  sessionToken: z.string().max(100).nullish(),
});

export async function loader({ request }: Route.LoaderArgs) {
  await requireApiUser(request);
  return methodNotAllowed(['POST']);
}

export async function action({ request }: Route.ActionArgs) {
  await requireApiUser(request);
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  const { query, sessionToken } = await readJson(request, body);
  const q = query.trim();
  if (q.length < MIN_QUERY || q.length > MAX_QUERY) return { suggestions: [] };
  return { suggestions: await suggestAddresses(q, sessionToken) };
}
