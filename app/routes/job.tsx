/**
 * Job detail /job/{brandSlug}/{jobNumber}?version=&tab=&edit= (docs/product.md § Job page):
 * header with versions, the shown version's line items and summaries, and the
 * right sidebar whose Edit dialogs post back here (intent edit-job /
 * edit-client; New Version posts intent new-version). An old job number
 * redirects to the current one; unknown jobs and versions are 404s.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/job';
import { JobScreen } from '~/components/job/job-screen';
import { clientInfoSchema, jobInfoSchema } from '~/domain/jobs/job-form';
import { parseJobTab } from '~/domain/line-items/line-item-display';
import { packLineItemRows } from '~/domain/line-items/packed-rows';
import { findJob } from '~/server/jobs/job-detail.server';
import { updateClientInfo, updateJobInfo, type UpdateResult } from '~/server/jobs/job-info-writes.server';
import { loadJobPage } from '~/server/jobs/job-page.server';
import { lifecycleView } from '~/server/lifecycle/job-view.server';
import { moneyPanel } from '~/server/invoices/money.server';
import { createVersion } from '~/server/jobs/job-versions.server';
import { previewBrandMove } from '~/server/jobs/brand-move.server';
import { brandMovedToast } from '~/domain/jobs/brand-move';
import { requireUser } from '~/server/auth/session.server';
import { staffActor } from '~/server/lifecycle/history.server';
import { redirectWithToast, toastOnFailure } from '~/server/http/toast.server';
import { readIntent } from '~/server/http/intent.server';
import { requireFormPost } from '~/server/http/methods.server';
import { notFound } from '~/server/http/responses.server';
import { answerMissingJob } from '~/server/jobs/job-not-found.server';
import { isolateText } from '~/domain/isolate-text';
import { jobPath } from '~/domain/jobs/job-path';

export function meta({ data: d }: Route.MetaArgs) {
  return [{ title: d ? `${isolateText(d.job.jobName)} (${d.job.jobNumber}) | Signboard` : 'Job not found | Signboard' }];
}

const pageQuery = z.object({
  version: z.string().optional(),
  tab: z.string().optional().transform(parseJobTab),
  // Anything else simply shows no dialog.
  edit: z.enum(['job', 'client']).optional().catch(undefined),
});

/** The path with this request's version and tab (never edit), with overrides. */
function pageUrl(path: string, request: Request, set: { version?: number } = {}): string {
  const from = new URL(request.url).searchParams;
  const keep = new URLSearchParams();
  const version = set.version ?? from.get('version');
  if (version) keep.set('version', String(version));
  const tab = from.get('tab');
  if (tab) keep.set('tab', tab);
  return keep.size ? `${path}?${keep}` : path;
}

/** The job these params name; an old number (or brand) redirects, keeping version and tab. */
function resolveJob(request: Request, params: Route.LoaderArgs['params']) {
  if (params.brandSlug === 'new' && params.jobNumber === 'job') throw redirect('/job/new/job');
  const found = findJob(params.brandSlug, params.jobNumber);
  if (!found && request.method === 'GET') {
    // The 404 rule of docs/product.md § Job page, on the list's search: one job of the brand matching the address's words.
    const answer = answerMissingJob(params.brandSlug, params.jobNumber);
    if (answer.redirectTo !== null) throw redirect(answer.redirectTo);
    if (answer.sameBrand.length || answer.anyBrand.length) throw data({ message: 'Job not found', ...answer }, { status: 404 });
  }
  if (!found) notFound('Job not found');
  if ('redirectTo' in found) throw redirect(pageUrl(jobPath(found.redirectTo), request), request.method === 'GET' ? 302 : 307);
  return found.job;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request);
  const job = resolveJob(request, params);
  const query = pageQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  let version: number | null = null;
  if (query.version !== undefined) {
    if (!/^\d{1,9}$/.test(query.version)) notFound('Version not found');
    version = Number(query.version);
  }
  const page = loadJobPage(job, version);
  if (!page) notFound('Version not found');
  const { items, ...rest } = page;
  // The lines packed (one array each): they are in the page twice, as markup and as the data React hydrates from.
  return { ...rest, rows: packLineItemRows(items), lifecycle: lifecycleView(job.id, page.currentVersion), money: moneyPanel(job), tab: query.tab, edit: query.edit ?? null, path: jobPath(job) };
}

