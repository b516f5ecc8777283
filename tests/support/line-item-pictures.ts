/**
 * Shared by the line-item picture tests (line-item-pictures-upload,
 * line-item-pictures-quote): the seeded estimator signed in, a job with one
 * line, the picture route's upload, remove and fetch answered as a Response,
 * the stored picture row, and test images (a camera JPEG with EXIF, PNG, WebP).
 */
import { testStaff } from './staff-actor';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { action, loader } from '../../app/routes/job.items.$lineId.picture';
import { getToast } from '../../app/server/http/toast.server';
import { getDb, schema } from '../../app/server/db.server';
import { addLineItem } from '../../app/server/line-items/line-item-writes.server';
import { seedAndSignIn } from './seeded';
import { emptyJob, LETTERS_24, signId } from './line-items-fixtures';

export const ORIGIN = 'http://localhost:3000';

/** The seeded estimator's session and id: set by `signInStaff()` in a file's beforeAll. */
export const staff = { cookie: '', userId: 0 };

export async function signInStaff() {
  const { cookie, userId } = await seedAndSignIn();
  Object.assign(staff, { cookie, userId });
}

/** A job with one Channel Letters line; its ids and URLs. */
export function jobWithLine() {
  const job = emptyJob('cjr', staff.userId);
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

export type Job = ReturnType<typeof jobWithLine>;
export const params = (job: Job, lineId = job.lineId) => ({ brandSlug: job.brandSlug, jobNumber: job.jobNumber, lineId: String(lineId) });

/** Calls a route function; a thrown Response or data() is its answer. */
export async function answer(fn: () => unknown): Promise<Response> {
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

export function upload(job: Job, bytes: Uint8Array, name = 'sign.jpg', type = 'image/jpeg', who = staff.cookie) {
  const form = new FormData();
  form.set('picture', new File([new Uint8Array(bytes)], name, { type }));
  const request = new Request(`${ORIGIN}${job.pictureUrl}`, { method: 'POST', body: form, headers: who ? { Cookie: who } : {} });
  return answer(() => action({ request, params: params(job), context: {} } as never));
}

export function remove(job: Job) {
  const request = new Request(`${ORIGIN}${job.pictureUrl}`, {
    method: 'POST',
    body: new URLSearchParams({ intent: 'remove-picture' }),
    headers: { Cookie: staff.cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  return answer(() => action({ request, params: params(job), context: {} } as never));
}

export function fetchPicture(job: Job, lineId = job.lineId, headers: Record<string, string> = { Cookie: staff.cookie }) {
  const request = new Request(`${ORIGIN}${job.jobPath}/items/${lineId}/picture`, { headers });
  return answer(() => loader({ request, params: params(job, lineId), context: {} } as never));
}

export async function toastOf(response: Response) {
  const setCookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return (await getToast(new Request(ORIGIN, { headers: { Cookie: setCookie } }))).toast;
}

export const stored = (lineId: number) => getDb().select().from(schema.lineItemPictures).where(eq(schema.lineItemPictures.lineItemId, lineId)).get();

/** A 3000x2000 photo with EXIF (camera, copyright, GPS-like text) and an orientation tag. */
export async function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'Private Owner 51.5007N 0.1246W', Artist: 'Site Photographer' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export const png = (w = 400, h = 300) => sharp({ create: { width: w, height: h, channels: 4, background: { r: 0, g: 120, b: 255, alpha: 0.5 } } }).png().toBuffer();
export const webp = () => sharp({ create: { width: 500, height: 500, channels: 3, background: '#22aa22' } }).webp().toBuffer();
export const text = (s: string) => new TextEncoder().encode(s);
