/**
 * The work order page's loader and action (/job/{brandSlug}/{jobNumber}/work-order): the work order with its
 * pictures' URLs and revisions; the forms 'Save notes' (one line's install notes) and 'Issue work order' /
 * 'Reissue'. Both forms post to the route, so they work without JavaScript.
 */
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { jobPath } from '~/domain/jobs/job-path';
import { formatUpdated } from '~/domain/dates';
import { notFound } from '~/server/http/responses.server';
import { readIntent } from '~/server/http/intent.server';
import { errorToast, redirectWithToast } from '~/server/http/toast.server';
import { describeFailure } from '~/server/pdf/respond.server';
import { findJob } from '~/server/jobs/job-detail.server';
import { pictureUrlsOfVersion } from '~/server/line-items/picture-routes.server';
import { staffActor } from '~/server/lifecycle/history.server';
import { readId } from '~/server/http/params.server';
import type { User } from '~/server/auth/session.server';
import { workOrderOf } from './work-order.server';
import { issueWorkOrder, setInstallNotes } from './work-order-writes.server';
import type { WorkOrderContent } from '~/domain/work-orders/work-order';

type Params = { brandSlug?: string; jobNumber?: string };

function pageJob(request: Request, params: Params) {
  const found = findJob(params.brandSlug ?? '', params.jobNumber ?? '');
  if (!found) return notFound('Job not found');
  if ('redirectTo' in found) throw redirect(`${jobPath(found.redirectTo)}/work-order${new URL(request.url).search}`);
  return found.job;
}

export type WorkOrderPage = {
  job: { jobName: string; jobNumber: string; brandName: string };
  jobPath: string;
  /** Null while no version is Approved. */
  order: null | {
    content: WorkOrderContent;
    pictures: Record<number, string>;
    revisions: { revision: number; issuedBy: string; issuedAtText: string; href: string; sha256: string }[];
    changedSinceIssued: boolean;
  };
};

export function loadWorkOrderPage(request: Request, params: Params): WorkOrderPage {
  const job = pageJob(request, params);
  const path = jobPath(job);
  const order = workOrderOf(job);
  const page = { job: { jobName: job.jobName, jobNumber: job.jobNumber, brandName: job.brandName }, jobPath: path };
  if (!order) return { ...page, order: null };
  const pictures: Record<number, string> = {};
  for (const [lineId, url] of pictureUrlsOfVersion(path, order.versionId)) pictures[lineId] = url;
  for (const line of order.content.lines) {
    const sign = order.looks.get(line.lineId)?.signImage;
    if (!pictures[line.lineId] && sign && sign.startsWith('/')) pictures[line.lineId] = sign;
  }
  return {
    ...page,
    order: {
      content: order.content,
      pictures,
      revisions: order.revisions.map((r) => ({
        revision: r.revision,
        issuedBy: r.issuedBy,
        issuedAtText: formatUpdated(r.issuedAt),
        href: `${path}/work-order/revisions/${r.revision}`,
        sha256: r.sha256,
      })),
      changedSinceIssued: order.changedSinceIssued,
    },
  };
}

const intents = z.enum(['notes', 'issue']);

export type WorkOrderActionData = { lineId: number; notes: string; error: string };

/** The page's forms: answers a redirect with a toast, or (a note refused) the line's message beside its field. */
export async function workOrderAction(request: Request, params: Params, user: User) {
  const job = pageJob(request, params);
  const back = `${jobPath(job)}/work-order`;
  const form = await request.formData();
  const by = staffActor(user);
  if (readIntent(form, intents) === 'notes') {
    const lineId = readId(String(form.get('lineId') ?? ''));
    const notes = String(form.get('notes') ?? '');
    if (lineId === null) return errorToast(back, 'Line not found on the approved version');
    const saved = setInstallNotes(by, job, lineId, { notes });
    if (!saved.ok) {
      if (saved.status === 400) return data<WorkOrderActionData>({ lineId, notes, error: saved.fieldErrors.notes?.[0] ?? saved.error }, { status: 400 });
      return errorToast(back, saved.error);
    }
    return redirectWithToast(`${back}#line-${lineId}`, { description: saved.value.notes ? 'Install notes saved' : 'Install notes removed' });
  }
  try {
    const issued = await issueWorkOrder(by, job);
    if (!issued.ok) return errorToast(back, issued.error);
    return redirectWithToast(back, { description: `Work order revision ${issued.value.revision} issued` });
  } catch (error) {
    // A busy or absent printer says so; anything else is the plain failure (logged by describeFailure).
    const failure = describeFailure('proposal', error);
    return errorToast(back, failure.status === 500 ? 'Failed to make the work order' : failure.error);
  }
}