const intentSchema = z.enum(['new-version', 'edit-job', 'edit-client']);
// The shown version, as digits; none (a job without versions) lets the server take the latest.
const sourceSchema = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number)
  .refine((n) => n > 0)
  .nullable();

const EDIT_TOASTS = {
  'edit-job': { success: 'Job information updated successfully', failure: 'Failed to update job information' },
  'edit-client': { success: 'Client information updated successfully', failure: 'Failed to update client information' },
} as const;

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  requireFormPost(request);
  const job = resolveJob(request, params);
  const formData = await request.formData();
  const intent = readIntent(formData, intentSchema);
  const here = pageUrl(jobPath(job), request);

  if (intent === 'new-version') {
    const source = sourceSchema.safeParse(formData.get('sourceVersion') ?? null);
    // The job page's toasts carry no title.
    return toastOnFailure({ what: 'New version', back: here, description: 'Failed to create new version', title: null }, () => {
      const created = source.success ? createVersion(job.id, source.data, user.id) : null;
      if (!created?.ok) return null;
      return redirectWithToast(pageUrl(jobPath(job), request, { version: created.versionNumber }), {
        description: `New version ${created.versionNumber} created successfully`,
      });
    });
  }

  const which = intent;
  if (which === 'edit-job') {
    const submission = parseWithZod(formData, { schema: jobInfoSchema });
    if (submission.status !== 'success') return data({ intent: which, result: submission.reply() }, { status: 400 });
    // Another brand is saved only once the dialog has said what happens to the lines (confirmBrandId).
    const toBrand = submission.value.brandId;
    if (toBrand !== job.brandId && formData.get('confirmBrandId') !== String(toBrand)) {
      const preview = previewBrandMove(job.id, toBrand);
      if (preview && !preview.refused) return data({ intent: which, result: submission.reply(), brandMove: preview });
    }
    const reply = (fieldErrors: Record<string, string[]>) => submission.reply({ fieldErrors });
    return finishEdit(which, () => updateJobInfo(staffActor(user), job.id, submission.value), reply, request, here);
  }
  const submission = parseWithZod(formData, { schema: clientInfoSchema });
  if (submission.status !== 'success') return data({ intent: which, result: submission.reply() }, { status: 400 });
  const reply = (fieldErrors: Record<string, string[]>) => submission.reply({ fieldErrors });
  return finishEdit(which, () => updateClientInfo(staffActor(user), job.id, submission.value), reply, request, here);
}

/** Saves an edit: field errors stay in the dialog (400); success and failure redirect with their toast. */
async function finishEdit<R>(
  which: keyof typeof EDIT_TOASTS,
  save: () => UpdateResult,
  reply: (fieldErrors: Record<string, string[]>) => R,
  request: Request,
  here: string,
) {
  const result = await toastOnFailure({ what: which, back: here, description: EDIT_TOASTS[which].failure, title: null }, save);
  if (result instanceof Response) return result; // the save failed unexpectedly: the red toast
  if (!result.ok) {
    if (result.reason === 'not-found') notFound('Job not found');
    // The field says why; the failure toast (docs/product.md § Error messages) with JavaScript and a message in the dialog say it failed.
    return data({ intent: which, result: reply(result.fields), failure: EDIT_TOASTS[which].failure }, { status: 400 });
  }
  // A changed number or brand moves the page to the job's new address.
  const description = result.moved ? brandMovedToast(result.moved.brandName, result.moved.counts) : EDIT_TOASTS[which].success;
  return redirectWithToast(pageUrl(jobPath(result.job), request), { description });
}

export default function JobRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <JobScreen page={loaderData} actionData={actionData} />;
}

/** 'Job not found' (with the jobs its address matches) and unknown versions, inside the shell, with a way back. */
export { JobNotFoundBoundary as ErrorBoundary } from '~/components/job/job-not-found';
