/**
 * A line item's own picture through its real route and server modules:
 * checked by content (an HTML page or an SVG with a script renamed .png is
 * refused, whatever its name or type), the 10 MB and pixel limits,
 * re-encoded by sharp (a fresh JPEG, resized, EXIF gone, a payload hidden
 * after the image data dropped), and served only to signed-in staff of that
 * job.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loader as editLoader } from '../app/routes/job.items.$lineId.edit';
import { getDb, schema } from '../app/server/db.server';
import { processPicture, readPictureUpload } from '../app/server/line-items/pictures.server';
import { loadJobPage } from '../app/server/jobs/job-page.server';
import { getJob } from '../app/server/jobs/job-detail.server';
import { PICTURE_MAX_BYTES, PICTURE_MESSAGES } from '../app/domain/line-items/picture-rules';
import { answer, cameraJpeg, fetchPicture, jobWithLine, ORIGIN, params, png, remove, signInStaff, staff, stored, text, toastOf, upload, webp } from './support/line-item-pictures';

beforeAll(signInStaff);

describe('checked by content, not by name', () => {
  it('takes JPEG, PNG and WebP', async () => {
    for (const bytes of [await cameraJpeg(), await png(), await webp()]) {
      const result = await processPicture(bytes);
      expect(result.ok).toBe(true);
    }
  });

  it('refuses an HTML page and an SVG with a script named .png, a GIF, and a damaged JPEG, through the route too', async () => {
    const html = text('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
    const svg = text('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>');
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    for (const bytes of [html, svg, gif]) expect(await processPicture(bytes)).toEqual({ ok: false, error: PICTURE_MESSAGES.wrongType });
    const jpeg = await cameraJpeg();
    expect(await processPicture(jpeg.subarray(0, 400))).toEqual({ ok: false, error: PICTURE_MESSAGES.unreadable });

    const job = jobWithLine();
    for (const [bytes, name] of [[html, 'photo.png'], [svg, 'render.png']] as const) {
      const res = await upload(job, bytes, name, 'image/png');
      expect(res.status).toBe(302);
      expect(res.headers.get('Location')).toBe(`${job.jobPath}/items/${job.lineId}/edit`);
      expect(await toastOf(res)).toMatchObject({ variant: 'destructive', description: 'Picture must be a JPEG, PNG or WebP image' });
    }
    expect(stored(job.lineId)).toBeUndefined();
  });

  it('a PNG with a script hidden after its image data is served without it', async () => {
    const polyglot = Buffer.concat([await png(64, 64), Buffer.from('<script>alert(1)</script><!-- ')]);
    const result = await processPicture(polyglot);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.picture.data.includes('<script>')).toBe(false);
  });
});

describe('limits', () => {
  it('refuses a file over 10 MB with its limit (announced, or found while reading), and one of too many pixels', async () => {
    const job = jobWithLine();
    const big = new Uint8Array(PICTURE_MAX_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    const res = await upload(job, big, 'huge.jpg');
    expect(res.status).toBe(302);
    expect(await toastOf(res)).toMatchObject({ variant: 'destructive', description: 'Picture must be at most 10 MB' });
    expect(stored(job.lineId)).toBeUndefined();

    // A body that says nothing of its length is read only up to the limit.
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1 << 20;
        controller.enqueue(new Uint8Array(1 << 20));
        if (pulled > 64 << 20) controller.close();
      },
    });
    const streamed = new Request(`${ORIGIN}/x`, {
      method: 'POST',
      body: endless,
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      duplex: 'half',
    } as RequestInit);
    expect(await readPictureUpload(streamed)).toEqual({ ok: false, status: 413, error: PICTURE_MESSAGES.tooLarge });
    expect(pulled).toBeLessThan(16 << 20);

    const lying = new Request(`${ORIGIN}/x`, { method: 'POST', body: 'x', headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(50 << 20) } });
    expect(await readPictureUpload(lying)).toMatchObject({ ok: false, error: PICTURE_MESSAGES.tooLarge });

    // 10,000 x 10,000 of one colour is a small file but 100 megapixels.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000000' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.byteLength).toBeLessThan(PICTURE_MAX_BYTES);
    expect(await processPicture(bomb)).toEqual({ ok: false, error: PICTURE_MESSAGES.tooManyPixels });
  });

  it('an empty form or a missing file is refused', async () => {
    const job = jobWithLine();
    const res = await upload(job, new Uint8Array(), 'empty.png');
    expect(await toastOf(res)).toMatchObject({ description: PICTURE_MESSAGES.missing });
  });
});

describe('re-encoded and served', () => {
  it('stores a fresh upright JPEG of at most 1600 px without EXIF, and serves exactly that to staff', async () => {
    const job = jobWithLine();
    const original = await cameraJpeg();
    const res = await upload(job, original, 'IMG_0001.JPG');
    expect(res.status).toBe(302);
    expect(await toastOf(res)).toMatchObject({ title: 'Success', description: 'Picture uploaded' });
    const row = stored(job.lineId)!;
    expect(row.contentType).toBe('image/jpeg');
    // Orientation 6 turned it upright: 2000 x 3000, then fitted into 1600.
    expect([row.width, row.height]).toEqual([1067, 1600]);
    const meta = await sharp(row.data).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1067, height: 1600 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(row.data.includes('SecretCam')).toBe(false);
    expect(row.data.includes('Private Owner')).toBe(false);
    expect(row.data.equals(original)).toBe(false);

    const served = await fetchPicture(job);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/jpeg');
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(served.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(Buffer.from(await served.arrayBuffer()).equals(row.data)).toBe(true);
    const again = await fetchPicture(job, job.lineId, { Cookie: staff.cookie, 'If-None-Match': served.headers.get('ETag')! });
    expect(again.status).toBe(304);

    // The job page and the Edit panel point at it.
    const page = loadJobPage(getJob(job.jobId)!, null)!;
    expect(page.items[0]!.picture).toBe(`${job.pictureUrl}?p=${row.id}`);
    const edit = await answer(() =>
      editLoader({ request: new Request(`${ORIGIN}${job.jobPath}/items/${job.lineId}/edit`, { headers: { Cookie: staff.cookie } }), params: params(job), context: {} } as never),
    );
    expect(((await edit.json()) as { picture: { url: string } }).picture.url).toBe(`${job.pictureUrl}?p=${row.id}`);
  });

  it('a new upload replaces the picture; Remove takes it away', async () => {
    const job = jobWithLine();
    await upload(job, await png(), 'a.png', 'image/png');
    const first = stored(job.lineId)!;
    await upload(job, await webp(), 'b.webp', 'image/webp');
    const second = stored(job.lineId)!;
    expect(second.id).not.toBe(first.id);
    expect(getDb().select().from(schema.lineItemPictures).where(eq(schema.lineItemPictures.lineItemId, job.lineId)).all()).toHaveLength(1);
    const res = await remove(job);
    expect(await toastOf(res)).toMatchObject({ title: 'Success', description: 'Picture removed' });
    expect(stored(job.lineId)).toBeUndefined();
    expect((await fetchPicture(job)).status).toBe(404);
    expect(await toastOf(await remove(job))).toMatchObject({ variant: 'destructive', description: 'This line has no picture' });
  });

  it('only signed-in staff, and only through the job the line belongs to', async () => {
    const job = jobWithLine();
    await upload(job, await png(), 'a.png', 'image/png');
    const anonymous = await fetchPicture(job, job.lineId, {});
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('Location')).toMatch(/^\/login\?redirectTo=/);
    const forged = await fetchPicture(job, job.lineId, { Cookie: '__session=not-a-session' });
    expect(forged.status).toBe(302);
    // Signed out, an upload goes to login and stores nothing.
    const other = jobWithLine();
    const anonUpload = await upload(other, await png(), 'a.png', 'image/png', '');
    expect(anonUpload.headers.get('Location')).toMatch(/^\/login/);
    expect(stored(other.lineId)).toBeUndefined();
    // Another job's URL with this line's id: not found.
    expect((await fetchPicture(other, job.lineId)).status).toBe(404);
    expect((await fetchPicture(job, 999_999)).status).toBe(404);
    // An upload to a line of another job (or version) is refused with 404.
    expect((await upload({ ...other, lineId: job.lineId, pictureUrl: `${other.jobPath}/items/${job.lineId}/picture` }, await png(), 'a.png', 'image/png')).status).toBe(404);
  });
});
