/** GET /api/books/export?file=quickbooks-invoices|xero-invoices|payments|customers&from=&to=: the CSV (admin). */
import { apiRoute } from '~/server/http/api-route.server';
import { requireApiAdmin } from '~/server/auth/session.server';
import { booksExportApi } from '~/server/books/books-routes.server';

const route = apiRoute({ guard: requireApiAdmin, GET: ({ request }) => booksExportApi(request) });
export const loader = route.loader;
export const action = route.action;
