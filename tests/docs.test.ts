/**
 * Keeps the docs true to the code: every `npm run` script they name exists, the
 * environment table of docs/operations.md lists exactly the variables the code
 * reads, every route path they name in backticks is a route of app/routes.ts,
 * every relative link between them reaches a file (and a heading, when it names
 * one), every `docs/<page>.md § <Heading>` citation in the code names a real
 * heading, and README.md stays short. Each
 * failure names the offending thing and the file it is in. The second block
 * plants one mistake per check in a small text and sees it caught.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import routes from '../app/routes';
import {
  anchorLinks,
  backtickedPaths,
  citations,
  citedHeadingForReport,
  citesHeading,
  codeNames,
  envTableVariables,
  envVariablesRead,
  headingAnchors,
  headings,
  npmScriptsNamed,
  pathMatchesRoute,
  relativeLinks,
  routePatterns,
} from './support/docs-check';

const root = path.resolve(__dirname, '..');
const rel = (file: string) => path.relative(root, file);
const read = (file: string) => fs.readFileSync(file, 'utf8');

function walk(dir: string, keep: (file: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'migrations' ? [] : walk(full, keep);
    return keep(full) ? [full] : [];
  });
}

/** README.md, e2e/README.md and every page under docs/. */
const markdownFiles = [path.join(root, 'README.md'), path.join(root, 'e2e/README.md'), ...walk(path.join(root, 'docs'), (f) => f.endsWith('.md'))].filter(
  (f) => fs.existsSync(f),
);

/** This test and its helpers hold planted mistakes on purpose: they are not scanned. */
const SELF = new Set([__filename, path.join(root, 'tests/support/docs-check.ts')]);
const codeFiles = [
  ...['app', 'db', 'bench', 'e2e', 'tests'].flatMap((dir) => walk(path.join(root, dir), (f) => /\.(ts|tsx|js|mjs|cjs)$/.test(f))),
  ...['server.js', 'server-drain.js', 'server-drain.d.ts', 'server-route-tables.js', 'server-route-tables.d.ts', 'vite.config.ts', 'vitest.config.ts', 'playwright.config.ts', 'drizzle.config.ts', 'react-router.config.ts'].map((f) => path.join(root, f)),
].filter((f) => fs.existsSync(f) && !SELF.has(f));

/** Variables the table may list though no code of ours reads them: Node itself does. */
const READ_BY_NODE: Record<string, string> = {
  TZ: 'Node formats dates in this zone',
  NODE_OPTIONS: 'Node takes its own flags from it (a V8 memory cap)',
};

/** Backticked paths that are not routes of the app, and why they may be named. */
const NOT_ROUTES: Record<string, string> = {
  '/assets': 'the build\'s static files, served by server.js before any route',
  '/__manifest': 'React Router\'s route discovery, answered by its request handler itself',
  '/proc': 'Linux\'s process file system, where the bench reads CPU time',
  '/sf': 'an option value\'s per-square-foot suffix as typed (docs/pricing.md)',
  '/SF': 'the same suffix as it is saved',
};

const OPERATIONS = path.join(root, 'docs/operations.md');

