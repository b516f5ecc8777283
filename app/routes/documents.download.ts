/**
 * POST /documents/download: the Download menu without JavaScript. A plain
 * form post {document: proposal | pricing-sheet, brandSlug, jobNumber,
 * version, returnTo} answers with the PDF as an attachment, so the browser
 * saves it and stays on the job page. A failure goes back to the job page
 * with its toast (docs/product.md § Error messages). (With JavaScript the menu calls the /api routes.)
 */
import { z } from 'zod';
import type { Route } from './+types/documents.download';
import { assertSameOrigin } from '~/server/http/api.server';
import { documentRequestSchema, documentResponse } from '~/server/pdf/respond.server';
import { requireUser, safeRedirect } from '~/server/auth/session.server';
import { redirectWithToast } from '~/server/http/toast.server';
import { failureMessage } from '~/domain/proposal/messages';
import { requireFormPost } from '~/server/http/methods.server';

const formSchema = documentRequestSchema.extend({ document: z.enum(['proposal', 'pricing-sheet']) });

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return new Response('Use the Download menu on a job page.', { status: 405, headers: { Allow: 'POST' } });
}

export async function action({ request }: Route.ActionArgs) {
  await requireUser(request);
  requireFormPost(request, 'POST');
  assertSameOrigin(request);
  const form = Object.fromEntries(await request.formData());
  const back = safeRedirect(form.returnTo, '/');
  const parsed = formSchema.safeParse(form);
  if (!parsed.success) {
    const kind = form.document === 'pricing-sheet' ? 'pricing-sheet' : 'proposal';
    return redirectWithToast(back, { description: failureMessage(kind, { status: 400, error: 'Invalid request' }), variant: 'destructive' });
  }
  const { document: kind, ...body } = parsed.data;
  const made = await documentResponse(kind, { ...body, version: body.version ?? null });
  if (made.ok) return made.response;
  const headers: HeadersInit = made.failure.retryAfter ? { 'Retry-After': String(made.failure.retryAfter) } : {};
  return redirectWithToast(back, { description: failureMessage(kind, made.failure), variant: 'destructive' }, { headers });
}
