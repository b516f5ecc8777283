/**
 * A line item's own picture: reading the upload within its
 * limit, checking it by content, re-encoding it with sharp, storing it, and
 * serving it. Only the re-encoded JPEG is ever stored or served: what the
 * client sent is decoded to pixels and thrown away, EXIF and every other
 * metadata block with it.
 *
 * The pictures live in the database (line_item_pictures): a deleted line
 * takes its picture with it (ON DELETE CASCADE), a new version copies them
 * (job-versions.server.ts), and `npm run db:backup` holds them.
 */
import { frozenRefusal } from '~/server/lifecycle/version-state.server';
import { actorUserId, type StaffActor } from '~/server/lifecycle/history.server';
import { lineSnapshot, recordLineChange, versionContext } from './line-item-context.server';
import { pictureText } from '~/domain/history/line-changes';
import crypto from 'node:crypto';
import sharp from 'sharp';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb, schema, type DbOrTx } from '~/server/db.server';
import { imageResponse } from '~/server/http/image-response.server';
import {
  PICTURE_MAX_BYTES,
  PICTURE_MAX_PIXELS,
  PICTURE_MAX_SIDE,
  PICTURE_MESSAGES,
  sniffPictureFormat,
} from '~/domain/line-items/picture-rules';

const { jobs, jobVersions, lineItemPictures, lineItems } = schema;

/** A multipart body carries the file plus a little: boundaries, part headers, the other fields. */
const BODY_OVERHEAD = 64 * 1024;

export type PictureUpload = { ok: true; bytes: Uint8Array } | { ok: false; status: 400 | 413; error: string };

/**
 * The `picture` file of a multipart form post, read no further than the
 * limit: a body announced or found larger is refused before it is parsed,
 * so a huge upload never sits in memory whole.
 */
