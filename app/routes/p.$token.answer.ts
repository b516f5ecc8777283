/**
 * /p/{token}/answer: the client page's Accept and Decline (form posts, 303
 * back to the page; JSON when asked for it). A resource route: the page
 * sends no referrer, so its posts carry `Origin: null`, which React Router's
 * check for UI routes refuses; client-page.server checks the fetch metadata
 * instead (the token, not a cookie, is the credential).
 */
import type { Route } from './+types/p.$token.answer';
import { clientAnswerAction } from '~/server/lifecycle/client-page.server';

export function action({ request, params }: Route.ActionArgs) {
  return clientAnswerAction(request, params.token);
}

/** Nothing to read here: the page is /p/{token}. */
export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
}