describe('the docs match the code', () => {
  it('names only npm scripts that package.json has', () => {
    const scripts = Object.keys((JSON.parse(read(path.join(root, 'package.json'))) as { scripts: Record<string, string> }).scripts);
    const problems = markdownFiles.flatMap((file) =>
      npmScriptsNamed(read(file))
        .filter((name) => !scripts.includes(name))
        .map((name) => `${rel(file)}: 'npm run ${name}' is not a script in package.json`),
    );
    expect(problems).toEqual([]);
  });

  it('lists in docs/operations.md exactly the environment variables the code reads', () => {
    expect(fs.existsSync(OPERATIONS), 'docs/operations.md is missing').toBe(true);
    const documented = envTableVariables(read(OPERATIONS));
    expect(documented.length, 'docs/operations.md has no table whose first column is Variable').toBeGreaterThan(0);
    const sources = codeFiles.map((file) => ({ file, text: read(file) }));
    const problems: string[] = [];
    for (const name of documented) {
      if (name in READ_BY_NODE) continue;
      if (!sources.some(({ text }) => codeNames(text, name))) problems.push(`docs/operations.md: ${name} is in the table but no code reads it`);
    }
    for (const { file, text } of sources) {
      for (const name of envVariablesRead(text)) {
        if (!documented.includes(name)) problems.push(`${rel(file)}: reads ${name}, which the table in docs/operations.md does not list`);
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  it('names in backticks only paths that app/routes.ts routes', () => {
    const patterns = routePatterns(routes as never);
    const problems = markdownFiles.flatMap((file) =>
      backtickedPaths(read(file))
        .filter((p) => !(p in NOT_ROUTES) && !patterns.some((pattern) => pathMatchesRoute(p, pattern)))
        .map((p) => `${rel(file)}: \`${p}\` matches no route in app/routes.ts`),
    );
    expect(problems).toEqual([]);
  });

  it('links only to files that exist', () => {
    const problems = markdownFiles.flatMap((file) =>
      relativeLinks(read(file))
        .filter((target) => target !== '' && !fs.existsSync(path.resolve(path.dirname(file), target)))
        .map((target) => `${rel(file)}: the link to '${target}' points at a missing file`),
    );
    expect([...new Set(problems)]).toEqual([]);
  });

  it('links to headings only where the page has them', () => {
    const problems = markdownFiles.flatMap((file) =>
      anchorLinks(read(file)).flatMap(({ target, anchor }) => {
        const page = target === '' ? file : path.resolve(path.dirname(file), target);
        if (!page.endsWith('.md') || !fs.existsSync(page)) return [];
        return headingAnchors(read(page)).includes(anchor) ? [] : [`${rel(file)}: the link to '${target}#${anchor}' names no heading of ${rel(page)}`];
      }),
    );
    expect([...new Set(problems)]).toEqual([]);
  });

  it('cites only pages and headings that exist', () => {
    const problems: string[] = [];
    for (const file of codeFiles) {
      for (const { page, text } of citations(read(file))) {
        const target = path.join(root, page);
        if (!fs.existsSync(target)) problems.push(`${rel(file)}: cites ${page}, which does not exist`);
        else if (!citesHeading(text, headings(read(target)))) {
          problems.push(`${rel(file)}: cites '${page} § ${citedHeadingForReport(text)}', but ${page} has no such heading`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('cites no tracker number and no document outside the repository', () => {
    // A newcomer cannot look up a tracker's numbered items or the product brief kept outside the repository: a
    // comment says what and why itself, or cites docs/. The words are joined here so this line does not match itself.
    const outside = new RegExp(['\\bissue [0-9]+', '\\bspec' + ' section', '\\bthe ' + 'spec\\b'].join('|'), 'i');
    const problems = [...codeFiles, ...markdownFiles].flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, i) => (outside.test(line) ? [`${rel(file)}:${i + 1}: ${line.trim().slice(0, 120)}`] : [])),
    );
    expect(problems).toEqual([]);
  });

  it('keeps README.md to 200 lines at most', () => {
    const lines = read(path.join(root, 'README.md')).replace(/\n$/, '').split('\n').length;
    expect(lines, `README.md has ${lines} lines: move detail into docs/`).toBeLessThanOrEqual(200);
  });
});

describe('each docs check catches a planted mistake', () => {
  it('finds the scripts a text runs', () => {
    expect(npmScriptsNamed('Run `npm run db:backup [file]`, then `npm run bench -- load` and npm start.').sort()).toEqual(['bench', 'db:backup', 'start']);
    expect(npmScriptsNamed('```bash\nnpm run db:restore\n```')).toEqual(['db:restore']);
  });

  it('reads the environment table, several names to a cell', () => {
    const page = '| Variable | Default |\n| --- | --- |\n| `PORT` | `3000` |\n| `PDF_QUEUE` / `PDF_TIMEOUT_MS` | 20 |\n\n| Other | x |\n| `NOT_A_VAR` | y |';
    expect(envTableVariables(page)).toEqual(['PORT', 'PDF_QUEUE', 'PDF_TIMEOUT_MS']);
  });

  it('finds every way the code reads a variable, and no write or comment', () => {
    const source = [
      'const a = process.env.DIRECT_READ;',
      "const b = process.env['BRACKET_READ'];",
      'const { DESTRUCTURED, RENAMED: r, DEFAULTED = 1 } = process.env;',
      'const env = process.env;\nconst c = env.ALIAS_READ;',
      '// process.env.IN_A_COMMENT',
      "process.env['WRITTEN'] = '1';",
    ].join('\n');
    expect(envVariablesRead(source).sort()).toEqual(['ALIAS_READ', 'BRACKET_READ', 'DEFAULTED', 'DESTRUCTURED', 'DIRECT_READ', 'RENAMED', 'WRITTEN']);
    expect(envVariablesRead("const raw = process.env[name];\npositiveInt('PDF_QUEUE', 20);")).toEqual(['PDF_QUEUE']);
    expect(envVariablesRead("delete process.env[key];\nset('NOT_READ_HERE');")).toEqual([]);
    expect(codeNames('// SOME_VAR in a comment only', 'SOME_VAR')).toBe(false);
    expect(codeNames("fetch('http://x'); read('SOME_VAR')", 'SOME_VAR')).toBe(true);
  });

  it('matches docs paths against route patterns', () => {
    const patterns = routePatterns(routes as never);
    const known = (p: string) => patterns.some((pattern) => pathMatchesRoute(p, pattern));
    for (const p of ['/jobs', '/', '/p/{token}/pdf', '/api/jobs/{brandSlug}/{jobNumber}', '/job/cjr/upland', '/coming-soon', '/coming-soon/{brandName}', '/api', '/api/*']) {
      expect(known(p), p).toBe(true);
    }
    for (const p of ['/job', '/jobs/{id}', '/p/{token}/receipt', '/api/nothing-here', '/data/signs/{signId}']) expect(known(p), p).toBe(false);
    const page = 'Open `/jobs?status=Sent`, `POST /api/generate-proposal {brandSlug}`, `PATCH` / `DELETE /api/templates/{id}`; not `npm run x` or `./data`.\n```\n`/in-a-fence`\n```';
    expect(backtickedPaths(page)).toEqual(['/jobs', '/api/generate-proposal', '/api/templates/{id}']);
  });

  it('finds relative links, not web addresses, anchors or code', () => {
    const page = 'See [ops](docs/operations.md#backups), [web](https://example.com), [here](#top), `[x](nope.md)` and [d](decisions/README.md).';
    expect(relativeLinks(page)).toEqual(['docs/operations.md', 'decisions/README.md']);
  });

  it('finds links to headings and the anchors GitHub gives headings', () => {
    expect(anchorLinks('[a](ops.md#backups), [b](#top), [c](https://x.test/#y), [d](ops.md)')).toEqual([
      { target: 'ops.md', anchor: 'backups' },
      { target: '', anchor: 'top' },
    ]);
    expect(headingAnchors("# Why `npm install`, not `npm ci`\n## The client's page\n## Notes\n## Notes")).toEqual([
      'why-npm-install-not-npm-ci',
      'the-clients-page',
      'notes',
      'notes-1',
    ]);
  });

  it('checks a citation\'s heading whole, at any level', () => {
    const page = '# Product\n## Validation rules\n### Job page\n```\n## Not a heading\n```';
    const marks = headings(page);
    expect(marks).toEqual(['Product', 'Validation rules', 'Job page']);
    const [ok, partial, fenced, wrong] = citations(
      [
        '// docs/product.md § Validation rules: quantities are whole numbers',
        '// docs/product.md § Validation',
        '// docs/product.md § Not a heading',
        ' * docs/pricing.md § Margins and more */',
      ].join('\n'),
    );
    expect(citesHeading(ok?.text ?? '', marks)).toBe(true);
    expect(citesHeading(partial?.text ?? '', marks)).toBe(false);
    expect(citesHeading(fenced?.text ?? '', marks)).toBe(false);
    expect(wrong?.page).toBe('docs/pricing.md');
    expect(citedHeadingForReport(wrong?.text ?? '')).toBe('Margins and more');
  });
});
