/**
 * POST /api/catalogue/imports (multipart, the file in field "file"): reads the
 * file and answers its preview with an id; nothing is written to the catalogue
 * until POST /api/catalogue/imports/{id}/apply. Admins only.
 */
import { apiRoute, refusalJson } from '~/server/http/api-route.server';
import { previewJson } from '~/server/catalogue-transfer/transfer-api.server';
import { previewImport } from '~/server/catalogue-transfer/imports.server';
import { readUploadedFile } from '~/server/catalogue-transfer/upload.server';
import { requireApiAdmin } from '~/server/auth/session.server';
import { refusalOf } from '~/domain/write-result';

const route = apiRoute({
  guard: requireApiAdmin,
  async POST({ request, user }) {
    try {
      const { fileName, bytes } = await readUploadedFile(request);
      return previewJson(await previewImport(user, fileName, bytes));
    } catch (error) {
      const refused = refusalOf(error);
      if (refused) return refusalJson(refused);
      throw error;
    }
  },
});
export const loader = route.loader;
export const action = route.action;
