/**
 * Helpers for the sign-in integration tests: a tiny cookie jar, a way to call
 * loaders/actions directly and read whatever they return or throw, and
 * readers for the outbox.
 */
import { desc, eq } from 'drizzle-orm';
import { vi } from 'vitest';
import { getDb, schema } from '../../app/server/db.server';
import { flushMail } from '../../app/server/mail.server';

// The outbox also prints each message; keep test output readable.
vi.spyOn(console, 'info').mockImplementation(() => {});

export const ORIGIN = 'http://localhost:3000';

export type Result = { status: number; headers: Headers; body: unknown; location: string | null };

function isDataWithInit(v: unknown): v is { type: 'DataWithResponseInit'; data: unknown; init: ResponseInit | null } {
  return typeof v === 'object' && v !== null && (v as { type?: unknown }).type === 'DataWithResponseInit';
}

async function toResult(value: unknown): Promise<Result> {
  if (value instanceof Response) {
    const text = await value.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: value.status, headers: value.headers, body, location: value.headers.get('Location') };
  }
  if (isDataWithInit(value)) {
    const headers = new Headers(value.init?.headers);
    return { status: value.init?.status ?? 200, headers, body: value.data, location: headers.get('Location') };
  }
  return { status: 200, headers: new Headers(), body: value, location: null };
}

/** Calls a loader or action; a thrown Response or data() counts as its answer. */
export async function call<A>(fn: (args: A) => unknown, request: Request): Promise<Result> {
  const args = { request, params: {}, context: {}, url: new URL(request.url), pattern: '' } as unknown as A;
  try {
    return await toResult(await fn(args));
  } catch (thrown) {
    if (thrown instanceof Response || isDataWithInit(thrown)) return toResult(thrown);
    throw thrown;
  }
}

/** A browser's cookies, fed by Set-Cookie headers. */
export class Jar {
  cookies = new Map<string, string>();

  take(headers: Headers): this {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const maxAge = attrs.map((a) => a.trim()).find((a) => /^max-age=/i.test(a));
      const expired = attrs.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if ((maxAge && Number(maxAge.split('=')[1]) <= 0) || expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  clone(): Jar {
    const copy = new Jar();
    copy.cookies = new Map(this.cookies);
    return copy;
  }

  /** The `_totp` cookie's e-mail, edited the way an attacker would. */
  setTotpEmail(email: string): void {
    const params = new URLSearchParams(this.cookies.get('_totp') ?? '');
    params.set('email', email);
    this.cookies.set('_totp', params.toString());
  }
}

export function formPost(path: string, fields: Record<string, string>, jar?: Jar, origin = ORIGIN): Request {
  const headers = new Headers({ 'Content-Type': 'application/x-www-form-urlencoded' });
  if (jar?.cookies.size) headers.set('Cookie', jar.header());
  return new Request(`${origin}${path}`, { method: 'POST', headers, body: new URLSearchParams(fields) });
}

export function get(path: string, jar?: Jar): Request {
  const headers = new Headers();
  if (jar?.cookies.size) headers.set('Cookie', jar.header());
  return new Request(`${ORIGIN}${path}`, { headers });
}

export function jsonPost(path: string, body: unknown, jar?: Jar, extra: Record<string, string> = {}): Request {
  const headers = new Headers({ 'Content-Type': 'application/json', Origin: ORIGIN, ...extra });
  if (jar?.cookies.size) headers.set('Cookie', jar.header());
  return new Request(`${ORIGIN}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
}

export async function lastMail(to: string) {
  await flushMail();
  return (
    getDb()
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.to, to))
      .orderBy(desc(schema.mailOutbox.id))
      .get() ?? null
  );
}

export function mailCount(to: string): number {
  return getDb().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, to)).all().length;
}

export function linkAndCode(text: string): { link: string; code: string } {
  const link = /https?:\/\/\S+\/auth\/callback\?\S+/.exec(text)?.[0];
  const code = /code[^:]*: ([A-Z0-9]{6})/.exec(text)?.[1];
  if (!link || !code) throw new Error(`No link or code in:\n${text}`);
  return { link, code };
}

export function addUser(values: Partial<typeof schema.users.$inferInsert> & { email: string }) {
  return getDb()
    .insert(schema.users)
    .values({ role: 'User', status: 'Active', ...values })
    .returning()
    .get();
}
