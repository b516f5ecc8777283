import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb, schema } from '../app/server/db.server';
import { createSession } from '../app/server/auth/session.server';
import { knownAddresses, mapboxResponseToSuggestions, suggestAddresses } from '../app/server/clients/address-suggest.server';
import { action } from '../app/routes/api/mapbox.suggest';

let cookie = '';

// A recorded Mapbox Search Box /suggest answer (trimmed to what we read).
const MAPBOX_SAMPLE = {
  suggestions: [
    {
      name: '350 5th Avenue',
      mapbox_id: 'dXJuOm1ieGFkcjphYmM',
      feature_type: 'address',
      address: '350 5th Avenue',
      full_address: '350 5th Avenue, New York, New York 10118, United States',
      place_formatted: 'New York, New York 10118, United States',
      context: {
        country: { name: 'United States', country_code: 'US', country_code_alpha_3: 'USA' },
        region: { name: 'New York', region_code: 'NY', region_code_full: 'US-NY' },
        postcode: { name: '10118' },
        place: { name: 'New York' },
      },
      language: 'en',
      maki: 'marker',
    },
    { feature_type: 'category', name: 'Coffee' },
  ],
  attribution: '© 2025 Mapbox and its suppliers.',
};

beforeAll(async () => {
  const db = getDb();
  const user = db.insert(schema.users).values({ email: 'pm@signboard.local', fullName: 'Priya Nair' }).returning().get();
  cookie = (await createSession(user.id)).cookie.split(';')[0]!;
  const brand = db.insert(schema.brands).values({ name: 'Skechers', slug: 'skx', proposalPrefix: 'SKXP' }).returning().get();
  const client = db.insert(schema.clients).values({ name: 'Acme Foods' }).returning().get();
  db.insert(schema.clientAddresses)
    .values([
      { clientId: client.id, street: '123 Main St', city: 'Springfield', state: 'IL', zipCode: '62701', country: 'United States' },
      { clientId: client.id, street: '123 Main St', city: 'Springfield', state: 'IL', zipCode: '62701', country: 'United States' },
      { clientId: client.id, street: '77 Harbor Blvd', city: 'Costa Mesa', state: 'CA', zipCode: '92626', country: '' },
    ])
    .run();
  db.insert(schema.jobs)
    .values([
      { jobName: 'Main', jobNumber: '1', brandId: brand.id, jobLocation: '500 Main Street, Peoria, IL 61602' },
      { jobName: 'Odd', jobNumber: '2', brandId: brand.id, jobLocation: 'Behind the mall on Route 9' },
    ])
    .run();
});

afterEach(() => vi.restoreAllMocks());

function post(body: unknown, headers: Record<string, string> = {}) {
  const request = new Request('http://localhost/api/mapbox/suggest', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: 'http://localhost', ...headers },
    body: JSON.stringify(body),
  });
  return action({ request, params: {}, context: {} } as never);
}

async function status(p: Promise<unknown>): Promise<{ status: number; data: unknown }> {
  const out = await p.catch((e: unknown) => e);
  if (out instanceof Response) return { status: out.status, data: await out.json() };
  const d = out as { type?: string; data?: unknown; init?: { status?: number } };
  if (d?.type === 'DataWithResponseInit') return { status: d.init?.status ?? 200, data: d.data };
  return { status: 200, data: out };
}

describe('known addresses (no Mapbox token)', () => {
  it('finds client addresses and job locations by every word, without duplicates', () => {
    const main = knownAddresses('123 main');
    expect(main.map((s) => s.full_address)).toEqual(['123 Main St, Springfield, IL 62701, United States']);
    expect(main[0]).toMatchObject({ name: '123 Main St', mapbox_id: null, source: 'local', context: { region: { region_code: 'IL' } } });
    expect(knownAddresses('main').map((s) => s.name)).toEqual(['123 Main St', '500 Main Street']);
    expect(knownAddresses('peoria')[0]).toMatchObject({ context: { place: { name: 'Peoria' }, postcode: { name: '61602' } } });
    expect(knownAddresses('route 9')[0]!.name).toBe('Behind the mall on Route 9');
    expect(knownAddresses('nowhere at all')).toEqual([]);
  });

  it('lists a place once when a job location repeats a client address without its country', () => {
    const db = getDb();
    const brand = db.select().from(schema.brands).get()!;
    db.insert(schema.jobs).values({ jobName: 'Same place', jobNumber: '3', brandId: brand.id, jobLocation: '77 Harbor Blvd, Costa Mesa, CA 92626' }).run();
    db.insert(schema.clientAddresses)
      .values({ clientId: db.select().from(schema.clients).get()!.id, street: '77 Harbor Blvd', city: 'Costa Mesa', state: 'CA', zipCode: '92626', country: 'US' })
      .run();
    expect(knownAddresses('77 harbor').map((s) => s.full_address)).toHaveLength(1);
  });

  it('ends with Use as typed, and keeps a typed suite on each suggestion', async () => {
    const list = await suggestAddresses('123 Main Suite 200', 'tok', { token: '' });
    expect(list.map((s) => s.name)).toEqual(['123 Main St Suite 200', '123 Main Suite 200']);
    expect(list[0]!.full_address).toBe('123 Main St Suite 200, Springfield, IL 62701, United States');
    expect(list.at(-1)).toMatchObject({ manual: true, source: 'manual', full_address: '123 Main Suite 200' });
    const none = await suggestAddresses('PO Box 42', null, { token: '' });
    expect(none).toHaveLength(1);
    expect(none[0]).toMatchObject({ name: 'PO Box 42', manual: true });
    expect(await suggestAddresses('ab', null, { token: '' })).toEqual([]);
  });
});

