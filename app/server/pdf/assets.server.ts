/**
 * Pictures for the documents, as data: URIs (the page may fetch nothing).
 * Sign and brand images are paths under the app's public folder
 * ('/images/signs/x.svg'); anything else (an outside URL, a path that climbs
 * out of the folder, an unknown type) prints no picture. Read once, kept in
 * memory.
 */
import fs from 'node:fs';
import path from 'node:path';
import { publicFilePath } from '~/server/http/public-files.server';

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};
/** Larger pictures are left out rather than bloating every page of a 300-line job. */
const MAX_BYTES = 2 * 1024 * 1024;

const cache = new Map<string, string | null>();

function fileAsDataUri(file: string): string | null {
  const type = TYPES[path.extname(file).toLowerCase()];
  if (!type) return null;
  try {
    const stat = fs.statSync(file);
    if (!stat.isFile() || stat.size > MAX_BYTES) return null;
    return `data:${type};base64,${fs.readFileSync(file).toString('base64')}`;
  } catch {
    return null;
  }
}

/** A public image path ('/images/signs/x.svg') as a data: URI, or null. */
export function publicImage(src: string | null | undefined): string | null {
  if (!src) return null;
  if (cache.has(src)) return cache.get(src)!;
  const file = publicFilePath(src);
  const found = file ? fileAsDataUri(file) : null;
  cache.set(src, found);
  return found;
}

const DEFAULT_LOGO_DATA =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#0f172a"/>' +
      '<rect x="12" y="16" width="40" height="22" rx="3" fill="#f59e0b"/><rect x="29" y="38" width="6" height="14" fill="#e2e8f0"/>' +
      '<rect x="18" y="24" width="28" height="6" rx="1" fill="#0f172a"/></svg>',
  ).toString('base64');

/** The company logo: COMPANY_LOGO_PATH (a file on the server), else Signboard's mark. */
export function companyLogo(logoPath: string | null): string | null {
  if (!logoPath) return DEFAULT_LOGO_DATA;
  const key = `file:${logoPath}`;
  if (!cache.has(key)) {
    const data = fileAsDataUri(path.resolve(logoPath));
    if (!data) console.warn(`COMPANY_LOGO_PATH ${logoPath} is not a readable SVG, PNG, JPEG or WebP file; printing no logo`);
    cache.set(key, data);
  }
  return cache.get(key)!;
}

