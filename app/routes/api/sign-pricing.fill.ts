/**
 * POST /api/sign-pricing/fill {column, value, pricingIds}: drag-fill, one
 * transaction; answers the rows before and after so the screen can undo.
 */
import { fillSchema } from '~/domain/catalogue/sizes';
import { readJson } from '~/server/http/api.server';
import { answerWrite, apiRoute } from '~/server/http/api-route.server';
import { fillColumn } from '~/server/catalogue/signs.server';
import { requireApiAdmin } from '~/server/auth/session.server';

const route = apiRoute({
  guard: requireApiAdmin,
  async POST({ request, user }) {
    const { column, value, pricingIds } = await readJson(request, fillSchema);
    return answerWrite(() => fillColumn(user, column, value, pricingIds));
  },
});
export const loader = route.loader;
export const action = route.action;
