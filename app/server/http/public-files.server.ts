/**
 * Files of the app's public folder, found by their address ('/images/signs/x.svg'):
 * `public/` in a checkout, `<BUILD_DIR>/client/` in a build. An address that
 * is not a plain path, or that climbs out of the folder, finds nothing.
 */
import fs from 'node:fs';
import path from 'node:path';

function publicDirs(): string[] {
  const dirs = [path.resolve('public'), path.resolve(process.env.BUILD_DIR || 'build', 'client')];
  return dirs.filter((d) => fs.existsSync(d));
}

/** The file on disk behind a public address, or null when there is none. */
export function publicFilePath(src: string): string | null {
  if (!/^\/[A-Za-z0-9._\-/]+$/.test(src) || src.includes('..')) return null;
  for (const dir of publicDirs()) {
    const file = path.resolve(dir, `.${src}`);
    if (!file.startsWith(dir + path.sep)) continue;
    try {
      if (fs.statSync(file).isFile()) return file;
    } catch {
      // not in this folder: try the next
    }
  }
  return null;
}
