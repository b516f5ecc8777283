/**
 * The yardstick of `npm run bench -- load`: a bare React Router 7 framework-mode
 * app (a root and one route rendering a 25-row table from its loader; `?rows=`,
 * `?cells=` and `?note=` make it as many rows, elements and bytes as a page it
 * stands beside, the filler in the markup and in the hydrated loader data alike), written
 * to a temporary folder, built with the very react-router / vite packages of
 * this checkout (its node_modules is linked in) and served like ours: Express,
 * compression and @react-router/express, in production mode.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const FILES: Record<string, string> = {
  // React Router picks its default server entry from the dependencies it sees here.
  'package.json': JSON.stringify(
    {
      name: 'bare-bench',
      private: true,
      type: 'module',
      dependencies: { '@react-router/express': '*', '@react-router/node': '*', compression: '*', express: '*', isbot: '*', react: '*', 'react-dom': '*', 'react-router': '*' },
    },
    null,
    2,
  ),
  'react-router.config.mjs': 'export default { ssr: true };\n',
  'vite.config.mjs': [
    "import { reactRouter } from '@react-router/dev/vite';",
    "import { defineConfig } from 'vite';",
    'export default defineConfig({ plugins: [reactRouter()] });',
    '',
  ].join('\n'),
  'app/routes.ts': "import { index } from '@react-router/dev/routes';\nexport default [index('routes/home.tsx')];\n",
  'app/root.tsx': `import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
`,
  'app/routes/home.tsx': `import { useLoaderData } from 'react-router';

export function meta() {
  return [{ title: 'Bare page' }];
}

// Words for the filler notes: each row's note differs (the hydration payload keeps one copy of equal strings).
const WORDS = ['sign', 'letters', 'bronze', 'raceway', 'install', 'survey', 'vinyl', 'pylon', 'monument', 'lift', 'crate', 'permit', 'wall', 'halo', 'panel', 'face'];
function note(row: number, length: number): string {
  let text = '';
  for (let i = 0; text.length < length; i++) text += (text ? ' ' : '') + WORDS[(row * 7 + i * 3 + (i >> 2)) % WORDS.length] + (i % 5 === 0 ? String(row * 31 + i) : '');
  return text.slice(0, length);
}

/**
 * ?rows= (default 25), ?cells= (more cells per row, each from the row's data; default none) and ?note= (characters
 * of filler text per row, default none): the bench sizes the page to match another's rows, elements and bytes.
 */
export function loader({ request }: { request: Request }) {
  const params = new URL(request.url).searchParams;
  const count = Math.min(1000, Math.max(1, Number(params.get('rows')) || 25));
  const length = Math.min(20000, Math.max(0, Number(params.get('note')) || 0));
  const cells = Math.min(100, Math.max(0, Number(params.get('cells')) || 0));
  return {
    rows: Array.from({ length: count }, (_, i) => ({
      id: i + 1,
      name: \`Job \${i + 1}\`,
      number: \`B\${String(i + 1).padStart(6, '0')}\`,
      client: \`Client \${(i % 5) + 1}\`,
      status: i % 3 === 0 ? 'Sent' : 'Draft',
      created: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
      note: length ? note(i, length) : null,
      ...(cells ? { extra: Array.from({ length: cells }, (_, c) => (i * 13 + c * 7) % 1000) } : {}),
    })),
  };
}

export default function Home() {
  const { rows } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Jobs</h1>
      <table>
        <thead>
          <tr><th>Job</th><th>Number</th><th>Client</th><th>Status</th><th>Created</th></tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td><a href={\`/job/\${r.number}\`}>{r.name}</a></td>
              <td>{r.number}</td>
              <td>{r.client}</td>
              <td>{r.status}</td>
              <td>{r.created}</td>
              {(r as { extra?: number[] }).extra?.map((x: number, c: number) => <td key={c}>{x}</td>)}
              {r.note ? <td>{r.note}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
`,
  'server.mjs': `import path from 'node:path';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import { onceDrainOnTheCompressedStream } from ${JSON.stringify(pathToFileURL(path.resolve('server-drain.js')).href)};

const buildDir = path.resolve('build');
const build = await import(path.join(buildDir, 'server/index.js'));
const app = express();
app.disable('x-powered-by');
app.use(compression());
// As server.js: a streamed page's waits for 'drain' leave no listener behind on the compressed stream.
app.use(onceDrainOnTheCompressedStream);
app.use('/assets', express.static(path.join(buildDir, 'client/assets'), { immutable: true, maxAge: '1y' }));
app.use(express.static(path.join(buildDir, 'client'), { maxAge: '1h' }));
app.all('*', createRequestHandler({ build, mode: process.env.NODE_ENV }));
app.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('bare page listening'));
`,
};

/** Writes and builds the bare app; returns its folder (server.mjs inside starts it). */
export function buildBareApp(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signboard-bench-bare-'));
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  try {
    execFileSync(process.execPath, [path.resolve('node_modules/@react-router/dev/bin.js'), 'build'], {
      cwd: dir,
      stdio: 'pipe',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  } catch (error) {
    console.error(String((error as { stderr?: Buffer }).stderr ?? error));
    throw new Error('Building the bare app failed');
  }
  return dir;
}
