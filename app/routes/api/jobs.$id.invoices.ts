/** /api/jobs/{id}/invoices: GET the approved version's invoices and payments; POST {kind} issues one (201). */
import type { Route } from './+types/jobs.$id.invoices';
import { apiRoute } from '~/server/http/api-route.server';
import { requireApiUser } from '~/server/auth/session.server';
import { apiIssueInvoice, apiJob, apiListInvoices } from '~/server/invoices/invoices-api.server';

const route = apiRoute({
  guard: requireApiUser,
  GET: ({ params }) => apiListInvoices(apiJob(params.id)),
  POST: ({ request, params, user }) => apiIssueInvoice(request, user, apiJob(params.id)),
});

export const loader = (args: Route.LoaderArgs) => route.loader(args);
export const action = (args: Route.ActionArgs) => route.action(args);
