/** /p/{token}/pdf: the stored proposal exactly as sent, for a live or answered link only. */
import { data } from 'react-router';
import type { Route } from './+types/p.$token.pdf';
import { linkState } from '~/server/lifecycle/client-answer.server';
import { CLIENT_PAGE_HEADERS } from '~/server/lifecycle/client-page.server';
import { pdfResponse } from '~/server/lifecycle/job-view.server';

export function loader({ params }: Route.LoaderArgs) {
  const state = linkState(params.token);
  if (state.kind !== 'live' && state.kind !== 'answered') throw data('This link is not valid', { status: 404, headers: CLIENT_PAGE_HEADERS });
  const { fileName, pdf, sha256 } = state.send;
  return pdfResponse({ fileName, pdf, sha256 }, CLIENT_PAGE_HEADERS);
}
