/**
 * Shared handling for the /api JSON resource routes, so each route reads top
 * to bottom: guard, parse, call a server module, answer.
 */
import { data } from 'react-router';
import type { z } from 'zod';
import type { FieldErrors } from '~/domain/write-result';
import { appOrigin } from '~/server/config.server';

export type { FieldErrors };

export function jsonError(status: number, error: string, fields?: FieldErrors) {
  return data(fields ? { error, fields } : { error }, { status });
}

/** Zod issues as { 'path.to.field': [messages] }. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/**
 * Writes to /api must come from our own pages: a foreign Origin or a
 * cross-site Sec-Fetch-Site is refused (403). Requests with neither header are
 * not from a browser and carry no ambient cookies of ours.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get('Origin');
  if (origin && origin !== 'null') {
    const own = new URL(request.url).origin;
    if (origin !== appOrigin && origin !== own) throw jsonError(403, 'Cross-site request refused');
  } else if (origin === 'null') {
    throw jsonError(403, 'Cross-site request refused');
  }
  const site = request.headers.get('Sec-Fetch-Site');
  if (site && site !== 'same-origin' && site !== 'none') throw jsonError(403, 'Cross-site request refused');
}

/**
 * For POST/PATCH/PUT/DELETE bodies: same origin, application/json (415
 * otherwise), valid JSON, and valid against the schema (400 naming the bad
 * fields otherwise).
 */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  assertSameOrigin(request);
  const type = request.headers.get('Content-Type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw jsonError(415, 'Content-Type must be application/json');
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw jsonError(400, 'Request body is not valid JSON');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw jsonError(400, 'Invalid request', fieldErrors(parsed.error));
  return parsed.data;
}

/** Search params go through Zod too; bad ones answer 400. */
export function readQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw jsonError(400, 'Invalid query', fieldErrors(parsed.error));
  return parsed.data;
}

/** Methods a resource route does not offer. */
export function methodNotAllowed(allowed: string[]) {
  return data({ error: 'Method not allowed' }, { status: 405, headers: { Allow: allowed.join(', ') } });
}

/**
 * The action of a GET-only /api route: the route's own session check still
 * comes first (401 or 403 before 405), so a signed-out caller learns nothing.
 */
export function getOnlyAction(guard: (request: Request) => Promise<unknown>) {
  return async ({ request }: { request: Request }) => {
    await guard(request);
    return methodNotAllowed(['GET']);
  };
}
