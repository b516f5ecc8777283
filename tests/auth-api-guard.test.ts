/**
 * Every /api route answers 401 JSON without a session (the public sign-in
 * route and the JSON 404 excepted), whatever the method, even one it does
 * not offer (the session check comes before the 405): a guard against a new
 * route that forgets requireApiUser / requireApiAdmin.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORIGIN, call } from './support/auth-helpers';

const PUBLIC = new Set(['auth.personalized-magic-link.ts', 'not-found.ts']);
const dir = path.resolve(__dirname, '../app/routes/api');
const files = fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !PUBLIC.has(f));

type RouteModule = { loader?: (args: never) => unknown; action?: (args: never) => unknown };

describe.each(files)('/api route %s without a session', (file) => {
  it('answers 401 JSON to every method it serves', async () => {
    const mod = (await import(path.join(dir, file))) as RouteModule;
    const params = { id: '1', brandSlug: 'dhc', jobNumber: '1' };
    const attempts: Array<[RouteModule['loader'], string]> = [
      [mod.loader, 'GET'],
      [mod.action, 'POST'],
      [mod.action, 'PATCH'],
      [mod.action, 'DELETE'],
    ];
    for (const [fn, method] of attempts) {
      if (!fn) continue;
      const body = method === 'GET' ? undefined : '{}';
      const request = new Request(`${ORIGIN}/api/x?q=abc`, {
        method,
        body,
        headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      });
      const res = await call((args: { request: Request }) => (fn as (a: unknown) => unknown)({ ...args, params }), request);
      expect({ method, status: res.status }).toEqual({ method, status: 401 });
      expect(res.body).toEqual({ error: 'Unauthorized' });
    }
  });
});
