/**
 * The raster thumbnails of the app's own SVG pictures (which pictures, and
 * why: domain/catalogue/image-thumbnails.ts). Drawn by sharp from the public
 * file the first time one is asked for, then kept in memory: one small PNG
 * (about 1 KB) per SVG the app ships, so the store cannot grow past them.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import sharp from 'sharp';
import { THUMBNAIL_BOX, thumbnailSource } from '~/domain/catalogue/image-thumbnails';
import { imageResponse } from '~/server/http/image-response.server';
import { publicFilePath } from '~/server/http/public-files.server';

/** An SVG larger than this is not one of ours to draw small: it gets no thumbnail. */
const MAX_SVG_BYTES = 1024 * 1024;

type Thumbnail = { png: Buffer; etag: string };
const kept = new Map<string, Promise<Thumbnail | null>>();

async function draw(file: string): Promise<Thumbnail | null> {
  try {
    if (fs.statSync(file).size > MAX_SVG_BYTES) return null;
    const meta = await sharp(file).metadata();
    const longest = Math.max(meta.width ?? 0, meta.height ?? 0);
    if (meta.format !== 'svg' || !longest) return null;
    // Rendered at the resolution the box needs (an SVG's size is read at 72 dpi), not drawn small and enlarged.
    const density = Math.min(2400, Math.max(1, (72 * THUMBNAIL_BOX) / longest));
    const png = await sharp(file, { density, limitInputPixels: 4096 * 4096 })
      .resize(THUMBNAIL_BOX, THUMBNAIL_BOX, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
    return { png, etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 22)}"` };
  } catch {
    return null;
  }
}

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/** GET /images/thumbs/{folder}/{name}.png: the PNG of /images/{folder}/{name}.svg, or 404. */
export async function imageThumbnailResponse(request: Request, path: string): Promise<Response> {
  const source = thumbnailSource(path);
  const file = source ? publicFilePath(source) : null;
  if (!file) return notFound();
  let drawing = kept.get(file);
  if (!drawing) {
    drawing = draw(file);
    kept.set(file, drawing);
  }
  const thumbnail = await drawing;
  if (!thumbnail) return notFound();
  // Cached like the public files themselves (an hour), and revalidated by its fingerprint.
  const image = { contentType: 'image/png', data: thumbnail.png, etag: thumbnail.etag };
  return imageResponse(request, image, 'public, max-age=3600');
}
