/** GET /api/catalogue-changes?signId=&sizeId=: the catalogue audit (who, when, old and new value), newest first. */
import { z } from 'zod';
import { CATALOGUE_ENTITIES } from '~/domain/catalogue/vocabulary';
import { readQuery } from '~/server/http/api.server';
import { apiRoute } from '~/server/http/api-route.server';
import { listChanges } from '~/server/catalogue/audit.server';
import { requireApiAdmin } from '~/server/auth/session.server';

const id = z.coerce.number().int().positive();
const query = z.object({
  signId: id.optional(),
  sizeId: id.optional(),
  entity: z.enum(CATALOGUE_ENTITIES).optional(),
  entityId: id.optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
});

const route = apiRoute({ guard: requireApiAdmin, GET: ({ request }) => ({ changes: listChanges(readQuery(request, query)) }) });
export const loader = route.loader;
export const action = route.action;
