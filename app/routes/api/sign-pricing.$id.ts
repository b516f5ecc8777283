/** PATCH /api/sign-pricing/{id} (any price column in dollars, or sizeName) and DELETE /api/sign-pricing/{id}. Admin only. */
import { sizePricePatchSchema } from '~/domain/catalogue/sizes';
import { readJson } from '~/server/http/api.server';
import { answerWrite, apiRoute } from '~/server/http/api-route.server';
import { apiId } from '~/server/http/params.server';
import { removeSize, updateSize } from '~/server/catalogue/signs.server';
import { requireApiAdmin } from '~/server/auth/session.server';

const route = apiRoute({
  guard: requireApiAdmin,
  async PATCH({ request, params, user }) {
    const id = apiId(params.id);
    const patch = await readJson(request, sizePricePatchSchema);
    return answerWrite(() => ({ size: updateSize(user, id, patch) }));
  },
  DELETE({ params, user }) {
    const id = apiId(params.id);
    return answerWrite(() => {
      removeSize(user, id);
      // A bare Response: data(null, 204) is sent as JSON `null`, and a 204 may not have a body (every delete answered 500).
      return new Response(null, { status: 204 });
    });
  },
});
export const loader = route.loader;
export const action = route.action;
