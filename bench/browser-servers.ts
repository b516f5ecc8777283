/**
 * What the browser benches (bench/browser.ts, bench/lighthouse.ts) stand on: the
 * production build served on the bench's database, the bare React Router app
 * (bench/bare-app.ts) served beside it the same way, the pages they load
 * (bench/browser-pages.ts) and a signed-in session for the staff pages.
 */
import fs from 'node:fs';
import type { DB } from '../db/connection';
import { buildBareApp } from './bare-app';
import { type BenchPage, benchPages } from './browser-pages';
import { freePort, productionBuild, startAppServer, startProcess, stop, waitForServer } from './server-process';

export type BenchServers = {
  origin: string;
  bareOrigin: string;
  pages: BenchPage[];
  cookie: { name: string; value: string };
  close(): Promise<void>;
};

/** Builds both apps, starts both servers and makes the pages; BENCH_BROWSER_ONLY=jobs,300 keeps the pages whose label holds one of those words. */
export async function startBenchServers(db: DB): Promise<BenchServers> {
  const buildDir = productionBuild();
  console.log('Building the bare React Router app ...');
  const bareDir = buildBareApp();
  const only = process.env.BENCH_BROWSER_ONLY?.split(',').filter(Boolean);
  const { pages: all, owner } = await benchPages(db);
  const pages = only ? all.filter((p) => only.some((w) => p.label.includes(w))) : all;
  const { createSession } = await import('../app/server/auth/session.server');
  const [cookieName, ...rest] = (await createSession(owner)).cookie.split(';')[0]!.split('=');
  const cookie = { name: cookieName!, value: rest.join('=') };

  const port = await freePort();
  const barePort = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const bareOrigin = `http://127.0.0.1:${barePort}`;
  const server = startAppServer(buildDir, port);
  const bare = startProcess(['server.mjs'], { NODE_ENV: 'production', PORT: String(barePort) }, bareDir);
  const close = async () => {
    await stop(server);
    await stop(bare);
    fs.rmSync(bareDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(port, server, 'The app server');
    await waitForServer(barePort, bare, 'The bare server');
  } catch (error) {
    await close();
    throw error;
  }
  return { origin, bareOrigin, pages, cookie, close };
}
