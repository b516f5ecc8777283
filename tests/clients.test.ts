import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, schema } from '../app/server/db.server';
import { createSession } from '../app/server/auth/session.server';
import { escapeLike, searchClients } from '../app/server/clients/clients.server';
import { loader as searchLoader } from '../app/routes/api/clients.search';
import { loader as addressesLoader } from '../app/routes/api/clients.$id.addresses';
import { loader as contactsLoader } from '../app/routes/api/clients.$id.contacts';

let cookie = '';
let acme = 0;
let empty = 0;

beforeAll(async () => {
  const db = getDb();
  const user = db.insert(schema.users).values({ email: 'estimator@signboard.local', fullName: 'Sam Ortiz' }).returning().get();
  cookie = (await createSession(user.id)).cookie.split(';')[0]!;
  const names = ['Acme Foods', 'acme signs', 'Big Acme Co', 'Zenith 100% Pure', 'Zenith_Tools', 'ZenithXTools', 'Blank Client'];
  const rows = db.insert(schema.clients).values(names.map((name) => ({ name }))).returning().all();
  acme = rows[0]!.id;
  empty = rows.at(-1)!.id;
  db.insert(schema.clientAddresses)
    .values([
      { clientId: acme, street: '123 Main St', city: 'Springfield', state: 'IL', zipCode: '62701', country: 'United States' },
      { clientId: acme, street: '9 Elm Rd', city: 'Boise', state: 'ID', zipCode: '83702', country: 'United States' },
    ])
    .run();
  db.insert(schema.clientContacts)
    .values([{ clientId: acme, name: 'Jo Buyer', title: 'Facilities', phone: '5551234567', email: 'jo@acme.test' }, { clientId: acme, name: 'Al' }])
    .run();
});

type Result = { status: number; body: unknown };
/** Runs a loader and reads what it answered or threw (data(), Response or plain value). */
async function call(fn: (a: never) => unknown, url: string, params: Record<string, string> = {}, signedIn = true): Promise<Result> {
  const request = new Request(`http://localhost${url}`, { headers: signedIn ? { Cookie: cookie } : {} });
  let out: unknown;
  try {
    out = await fn({ request, params, context: {} } as never);
  } catch (thrown) {
    out = thrown;
  }
  if (out instanceof Response) return { status: out.status, body: await out.json() };
  if (out && typeof out === 'object' && 'type' in out && (out as { type: string }).type === 'DataWithResponseInit') {
    const d = out as unknown as { data: unknown; init: { status?: number } | null };
    return { status: d.init?.status ?? 200, body: d.data };
  }
  return { status: 200, body: out };
}

describe('searchClients', () => {
  it('puts names starting with the text first, then names containing it, any case', () => {
    expect(searchClients('acme').map((c) => c.client_name)).toEqual(['Acme Foods', 'acme signs', 'Big Acme Co']);
    expect(searchClients('ACME S').map((c) => c.client_name)).toEqual(['acme signs']);
    expect(searchClients('acme', 2)).toHaveLength(2);
    expect(searchClients('   ')).toEqual([]);
  });
  it('matches % and _ literally', () => {
    expect(escapeLike('a%b_c\\')).toBe('a\\%b\\_c\\\\');
    expect(searchClients('100%').map((c) => c.client_name)).toEqual(['Zenith 100% Pure']);
    expect(searchClients('h_t').map((c) => c.client_name)).toEqual(['Zenith_Tools']);
    expect(searchClients('%')).toHaveLength(1);
  });
});

describe('GET /api/clients/search', () => {
  it('answers [{id, client_name}]', async () => {
    const res = await call(searchLoader, '/api/clients/search?q=acm');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: acme, client_name: 'Acme Foods' },
      { id: expect.any(Number), client_name: 'acme signs' },
      { id: expect.any(Number), client_name: 'Big Acme Co' },
    ]);
    expect((await call(searchLoader, '/api/clients/search?q=nobody')).body).toEqual([]);
  });
  it('needs q of 1..100 characters and a session', async () => {
    expect((await call(searchLoader, '/api/clients/search')).status).toBe(400);
    const blank = await call(searchLoader, '/api/clients/search?q=%20');
    expect(blank).toMatchObject({ status: 400, body: { error: 'Invalid query', fields: { q: expect.any(Array) } } });
    expect((await call(searchLoader, `/api/clients/search?q=${'a'.repeat(101)}`)).status).toBe(400);
    expect(await call(searchLoader, '/api/clients/search?q=acme', {}, false)).toEqual({ status: 401, body: { error: 'Unauthorized' } });
  });
});

describe('GET /api/clients/{id}/addresses and /contacts', () => {
  it('answer the documented address and contact shapes, oldest first', async () => {
    const addresses = await call(addressesLoader, `/api/clients/${acme}/addresses`, { id: String(acme) });
    expect(addresses.status).toBe(200);
    expect(addresses.body).toEqual([
      { id: expect.any(Number), street: '123 Main St', city: 'Springfield', state: 'IL', zip_code: '62701', country: 'United States' },
      { id: expect.any(Number), street: '9 Elm Rd', city: 'Boise', state: 'ID', zip_code: '83702', country: 'United States' },
    ]);
    const contacts = await call(contactsLoader, `/api/clients/${acme}/contacts`, { id: String(acme) });
    expect(contacts.body).toEqual([
      { id: expect.any(Number), contact_name: 'Jo Buyer', contact_title: 'Facilities', contact_phone: '5551234567', contact_email: 'jo@acme.test' },
      { id: expect.any(Number), contact_name: 'Al', contact_title: null, contact_phone: null, contact_email: null },
    ]);
    expect((await call(contactsLoader, '/x', { id: String(empty) })).body).toEqual([]);
    expect((await call(addressesLoader, '/x', { id: String(empty) })).body).toEqual([]);
  });
  it('404 for an unknown client, 400 for a non-numeric id, 401 without a session', async () => {
    for (const fn of [addressesLoader, contactsLoader]) {
      expect(await call(fn, '/x', { id: '999999' })).toEqual({ status: 404, body: { error: 'Client not found' } });
      const bad = await call(fn, '/x', { id: '12abc' });
      expect(bad).toMatchObject({ status: 400, body: { fields: { id: expect.any(Array) } } });
      expect((await call(fn, '/x', { id: '-1' })).status).toBe(400);
      expect((await call(fn, '/x', { id: String(acme) }, false)).status).toBe(401);
    }
  });
});
