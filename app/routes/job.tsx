/**
 * Job detail /job/{brandSlug}/{jobNumber}?version=&tab=&edit= (spec section 2):
 * header with versions, the shown version's line items and summaries, and the
 * right sidebar whose Edit dialogs post back here (intent edit-job /
 * edit-client; New Version posts intent new-version). An old job number
 * redirects to the current one; unknown jobs and versions are 404s.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, isRouteErrorResponse, Link, redirect } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/job';
import { JobScreen } from '~/components/job/job-screen';
import { clientInfoSchema, jobInfoSchema } from '~/domain/jobs/job-form';
import { jobTabSchema } from '~/domain/line-items/line-item-display';
import { findJob, updateClientInfo, updateJobInfo, type JobAddress, type UpdateResult } from '~/server/jobs/job-detail.server';
import { loadJobPage } from '~/server/jobs/job-page.server';
import { lifecycleView } from '~/server/lifecycle/job-view.server';
import { createVersion } from '~/server/jobs/job-versions.server';
import { requireUser } from '~/server/auth/session.server';
import { redirectWithToast } from '~/server/http/toast.server';
import { requireFormPost } from '~/server/http/methods.server';
import { isolateText } from '~/domain/user-text';

export function meta({ data: d }: Route.MetaArgs) {
  return [{ title: d ? `${isolateText(d.job.jobName)} (${d.job.jobNumber}) | Signboard` : 'Job not found | Signboard' }];
}

const pageQuery = z.object({
  version: z.string().optional(),
  tab: jobTabSchema,
  // Anything else simply shows no dialog.
  edit: z.enum(['job', 'client']).optional().catch(undefined),
});

const jobPath = (a: Pick<JobAddress, 'brandSlug' | 'jobNumber'>) =>
  `/job/${encodeURIComponent(a.brandSlug)}/${encodeURIComponent(a.jobNumber)}`;

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

function notFound(message = 'Job not found'): never {
  throw data(message, { status: 404 });
}

/** The job these params name; an old number (or brand) redirects, keeping version and tab. */
function resolveJob(request: Request, params: Route.LoaderArgs['params']) {
  if (params.brandSlug === 'new' && params.jobNumber === 'job') throw redirect('/job/new/job');
  const found = findJob(params.brandSlug, params.jobNumber);
  if (!found) notFound();
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
  return { ...page, lifecycle: lifecycleView(job.id, page.currentVersion), tab: query.tab, edit: query.edit ?? null, path: jobPath(job) };
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
  const intent = intentSchema.safeParse(formData.get('intent'));
  if (!intent.success) throw data('Unknown action', { status: 400 });
  const here = pageUrl(jobPath(job), request);

  if (intent.data === 'new-version') {
    const source = sourceSchema.safeParse(formData.get('sourceVersion') ?? null);
    try {
      const created = source.success ? createVersion(job.id, source.data, user.id) : null;
      if (created?.ok) {
        return redirectWithToast(pageUrl(jobPath(job), request, { version: created.versionNumber }), {
          description: `New version ${created.versionNumber} created successfully`,
        });
      }
    } catch (error) {
      console.error('New version failed', error);
    }
    return redirectWithToast(here, { description: 'Failed to create new version', variant: 'destructive' });
  }

  const which = intent.data;
  if (which === 'edit-job') {
    const submission = parseWithZod(formData, { schema: jobInfoSchema });
    if (submission.status !== 'success') return data({ intent: which, result: submission.reply() }, { status: 400 });
    const reply = (fieldErrors: Record<string, string[]>) => submission.reply({ fieldErrors });
    return finishEdit(which, () => updateJobInfo(job.id, submission.value), reply, request, here);
  }
  const submission = parseWithZod(formData, { schema: clientInfoSchema });
  if (submission.status !== 'success') return data({ intent: which, result: submission.reply() }, { status: 400 });
  const reply = (fieldErrors: Record<string, string[]>) => submission.reply({ fieldErrors });
  return finishEdit(which, () => updateClientInfo(job.id, submission.value), reply, request, here);
}

/** Saves an edit: field errors stay in the dialog (400); success and failure redirect with their toast. */
async function finishEdit<R>(
  which: keyof typeof EDIT_TOASTS,
  save: () => UpdateResult,
  reply: (fieldErrors: Record<string, string[]>) => R,
  request: Request,
  here: string,
) {
  let result: UpdateResult;
  try {
    result = save();
  } catch (error) {
    console.error(`${which} failed`, error);
    return redirectWithToast(here, { description: EDIT_TOASTS[which].failure, variant: 'destructive' });
  }
  if (!result.ok) {
    if (result.reason === 'not-found') notFound();
    return data({ intent: which, result: reply(result.fields) }, { status: 400 });
  }
  // A changed number or brand moves the page to the job's new address.
  return redirectWithToast(pageUrl(jobPath(result.job), request), { description: EDIT_TOASTS[which].success });
}

export default function JobRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <JobScreen page={loaderData} actionData={actionData} />;
}

/** 'Job not found' (and unknown versions) inside the shell, with a way back. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const is404 = isRouteErrorResponse(error) && error.status === 404;
  const heading = is404 ? (typeof error.data === 'string' && error.data) || 'Job not found' : 'Something went wrong';
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-2xl font-semibold">{heading}</h1>
      {is404 ? null : <p className="text-slate-600">An unexpected error occurred. Please try again.</p>}
      <Link to="/" className="rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white">
        Back to Jobs
      </Link>
    </div>
  );
}
