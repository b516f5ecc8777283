/**
 * What a line item's own picture may be: the rules and the
 * words, shared by the upload form and the server. Pure: the bytes are read
 * here only to name their format; decoding and re-encoding is the server's
 * (app/server/line-items/pictures.server.ts, with sharp).
 */

/** The largest upload taken: 10 MB. */
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;

/** The longest side a stored picture keeps: enough for half a Letter page at 200 dpi, small enough for the job page. */
export const PICTURE_MAX_SIDE = 1600;

/** Decoded size refused before any pixel is processed (a small file can claim a huge image). */
export const PICTURE_MAX_PIXELS = 60_000_000;

/** What the file input offers; the server still checks the content. */
export const PICTURE_ACCEPT = 'image/jpeg,image/png,image/webp';

export type PictureFormat = 'jpeg' | 'png' | 'webp';

export const PICTURE_MESSAGES = {
  missing: 'Choose a picture to upload',
  tooLarge: 'Picture must be at most 10 MB',
  wrongType: 'Picture must be a JPEG, PNG or WebP image',
  unreadable: 'The picture could not be read: it may be damaged. Try another file',
  tooManyPixels: 'Picture is too large to process: at most 60 megapixels',
  uploaded: 'Picture uploaded',
  removed: 'Picture removed',
  failed: 'Failed to save picture',
  noPicture: 'This line has no picture',
} as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const JPEG = [0xff, 0xd8, 0xff] as const;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const RIFF = [0x52, 0x49, 0x46, 0x46] as const; // 'RIFF'
const WEBP = [0x57, 0x45, 0x42, 0x50] as const; // 'WEBP'

/**
 * The format the bytes themselves say (their signature), whatever the file
 * is called or the browser claimed: an HTML page or an SVG renamed .png is
 * null. Only these three are ever handed to the image decoder.
 */
export function sniffPictureFormat(bytes: Uint8Array): PictureFormat | null {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  return null;
}

/** The size a picture is stored at: its longest side at most PICTURE_MAX_SIDE, never enlarged, proportions kept. */
export function storedSize(width: number, height: number, maxSide = PICTURE_MAX_SIDE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
