/**
 * The yardstick of `npm run bench -- load`: a bare React Router 7 framework-mode
 * app (a root and one route rendering a 25-row table from its loader), written
 * to a temporary folder, built with the very react-router / vite packages of
 * this checkout (its node_modules is linked in) and served like ours: Express,
 * compression and @react-router/express, in production mode.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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

export function loader() {
  return {
    rows: Array.from({ length: 25 }, (_, i) => ({
      id: i + 1,
      name: \`Job \${i + 1}\`,
      number: \`B\${String(i + 1).padStart(6, '0')}\`,
      client: \`Client \${(i % 5) + 1}\`,
      status: i % 3 === 0 ? 'Sent' : 'Draft',
      created: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
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

const buildDir = path.resolve('build');
const build = await import(path.join(buildDir, 'server/index.js'));
const app = express();
app.disable('x-powered-by');
app.use(compression());
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
