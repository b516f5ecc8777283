/** GET /api/prices-on?date=yyyy-MM-dd&brandId=: a brand's size and fixed service prices (cents) as they stood on that day. */
import { z } from 'zod';
import { effectiveFromSchema } from '~/domain/price-changes/choice';
import { readQuery } from '~/server/http/api.server';
import { apiRoute } from '~/server/http/api-route.server';
import { requireApiAdmin } from '~/server/auth/session.server';
import { pricesOn } from '~/server/price-changes/history.server';

const query = z.object({ date: effectiveFromSchema, brandId: z.coerce.number({ message: 'Name a brandId' }).int().positive('Name a brandId') });

const route = apiRoute({ guard: requireApiAdmin, GET: ({ request }) => { const q = readQuery(request, query); return { prices: pricesOn(q.brandId, q.date) }; } });
export const loader = route.loader;
export const action = route.action;
