/** /api/invoices/{id}/{step}: GET pdf (the PDF as issued); POST payments {amount, day, method, reference}; POST void {reason}. */
import type { Route } from './+types/invoices.$id.$step';
import { apiRoute } from '~/server/http/api-route.server';
import { requireApiUser } from '~/server/auth/session.server';
import { apiInvoicePdf, apiInvoiceWrite } from '~/server/invoices/invoices-api.server';

const route = apiRoute({
  guard: requireApiUser,
  GET: ({ params }) => apiInvoicePdf(params.id, params.step),
  POST: ({ request, params, user }) => apiInvoiceWrite(request, user, params.id, params.step),
});

export const loader = (args: Route.LoaderArgs) => route.loader(args);
export const action = (args: Route.ActionArgs) => route.action(args);
