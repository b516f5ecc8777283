/**
 * The HTTP answer for a picture whose bytes the server made itself (a line's
 * re-encoded picture, a catalogue drawing's thumbnail): typed exactly, never
 * sniffed, never a page of its own, and answered 304 when the browser's copy
 * still has the same fingerprint. The caller says how long a copy may be kept.
 */
export type ImageBytes = { contentType: string; data: Uint8Array; etag: string };

export function imageResponse(request: Request, image: ImageBytes, cacheControl: string): Response {
  const headers = new Headers({
    'Content-Type': image.contentType,
    'Cache-Control': cacheControl,
    ETag: image.etag,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Content-Disposition': 'inline',
  });
  const match = request.headers.get('If-None-Match');
  if (match && match.split(',').some((t) => t.trim() === image.etag || t.trim() === `W/${image.etag}`)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set('Content-Length', String(image.data.byteLength));
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(image.data), { status: 200, headers });
}
