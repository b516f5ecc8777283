/** GET /api/clients/search?q= : clients whose name starts with, then contains, q. */
import { getOnlyAction, readQuery } from '~/server/http/api.server';
import { z } from 'zod';
import type { Route } from './+types/clients.search';
import { searchClients } from '~/server/clients/clients.server';
import { requireApiUser } from '~/server/auth/session.server';

const query = z.object({ q: z.string().trim().min(1, 'Enter at least 1 character').max(100, 'At most 100 characters') });

export async function loader({ request }: Route.LoaderArgs) {
  await requireApiUser(request);
  const { q } = readQuery(request, query);
  return searchClients(q);
}

export const action = getOnlyAction(requireApiUser);
