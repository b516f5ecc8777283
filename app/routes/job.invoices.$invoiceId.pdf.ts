/** /job/{brandSlug}/{jobNumber}/invoices/{invoiceId}/pdf : the invoice's PDF exactly as issued (never printed again). */
import type { Route } from './+types/job.invoices.$invoiceId.pdf';
import { panelContext } from '~/server/line-items/panel-routes.server';
import { invoicePdfResponse } from '~/server/invoices/money-routes.server';
import { requireUser } from '~/server/auth/session.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request);
  return invoicePdfResponse(panelContext(request, params).job.id, params.invoiceId);
}
