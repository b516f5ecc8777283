/**
 * GET /api/catalogue/imports: the catalogue's imports, newest first (who, when, file name and SHA-256, counts,
 * undone or not, and the price change holding its prices). POST /api/catalogue/imports (multipart, the file in
 * field "file"): reads the file and answers its preview with an id; nothing is written to the catalogue until
 * POST /api/catalogue/imports/{id}/apply. Admins only.
 */
import { answerAsyncWrite, apiRoute } from '~/server/http/api-route.server';
import { previewJson } from '~/server/catalogue-transfer/transfer-api.server';
import { listImports, previewImport } from '~/server/catalogue-transfer/imports.server';
import { readUploadedFile } from '~/server/catalogue-transfer/upload.server';
import { requireApiAdmin } from '~/server/auth/session.server';

const route = apiRoute({
  guard: requireApiAdmin,
  GET: () => ({ imports: listImports() }),
  async POST({ request, user }) {
    return answerAsyncWrite(async () => {
      const { fileName, bytes } = await readUploadedFile(request);
      return previewJson(await previewImport(user, fileName, bytes));
    });
  },
});
export const loader = route.loader;
export const action = route.action;
