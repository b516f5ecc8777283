/** GET /api/signs-with-pricing: every sign with its sizes (cents) and option ids, for the admin Signs tab. */
import { z } from 'zod';
import { readQuery } from '~/server/http/api.server';
import { apiRoute } from '~/server/http/api-route.server';
import { listSignsWithPricing } from '~/server/catalogue/signs.server';
import { requireApiAdmin } from '~/server/auth/session.server';

const query = z.object({ brandId: z.coerce.number().int().positive().optional() });

const route = apiRoute({ guard: requireApiAdmin, GET: ({ request }) => ({ signs: listSignsWithPricing(readQuery(request, query)) }) });
export const loader = route.loader;
export const action = route.action;
