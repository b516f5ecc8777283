/** POST /api/price-changes/preview {the bulk choice}: every cell old -> new (cents), the count and the total effect; nothing saved. */
import { z } from 'zod';
import { jsonError, readJson } from '~/server/http/api.server';
import { apiRoute } from '~/server/http/api-route.server';
import { requireApiAdmin } from '~/server/auth/session.server';
import { previewBulkChange } from '~/server/price-changes/bulk.server';
import { readChoice } from '~/server/price-changes/screens.server';

const route = apiRoute({
  guard: requireApiAdmin,
  async POST({ request }) {
    const read = readChoice(await readJson(request, z.looseObject({})));
    if (!read.ok) return jsonError(400, Object.values(read.errors)[0]?.[0] ?? 'Invalid request', read.errors);
    return { preview: previewBulkChange(read.choice) };
  },
});
export const loader = route.loader;
export const action = route.action;
