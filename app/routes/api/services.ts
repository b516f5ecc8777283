/**
 * GET /api/services: every brand's active services (spec section 3 Service fields).
 * POST /api/services (admin): a new service.
 */
import { data } from 'react-router';
import type { Route } from './+types/services';
import { newServiceSchema } from '~/domain/catalogue/catalogue';
import { methodNotAllowed, readJson } from '~/server/http/api.server';
import { answerAdminWrite } from '~/server/catalogue/api-errors.server';
import { createService } from '~/server/catalogue/services.server';
import { apiServices } from '~/server/line-items/catalogue.server';
import { requireApiAdmin, requireApiUser } from '~/server/auth/session.server';

export async function loader({ request }: Route.LoaderArgs) {
  await requireApiUser(request);
  return apiServices(null);
}

// Admin writes
export async function action({ request }: Route.ActionArgs) {
  const user = await requireApiAdmin(request);
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST']);
  const fields = await readJson(request, newServiceSchema);
  return answerAdminWrite(() => data({ service: createService(user, fields) }, { status: 201 }));
}
