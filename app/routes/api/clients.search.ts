/** GET /api/clients/search?q= : clients whose name starts with, then contains, q. */
import { z } from 'zod';
import { readQuery } from '~/server/http/api.server';
import { apiRoute } from '~/server/http/api-route.server';
import { searchClients } from '~/server/clients/clients.server';
import { requireApiUser } from '~/server/auth/session.server';

const query = z.object({ q: z.string().trim().min(1, 'Enter at least 1 character').max(100, 'At most 100 characters') });

const route = apiRoute({ guard: requireApiUser, GET: ({ request }) => searchClients(readQuery(request, query).q) });
export const loader = route.loader;
export const action = route.action;
