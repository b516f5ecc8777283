/**
 * The machinery behind tests/route-table.test.ts: the real app, in process,
 * and a way to ask it anything as any role.
 *
 * - `loadApp()` starts Vite in middleware mode with the project's own
 *   vite.config.ts (the React Router plugin) and loads
 *   `virtual:react-router/server-build`: the same ServerBuild `npm start`
 *   serves, with every route module, the root, the entry and the Origin
 *   check of form posts. Its handler (React Router's createRequestHandler,
 *   production mode) answers a Request with the Response a browser would get
 *   from server.js, minus Express's static files and headers. The app's
 *   modules find this test file's database through globalThis
 *   (app/server/db.server.ts), so the seeded ids below are the ones it sees.
 * - `flattenRoutes()` reads app/routes.ts's RouteConfig tree as URL patterns.
 * - `watchWrites()` / `writeCount()` tell whether a request changed anything
 *   but the session bookkeeping.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { getDb } from '../../app/server/db.server';

export const ORIGIN = 'http://localhost:3000';

type ServerBuild = Record<string, unknown>;
type Handler = (request: Request, loadContext?: unknown) => Promise<Response>;

export type App = { handle: Handler; close: () => Promise<void> };

export async function loadApp(): Promise<App> {
  const root = path.resolve(__dirname, '../..');
  const vite: ViteDevServer = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: 'custom',
    logLevel: 'error',
  });
  const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
  // React Router from the same module graph as the build, so its classes (data(), Response helpers) match.
  const rr = (await vite.ssrLoadModule('react-router')) as {
    createRequestHandler: (build: ServerBuild, mode: string) => Handler;
  };
  const handler = rr.createRequestHandler(build, 'production');
  return {
    handle: (request) => handler(request, { cspNonce: 'route-table-test' }),
    close: () => vite.close(),
  };
}

/** One addressable route of app/routes.ts: its full URL pattern and module. */
export type FlatRoute = { pattern: string; file: string };

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };

/**
 * Every entry of the RouteConfig tree that a URL reaches (a layout has no
 * path of its own and is only walked through), its path joined to its
 * parents'. An index route takes its parent's path ('/' at the top).
 */
export function flattenRoutes(entries: readonly RouteEntry[], parent = ''): FlatRoute[] {
  const out: FlatRoute[] = [];
  for (const entry of entries) {
    let here = parent;
    if (entry.path !== undefined) here = `${parent}/${entry.path}`.replace(/\/{2,}/g, '/');
    if (entry.index || entry.path !== undefined) out.push({ pattern: here || '/', file: entry.file });
    if (entry.children) out.push(...flattenRoutes(entry.children, here));
  }
  return out;
}

export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

type Answers = string; // four tokens: signed out, User, Admin, Super-Admin
/** One row of the route table: `body` is what the writes of this row carry instead of the empty one (JSON for /api, a form string for screens). */
export type Row = { route: string; url: string; body?: unknown } & Record<Exclude<Method, 'HEAD'>, Answers>;

/**
 * A request as a browser (or the app's own fetch calls) would send it, with
 * an empty body: /api writes carry `{}` as application/json, screen writes an
 * empty form. Writes carry our Origin (React Router refuses a foreign one).
 */
export function makeRequest(method: Method, url: string, cookie: string | null, body?: { json?: unknown; form?: string }): Request {
  const headers = new Headers();
  if (cookie) headers.set('Cookie', cookie);
  let payload: string | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    headers.set('Origin', ORIGIN);
    if (url.startsWith('/api/')) {
      headers.set('Content-Type', 'application/json');
      payload = body?.form ?? JSON.stringify(body?.json ?? {});
    } else {
      headers.set('Content-Type', 'application/x-www-form-urlencoded');
      payload = body?.form ?? '';
    }
  }
  return new Request(`${ORIGIN}${url}`, { method, headers, body: payload });
}

/** Tables a request may write whatever it is: session expiry, sign-in limits, codes and mail. */
const BOOKKEEPING = new Set(['sessions', 'rate_limits', 'login_codes', 'mail_outbox', '__drizzle_migrations']);

/**
 * Counts every row inserted, updated or deleted in any table but the
 * bookkeeping ones, through TEMP triggers on this test's connection (the one
 * the app uses too). Read `writeCount()` before and after a request.
 */
