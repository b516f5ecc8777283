/** GET /api/catalogue/export?brand=&format=xlsx|csv: the catalogue (one brand or all) as an XLSX workbook or a zip of CSV files. Admins only. */
import { exportQuerySchema } from '~/domain/catalogue-transfer/forms';
import { readQuery } from '~/server/http/api.server';
import { answerAsyncWrite, apiRoute } from '~/server/http/api-route.server';
import { downloadResponse, exportCatalogue } from '~/server/catalogue-transfer/export.server';
import { requireApiAdmin } from '~/server/auth/session.server';

const route = apiRoute({
  guard: requireApiAdmin,
  async GET({ request }) {
    const { brand, format } = readQuery(request, exportQuerySchema);
    return answerAsyncWrite(async () => downloadResponse(await exportCatalogue(format, brand)));
  },
});
export const loader = route.loader;
export const action = route.action;
