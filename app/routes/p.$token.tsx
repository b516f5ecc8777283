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
  const query = new URL(request.url).searchParams;
  const page = clientPage(params.token, query);
  const asked = query.get('problem');
  // 'Update total' without JavaScript carries the Accept form's fields: the name and title typed so far stay typed.
  const prefill = { signerName: (query.get('signerName') ?? '').slice(0, 120), signerTitle: (query.get('signerTitle') ?? '').slice(0, 120) };
  const problem = asked && asked in PROBLEMS ? PROBLEMS[asked as Problem] : null;
  const status = page.kind === 'not-found' ? 404 : page.kind === 'dead' ? 410 : 200;
  return data(
    { page, problem, prefill, pageHref: `/p/${params.token}`, pdfHref: `/p/${params.token}/pdf`, answerHref: `/p/${params.token}/answer`, invoices: clientInvoices(params.token) },
    { status, headers: CLIENT_PAGE_HEADERS },
  );
}

export default function ClientRoute({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  return (
    <ClientProposalPage
      page={d.page}
      pageHref={d.pageHref}
      pdfHref={d.pdfHref}
      answerHref={d.answerHref}
      problem={d.problem}
      prefill={d.prefill}
      extra={<ClientInvoices invoices={d.invoices} />}
    />
  );
}
