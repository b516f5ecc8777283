/**
 * A line item's own picture through its real route and
 * server modules: checked by content (an HTML page or an SVG with a script
 * renamed .png is refused, whatever its name or type), the 10 MB and pixel
 * limits, re-encoded by sharp (a fresh JPEG, resized, EXIF gone, a payload
 * hidden after the image data dropped), served only to signed-in staff of
 * that job, copied with a new version, removed with the line, held by a
 * backup, and printed in both PDFs.
 */
import { testStaff } from './support/staff-actor';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { action, loader } from '../app/routes/job.items.$lineId.picture';
import { loader as editLoader } from '../app/routes/job.items.$lineId.edit';
import { getToast } from '../app/server/http/toast.server';
import { getDb, schema } from '../app/server/db.server';
import { addLineItem, deleteLineItem } from '../app/server/line-items/line-item-writes.server';
import { processPicture, readPictureUpload } from '../app/server/line-items/pictures.server';
import { createVersion, listVersions } from '../app/server/jobs/job-versions.server';
import { loadJobPage } from '../app/server/jobs/job-page.server';
import { getJob } from '../app/server/jobs/job-detail.server';
import { documentHtml, loadDocument, makeDocument } from '../app/server/pdf/documents.server';
import { closePdfBrowser } from '../app/server/pdf/browser.server';
import { backupDatabase } from '../db/backup-database';
import { PICTURE_MAX_BYTES, PICTURE_MESSAGES } from '../app/domain/line-items/picture-rules';
import { seedAndSignIn } from './support/seeded';
import { emptyJob, LETTERS_24, signDraft, signId } from './support/line-items-fixtures';
import { pdfText } from './support/pdf-helpers';

const ORIGIN = 'http://localhost:3000';
let cookie = '';
let userId = 0;

beforeAll(async () => {
  ({ cookie, userId } = await seedAndSignIn());
});

afterAll(async () => {
  await closePdfBrowser();
});

/** A job with one Channel Letters line; its ids and URLs. */
function jobWithLine() {
  const job = emptyJob('cjr', userId);
  const added = addLineItem(testStaff, job.versionId, {
    lineType: 'sign',
    signId: signId('cjr', 'Channel Letters'),
    quantity: 1,
    selectedOptions: LETTERS_24,
    pricingMode: 'Calculated',
    customDescription: null,
  });
  if (!added.ok) throw new Error(added.error);
  const jobPath = `/job/${job.brandSlug}/${encodeURIComponent(job.jobNumber)}`;
  return { ...job, lineId: added.value.id, jobPath, pictureUrl: `${jobPath}/items/${added.value.id}/picture` };
}

type Job = ReturnType<typeof jobWithLine>;
const params = (job: Job, lineId = job.lineId) => ({ brandSlug: job.brandSlug, jobNumber: job.jobNumber, lineId: String(lineId) });

/** Calls a route function; a thrown Response or data() is its answer. */
async function answer(fn: () => unknown): Promise<Response> {
  try {
    const value = await fn();
    if (value instanceof Response) return value;
    return new Response(JSON.stringify(value), { status: 200 });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    if (thrown && typeof thrown === 'object' && 'init' in thrown) {
      const init = (thrown as { init?: ResponseInit | null }).init;
      return new Response(JSON.stringify((thrown as { data?: unknown }).data ?? null), { status: init?.status ?? 500, headers: init?.headers });
    }
    throw thrown;
  }
}

function upload(job: Job, bytes: Uint8Array, name = 'sign.jpg', type = 'image/jpeg', who = cookie) {
  const form = new FormData();
  form.set('picture', new File([new Uint8Array(bytes)], name, { type }));
  const request = new Request(`${ORIGIN}${job.pictureUrl}`, { method: 'POST', body: form, headers: who ? { Cookie: who } : {} });
  return answer(() => action({ request, params: params(job), context: {} } as never));
}