export async function readPictureUpload(request: Request): Promise<PictureUpload> {
  const tooLarge = { ok: false, status: 413, error: PICTURE_MESSAGES.tooLarge } as const;
  const type = request.headers.get('Content-Type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) return { ok: false, status: 400, error: PICTURE_MESSAGES.missing };
  const limit = PICTURE_MAX_BYTES + BODY_OVERHEAD;
  const announced = Number(request.headers.get('Content-Length') ?? NaN);
  if (Number.isFinite(announced) && announced > limit) return tooLarge;
  const body = await readCapped(request, limit);
  if (body === null) return tooLarge;
  let form: FormData;
  try {
    form = await new Request('http://local/', { method: 'POST', headers: { 'Content-Type': type }, body }).formData();
  } catch {
    return { ok: false, status: 400, error: PICTURE_MESSAGES.missing };
  }
  const file = form.get('picture');
  if (!(file instanceof File) || file.size === 0) return { ok: false, status: 400, error: PICTURE_MESSAGES.missing };
  if (file.size > PICTURE_MAX_BYTES) return tooLarge;
  return { ok: true, bytes: new Uint8Array(await file.arrayBuffer()) };
}

/** The whole body, or null as soon as it passes `limit` bytes (the rest is not read). */
export async function readCapped(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

export type ProcessedPicture = { data: Buffer; contentType: 'image/jpeg'; width: number; height: number };
export type ProcessResult = { ok: true; picture: ProcessedPicture } | { ok: false; error: string };

/**
 * Checks the bytes are really a JPEG, PNG or WebP (by their signature, then by
 * decoding them) and re-encodes them: turned upright by their EXIF
 * orientation, at most PICTURE_MAX_SIDE on the longest side, transparency on
 * white, sRGB, as a JPEG without any metadata. JPEG because Chromium embeds it
 * in a PDF as it is, so the proposals stay small.
 */
export async function processPicture(bytes: Uint8Array): Promise<ProcessResult> {
  if (bytes.byteLength > PICTURE_MAX_BYTES) return { ok: false, error: PICTURE_MESSAGES.tooLarge };
  const format = sniffPictureFormat(bytes);
  // Anything else (HTML, SVG, GIF, TIFF ...) never reaches the decoder.
  if (!format) return { ok: false, error: PICTURE_MESSAGES.wrongType };
  const input = () => sharp(bytes, { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'error', animated: false });
  let meta: sharp.Metadata;
  try {
    meta = await input().metadata();
  } catch (error) {
    return { ok: false, error: /pixel limit/i.test(String(error)) ? PICTURE_MESSAGES.tooManyPixels : PICTURE_MESSAGES.unreadable };
  }
  if (meta.format !== format) return { ok: false, error: PICTURE_MESSAGES.wrongType };
  try {
    const { data, info } = await input()
      .rotate()
      .resize({ width: PICTURE_MAX_SIDE, height: PICTURE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, picture: { data, contentType: 'image/jpeg', width: info.width, height: info.height } };
  } catch (error) {
    return { ok: false, error: /pixel limit/i.test(String(error)) ? PICTURE_MESSAGES.tooManyPixels : PICTURE_MESSAGES.unreadable };
  }
}

export type PictureWrite = { ok: true; pictureId: number } | { ok: false; status: 400 | 404 | 409; error: string };

/** The History row of a picture added, replaced or removed, in the write's transaction. */
function recordPictureChange(tx: DbOrTx, by: StaffActor, lineId: number, jobVersionId: number, added: boolean, replaced = false): void {
  const ctx = versionContext(tx, jobVersionId);
  const line = tx.select().from(lineItems).where(eq(lineItems.id, lineId)).get();
  if (!ctx || !line) return;
  recordLineChange(tx, ctx, by, added ? 'picture added' : 'picture removed', pictureText(added, lineSnapshot(tx, line), replaced));
}

/** The line, if it belongs to `jobVersionId`. */
function lineOfVersion(db: DbOrTx, lineId: number, jobVersionId: number) {
  return db
    .select({ id: lineItems.id, jobId: jobVersions.jobId })
    .from(lineItems)
    .innerJoin(jobVersions, eq(jobVersions.id, lineItems.jobVersionId))
    .where(and(eq(lineItems.id, lineId), eq(lineItems.jobVersionId, jobVersionId)))
    .get();
}

export function lineIsInVersion(lineId: number, jobVersionId: number): boolean {
  return Boolean(lineOfVersion(getDb(), lineId, jobVersionId));
}

/** Checks, re-encodes and stores `bytes` as the line's picture, replacing any it had. */
export async function setLinePicture(by: StaffActor, lineId: number, jobVersionId: number, bytes: Uint8Array): Promise<PictureWrite> {
  const processed = await processPicture(bytes);
  if (!processed.ok) return { ok: false, status: 400, error: processed.error };
  const { data, contentType, width, height } = processed.picture;
  const sha256 = crypto.createHash('sha256').update(data).digest('hex');
  // Decoding took time outside any transaction; the line is looked up again inside it.
  return getDb().transaction(
    (tx): PictureWrite => {
      const line = lineOfVersion(tx, lineId, jobVersionId);
      if (!line) return { ok: false, status: 404, error: 'Line item not found' };
      // An approved version is frozen, its pictures too.
      const frozen = frozenRefusal(tx, jobVersionId);
      if (frozen) return { ok: false, status: 409, error: frozen.error };
      const replaced = tx.delete(lineItemPictures).where(eq(lineItemPictures.lineItemId, lineId)).run().changes > 0;
      const row = tx
        .insert(lineItemPictures)
        .values({ lineItemId: lineId, contentType, data, width, height, byteSize: data.byteLength, sha256, uploadedById: actorUserId(by) })
        .returning({ id: lineItemPictures.id })
        .get();
      tx.update(jobs).set({ updatedAt: Date.now() }).where(eq(jobs.id, line.jobId)).run();
      recordPictureChange(tx, by, lineId, jobVersionId, true, replaced);
      return { ok: true, pictureId: row.id };
    },
    { behavior: 'immediate' },
  );
}

/** Removes the line's picture (the catalogue image shows again). */
export function removeLinePicture(by: StaffActor, lineId: number, jobVersionId: number): { ok: true } | { ok: false; status: 404 | 409; error: string } {
  return getDb().transaction(
    (tx) => {
      const line = lineOfVersion(tx, lineId, jobVersionId);
      if (!line) return { ok: false as const, status: 404 as const, error: 'Line item not found' };
      const frozen = frozenRefusal(tx, jobVersionId);
      if (frozen) return { ok: false as const, status: 409 as const, error: frozen.error };
      const gone = tx.delete(lineItemPictures).where(eq(lineItemPictures.lineItemId, lineId)).run();
      if (gone.changes === 0) return { ok: false as const, status: 404 as const, error: PICTURE_MESSAGES.noPicture };
      tx.update(jobs).set({ updatedAt: Date.now() }).where(eq(jobs.id, line.jobId)).run();
      recordPictureChange(tx, by, lineId, jobVersionId, false);
      return { ok: true as const };
    },
    { behavior: 'immediate' },
  );
}

export type StoredPicture = { id: number; lineItemId: number; contentType: string; data: Buffer; sha256: string; width: number; height: number };

/** The picture of line `lineId` when that line belongs to job `jobId` (any of its versions), else null. */
export function pictureOfJobLine(jobId: number, lineId: number): StoredPicture | null {
  return (
    getDb()
      .select({
        id: lineItemPictures.id,
        lineItemId: lineItemPictures.lineItemId,
        contentType: lineItemPictures.contentType,
        data: lineItemPictures.data,
        sha256: lineItemPictures.sha256,
        width: lineItemPictures.width,
        height: lineItemPictures.height,
      })
      .from(lineItemPictures)
      .innerJoin(lineItems, eq(lineItems.id, lineItemPictures.lineItemId))
      .innerJoin(jobVersions, eq(jobVersions.id, lineItems.jobVersionId))
      .where(and(eq(lineItemPictures.lineItemId, lineId), eq(jobVersions.jobId, jobId)))
      .get() ?? null
  );
}

/** The picture's id and size (not its bytes) when line `lineId` belongs to job `jobId`, else null. */
export function pictureInfoOfJobLine(jobId: number, lineId: number): { id: number; width: number; height: number } | null {
  return (
    getDb()
      .select({ id: lineItemPictures.id, width: lineItemPictures.width, height: lineItemPictures.height })
      .from(lineItemPictures)
      .innerJoin(lineItems, eq(lineItems.id, lineItemPictures.lineItemId))
      .innerJoin(jobVersions, eq(jobVersions.id, lineItems.jobVersionId))
      .where(and(eq(lineItemPictures.lineItemId, lineId), eq(jobVersions.jobId, jobId)))
      .get() ?? null
  );
}

/** The picture id of each of the version's lines that has one (the job page's URLs). */
export function pictureIdsOfVersion(jobVersionId: number): Map<number, number> {
  const rows = getDb()
    .select({ lineItemId: lineItemPictures.lineItemId, id: lineItemPictures.id })
    .from(lineItemPictures)
    .innerJoin(lineItems, eq(lineItems.id, lineItemPictures.lineItemId))
    .where(eq(lineItems.jobVersionId, jobVersionId))
    .all();
  return new Map(rows.map((r) => [r.lineItemId, r.id]));
}

/** The version's pictures as data: URIs, by line id: the PDFs print them with every network request blocked. */
export function pictureDataUrisOfVersion(jobVersionId: number): Map<number, string> {
  const ids = getDb().select({ id: lineItems.id }).from(lineItems).where(eq(lineItems.jobVersionId, jobVersionId)).all().map((r) => r.id);
  if (ids.length === 0) return new Map();
  const out = new Map<number, string>();
  // In slices, so a long version stays under SQLite's bound-parameter limit.
  for (let i = 0; i < ids.length; i += 500) {
    const rows = getDb()
      .select({ lineItemId: lineItemPictures.lineItemId, contentType: lineItemPictures.contentType, data: lineItemPictures.data })
      .from(lineItemPictures)
      .where(inArray(lineItemPictures.lineItemId, ids.slice(i, i + 500)))
      .all();
    for (const r of rows) out.set(r.lineItemId, `data:${r.contentType};base64,${r.data.toString('base64')}`);
  }
  return out;
}

/**
 * The HTTP answer for a stored picture, for whichever route may show it (the
 * job page's staff route now; a sent version's client page later). The bytes
 * are ours (re-encoded); the ETag lets a browser keep its copy while every
 * request still passes the caller's access check (no-cache: revalidate each time).
 */
export function pictureResponse(request: Request, picture: Pick<StoredPicture, 'contentType' | 'data' | 'sha256'>): Response {
  const image = { contentType: picture.contentType, data: picture.data, etag: `"${picture.sha256}"` };
  return imageResponse(request, image, 'private, no-cache');
}