export function watchWrites(): void {
  const client = getDb().$client;
  client.exec('CREATE TEMP TABLE IF NOT EXISTS route_table_writes (n INTEGER NOT NULL); INSERT INTO route_table_writes VALUES (0);');
  const tables = client
    // Plain tables only: a virtual table (the job_search index) takes no trigger, and its shadow tables change only with jobs.
    .prepare("SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all() as string[];
  for (const table of tables) {
    if (BOOKKEEPING.has(table)) continue;
    for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
      client.exec(
        `CREATE TEMP TRIGGER IF NOT EXISTS "route_table_${event}_${table}" AFTER ${event} ON main."${table}" BEGIN UPDATE route_table_writes SET n = n + 1; END;`,
      );
    }
  }
}

export function writeCount(): number {
  return getDb().$client.prepare('SELECT n FROM route_table_writes').pluck().get() as number;
}

/** Real ids from the seeded database, for the table's `{name}` placeholders. */
export function seededIds(): Record<string, string> {
  const client = getDb().$client;
  const one = (sql: string, ...args: unknown[]) => {
    const value = client.prepare(sql).pluck().get(...args);
    if (value === undefined || value === null) throw new Error(`No seeded row for: ${sql}`);
    return String(value);
  };
  const jobId = one("SELECT j.id FROM jobs j JOIN brands b ON b.id = j.brand_id WHERE b.slug = 'dhc' AND j.job_number = '2025-014'");
  const versionId = one('SELECT id FROM job_versions WHERE job_id = ? ORDER BY version_number DESC LIMIT 1', jobId);
  const signId = one("SELECT s.id FROM signs s JOIN brands b ON b.id = s.brand_id WHERE b.slug = 'dhc' ORDER BY s.id LIMIT 1");
  return {
    brandSlug: 'dhc',
    jobNumber: '2025-014',
    jobId,
    lineId: one('SELECT id FROM line_items WHERE job_version_id = ? ORDER BY sort_order LIMIT 1', versionId),
    brandId: one("SELECT id FROM brands WHERE slug = 'dhc'"),
    signId,
    sizeId: one('SELECT id FROM sign_sizes WHERE sign_id = ? ORDER BY id LIMIT 1', signId),
    optionId: one("SELECT id FROM sign_options WHERE name = 'Color'"),
    serviceId: one("SELECT sv.id FROM services sv JOIN brands b ON b.id = sv.brand_id WHERE b.slug = 'dhc' ORDER BY sv.id LIMIT 1"),
    clientId: one("SELECT id FROM clients WHERE name = 'Hot Bird Hospitality LLC'"),
    userId: one("SELECT id FROM users WHERE email = 'pm@signboard.local'"),
  };
}

/**
 * Throwaway rows for the writes a table row expects to succeed (a DELETE
 * that really deletes): each use makes a new one, so every role deletes its
 * own and the seeded rows stay as they are.
 */
export const SPARES: Record<string, () => string> = {
  /** A line at the end of another job's latest version (its deletion renumbers nothing else). */
  spareLineId() {
    const client = getDb().$client;
    const version = client
      .prepare(
        "SELECT v.id FROM job_versions v JOIN jobs j ON j.id = v.job_id JOIN brands b ON b.id = j.brand_id WHERE b.slug = 'dhc' AND j.job_number = '2025-021' ORDER BY v.version_number DESC LIMIT 1",
      )
      .pluck()
      .get() as number;
    const next = (client.prepare('SELECT MAX(sort_order) + 1 FROM line_items WHERE job_version_id = ?').pluck().get(version) as number) ?? 1;
    const row = client
      .prepare(
        `INSERT INTO line_items (job_version_id, line_type, sign_id, sign_size_id, service_id, quantity, description, selected_options,
           line_item_price, line_item_install_price, line_item_budget, line_item_install_budget, pricing_mode, sort_order, level)
         SELECT job_version_id, line_type, sign_id, sign_size_id, service_id, quantity, description, selected_options,
           line_item_price, line_item_install_price, line_item_budget, line_item_install_budget, pricing_mode, ?, level
         FROM line_items WHERE job_version_id = ? ORDER BY sort_order LIMIT 1 RETURNING id`,
      )
      .pluck()
      .get(next, version);
    return String(row);
  },
  /** A size of the seeded sign with a name of its own. */
  spareSizeId() {
    const client = getDb().$client;
    const sign = client.prepare("SELECT s.id FROM signs s JOIN brands b ON b.id = s.brand_id WHERE b.slug = 'dhc' ORDER BY s.id LIMIT 1").pluck().get();
    const row = client
      .prepare('INSERT INTO sign_sizes (sign_id, size_name, sign_price) VALUES (?, ?, 100) RETURNING id')
      .pluck()
      .get(sign, `Spare ${crypto.randomUUID()}`);
    return String(row);
  },
};
