/**
 * /p/{token}: the client's page for one sent proposal (issue 21, item 3).
 * No staff session; noindex, no referrer, the app's CSP (server.js). Accept
 * and Decline post here (form posts, or JSON when asked for it).
 */
import { data } from 'react-router';
import type { Route } from './+types/p.$token';
import { ClientProposalPage } from '~/components/lifecycle/client-proposal';
import { CLIENT_PAGE_HEADERS, clientAnswerAction, clientPage } from '~/server/lifecycle/client-page.server';
import { requireFormPost } from '~/server/http/methods.server';

export function meta({ data: d }: Route.MetaArgs) {
  const title = d && (d.page.kind === 'live' || d.page.kind === 'answered') ? `Proposal ${d.page.proposal.job.proposalNo}` : 'Proposal';
  return [{ title }, { name: 'robots', content: 'noindex, nofollow' }, { name: 'referrer', content: 'no-referrer' }];
}

export function headers() {
  return CLIENT_PAGE_HEADERS;
}

export function loader({ params }: Route.LoaderArgs) {
  const page = clientPage(params.token);
  const status = page.kind === 'not-found' ? 404 : page.kind === 'dead' ? 410 : 200;
  return data({ page, pdfHref: `/p/${params.token}/pdf` }, { status, headers: CLIENT_PAGE_HEADERS });
}

export async function action({ request, params }: Route.ActionArgs) {
  requireFormPost(request);
  return clientAnswerAction(request, params.token);
}

export default function ClientRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ClientProposalPage page={loaderData.page} pdfHref={loaderData.pdfHref} action={actionData && 'error' in actionData ? actionData : undefined} />;
}
