/**
 * The picture route's request handling (job/:brandSlug/:jobNumber/items/
 * :lineId/picture): which line the URL names, the upload or removal, and the
 * answer with the toast that says what happened. The writes themselves are
 * pictures.server.ts's.
 */
import { data } from 'react-router';
import { z } from 'zod';
import { errorToast, redirectWithToast, toastOnFailure } from '~/server/http/toast.server';
import { screenId } from '~/server/http/params.server';
import { PICTURE_MESSAGES } from '~/domain/line-items/picture-rules';
import type { PanelContext } from './panel-routes.server';
import type { StaffActor } from '~/server/lifecycle/history.server';
import { lineIsInVersion, pictureIdsOfVersion, pictureInfoOfJobLine, pictureOfJobLine, pictureResponse, readPictureUpload, removeLinePicture, setLinePicture } from './pictures.server';

const lineIdOf = (text: string | undefined): number => screenId(text, 'Line item not found');

/** GET: the line's picture, when the line is one of this job's; 404 otherwise. */
export function linePictureResponse(request: Request, ctx: PanelContext, lineIdText: string | undefined): Response {
  const picture = pictureOfJobLine(ctx.job.id, lineIdOf(lineIdText));
  if (!picture) throw data(PICTURE_MESSAGES.noPicture, { status: 404 });
  return pictureResponse(request, picture);
}

/** The line's picture route; `p` names the stored picture, so a replaced one is a new URL the browser fetches anew. */
const pictureUrl = (jobPath: string, lineId: number, pictureId: number) => `${jobPath}/items/${lineId}/picture?p=${pictureId}`;

export type LinePicture = { url: string; width: number; height: number } | null;

/** What the Edit panel shows of the line's picture (its URL carries the picture id, so a new one is fetched anew). */
export function linePictureOfEdit(ctx: PanelContext, lineId: number): LinePicture {
  const picture = pictureInfoOfJobLine(ctx.job.id, lineId);
  if (!picture) return null;
  return { url: pictureUrl(ctx.jobPath, lineId, picture.id), width: picture.width, height: picture.height };
}

/** The job page's picture URL of each line that has one, by line id. */
export function pictureUrlsOfVersion(jobPath: string, jobVersionId: number): Map<number, string> {
  const out = new Map<number, string>();
  for (const [lineId, pictureId] of pictureIdsOfVersion(jobVersionId)) out.set(lineId, pictureUrl(jobPath, lineId, pictureId));
  return out;
}

const removeSchema = z.object({ intent: z.literal('remove-picture') });

/**
 * POST: a multipart form uploads (and replaces) the picture, a plain one with
 * intent=remove-picture removes it. Null for any other body (the route answers 400).
 */
export async function linePictureAction(request: Request, ctx: PanelContext, lineIdText: string | undefined, by: StaffActor): Promise<Response | null> {
  const lineId = lineIdOf(lineIdText);
  if (!lineIsInVersion(lineId, ctx.version.id)) throw data('Line item not found', { status: 404 });
  const back = ctx.links.edit(lineId);
  const refused = (description: string) => errorToast(back, description);
  if (/^multipart\/form-data/i.test(request.headers.get('Content-Type') ?? '')) {
    const upload = await readPictureUpload(request);
    if (!upload.ok) return refused(upload.error);
    const saved = await toastOnFailure({ what: 'Picture upload', back, description: PICTURE_MESSAGES.failed }, () => setLinePicture(by, lineId, ctx.version.id, upload.bytes));
    if (saved instanceof Response) return saved; // the upload failed unexpectedly: the red toast
    if (!saved.ok) {
      if (saved.status === 404) throw data('Line item not found', { status: 404 });
      return refused(saved.error);
    }
    return redirectWithToast(back, { title: 'Success', description: PICTURE_MESSAGES.uploaded });
  }
  const parsed = removeSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return null;
  const removed = removeLinePicture(by, lineId, ctx.version.id);
  if (!removed.ok) {
    if (removed.status === 404 && removed.error !== PICTURE_MESSAGES.noPicture) throw data('Line item not found', { status: 404 });
    return refused(removed.error);
  }
  return redirectWithToast(back, { title: 'Success', description: PICTURE_MESSAGES.removed });
}
