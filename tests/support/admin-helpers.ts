/**
 * Admin integration tests: the seeded database, a session cookie for each
 * seeded role, and one way to call a route's loader or action with params
 * and read its answer (a returned or thrown Response or data()).
 */
import { seed } from '../../db/seed';
import { getDb, schema } from '../../app/server/db.server';
import { createSession } from '../../app/server/auth/session.server';

export const BASE = 'http://localhost:3000';

export type Answer = { status: number; body: any; location: string | null }; // eslint-disable-line @typescript-eslint/no-explicit-any

export async function settle(run: () => unknown): Promise<Answer> {
  let out: unknown;
  try {
    out = await run();
  } catch (thrown) {
    out = thrown;
  }
  if (out instanceof Response) {
    const text = await out.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: out.status, body, location: out.headers.get('Location') };
  }
  if (out && typeof out === 'object' && 'type' in out && (out as { type: string }).type === 'DataWithResponseInit') {
    const d = out as unknown as { data: unknown; init: ResponseInit | null };
    return { status: d.init?.status ?? 200, body: d.data, location: new Headers(d.init?.headers).get('Location') };
  }
  if (out instanceof Error) throw out;
  return { status: 200, body: out, location: null };
}

export type Who = 'owner' | 'admin' | 'user' | 'anon';
const EMAIL: Record<Exclude<Who, 'anon'>, string> = {
  owner: 'owner@signboard.local',
  admin: 'admin@signboard.local',
  user: 'estimator@signboard.local',
};

export async function seedWithSessions() {
  const db = getDb();
  seed(db);
  const users = db.select().from(schema.users).all();
  const cookies: Record<Who, string> = { anon: '' } as Record<Who, string>;
  const ids = {} as Record<Exclude<Who, 'anon'>, number>;
  for (const who of ['owner', 'admin', 'user'] as const) {
    const user = users.find((u) => u.email === EMAIL[who])!;
    ids[who] = user.id;
    cookies[who] = (await createSession(user.id)).cookie.split(';')[0]!;
  }
  return { cookies, ids };
}

export async function sessionFor(userId: number): Promise<string> {
  return (await createSession(userId)).cookie.split(';')[0]!;
}

type RouteFn = (args: any) => unknown; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Calls `fn` (a loader or action) as `cookie` with method, JSON body and params. */
export function hit(
  fn: RouteFn,
  opts: { cookie: string; method?: string; path?: string; body?: unknown; params?: Record<string, string>; form?: Record<string, string | string[]> },
) {
  const method = opts.method ?? (opts.body !== undefined || opts.form ? 'POST' : 'GET');
  const headers = new Headers({ Origin: BASE });
  if (opts.cookie) headers.set('Cookie', opts.cookie);
  let body: BodyInit | undefined;
  if (opts.form) {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(opts.form)) for (const one of ([] as string[]).concat(v)) params.append(k, one);
    body = params;
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
  } else if (opts.body !== undefined) {
    body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
    headers.set('Content-Type', 'application/json');
  }
  const request = new Request(`${BASE}${opts.path ?? '/api/x'}`, { method, headers, body });
  return settle(() => fn({ request, params: opts.params ?? {}, context: {} }));
}
