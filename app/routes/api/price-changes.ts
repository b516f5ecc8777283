/**
 * GET /api/price-changes: every price change (Scheduled first).
 * POST /api/price-changes {brandId, signType?, signIds?, columns, direction, kind, size, rounding, effectiveFrom}:
 * saves a bulk change from that day (today: applied now). Admins only; 400 names the field.
 */
import { z } from 'zod';
import { effectiveFromSchema } from '~/domain/price-changes/choice';
import { jsonError, readJson } from '~/server/http/api.server';
import { answerWrite, apiRoute } from '~/server/http/api-route.server';
import { requireApiAdmin } from '~/server/auth/session.server';
import { saveBulkChange } from '~/server/price-changes/bulk.server';
import { listPriceChanges } from '~/server/price-changes/scheduled.server';
import { readChoice } from '~/server/price-changes/screens.server';

const body = z.looseObject({ effectiveFrom: effectiveFromSchema });

const route = apiRoute({
  guard: requireApiAdmin,
  GET: () => ({ changes: listPriceChanges() }),
  async POST({ request, user }) {
    const input = await readJson(request, body);
    const read = readChoice(input);
    if (!read.ok) return jsonError(400, Object.values(read.errors)[0]?.[0] ?? 'Invalid request', read.errors);
    return answerWrite(() => ({ change: saveBulkChange(user, read.choice, input.effectiveFrom) }));
  },
});
export const loader = route.loader;
export const action = route.action;
