/**
 * GET /api/services: every brand's active services (Service fields of docs/product.md § Entities and fields).
 * POST /api/services (admin): a new service.
 */
import { data } from 'react-router';
import { newServiceSchema } from '~/domain/catalogue/catalogue';
import { readJson } from '~/server/http/api.server';
import { answerWrite, apiRoute } from '~/server/http/api-route.server';
import { createService } from '~/server/catalogue/services.server';
import { apiServices } from '~/server/line-items/catalogue.server';
import { requireApiAdmin, requireApiUser } from '~/server/auth/session.server';

const route = apiRoute({
  guard: requireApiUser,
  writeGuard: requireApiAdmin,
  GET: () => apiServices(null),
  async POST({ request, user }) {
    const fields = await readJson(request, newServiceSchema);
    return answerWrite(() => data({ service: createService(user, fields) }, { status: 201 }));
  },
});
export const loader = route.loader;
export const action = route.action;
