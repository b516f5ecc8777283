/**
 * Pure helpers behind tests/docs.test.ts: each takes file texts and returns
 * what it found, so the test can run them on the repository and on small
 * planted mistakes alike. No file is read here.
 */

/** Markdown with fenced code blocks blanked out (their lines kept, so line numbers stay). */
export function withoutFences(markdown: string): string {
  let inFence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        inFence = !inFence;
        return '';
      }
      return inFence ? '' : line;
    })
    .join('\n');
}

/** The text of every heading (any level) outside code fences, as written. */
export function headings(markdown: string): string[] {
  return withoutFences(markdown)
    .split('\n')
    .map((line) => /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1])
    .filter((text): text is string => text !== undefined && text !== '');
}

/**
 * Scripts a text runs with npm: `npm run X` (inside code fences too, since a
 * command block is where people copy from), plus `npm start` and `npm test`.
 */
export function npmScriptsNamed(text: string): string[] {
  const names = new Set<string>();
  for (const m of text.matchAll(/\bnpm run ([A-Za-z0-9][\w:-]*)/g)) names.add(m[1] ?? '');
  for (const m of text.matchAll(/\bnpm (start|test)\b/g)) names.add(m[1] ?? '');
  return [...names];
}

/**
 * The variables named in the first cell of each row of the table whose header
 * starts with 'Variable' (a cell may name several: `PDF_QUEUE` / `PDF_TIMEOUT_MS`).
 */
export function envTableVariables(markdown: string): string[] {
  const names = new Set<string>();
  let inTable = false;
  for (const line of withoutFences(markdown).split('\n')) {
    if (!line.trim().startsWith('|')) {
      inTable = false;
      continue;
    }
    const first = line.split('|')[1]?.trim() ?? '';
    if (/^Variable\b/.test(first)) {
      inTable = true;
      continue;
    }
    if (!inTable || /^:?-+:?$/.test(first)) continue;
    for (const m of first.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(m[1] ?? '');
  }
  return [...names];
}

/** Source code with comments removed (roughly: a `//` after a colon, as in a URL, is kept). */
export function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:\\])\/\/.*$/gm, '$1');
}

/**
 * Environment variables a source file reads: `process.env.X`, `process.env['X']`,
 * `const { X, Y: y } = process.env`, and through an alias (`const env = process.env;
 * env.X`). A file that reads `process.env[name]` with a computed key also counts
 * every ALL_CAPS string literal it holds, since those are the names it looks up.
 */
