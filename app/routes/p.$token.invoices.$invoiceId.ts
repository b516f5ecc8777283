/** /p/{token}/invoices/{invoiceId}: one of this proposal's invoices, its PDF as issued; any other is not found. */
import { data } from 'react-router';
import type { Route } from './+types/p.$token.invoices.$invoiceId';
import { CLIENT_PAGE_HEADERS } from '~/server/lifecycle/client-page.server';
import { pdfResponse } from '~/server/lifecycle/job-view.server';
import { clientInvoicePdf } from '~/server/invoices/client-invoices.server';

export function loader({ params }: Route.LoaderArgs) {
  const stored = clientInvoicePdf(params.token, params.invoiceId);
  if (!stored) throw data('This invoice is not available', { status: 404, headers: CLIENT_PAGE_HEADERS });
  return pdfResponse(stored, CLIENT_PAGE_HEADERS);
}
