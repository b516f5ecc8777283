/** GET /api/signs-with-pricing: every sign with its sizes (cents) and option ids, for the admin Signs tab. */
import { z } from 'zod';
import type { Route } from './+types/signs-with-pricing';
import { getOnlyAction, readQuery } from '~/server/http/api.server';
import { listSignsWithPricing } from '~/server/catalogue/signs.server';
import { requireApiAdmin } from '~/server/auth/session.server';

const query = z.object({ brandId: z.coerce.number().int().positive().optional() });

export async function loader({ request }: Route.LoaderArgs) {
  await requireApiAdmin(request);
  return { signs: listSignsWithPricing(readQuery(request, query)) };
}

export const action = getOnlyAction(requireApiAdmin);