export function envVariablesRead(source: string): string[] {
  const code = withoutComments(source);
  const names = new Set<string>();
  const add = (name: string | undefined) => name && /^[A-Z][A-Z0-9_]*$/.test(name) && names.add(name);
  const objects = ['process\\.env'];
  for (const m of code.matchAll(/\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*process\.env\s*[;\n]/g)) objects.push(m[1] ?? 'process\\.env');
  for (const object of objects) {
    for (const m of code.matchAll(new RegExp(`(?<![\\w$.])${object}\\s*(?:\\?\\.|\\.)\\s*([A-Z][A-Z0-9_]*)\\b`, 'g'))) add(m[1]);
    for (const m of code.matchAll(new RegExp(`(?<![\\w$.])${object}\\s*(?:\\?\\.)?\\[\\s*['"\`]([A-Z][A-Z0-9_]*)['"\`]\\s*\\]`, 'g'))) add(m[1]);
  }
  for (const m of code.matchAll(/\{([^{}]*)\}\s*=\s*process\.env\b/g)) {
    for (const part of (m[1] ?? '').split(',')) add(/^\s*(?:\.\.\.)?([A-Z][A-Z0-9_]*)/.exec(part)?.[1]);
  }
  // A computed read, not a write (`process.env[key] = v`) or a delete.
  if (/(?<!delete\s+)process\.env\s*\[\s*(?!['"`])[^\]]*\](?!\s*=[^=])/.test(code)) {
    for (const m of code.matchAll(/['"]([A-Z][A-Z0-9]*_[A-Z0-9_]+)['"]/g)) add(m[1]);
  }
  return [...names];
}

/** Whether `name` occurs as a whole word in the code (comments removed). */
export function codeNames(source: string, name: string): boolean {
  return new RegExp(`(?<![\\w$])${name}(?![\\w$])`).test(withoutComments(source));
}

type RouteEntry = { path?: string; index?: boolean; children?: readonly RouteEntry[] };

/** app/routes.ts's tree as URL patterns in React Router's spelling (`/job/:brandSlug/:jobNumber`). */
export function routePatterns(entries: readonly RouteEntry[], parent = ''): string[] {
  const out: string[] = [];
  for (const entry of entries) {
    const here = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/{2,}/g, '/');
    if (entry.index || entry.path !== undefined) out.push(here || '/');
    if (entry.children) out.push(...routePatterns(entry.children, here));
  }
  return out;
}

const METHOD = '(?:GET|HEAD|POST|PUT|PATCH|DELETE)';

/**
 * URL paths a markdown text names in backticks: `/jobs`, `/p/{token}/pdf`,
 * `POST /api/jobs {...}` (the method and body dropped), with any query or
 * fragment cut off. Backticked text outside code fences only.
 */
export function backtickedPaths(markdown: string): string[] {
  const paths = new Set<string>();
  for (const m of withoutFences(markdown).matchAll(/`([^`\n]+)`/g)) {
    const span = new RegExp(`^(?:${METHOD}(?:\\s*/\\s*${METHOD})*\\s+)?(/[^\\s]*)`).exec((m[1] ?? '').trim());
    if (!span) continue;
    const p = (span[1] ?? '').replace(/[?#].*$/, '');
    if (p === '' || /^\/\//.test(p)) continue;
    paths.add(p.length > 1 ? p.replace(/\/$/, '') : p);
  }
  return [...paths];
}

/**
 * Whether a path written in the docs names a route. `{anything}` in the docs stands
 * for any `:param`, and a literal (an example such as `/job/cjr/upland`) may fill one
 * too; `:param?` may be left out. A catch-all (`*`) matches only a path that spells
 * the star itself or its bare prefix (`/api`, `/api/*`), so the not-found pages
 * never make an unknown path look known.
 */
export function pathMatchesRoute(docPath: string, pattern: string): boolean {
  const doc = docPath.split('/').filter(Boolean);
  const route = pattern.split('/').filter(Boolean);
  if (route.at(-1) === '*') {
    const base = route.slice(0, -1);
    const bare = doc.at(-1) === '*' ? doc.slice(0, -1) : doc;
    return bare.length === base.length && base.every((seg, i) => segmentMatches(bare[i] ?? '', seg));
  }
  const walk = (d: number, r: number): boolean => {
    if (r === route.length) return d === doc.length;
    const seg = route[r] ?? '';
    if (seg.endsWith('?') && walk(d, r + 1)) return true;
    return d < doc.length && segmentMatches(doc[d] ?? '', seg.replace(/\?$/, '')) && walk(d + 1, r + 1);
  };
  return walk(0, 0);
}

function segmentMatches(doc: string, route: string): boolean {
  if (route.startsWith(':')) return doc !== '*';
  return doc === route;
}

/** Relative link targets of a markdown text (no scheme, not a bare #anchor), anchors cut off. */
export function relativeLinks(markdown: string): string[] {
  const text = withoutFences(markdown).replace(/`[^`\n]*`/g, '');
  const out: string[] = [];
  for (const m of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = m[1] ?? '';
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
    out.push(decodeURI(target.replace(/#.*$/, '')));
  }
  return out;
}

/**
 * Links that name a heading: `[x](page.md#anchor)` and `[x](#anchor)` (target '' for
 * the same file). Web addresses and code are left out.
 */
export function anchorLinks(markdown: string): { target: string; anchor: string }[] {
  const text = withoutFences(markdown).replace(/`[^`\n]*`/g, '');
  const out: { target: string; anchor: string }[] = [];
  for (const m of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const link = m[1] ?? '';
    if (/^[a-z][a-z0-9+.-]*:/i.test(link) || !link.includes('#')) continue;
    const [target = '', anchor = ''] = link.split('#');
    if (anchor !== '') out.push({ target: decodeURI(target), anchor: decodeURIComponent(anchor) });
  }
  return out;
}

/**
 * The anchors GitHub gives a page's headings: lower-cased, punctuation dropped
 * (letters, digits, spaces, '-' and '_' kept), spaces made '-'; a repeated one
 * gets '-1', '-2'.
 */
export function headingAnchors(markdown: string): string[] {
  const seen = new Map<string, number>();
  return headings(markdown).map((heading) => {
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    return n === 0 ? slug : `${slug}-${n}`;
  });
}

export type Citation = { page: string; text: string };

/**
 * Citations `docs/<page>.md § <Heading>` in a source text. The heading runs to the end
 * of the line: the caller accepts it when one of the page's headings starts it and is
 * followed by a non-word character or nothing.
 */
export function citations(source: string): Citation[] {
  return [...source.matchAll(/\b(docs\/[\w./-]+\.md)\s*§\s*([^\n]*)/g)].map((m) => ({ page: m[1] ?? '', text: (m[2] ?? '').trimEnd() }));
}

/** Whether `text` (what follows a §) begins with one of the headings, whole. */
export function citesHeading(text: string, pageHeadings: readonly string[]): boolean {
  return pageHeadings.some((h) => text.startsWith(h) && !/^[\w]/.test(text.slice(h.length)));
}

/** A citation's heading as a person would read it in an error: up to the first punctuation that ends it. */
export function citedHeadingForReport(text: string): string {
  return (text.split(/[:;,.()`'"]|\*\/|\s-\s/)[0] ?? '').trim();
}