describe('Mapbox provider', () => {
  it('maps a recorded /suggest answer and drops entries it cannot use', () => {
    const list = mapboxResponseToSuggestions(MAPBOX_SAMPLE);
    expect(list).toEqual([
      {
        id: 'dXJuOm1ieGFkcjphYmM',
        name: '350 5th Avenue',
        full_address: '350 5th Avenue, New York, New York 10118, United States',
        mapbox_id: 'dXJuOm1ieGFkcjphYmM',
        context: {
          place: { name: 'New York' },
          region: { name: 'New York', region_code: 'NY' },
          postcode: { name: '10118' },
          country: { name: 'United States', country_code: 'US' },
        },
        source: 'mapbox',
      },
    ]);
    expect(() => mapboxResponseToSuggestions({ message: 'Not Authorized' })).toThrow();
  });

  it('asks Mapbox with the session token and without the typed unit', async () => {
    const fetchFn = vi.fn(async (_url: URL | RequestInfo) => Response.json(MAPBOX_SAMPLE));
    const list = await suggestAddresses('350 5th Ave #12', 'session-1', { token: 'pk.test', fetch: fetchFn as typeof fetch });
    const url = new URL(String(fetchFn.mock.calls[0]![0]));
    expect(url.origin + url.pathname).toBe('https://api.mapbox.com/search/searchbox/v1/suggest');
    expect(url.searchParams.get('q')).toBe('350 5th Ave');
    expect(url.searchParams.get('session_token')).toBe('session-1');
    expect(url.searchParams.get('access_token')).toBe('pk.test');
    expect(list.map((s) => s.name)).toEqual(['350 5th Avenue #12', '350 5th Ave #12']);
  });

  it('falls back to known addresses when Mapbox fails or times out', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = vi.fn(async () => new Response('nope', { status: 401 }));
    const a = await suggestAddresses('harbor', null, { token: 'pk.test', fetch: failing as typeof fetch });
    expect(a.map((s) => s.source)).toEqual(['local', 'manual']);
    const throwing = vi.fn(async () => {
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    });
    const b = await suggestAddresses('harbor', null, { token: 'pk.test', fetch: throwing as typeof fetch });
    expect(b[0]!.name).toBe('77 Harbor Blvd');
    expect(String(vi.mocked(console.warn).mock.calls)).not.toContain('pk.test');
  });
});

describe('POST /api/mapbox/suggest', () => {
  it('answers {suggestions}, each with id, name, full_address, mapbox_id and context', async () => {
    const res = await status(post({ query: '77 harbor', sessionToken: 'abc' }));
    expect(res.status).toBe(200);
    const { suggestions } = res.data as { suggestions: Record<string, unknown>[] };
    expect(suggestions).toHaveLength(2);
    for (const s of suggestions) expect(Object.keys(s)).toEqual(expect.arrayContaining(['id', 'name', 'full_address', 'mapbox_id', 'context']));
    expect(suggestions[0]).toMatchObject({ name: '77 Harbor Blvd', context: { place: { name: 'Costa Mesa' } } });
    expect(suggestions[1]).toMatchObject({ name: '77 harbor', manual: true });
  });

  it('gives no suggestions outside 3..200 characters', async () => {
    expect((await status(post({ query: 'ab' }))).data).toEqual({ suggestions: [] });
    expect((await status(post({ query: 'x'.repeat(201) }))).data).toEqual({ suggestions: [] });
  });

  it('refuses bad bodies, other content types and strangers', async () => {
    expect(await status(post({ sessionToken: 'abc' }))).toMatchObject({ status: 400, data: { fields: { query: expect.any(Array) } } });
    expect((await status(post({ query: 'main', sessionToken: 'x'.repeat(101) }))).status).toBe(400);
    expect((await status(post({ query: 'main' }, { 'Content-Type': 'text/plain' }))).status).toBe(415);
    expect((await status(post({ query: 'main' }, { Cookie: '' }))).status).toBe(401);
  });
});
