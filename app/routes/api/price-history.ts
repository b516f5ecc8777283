/** GET /api/price-history?signId= | ?serviceId= | ?optionId=: every price's periods (value, from, until, who, why), newest first. */
import { z } from 'zod';
import { jsonError, readQuery } from '~/server/http/api.server';
import { apiRoute } from '~/server/http/api-route.server';
import { requireApiAdmin } from '~/server/auth/session.server';
import { priceHistory } from '~/server/price-changes/history.server';

const id = z.coerce.number().int().positive();
const query = z.object({ signId: id.optional(), serviceId: id.optional(), optionId: id.optional() });

const route = apiRoute({
  guard: requireApiAdmin,
  GET({ request }) {
    const q = readQuery(request, query);
    if (q.signId) return { history: priceHistory({ signId: q.signId }) };
    if (q.serviceId) return { history: priceHistory({ entity: 'service', entityId: q.serviceId }) };
    if (q.optionId) return { history: priceHistory({ entity: 'option', entityId: q.optionId }) };
    return jsonError(400, 'Name a signId, serviceId or optionId', { signId: ['Name a signId, serviceId or optionId'] });
  },
});
export const loader = route.loader;
export const action = route.action;
