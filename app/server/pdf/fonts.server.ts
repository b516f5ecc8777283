/**
 * The documents' one typeface, Inter (with Noto Emoji for emoji), from the
 * @fontsource packages, inlined as data: URIs so the page never fetches a
 * font and every machine prints the same glyphs.
 *
 * Fontsource splits each weight into subsets by unicode-range. Only the
 * subsets a document's text touches are inlined (Latin always), which keeps
 * the HTML small: a job in English carries about 70 KB of font, not 1 MB.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

type Face = { family: string; weight: string; style: string; file: string; ranges: [number, number][]; rangeText: string };

const require = createRequire(import.meta.url);

/** The CSS files read: Inter 400/600/700 and Noto Emoji 400. */
const SOURCES = ['@fontsource/inter/400.css', '@fontsource/inter/600.css', '@fontsource/inter/700.css', '@fontsource/noto-emoji/400.css'];

export const FONT_STACK = `'Inter', 'Noto Emoji', sans-serif`;

function parseRanges(text: string): [number, number][] {
  return text.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    const a = parseInt(from!, 16);
    return [a, to ? parseInt(to, 16) : a] as [number, number];
  });
}

let faces: Face[] | null = null;

function loadFaces(): Face[] {
  if (faces) return faces;
  const out: Face[] = [];
  for (const source of SOURCES) {
    const cssPath = require.resolve(source);
    const css = fs.readFileSync(cssPath, 'utf8');
    for (const block of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
      const body = block[1]!;
      const family = /font-family:\s*'([^']+)'/.exec(body)?.[1];
      const weight = /font-weight:\s*(\d+)/.exec(body)?.[1];
      const style = /font-style:\s*(\w+)/.exec(body)?.[1] ?? 'normal';
      const file = /url\(\.\/([^)]+\.woff2)\)/.exec(body)?.[1];
      const rangeText = /unicode-range:\s*([^;]+);/.exec(body)?.[1]?.trim() ?? 'U+0-10FFFF';
      if (!family || !weight || !file) continue;
      out.push({ family, weight, style, file: path.join(path.dirname(cssPath), file), ranges: parseRanges(rangeText), rangeText });
    }
  }
  if (!out.some((f) => f.family === 'Inter')) throw new Error('The Inter font files were not found (npm install @fontsource/inter)');
  faces = out;
  return out;
}

const dataCache = new Map<string, string>();
function fontData(file: string): string {
  let uri = dataCache.get(file);
  if (!uri) {
    uri = `data:font/woff2;base64,${fs.readFileSync(file).toString('base64')}`;
    dataCache.set(file, uri);
  }
  return uri;
}

function touches(face: Face, codePoints: ReadonlySet<number>): boolean {
  for (const cp of codePoints) {
    for (const [a, b] of face.ranges) if (cp >= a && cp <= b) return true;
  }
  return false;
}

/**
 * The @font-face rules for the fonts `text` needs (Latin Inter always). The
 * emoji font is added only for characters Inter lacks: some of its subsets
 * also list digits and '#' (keycaps), which Inter prints anyway.
 */
export function fontFaceCss(text: string): string {
  const codePoints = new Set<number>();
  for (const ch of text) codePoints.add(ch.codePointAt(0)!);
  codePoints.add(0x41); // 'A': the Latin subset, whatever the text
  const all = loadFaces();
  const primary = all.filter((f) => f.family === 'Inter');
  const missing = new Set([...codePoints].filter((cp) => !primary.some((f) => touches(f, new Set([cp])))));
  const rules: string[] = [];
  for (const face of all) {
    if (!touches(face, face.family === 'Inter' ? codePoints : missing)) continue;
    rules.push(
      `@font-face{font-family:'${face.family}';font-style:${face.style};font-weight:${face.weight};font-display:block;` +
        `src:url(${fontData(face.file)}) format('woff2');unicode-range:${face.rangeText}}`,
    );
  }
  return rules.join('\n');
}