function remove(job: Job) {
  const request = new Request(`${ORIGIN}${job.pictureUrl}`, {
    method: 'POST',
    body: new URLSearchParams({ intent: 'remove-picture' }),
    headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  return answer(() => action({ request, params: params(job), context: {} } as never));
}

function fetchPicture(job: Job, lineId = job.lineId, headers: Record<string, string> = { Cookie: cookie }) {
  const request = new Request(`${ORIGIN}${job.jobPath}/items/${lineId}/picture`, { headers });
  return answer(() => loader({ request, params: params(job, lineId), context: {} } as never));
}

async function toastOf(response: Response) {
  const setCookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return (await getToast(new Request(ORIGIN, { headers: { Cookie: setCookie } }))).toast;
}

const stored = (lineId: number) => getDb().select().from(schema.lineItemPictures).where(eq(schema.lineItemPictures.lineItemId, lineId)).get();

/** A 3000x2000 photo with EXIF (camera, copyright, GPS-like text) and an orientation tag. */
async function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'Private Owner 51.5007N 0.1246W', Artist: 'Site Photographer' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const png = (w = 400, h = 300) => sharp({ create: { width: w, height: h, channels: 4, background: { r: 0, g: 120, b: 255, alpha: 0.5 } } }).png().toBuffer();
const webp = () => sharp({ create: { width: 500, height: 500, channels: 3, background: '#22aa22' } }).webp().toBuffer();
const text = (s: string) => new TextEncoder().encode(s);

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
    const again = await fetchPicture(job, job.lineId, { Cookie: cookie, 'If-None-Match': served.headers.get('ETag')! });
    expect(again.status).toBe(304);

    // The job page and the Edit panel point at it.
    const page = loadJobPage(getJob(job.jobId)!, null)!;
    expect(page.items[0]!.picture).toBe(`${job.pictureUrl}?p=${row.id}`);
    const edit = await answer(() =>
      editLoader({ request: new Request(`${ORIGIN}${job.jobPath}/items/${job.lineId}/edit`, { headers: { Cookie: cookie } }), params: params(job), context: {} } as never),
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

describe('with the quote', () => {
  it('a new version copies each picture to its own copy of the line', async () => {
    const job = jobWithLine();
    const second = addLineItem(testStaff, job.versionId, signDraft('cjr', 'Channel Letters', LETTERS_24, { quantity: 2 }));
    if (!second.ok) throw new Error(second.error);
    await upload({ ...job, lineId: second.value.id, pictureUrl: `${job.jobPath}/items/${second.value.id}/picture` }, await png(), 'b.png', 'image/png');
    const source = stored(second.value.id)!;
    const made = createVersion(job.jobId, 1, userId);
    expect(made.ok).toBe(true);
    const v2 = listVersions(job.jobId).find((v) => v.versionNumber === 2)!;
    const copies = getDb().select().from(schema.lineItems).where(eq(schema.lineItems.jobVersionId, v2.id)).all().sort((a, b) => a.sortOrder - b.sortOrder);
    expect(copies).toHaveLength(2);
    expect(stored(copies[0]!.id)).toBeUndefined();
    const copied = stored(copies[1]!.id)!;
    expect(copied.sha256).toBe(source.sha256);
    expect(copied.data.equals(source.data)).toBe(true);
    // Each version owns its copy: deleting the source line leaves version 2's picture.
    expect(deleteLineItem(testStaff, second.value.id, job.versionId).ok).toBe(true);
    expect(stored(second.value.id)).toBeUndefined();
    expect(stored(copies[1]!.id)).toBeDefined();
  });

  it('deleting the line (or its whole job) deletes its picture', async () => {
    const job = jobWithLine();
    await upload(job, await png(), 'a.png', 'image/png');
    expect(stored(job.lineId)).toBeDefined();
    expect(deleteLineItem(testStaff, job.lineId, job.versionId).ok).toBe(true);
    expect(stored(job.lineId)).toBeUndefined();

    const other = jobWithLine();
    await upload(other, await png(), 'a.png', 'image/png');
    getDb().delete(schema.jobs).where(eq(schema.jobs.id, other.jobId)).run();
    expect(stored(other.lineId)).toBeUndefined();
  });

  it('a backup holds the pictures', async () => {
    const job = jobWithLine();
    await upload(job, await png(), 'a.png', 'image/png');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signboard-pictures-backup-'));
    try {
      const target = path.join(dir, 'backup.db');
      await backupDatabase(process.env.DATABASE_PATH!, target);
      const copy = new Database(target, { readonly: true });
      const row = copy.prepare('select data, sha256 from line_item_pictures where line_item_id = ?').get(job.lineId) as { data: Buffer; sha256: string };
      copy.close();
      expect(row.data.equals(stored(job.lineId)!.data)).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('in the PDFs', () => {
  it('the proposal and the pricing sheet print the line picture; large pictures give each line half a page', async () => {
    const job = jobWithLine();
    await upload(job, await cameraJpeg(), 'site.jpg');
    const loaded = loadDocument({ brandSlug: job.brandSlug, jobNumber: job.jobNumber, version: null });
    if (!loaded.ok) throw new Error(loaded.error);
    const data = `data:image/jpeg;base64,${stored(job.lineId)!.data.toString('base64')}`;
    for (const kind of ['proposal', 'pricing-sheet'] as const) {
      const html = documentHtml(kind, loaded.doc);
      expect(html).toContain(`<img class="line-picture" src="${data}"`);
    }
    expect(documentHtml('proposal', loaded.doc, { largePictures: true })).toContain('class="line with-picture large"');

    const request = { brandSlug: job.brandSlug, jobNumber: job.jobNumber, version: null };
    const made = await makeDocument('proposal', request);
    if (!made.ok) throw new Error(made.error);
    const raw = Buffer.from(made.document.pdf).toString('latin1');
    expect(raw).toMatch(/\/Subtype\s*\/Image/);
    expect((await pdfText(made.document.pdf)).text).toContain('Channel Letters');

    // Four lines with pictures, large: two lines per page.
    for (let i = 0; i < 3; i++) {
      const added = addLineItem(testStaff, job.versionId, { lineType: 'sign', signId: signId('cjr', 'Channel Letters'), quantity: 1, selectedOptions: LETTERS_24, pricingMode: 'Calculated', customDescription: null });
      if (!added.ok) throw new Error(added.error);
      await upload({ ...job, lineId: added.value.id, pictureUrl: `${job.jobPath}/items/${added.value.id}/picture` }, await png(1600, 1200), 'p.png', 'image/png');
    }
    const large = await makeDocument('proposal', { ...request, largePictures: true });
    const normal = await makeDocument('proposal', request);
    if (!large.ok || !normal.ok) throw new Error('no document');
    if (process.env.PICTURES_PDF_DIR) {
      // To look at them: PICTURES_PDF_DIR=/tmp/x npx vitest run tests/line-item-pictures.test.ts, then pdftoppm.
      fs.writeFileSync(path.join(process.env.PICTURES_PDF_DIR, 'proposal-large.pdf'), large.document.pdf);
      fs.writeFileSync(path.join(process.env.PICTURES_PDF_DIR, 'proposal.pdf'), normal.document.pdf);
      const sheet = await makeDocument('pricing-sheet', request);
      if (sheet.ok) fs.writeFileSync(path.join(process.env.PICTURES_PDF_DIR, 'pricing-sheet.pdf'), sheet.document.pdf);
    }
    const largePages = (await pdfText(large.document.pdf)).pages;
    // Half a page each: the first line under the letterhead, then two a page, then the fourth with the totals.
    expect(largePages).toBe(3);
    expect((await pdfText(large.document.pdf)).text).toContain('Grand total');
  }, 60_000);
});

describe('service icons (SVG, not emoji) in the proposal', () => {
  it('a service line prints its icon as inline SVG, also when the catalogue still stores the old emoji', async () => {
    const { serviceId } = await import('./support/line-items-fixtures');
    const job = jobWithLine();
    const survey = serviceId('cjr', 'Survey');
    getDb().update(schema.services).set({ icon: '📐' }).where(eq(schema.services.id, survey)).run();
    const added = addLineItem(testStaff, job.versionId, { lineType: 'service', serviceId: survey, quantity: 1, selectedOptions: {}, pricingMode: 'Calculated', customDescription: null });
    if (!added.ok) throw new Error(added.error);
    const loaded = loadDocument({ brandSlug: job.brandSlug, jobNumber: job.jobNumber, version: null });
    if (!loaded.ok) throw new Error(loaded.error);
    const html = documentHtml('proposal', loaded.doc);
    expect(html).toMatch(/<span class="service-icon"><svg[^>]*class="lucide lucide-ruler/);
    expect(html).not.toContain('📐');
  });
});
