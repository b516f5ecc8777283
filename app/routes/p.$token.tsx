/**
 * /p/{token}: the client's page for one sent proposal.
 * No staff session; noindex, no referrer, the app's CSP (server.js). Accept
 * and Decline post to /p/{token}/answer (p.$token.answer.ts).
 */
import { data } from 'react-router';
import type { Route } from './+types/p.$token';
import { answeredTitle, ClientProposalPage } from '~/components/lifecycle/client-proposal';
import { ClientInvoices } from '~/components/invoices/client-invoices';
import { clientInvoices } from '~/server/invoices/client-invoices.server';
import { CLIENT_PAGE_HEADERS, clientPage, PROBLEMS, type Problem } from '~/server/lifecycle/client-page.server';

export function meta({ data: d }: Route.MetaArgs) {
  const page = d?.page;
  // Once answered, the title says so first (a tab, a screen reader's page announcement).
  const title =
    page && (page.kind === 'live' || page.kind === 'answered')
      ? page.answer
        ? answeredTitle(page.answer, page.proposal.job.proposalNo)
        : `Proposal ${page.proposal.job.proposalNo}`
      : 'Proposal';
  return [{ title }, { name: 'robots', content: 'noindex, nofollow' }, { name: 'referrer', content: 'no-referrer' }];
}

export function headers() {
  return CLIENT_PAGE_HEADERS;
}

export function loader({ request, params }: Route.LoaderArgs) {
  const page = clientPage(params.token);
  const asked = new URL(request.url).searchParams.get('problem');
  const problem = asked && asked in PROBLEMS ? PROBLEMS[asked as Problem] : null;
  const status = page.kind === 'not-found' ? 404 : page.kind === 'dead' ? 410 : 200;
  return data({ page, problem, pdfHref: `/p/${params.token}/pdf`, answerHref: `/p/${params.token}/answer`, invoices: clientInvoices(params.token) }, { status, headers: CLIENT_PAGE_HEADERS });
}

export default function ClientRoute({ loaderData }: Route.ComponentProps) {
  return <ClientProposalPage page={loaderData.page} pdfHref={loaderData.pdfHref} answerHref={loaderData.answerHref} problem={loaderData.problem} extra={<ClientInvoices invoices={loaderData.invoices} />} />;
}
