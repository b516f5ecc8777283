/**
 * The shared route plumbing of app/server/http: the id
 * reader, the intent reader, the /api route helper, and the failure toast.
 * The routes that use them are covered by tests/route-table.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRoute, answerWrite, publicRoute } from '../app/server/http/api-route.server';
import { intentOf, readIntent } from '../app/server/http/intent.server';
import { apiId, readId, recordOr404, screenId } from '../app/server/http/params.server';
import { getToast, toastOnFailure } from '../app/server/http/toast.server';
import { RefusedWrite } from '../app/domain/write-result';
import { settle } from './support/admin-helpers';

afterEach(() => vi.restoreAllMocks());

describe('readId and its answers', () => {
  it('reads a positive whole number of up to 15 digits, nothing else', () => {
    expect(readId('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '1.5', '1e3', '0x10', ' 7', 'abc', '1234567890123456']) expect(readId(bad)).toBeNull();
  });
  it('answers an /api 404 naming what is missing, or a screen 404', async () => {
    expect((await settle(() => apiId('x', 'Sign not found'))).body).toEqual({ error: 'Sign not found' });
    expect((await settle(() => apiId('x'))).status).toBe(404);
    expect(await settle(() => screenId('x', 'Brand not found'))).toMatchObject({ status: 404, body: 'Brand not found' });
    expect(recordOr404('3', (id) => ({ id }), 'Gone')).toEqual({ id: 3 });
    expect(await settle(() => recordOr404('3', () => null, 'Gone'))).toMatchObject({ status: 404, body: 'Gone' });
  });
});

describe('readIntent', () => {
  const intents = z.enum(['save', 'remove']);
  const form = (intent?: string) => {
    const f = new FormData();
    if (intent !== undefined) f.set('intent', intent);
    return f;
  };
  it('reads a known intent; an unknown or missing one is a 400, or the route’s default', async () => {
    expect(readIntent(form('remove'), intents)).toBe('remove');
    expect(await settle(() => readIntent(form('drop'), intents))).toMatchObject({ status: 400, body: 'Unknown action' });
    expect(await settle(() => readIntent(form(), intents))).toMatchObject({ status: 400 });
    expect(readIntent(form('drop'), intents, 'save')).toBe('save');
  });
  it('intentOf: the known intent, else null (the route answers the rest its own way)', () => {
    expect(intentOf(form('save'), intents)).toBe('save');
    expect(intentOf(form('drop'), intents)).toBeNull();
    expect(intentOf(form(), intents)).toBeNull();
  });
});

describe('apiRoute', () => {
  const request = (method: string, headers: Record<string, string> = {}) => new Request('http://localhost:3000/api/x', { method, headers });
  const denied = async () => {
    throw new Response('{"error":"Unauthorized"}', { status: 401 });
  };

  it('guards first, then answers the method it offers, else 405 naming the methods', async () => {
    const route = apiRoute({ guard: async () => 'me', GET: ({ user }) => ({ user }), PATCH: () => ({ patched: true }) });
    expect(await route.loader({ request: request('GET'), params: {} })).toEqual({ user: 'me' });
    expect(await route.action({ request: request('PATCH'), params: {} })).toEqual({ patched: true });
    const post = await settle(() => route.action({ request: request('POST'), params: {} }));
    expect(post.status).toBe(405);
    const locked = apiRoute({ guard: denied, POST: () => 'never' });
    expect((await settle(() => locked.action({ request: request('PUT'), params: {} }))).status).toBe(401);
    expect((await settle(() => locked.loader({ request: request('GET'), params: {} }))).status).toBe(401);
  });

  it('a write route without GET answers GET with 405; writes use the narrower guard; foreign writes are refused', async () => {
    const route = apiRoute({ guard: publicRoute, writeGuard: denied, POST: () => 'never' });
    expect((await settle(() => route.loader({ request: request('GET'), params: {} }))).status).toBe(405);
    expect((await settle(() => route.action({ request: request('POST'), params: {} }))).status).toBe(401);
    const open = apiRoute({ guard: publicRoute, POST: () => 'written' });
    expect((await settle(() => open.action({ request: request('POST', { Origin: 'https://evil.example' }), params: {} }))).status).toBe(403);
    expect(await open.action({ request: request('POST'), params: {} })).toBe('written');
  });

  it('answerWrite turns a refused write into its JSON answer and lets anything else through', async () => {
    expect(await settle(() => answerWrite(() => { throw new RefusedWrite(409, 'Taken', { slug: ['Taken'] }); }))).toMatchObject({ status: 409, body: { error: 'Taken', fields: { slug: ['Taken'] } } });
    expect(() => answerWrite(() => { throw new Error('disk full'); })).toThrow('disk full');
  });
});

describe('toastOnFailure', () => {
  const failure = { what: 'Reorder', back: '/job/a/1', description: 'Failed to reorder items' };

  it('answers what the write answered', async () => {
    const ok = new Response(null, { status: 302 });
    expect(await toastOnFailure(failure, () => ok)).toBe(ok);
  });

  it('logs an unexpected error and goes back with the red toast; so does a write that answered nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const thrown = await toastOnFailure(failure, () => {
      throw new Error('disk full');
    });
    expect(log).toHaveBeenCalledWith('Reorder failed', expect.any(Error));
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('Location')).toBe('/job/a/1');
    expect(thrown.headers.get('Set-Cookie')).toContain('__toast=');
    const empty = await toastOnFailure({ ...failure, duration: 3000 }, () => null);
    expect(empty.headers.get('Location')).toBe('/job/a/1');
  });

  it('passes on what the write returned; the red toast may go untitled (the job page)', async () => {
    const answer = { values: {}, status: 400 };
    expect(await toastOnFailure(failure, () => answer)).toBe(answer);
    const untitled = await toastOnFailure({ ...failure, title: null }, () => null);
    const cookie = untitled.headers.get('Set-Cookie')!.split(';')[0]!;
    const { toast } = await getToast(new Request('http://localhost/', { headers: { Cookie: cookie } }));
    expect(toast).toMatchObject({ description: 'Failed to reorder items', variant: 'destructive' });
    expect(toast?.title).toBeUndefined();
  });
});
