/**
 * The job page's line-item panel routes called as a browser would: the Edit
 * panel's loader (its form values) and a form post to the Edit or Add New
 * action, with the toast a redirect carries read back from its cookie.
 */
import { call } from './job-detail-fixtures';
import * as editRoute from '../../app/routes/job.items.$lineId.edit';
import * as newRoute from '../../app/routes/job.items.new';
import * as rowRoute from '../../app/routes/job.items.$lineId';
import { getToast } from '../../app/server/http/toast.server';

const BASE = 'http://localhost:3000';

type Job = { brandSlug: string; jobNumber: string };

const editPath = (job: Job, lineId: number) => `/job/${job.brandSlug}/${job.jobNumber}/items/${lineId}/edit`;

export function openEdit(cookie: string, job: Job, lineId: number) {
  const request = new Request(`${BASE}${editPath(job, lineId)}`, { headers: { Cookie: cookie } });
  return call(() => editRoute.loader({ request, params: { brandSlug: job.brandSlug, jobNumber: job.jobNumber, lineId: String(lineId) }, context: {} } as never));
}

function formRequest(cookie: string, path: string, fields: Record<string, string>) {
  return new Request(`${BASE}${path}`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: BASE, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

export function postEdit(cookie: string, job: Job, lineId: number, fields: Record<string, string>) {
  const request = formRequest(cookie, editPath(job, lineId), fields);
  return call(() => editRoute.action({ request, params: { brandSlug: job.brandSlug, jobNumber: job.jobNumber, lineId: String(lineId) }, context: {} } as never));
}

/** A post to the Add New panel (the path may carry ?sign= or ?service=, as the panel's links do). */
export function postNew(cookie: string, job: Job, path: string, fields: Record<string, string>) {
  const request = formRequest(cookie, path, fields);
  return call(() => newRoute.action({ request, params: { brandSlug: job.brandSlug, jobNumber: job.jobNumber }, context: {} } as never));
}

/** A row's Delete / Move (the table's menu and drag to reorder). */
export function postRow(cookie: string, job: Job, lineId: number, fields: Record<string, string>) {
  const request = formRequest(cookie, `/job/${job.brandSlug}/${job.jobNumber}/items/${lineId}`, fields);
  return call(() => rowRoute.action({ request, params: { brandSlug: job.brandSlug, jobNumber: job.jobNumber, lineId: String(lineId) }, context: {} } as never));
}

/** The toast a redirect set (its flash cookie), as the next page would show it. */
export async function toastOf(headers: Headers) {
  const cookie = (headers.get('Set-Cookie') ?? '').split(';')[0]!;
  return (await getToast(new Request(BASE, { headers: { Cookie: cookie } }))).toast;
}
