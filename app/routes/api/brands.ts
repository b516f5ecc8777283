/** GET /api/brands: every brand with its sign and service counts (selectors and lists). POST /api/brands: a new brand (admin). */
import { data } from 'react-router';
import { newBrandSchema } from '~/domain/catalogue/catalogue';
import { readJson } from '~/server/http/api.server';
import { answerWrite, apiRoute } from '~/server/http/api-route.server';
import { createBrand } from '~/server/catalogue/brands.server';
import { listBrandsWithCounts } from '~/server/catalogue/lookup.server';
import { requireApiAdmin, requireApiUser } from '~/server/auth/session.server';

const route = apiRoute({
  guard: requireApiUser,
  writeGuard: requireApiAdmin,
  GET: () => listBrandsWithCounts(),
  async POST({ request, user }) {
    const fields = await readJson(request, newBrandSchema);
    return answerWrite(() => data({ brand: createBrand(user, fields) }, { status: 201 }));
  },
});
export const loader = route.loader;
export const action = route.action;
