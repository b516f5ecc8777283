/**
 * POST /api/mapbox/suggest {query, sessionToken} -> {suggestions}: address
 * suggestions from the provider (Mapbox or known addresses), always ending
 * with 'Use as typed'. Queries outside 3..200 characters get no suggestions.
 */
import { z } from 'zod';
import { readJson } from '~/server/http/api.server';
import { apiRoute } from '~/server/http/api-route.server';
import { MAX_QUERY, MIN_QUERY, suggestAddresses } from '~/server/clients/address-suggest.server';
import { requireApiUser } from '~/server/auth/session.server';

const body = z.object({
  query: z.string(),
  sessionToken: z.string().max(100).nullish(),
});

const route = apiRoute({
  guard: requireApiUser,
  async POST({ request }) {
    const { query, sessionToken } = await readJson(request, body);
    const q = query.trim();
    if (q.length < MIN_QUERY || q.length > MAX_QUERY) return { suggestions: [] };
    return { suggestions: await suggestAddresses(q, sessionToken) };
  },
});
export const loader = route.loader;
export const action = route.action;
