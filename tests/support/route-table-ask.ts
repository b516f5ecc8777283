/**
 * The route table's machinery for tests/route-table.test.ts: all its rows in
 * request order, the four roles, the app loaded once for the file
 * (loadRouteTableApp), and asking it a request as a role, read back as a
 * table token.
 */
import { afterAll, beforeAll, vi } from 'vitest';
import routes from '../../app/routes';
import { getDb } from '../../app/server/db.server';
import { createSession } from '../../app/server/auth/session.server';
import { seed } from '../../db/seed';
import {
  METHODS,
  SPARES,
  flattenRoutes,
  loadApp,
  makeRequest,
  seededIds,
  watchWrites,
  writeCount,
  type App,
  type Method,
  type Row,
} from './route-table-harness';
import { SCREEN_ROWS } from './route-table-screen-rows';
import { API_ROWS } from './route-table-api-rows';

/** Every row, in the order the requests are made. */
export const TABLE: Row[] = [...SCREEN_ROWS, ...API_ROWS];

export const ROLES = [
  { name: 'signed out', email: null },
  { name: 'User', email: 'estimator@signboard.local' },
  { name: 'Admin', email: 'admin@signboard.local' },
  { name: 'Super-Admin', email: 'owner@signboard.local' },
] as const;

export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

let app: App;
let ids: Record<string, string>;
/** What the app logged (React Router logs every refused method and error): kept, and shown with a 5xx. */
export const logged: string[] = [];

/** Seeds this file's database and loads the app before its tests; closes the app after them. */
export function loadRouteTableApp(): void {
  beforeAll(async () => {
    seed(getDb());
    ids = seededIds();
    watchWrites();
    app = await loadApp();
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
  }, 300_000); // loading the app through Vite takes minutes on a machine shared by many test runs

  afterAll(async () => {
    await app?.close();
  });
}

/** The url with its placeholders filled; `lenient` (print mode) puts 1 for a name it does not know. */
export function fill(url: string, lenient = false): string {
  return url.replace(/\{(\w+)\}/g, (_, name: string) => {
    const spare = SPARES[name];
    if (spare) return spare();
    const value = ids[name] ?? (lenient ? '1' : undefined);
    if (value === undefined) throw new Error(`Unknown placeholder {${name}} in ${url}`);
    return value;
  });
}

export async function cookieFor(email: string | null): Promise<string | null> {
  if (!email) return null;
  const id = getDb().$client.prepare('SELECT id FROM users WHERE email = ?').pluck().get(email) as number;
  return (await createSession(id)).cookie.split(';')[0]!;
}

export function bodyOf(row: Pick<Row, 'body'>): { json?: unknown; form?: string } | undefined {
  if (row.body === undefined) return undefined;
  return typeof row.body === 'string' ? { form: fill(row.body) } : { json: row.body };
}

export type Seen = { status: number; location: string | null; denied: boolean; body: string; type: string; wrote: boolean };

/** Asks the app, and tells whether it wrote anything but session bookkeeping. */
export async function ask(method: Method, url: string, email: string | null, body?: { json?: unknown; form?: string }): Promise<Seen> {
  const cookie = await cookieFor(email);
  const before = writeCount();
  const res = await app.handle(makeRequest(method, url, cookie, body));
  const text = await res.text();
  const wrote = writeCount() !== before;
  return {
    status: res.status,
    location: res.headers.get('Location'),
    denied: res.headers.getSetCookie().some((c) => c.startsWith('__denied=') && !/Max-Age=0/i.test(c)),
    body: text,
    type: res.headers.get('Content-Type') ?? '',
    wrote,
  };
}

function loginFor(url: string): string {
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  return path === '/' ? '/login' : `/login?${new URLSearchParams({ redirectTo: path })}`;
}

/** What was seen, as a table token. */
export function token(seen: Seen, url: string): string {
  const mark = seen.wrote ? '!' : '';
  if (seen.status === 302 && seen.location === loginFor(url)) return `login${mark}`;
  if (seen.status === 302 && seen.location === '/' && seen.denied) return `denied${mark}`;
  if (seen.location) return `${seen.status}:${seen.location}${mark}`;
  return `${seen.status}${mark}`;
}

export type Probe = { row: Row; method: Method; role: (typeof ROLES)[number]; expected: string };

export function probes(): Probe[] {
  const out: Probe[] = [];
  for (const row of TABLE) {
    for (const method of METHODS) {
      const column = method === 'HEAD' ? row.GET : row[method];
      const answers = column.trim().split(/\s+/);
      if (answers.length !== ROLES.length) throw new Error(`${row.url} ${method}: four answers expected, got '${column}'`);
      ROLES.forEach((role, i) => out.push({ row, method, role, expected: answers[i]! }));
    }
  }
  return out;
}

export const flat = flattenRoutes(routes as never);

