/**
 * /job/{brandSlug}/{jobNumber}/approval: POST the client's signed PDF for a
 * Sent version (multipart: `file`, `version`), from the Send panel's plain
 * form; back to the job page with a toast saying what happened.
 */
import type { Route } from './+types/job.approval';
import { requireUser } from '~/server/auth/session.server';
import { requireFormPost } from '~/server/http/methods.server';
import { redirectWithToast } from '~/server/http/toast.server';
import { assertSameOrigin } from '~/server/http/api.server';
import { panelContext } from '~/server/line-items/panel-routes.server';
import { readApprovalUpload, uploadApproval } from '~/server/lifecycle/approval.server';

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  requireFormPost(request);
  // A resource route, so React Router's origin check for UI routes does not run: ours does.
  assertSameOrigin(request);
  const ctx = panelContext(request, params);
  const upload = await readApprovalUpload(request);
  const version = upload.ok && /^\d{1,9}$/.test(upload.version) ? Number(upload.version) : null;
  const back = `${ctx.jobPath}${version ? `?version=${version}` : ''}`;
  if (!upload.ok) return redirectWithToast(`${ctx.links.job}`, { title: 'Error', description: upload.error, variant: 'destructive' });
  if (version === null) return redirectWithToast(ctx.links.job, { title: 'Error', description: 'Choose a version', variant: 'destructive' });
  const result = await uploadApproval(ctx.job, version, upload, user);
  if (!result.ok) return redirectWithToast(back, { title: 'Error', description: result.error, variant: 'destructive' });
  return redirectWithToast(back, { title: 'Success', description: `Version ${version} approved: signed PDF stored` });
}

/** Nothing to show here: the upload form is in the Send Proposal panel. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
}
