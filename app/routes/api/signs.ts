/**
 * GET /api/signs: every brand's active signs (Sign fields of docs/product.md § Entities and fields), by brand, display order, name.
 * POST /api/signs (admin): a new sign.
 */
import { data } from 'react-router';
import { newSignSchema } from '~/domain/catalogue/catalogue';
import { readJson } from '~/server/http/api.server';
import { answerWrite, apiRoute } from '~/server/http/api-route.server';
import { createSign } from '~/server/catalogue/signs.server';
import { apiSigns } from '~/server/line-items/catalogue.server';
import { requireApiAdmin, requireApiUser } from '~/server/auth/session.server';

const route = apiRoute({
  guard: requireApiUser,
  writeGuard: requireApiAdmin,
  GET: () => apiSigns(null),
  async POST({ request, user }) {
    const fields = await readJson(request, newSignSchema);
    return answerWrite(() => data({ sign: createSign(user, fields) }, { status: 201 }));
  },
});
export const loader = route.loader;
export const action = route.action;
