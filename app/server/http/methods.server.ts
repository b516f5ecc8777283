/**
 * Screen actions take form posts only. A `<Form method="post">` and the
 * fetchers of our screens send POST; PUT, PATCH and DELETE belong to the /api
 * routes. Without this check React Router hands any method to a screen's
 * action, which then treats a DELETE as the form post it is not. Call it
 * after the route's session guard, so a signed-out visitor still goes to
 * /login and a User to Access Denied first.
 */
export function requireFormPost(request: Request, allow = 'GET, HEAD, POST'): void {
  if (request.method !== 'POST') {
    throw new Response('Method Not Allowed', { status: 405, statusText: 'Method Not Allowed', headers: { Allow: allow } });
  }
}
