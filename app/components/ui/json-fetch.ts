/**
 * The screens' JSON calls to the /api routes, in one place: reading (the
 * '<status>: <text>' error on failure, docs/product.md § Error messages) and writing (the answer kept,
 * so a refused write's message can be shown where it happened).
 */
import { refusalText } from '~/domain/write-result';

/** GET/POST JSON, throwing the '<status>: <text>' error on failure (docs/product.md § Error messages). */
export async function fetchJson(url: string, init: RequestInit = {}): Promise<unknown> {
  const res = await fetch(url, {
    credentials: 'include',
    ...init,
    headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
  });
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text().catch(() => '')) || res.statusText}`);
  return res.json();
}

export type JsonAnswer = { ok: boolean; status: number; body: unknown };

/** A JSON write (PATCH, POST...): its status and body, never a throw (status 0 when the network failed). */
export async function sendJson(url: string, method: string, body: unknown): Promise<JsonAnswer> {
  try {
    const res = await fetch(url, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const json: unknown = await res.json().catch(() => null);
    return { ok: res.ok, status: res.status, body: json };
  } catch {
    return { ok: false, status: 0, body: null };
  }
}

/** What to say of a refused write the /api answered ({error, fields}): the field's message first, else `fallback`. */
export function refusedMessage(body: unknown, fallback: string): string {
  if (!body || typeof body !== 'object') return fallback;
  const { error, fields } = body as { error?: string; fields?: Record<string, string[]> };
  return refusalText({ error: error ?? fallback, fieldErrors: fields ?? {} });
}
