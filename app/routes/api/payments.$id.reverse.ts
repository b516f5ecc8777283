/** /api/payments/{id}/reverse: POST {reason} reverses a mistaken payment (it stays, counting for nothing). */
import type { Route } from './+types/payments.$id.reverse';
import { apiRoute } from '~/server/http/api-route.server';
import { requireApiUser } from '~/server/auth/session.server';
import { apiReversePayment } from '~/server/invoices/invoices-api.server';

const route = apiRoute({
  guard: requireApiUser,
  POST: ({ request, params, user }) => apiReversePayment(request, user, params.id),
});

export const loader = (args: Route.LoaderArgs) => route.loader(args);
export const action = (args: Route.ActionArgs) => route.action(args);
