/**
 * The client page's Invoices (/p/{token}): the invoices of the one version the link reaches, once the client
 * answered it, each downloadable as issued. The token gives access to that version's invoices only.
 */
import { linkState } from '~/server/lifecycle/client-answer.server';
import { jobInvoices, keptInvoiceTerms } from './money.server';
import { invoicePdf } from './money.server';

export type ClientInvoice = { id: number; number: string; title: string; amountText: string; dueText: string; status: string; balanceText: string; href: string };

function reachable(token: string) {
  const state = linkState(token);
  return state.kind === 'answered' || state.kind === 'live' ? state : null;
}

export function clientInvoices(token: string): ClientInvoice[] {
  const state = reachable(token);
  if (!state) return [];
  return jobInvoices(state.job.id, keptInvoiceTerms(state.job), state.version.id)
    .filter((i) => i.status !== 'Void')
    .map((i) => ({ id: i.id, number: i.number, title: i.title, amountText: i.amountText, dueText: i.dueText, status: i.status, balanceText: i.balanceText, href: `/p/${token}/invoices/${i.id}` }));
}

/** The stored PDF of one of the link's invoices, or null (another job's or version's, a void one, a dead link). */
export function clientInvoicePdf(token: string, invoiceIdText: string | undefined) {
  const state = reachable(token);
  if (!state || !invoiceIdText || !/^\d{1,9}$/.test(invoiceIdText)) return null;
  const id = Number(invoiceIdText);
  if (!clientInvoices(token).some((i) => i.id === id)) return null;
  return invoicePdf(state.job.id, id);
}
