/** PATCH /api/sign-pricing/{id} (any price column in dollars, or sizeName) and DELETE /api/sign-pricing/{id}. Admin only. */
import type { Route } from './+types/sign-pricing.$id';
import { sizePricePatchSchema } from '~/domain/catalogue/catalogue';
import { assertSameOrigin, methodNotAllowed, readJson } from '~/server/http/api.server';
import { answerAdminWrite } from '~/server/catalogue/api-errors.server';
import { removeSize, updateSize } from '~/server/catalogue/signs.server';
import { requireApiAdmin } from '~/server/auth/session.server';
import { idParam } from '~/server/catalogue/params.server';

export async function loader({ request }: Route.LoaderArgs) {
  await requireApiAdmin(request);
  return methodNotAllowed(['PATCH', 'DELETE']);
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireApiAdmin(request);
  const id = idParam(params.id);
  if (request.method === 'PATCH') {
    const patch = await readJson(request, sizePricePatchSchema);
    return answerAdminWrite(() => ({ size: updateSize(user, id, patch) }));
  }
  if (request.method === 'DELETE') {
    assertSameOrigin(request);
    return answerAdminWrite(() => {
      removeSize(user, id);
      // A bare Response: data(null, 204) is sent as JSON `null`, and a 204 may not have a body (every delete answered 500).
      return new Response(null, { status: 204 });
    });
  }
  return methodNotAllowed(['PATCH', 'DELETE']);
}
