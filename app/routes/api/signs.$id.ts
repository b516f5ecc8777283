/** GET and PATCH /api/signs/{id}: one sign with its sizes and option ids; PATCH edits its fields. Admin only. */
import { signPatchSchema } from '~/domain/catalogue/catalogue';
import { jsonError, readJson } from '~/server/http/api.server';
import { answerWrite, apiRoute } from '~/server/http/api-route.server';
import { apiId } from '~/server/http/params.server';
import { findSign, updateSign } from '~/server/catalogue/signs.server';
import { requireApiAdmin } from '~/server/auth/session.server';

const route = apiRoute({
  guard: requireApiAdmin,
  GET({ params }) {
    const sign = findSign(apiId(params.id));
    if (!sign) throw jsonError(404, 'Sign not found');
    return { sign };
  },
  async PATCH({ request, params, user }) {
    const id = apiId(params.id);
    const fields = await readJson(request, signPatchSchema);
    return answerWrite(() => ({ sign: updateSign(user, id, fields) }));
  },
});
export const loader = route.loader;
export const action = route.action;
