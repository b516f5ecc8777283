/**
 * The PNG thumbnails of the app's own SVG pictures (/images/thumbs/...):
 * drawn from the public file at the box's size, kept, revalidated by ETag,
 * and nothing for a name that has no SVG behind it or climbs out of the folder.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { THUMBNAIL_BOX } from '~/domain/catalogue/image-thumbnails';
import { imageThumbnailResponse } from '~/server/catalogue/image-thumbnails.server';

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  imageThumbnailResponse(new Request(`http://localhost/images/thumbs/${path}`, { method, headers }), path);

describe('image thumbnails', () => {
  it('draws a sign picture as a PNG that fits the box, in proportion', async () => {
    const res = await get('signs/monument-sign.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=3600');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('Content-Length'))).toBe(bytes.length);
    const meta = await sharp(bytes).metadata();
    // The SVG's viewBox is 120 x 80.
    expect([meta.format, meta.width, meta.height]).toEqual(['png', THUMBNAIL_BOX, (THUMBNAIL_BOX * 80) / 120]);
    // Drawn, not blank: the sign's grey face is in it.
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const centre = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
    expect(data[centre + 3]).toBe(255);
  });

  it('draws a brand logo too, and answers a repeat with 304 by its ETag', async () => {
    const first = await get('brands/cjr.png');
    expect(first.status).toBe(200);
    const etag = first.headers.get('ETag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('brands/cjr.png', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const head = await get('brands/cjr.png', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('finds nothing for a name without an SVG, another type, or a path out of the folder', async () => {
    for (const path of ['signs/no-such-sign.png', 'signs/monument-sign.svg', '../signs/monument-sign.png', 'signs/../../package.png', 'favicon.png', 'signs/MONUMENT-SIGN.png', '']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
    }
  });
});
